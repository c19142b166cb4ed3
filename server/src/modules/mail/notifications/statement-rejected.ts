import { statementNotification } from './document-facts.ts';
import { orDash } from './notification.ts';

/** `statement.rejected` → the buyer who created it, with the reason and each rejected line's. */
export const statementRejected = statementNotification({
  events: ['statement.rejected'],
  to: (ctx, s) => ctx.recipients({ staffNames: [s.created_by] }),
  texts(s, no) {
    const zh = s.rejected_lines.map((l) => `  行 ${l.line_no}：${l.reason}`);
    const en = s.rejected_lines.map((l) => `  Line ${l.line_no}: ${l.reason}`);
    return {
      'zh-chs': {
        subject: `对账单 ${no} 被供应商驳回`,
        body: `供应商 ${s.vendor_code} ${s.vendor_name} 驳回了对账单 ${no}（驳回人：${orDash(s.rejected_by)}）。\n原因：${orDash(s.reject_reason)}${zh.length ? `\n被驳回的行：\n${zh.join('\n')}` : ''}`,
      },
      en: {
        subject: `Statement ${no} rejected by the vendor`,
        body: `Vendor ${s.vendor_code} ${s.vendor_name} rejected statement ${no} (by ${orDash(s.rejected_by)}).\nReason: ${orDash(s.reject_reason)}${en.length ? `\nRejected lines:\n${en.join('\n')}` : ''}`,
      },
    };
  },
});
