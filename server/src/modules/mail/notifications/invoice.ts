import { formatMoney, screens } from '@srm/contract';
import { notification, withFooter } from './notification.ts';

/**
 * An invoice's mails (issue #47): handed in → finance (staff holding Invoice review), flagged ones saying so;
 * approved → the vendor's users with the expected payment date; rejected → the vendor's users with finance's reason.
 * Every fact comes with the event.
 */
export const invoiceNotification = notification({
  events: ['invoice.submitted', 'invoice.approved', 'invoice.rejected'],
  category: 'statement',
  choice: 'statement',
  async mail(ctx, event) {
    const i = event.payload;
    const total = `${formatMoney(i.total)} ${i.currency}`;
    const kind = {
      'zh-chs': i.kind === 'creditNote' ? '红字发票' : '发票',
      en: i.kind === 'creditNote' ? 'credit note' : 'invoice',
    };
    const facts = {
      'zh-chs': `${kind['zh-chs']}号码：${i.invoiceNo}\n对账单：${i.statementNo}\n价税合计：${total}`,
      en: `${kind.en === 'invoice' ? 'Invoice' : 'Credit note'} number: ${i.invoiceNo}\nStatement: ${i.statementNo}\nTotal with tax: ${total}`,
    };
    if (event.name === 'invoice.submitted')
      return ctx.send(
        await ctx.recipients({ staffHolding: screens.InvoiceReview.path }),
        withFooter(
          {
            'zh-chs': {
              subject: `供应商 ${i.vendorCode} 提交了${kind['zh-chs']} ${i.invoiceNo}${i.flagged ? '（超差）' : ''}，待审核`,
              body: `${facts['zh-chs']}${i.flagged ? `\n与对账单不符，超出容差。供应商说明：${i.reason ?? '-'}` : ''}\n请登录门户“发票审核”审核通过或退回。`,
            },
            en: {
              subject: `Vendor ${i.vendorCode} handed in ${kind.en} ${i.invoiceNo}${i.flagged ? ' (outside tolerance)' : ''}`,
              body: `${facts.en}${i.flagged ? `\nIt does not match the statement within tolerance. The vendor says: ${i.reason ?? '-'}` : ''}\nPlease approve or reject it under "Invoice review".`,
            },
          },
          ctx.org,
        ),
      );
    const approved = event.name === 'invoice.approved';
    return ctx.send(
      await ctx.recipients({ vendorCode: i.vendorCode }),
      withFooter(
        approved
          ? {
              'zh-chs': {
                subject: `${kind['zh-chs']} ${i.invoiceNo} 已审核通过`,
                body: `${facts['zh-chs']}\n预计付款日：${i.expectedPayDate ?? '-'}`,
              },
              en: {
                subject: `Your ${kind.en} ${i.invoiceNo} was approved`,
                body: `${facts.en}\nExpected payment: ${i.expectedPayDate ?? '-'}`,
              },
            }
          : {
              'zh-chs': {
                subject: `${kind['zh-chs']} ${i.invoiceNo} 被财务退回`,
                body: `${facts['zh-chs']}\n退回原因：${i.reason ?? '-'}\n请登录门户更正后重新提交，或撤回。`,
              },
              en: {
                subject: `Your ${kind.en} ${i.invoiceNo} was rejected`,
                body: `${facts.en}\nReason: ${i.reason ?? '-'}\nPlease sign in to correct and submit it again, or withdraw it.`,
              },
            },
        ctx.org,
      ),
    );
  },
});
