import type { MessageTable } from '../../platform/messages.ts';
import { ublMessages } from './ubl/ubl.messages.ts';

/** The invoice module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const invoiceMessages = {
  ...ublMessages,
  'invoice.notFound': { 'zh-chs': '发票不存在', en: 'The invoice does not exist' },
  'invoice.ublRefused': {
    'zh-chs': 'UBL 电子发票无法读取：{problems}',
    en: 'The UBL document was not read: {problems}',
  },
  'invoice.ublOtherBuyer': {
    'zh-chs': 'UBL 电子发票的购买方税号 {buyer} 不是本组织的税号 {own}',
    en: 'The UBL document names buyer {buyer}, not this organisation ({own})',
  },
  'invoice.ublNoStatement': {
    'zh-chs': 'UBL 电子发票未指明对账单号（BuyerReference 或 OrderReference）',
    en: 'The UBL document names no statement (BuyerReference or OrderReference)',
  },
  'invoice.ublNumber': {
    'zh-chs': 'UBL 电子发票号码 {no} 不是有效的发票号码',
    en: 'The UBL invoice number {no} is not a valid invoice number',
  },
  'invoice.documentBusy': {
    'zh-chs': '正在处理其他发票文件，请稍后再试',
    en: 'Other invoice files are being read: please try again in a moment',
  },
  'invoice.documentTooComplex': {
    'zh-chs': '发票文件过于复杂，无法在限定时间内读取',
    en: 'The invoice file is too complex to read within the limits',
  },
  'invoice.qrNotFound': {
    'zh-chs': '文件中没有找到增值税发票二维码，请手工填写',
    en: 'No VAT invoice QR code was found in the file: please type the fields in',
  },
  'invoice.paymentNotFound': { 'zh-chs': '付款记录不存在', en: 'The payment does not exist' },
  'invoice.statementNotFound': { 'zh-chs': '对账单不存在', en: 'The statement does not exist' },
  'invoice.statementNotConfirmed': {
    'zh-chs': '对账单 {no} 当前不是「供应商已确认」状态，不能开票',
    en: 'Statement {no} is not confirmed by the vendor: no invoice can be handed in on it',
  },
  'invoice.actionNotAllowed': {
    'zh-chs': '您的角色不能{action}发票',
    en: 'Your role cannot {action} invoices',
  },
  'invoice.badTransition': {
    'zh-chs': '发票 {no} 当前状态为「{state}」，不能{action}',
    en: 'Cannot {action} invoice {no}: it is {state}',
  },
  'invoice.state.submitted': { 'zh-chs': '待审核', en: 'submitted' },
  'invoice.state.rejected': { 'zh-chs': '已退回', en: 'rejected' },
  'invoice.state.approved': { 'zh-chs': '已审核', en: 'approved' },
  'invoice.state.scheduled': { 'zh-chs': '待付款', en: 'scheduled for payment' },
  'invoice.state.partlyPaid': { 'zh-chs': '部分付款', en: 'partly paid' },
  'invoice.state.paid': { 'zh-chs': '已付款', en: 'paid' },
  'invoice.action.submit': { 'zh-chs': '提交', en: 'submit' },
  'invoice.action.resubmit': { 'zh-chs': '重新提交', en: 'submit again' },
  'invoice.action.withdraw': { 'zh-chs': '撤回', en: 'withdraw' },
  'invoice.action.approve': { 'zh-chs': '审核通过', en: 'approve' },
  'invoice.action.reject': { 'zh-chs': '退回', en: 'reject' },
  'invoice.action.schedule': { 'zh-chs': '排期付款', en: 'schedule' },
  'invoice.action.pay': { 'zh-chs': '付款', en: 'pay' },
  'invoice.action.term': { 'zh-chs': '设置付款条件', en: 'set payment terms' },
  'invoice.numberUsed': {
    'zh-chs': '发票号码 {no} 已使用过，不能重复提交',
    en: 'Invoice number {no} has already been used',
  },
  'invoice.numberTwice': {
    'zh-chs': '发票号码 {no} 在本次提交中出现了两次',
    en: 'Invoice number {no} appears twice in this submission',
  },
  'invoice.refTwice': {
    'zh-chs': '参考号 {ref} 已用于另一张发票',
    en: 'Reference {ref} is already used by another invoice',
  },
  'invoice.dateInFuture': {
    'zh-chs': '发票 {no} 的开票日期 {date} 晚于今天',
    en: 'Invoice {no} is dated {date}, after today',
  },
  'invoice.currencyDiffers': {
    'zh-chs': '发票 {no} 的币种 {currency} 与对账单币种 {statementCurrency} 不同',
    en: 'Invoice {no} is in {currency}; the statement is in {statementCurrency}',
  },
  'invoice.rateNotOnStatement': {
    'zh-chs': '发票 {no} 的税率 {rate}% 不在对账单中（对账单税率：{rates}）',
    en: 'Invoice {no}: the statement bills nothing at {rate} % (its rates: {rates})',
  },
  'invoice.rateTwice': {
    'zh-chs': '发票 {no} 的税率 {rate}% 填写了两次',
    en: 'Invoice {no} lists the rate {rate} % twice',
  },
  'invoice.signOfKind': {
    'zh-chs': '发票 {no}：蓝字发票的价税合计必须大于 0，红字发票必须小于 0（现为 {total}）',
    en: 'Invoice {no}: an invoice totals more than 0 and a credit note less than 0 (this one: {total})',
  },
  'invoice.tooLarge': { 'zh-chs': '发票 {no} 的金额超出范围', en: 'Invoice {no}: the amount is too large' },
  'invoice.reasonRequired': {
    'zh-chs': '发票与对账单不符（超出容差），提交需填写原因：{differences}',
    en: 'The invoices do not match the statement within tolerance; submitting needs a reason: {differences}',
  },
  'invoice.diff.amount': {
    'zh-chs': '发票不含税金额合计 {invoices} 与对账单金额 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoices amount before tax {invoices} vs statement amount {statement}: difference {difference} (tolerance {tolerance})',
  },
  'invoice.diff.tax': {
    'zh-chs': '发票税额合计 {invoices} 与对账单税额 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoices tax {invoices} vs statement tax {statement}: difference {difference} (tolerance {tolerance})',
  },
  'invoice.diff.total': {
    'zh-chs': '发票价税合计 {invoices} 与对账单含税合计 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoices total with tax {invoices} vs statement total with tax {statement}: difference {difference} (tolerance {tolerance})',
  },
  'invoice.diff.rate': {
    'zh-chs':
      '税率 {rate}%：发票金额 {invoiceAmount}、税额 {invoiceTax}，对账单金额 {statementAmount}、税额 {statementTax}（容差 {tolerance}）',
    en: 'rate {rate} %: invoices amount {invoiceAmount}, tax {invoiceTax}; statement amount {statementAmount}, tax {statementTax} (tolerance {tolerance})',
  },
  'invoice.diff.rateTax': {
    'zh-chs':
      '发票 {no} 税率 {rate}%：税额 {tax} 与金额×税率 {expected} 相差 {difference}（容差 {tolerance}）',
    en: 'invoice {no} at {rate} %: tax {tax} vs amount × rate {expected}, difference {difference} (tolerance {tolerance})',
  },
  'invoice.warn.sameAmountDate': {
    'zh-chs': '发票 {no} 与已提交的发票 {other} 金额（{total}）和日期（{date}）相同，请确认不是重复开票',
    en: 'Invoice {no} has the same total ({total}) and date ({date}) as invoice {other} already handed in: check it is not the same invoice twice',
  },
  'invoice.payment.unknownInvoice': {
    'zh-chs': '供应商 {vendor} 没有发票 {no}',
    en: 'Vendor {vendor} has no invoice {no}',
  },
  'invoice.payment.notPayable': {
    'zh-chs': '发票 {no} 当前状态为「{state}」，不能付款',
    en: 'Invoice {no} is {state}: it cannot be paid',
  },
  'invoice.payment.currency': {
    'zh-chs': '付款币种 {currency} 与发票 {no} 的币种 {invoiceCurrency} 不同',
    en: 'The payment is in {currency}; invoice {no} is in {invoiceCurrency}',
  },
  'invoice.payment.overOpen': {
    'zh-chs': '发票 {no} 未付金额为 {open}，本次付款 {amount} 超出',
    en: 'Invoice {no} has {open} open; the payment allocates {amount}',
  },
  'invoice.payment.sign': {
    'zh-chs': '发票 {no} 的付款金额 {amount} 符号不对（红字发票为负，蓝字发票为正）',
    en: 'Invoice {no}: the amount {amount} has the wrong sign (negative for a credit note, positive for an invoice)',
  },
  'invoice.payment.sumDiffers': {
    'zh-chs': '付款金额 {amount} 不等于发票分配合计 {allocated} 减扣款 {deductions}',
    en: 'The amount {amount} is not the invoices allocated ({allocated}) less the deductions ({deductions})',
  },
  'invoice.payment.invoiceTwice': {
    'zh-chs': '发票 {no} 在同一笔付款中出现了两次',
    en: 'Invoice {no} appears twice in one payment',
  },
  'invoice.payment.referenceChanged': {
    'zh-chs': '付款参考号 {ref} 已推送过，且内容不同',
    en: 'Payment {ref} was pushed before with different content',
  },
  'invoice.payment.referenceTwice': {
    'zh-chs': '付款参考号 {ref} 在本批中出现了两次',
    en: 'Payment {ref} appears twice in this batch',
  },
  'invoice.schedule.notApproved': {
    'zh-chs': '发票 {no} 当前状态为「{state}」，不能排期',
    en: 'Invoice {no} is {state}: only an approved invoice is scheduled',
  },
  'invoice.term.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
} as const satisfies MessageTable;
