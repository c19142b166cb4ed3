import { statementNotification } from './document-facts.ts';

/** `statement.sent` → the vendor's users, to confirm or reject it. */
export const statementSent = statementNotification({
  events: ['statement.sent'],
  to: (ctx, s) => ctx.recipients({ vendorCode: s.vendor_code }),
  texts: (s, no) => ({
    'zh-chs': {
      subject: `对账单 ${no} 待您确认`,
      body: `对账单 ${no} 已发送给贵司（${s.vendor_code} ${s.vendor_name}），请登录门户确认或驳回。\n对账期间：${s.period_from} 至 ${s.period_to}\n行数：${s.line_count}\n含税金额：${s.amount_with_tax} ${s.currency}`,
    },
    en: {
      subject: `Statement ${no} awaits your confirmation`,
      body: `Statement ${no} was sent to you (${s.vendor_code} ${s.vendor_name}); please sign in to confirm or reject it.\nPeriod: ${s.period_from} to ${s.period_to}\nLines: ${s.line_count}\nAmount with tax: ${s.amount_with_tax} ${s.currency}`,
    },
  }),
});
