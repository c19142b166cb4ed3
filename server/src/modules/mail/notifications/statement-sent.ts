import { findStatementFacts } from '../../statement/index.ts';
import { nothingQueued, notification, withFooter } from './notification.ts';

/** `statement.sent` → the vendor's users, to confirm or reject it. */
export const statementSent = notification({
  events: ['statement.sent'],
  category: 'statement',
  choice: 'statement',
  async mail(ctx, event) {
    const s = await findStatementFacts(ctx.trx, ctx.orgId, event.payload.statementId);
    if (!s) return nothingQueued();
    const no = s.statement_no ?? `#${s.id}`;
    return ctx.send(
      await ctx.recipients({ vendorCode: s.vendor_code }),
      withFooter(
        {
          'zh-chs': {
            subject: `对账单 ${no} 待您确认`,
            body: `对账单 ${no} 已发送给贵司（${s.vendor_code} ${s.vendor_name}），请登录门户确认或驳回。\n对账期间：${s.period_from} 至 ${s.period_to}\n行数：${s.line_count}\n含税金额：${s.amount_with_tax} ${s.currency}`,
          },
          en: {
            subject: `Statement ${no} awaits your confirmation`,
            body: `Statement ${no} was sent to you (${s.vendor_code} ${s.vendor_name}); please sign in to confirm or reject it.\nPeriod: ${s.period_from} to ${s.period_to}\nLines: ${s.line_count}\nAmount with tax: ${s.amount_with_tax} ${s.currency}`,
          },
        },
        ctx.org,
      ),
    );
  },
});
