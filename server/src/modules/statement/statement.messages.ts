import type { MessageTable } from '../../platform/messages.ts';

/** The statement module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const statementMessages = {
  'statement.notFound': { 'zh-chs': '对账单不存在', en: 'The statement does not exist' },
  'statement.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
  'statement.periodOrder': {
    'zh-chs': '结束日期不能早于开始日期',
    en: 'must not be before the start of the period',
  },
  'statement.pickLines': {
    'zh-chs': '请选择送货明细或费用单，或选择全部可对账明细',
    en: 'pick delivery lines or expense bills, or all eligible lines',
  },
  'statement.rejectReasonRequired': {
    'zh-chs': '请填写驳回原因（整单或逐行）',
    en: 'give a reason for the whole statement or for each rejected line',
  },
  'statement.actionNotAllowed': {
    'zh-chs': '您的角色不能{action}对账单',
    en: 'Your role cannot {action} statements',
  },
  'statement.badTransition': {
    'zh-chs': '对账单 {no} 当前状态为「{state}」，不能{action}',
    en: 'Cannot {action} statement {no}: it is {state}',
  },
  'statement.nothingEligible': {
    'zh-chs': '该供应商、币种和期间没有可对账的收货明细或费用单',
    en: 'The vendor has no received lines or confirmed expense bills to bill in this currency and period',
  },
  'statement.lineTaken': {
    'zh-chs': '送货明细 {lines} 已在其他有效对账单中',
    en: 'Delivery line {lines} is already in another live statement',
  },
  'statement.billTaken': {
    'zh-chs': '费用单 {bills} 已在其他有效对账单中',
    en: 'Expense bill {bills} is already in another live statement',
  },
  'statement.lineNotEligible': {
    'zh-chs': '送货明细 {lines} 不可对账（须为该供应商、币种、期间内已收货的明细）',
    en: 'Delivery line {lines} cannot be billed here (it must be received, of this vendor, currency and period)',
  },
  'statement.billNotEligible': {
    'zh-chs': '费用单 {bills} 不可对账（须为该供应商、币种、期间内供应商已确认的费用单）',
    en: 'Expense bill {bills} cannot be billed here (it must be confirmed, of this vendor, currency and period)',
  },
  'statement.lineNotOnStatement': {
    'zh-chs': '明细 {lines} 不在该对账单中',
    en: 'Line {lines} is not on this statement',
  },
  'statement.noLines': {
    'zh-chs': '对账单 {no} 没有明细，不能发送',
    en: 'Statement {no} has no lines to send',
  },
  'statement.amountTooLarge': {
    'zh-chs': '金额超出范围（最多 16 位整数）',
    en: 'The amount is too large (at most 16 integer digits)',
  },
  'statement.roundingRule': {
    'zh-chs':
      '金额 = 数量 × 单价，逐行四舍五入到 2 位小数；税额 = 金额 × 税率，逐行四舍五入到 2 位小数；表头合计为各行舍入后金额之和。收货数量（订单单位）× 换算率 = 对账数量（基本单位）。',
    en: 'Amount = qty × unit price, rounded half-up to 2 decimals per line; tax = amount × tax rate, rounded half-up to 2 decimals per line; the totals are the sums of the rounded lines. Received qty (PO unit) × unit rate = billed qty (base unit).',
  },
  'statement.xlsxTotal': { 'zh-chs': '合计', en: 'Total' },
  'statement.tolerancePct': {
    'zh-chs': '单价容差须在 0 到 100 之间',
    en: 'The price tolerance must be 0 to 100',
  },
  'statement.invoicesInReview': {
    'zh-chs': '对账单 {no} 有供应商提交的发票待审核：请在“发票审核”中审核，审核完最后一张即审批对账单',
    en: 'Statement {no} has invoices handed in waiting for review: approve them under Invoice review, and the last one approves the statement',
  },
  'statement.matchOutside': {
    'zh-chs': '对账单 {no} 与发票的差异超出容差：{differences}。请更正发票，或填写超差审批原因后审批',
    en: 'Statement {no} does not match the invoice within tolerance: {differences}. Correct the invoice, or approve with an override reason',
  },
  'statement.diff.noInvoice': { 'zh-chs': '尚未录入发票', en: 'no invoice recorded yet' },
  'statement.diff.amount': {
    'zh-chs': '发票价税合计 {invoice} 与对账单含税合计 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoice amount with tax {invoice} vs statement total with tax {statement}: difference {difference} (tolerance {tolerance})',
  },
  'statement.diff.tax': {
    'zh-chs': '发票税额 {invoice} 与对账单税额合计 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoice tax {invoice} vs statement tax {statement}: difference {difference} (tolerance {tolerance})',
  },
  'statement.diff.price': {
    'zh-chs': '明细 {line}（订单 {po}）单价 {price} 与订单现价 {poPrice} 相差 {pct}%（容差 {tolerance}%）',
    en: 'line {line} (PO {po}): unit price {price} vs PO price {poPrice}, {pct} % apart (tolerance {tolerance} %)',
  },
  'statement.diff.priceNoPo': {
    'zh-chs': '明细 {line}（订单 {po}）单价 {price}，订单现价为 0',
    en: 'line {line} (PO {po}): unit price {price}, the PO price is 0',
  },
  'statement.diff.qty': {
    'zh-chs': '明细 {line} 对账的收货数量 {billed} 与当前收货数量 {now} 不符',
    en: 'line {line}: billed received qty {billed}, received now {now}',
  },
  'statement.state.1': { 'zh-chs': '草稿', en: 'a draft' },
  'statement.state.2': { 'zh-chs': '待供应商确认', en: 'sent to the vendor' },
  'statement.state.3': { 'zh-chs': '供应商已确认', en: 'confirmed by the vendor' },
  'statement.state.4': { 'zh-chs': '供应商已驳回', en: 'rejected by the vendor' },
  'statement.state.5': { 'zh-chs': '财务已审批', en: 'approved by finance' },
  'statement.state.6': { 'zh-chs': '已关闭', en: 'closed' },
  'statement.state.9': { 'zh-chs': '已作废', en: 'voided' },
  'statement.action.addLines': { 'zh-chs': '添加明细', en: 'add lines to' },
  'statement.action.removeLines': { 'zh-chs': '移除明细', en: 'remove lines from' },
  'statement.action.send': { 'zh-chs': '发送', en: 'send' },
  'statement.action.confirm': { 'zh-chs': '确认', en: 'confirm' },
  'statement.action.reject': { 'zh-chs': '驳回', en: 'reject' },
  'statement.action.approve': { 'zh-chs': '审批', en: 'approve' },
  'statement.action.close': { 'zh-chs': '关闭', en: 'close' },
  'statement.action.void': { 'zh-chs': '作废', en: 'void' },
  'statement.action.match': { 'zh-chs': '发票匹配', en: 'match invoices of' },
} as const satisfies MessageTable;
