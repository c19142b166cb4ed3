import { formatMoney } from '@srm/contract';
import { notification, withFooter } from './notification.ts';

/** `payment.made` → the vendor's users: the remittance advice — what the payment settles and what it deducts. */
export const paymentMade = notification({
  events: ['payment.made'],
  category: 'statement',
  choice: 'statement',
  async mail(ctx, event) {
    const p = event.payload;
    const money = (v: string) => `${formatMoney(v)} ${p.currency}`;
    const lines = p.invoices.map((i) => `  ${i.invoiceNo}: ${money(i.amount)}`).join('\n');
    return ctx.send(
      await ctx.recipients({ vendorCode: p.vendorCode }),
      withFooter(
        {
          'zh-chs': {
            subject: `付款通知 ${p.reference}：${money(p.amount)}`,
            body: `付款日期：${p.payDate}\n付款金额：${money(p.amount)}\n扣款：${money(p.deductions)}\n本次付款对应发票：\n${lines}\n详情见门户“付款通知”。`,
          },
          en: {
            subject: `Remittance advice ${p.reference}: ${money(p.amount)}`,
            body: `Payment date: ${p.payDate}\nAmount paid: ${money(p.amount)}\nDeductions: ${money(p.deductions)}\nInvoices settled:\n${lines}\nSee "Payments" in the portal for the details.`,
          },
        },
        ctx.org,
      ),
    );
  },
});
