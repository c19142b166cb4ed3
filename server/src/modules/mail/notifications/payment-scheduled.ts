import { notification, withFooter } from './notification.ts';

/** `payment.scheduled` → the vendor's users: the ERP planned invoices of theirs for payment, each with its date. */
export const paymentScheduled = notification({
  events: ['payment.scheduled'],
  category: 'statement',
  choice: 'statement',
  async mail(ctx, event) {
    const { vendorCode, invoices } = event.payload;
    const lines = invoices.map((i) => `  ${i.invoiceNo}: ${i.payDate}`).join('\n');
    return ctx.send(
      await ctx.recipients({ vendorCode }),
      withFooter(
        {
          'zh-chs': {
            subject: `${invoices.length} 张发票已排期付款`,
            body: `以下发票已排入付款计划（发票号：付款日）：\n${lines}`,
          },
          en: {
            subject: `${invoices.length} invoice(s) scheduled for payment`,
            body: `These invoices are planned for payment (invoice: payment date):\n${lines}`,
          },
        },
        ctx.org,
      ),
    );
  },
});
