import type { MessageTable } from '../../../platform/messages.ts';

/**
 * Why a UBL invoice or credit note (PEPPOL BIS Billing 3.0) was not read, in both languages; `readUblInvoice`
 * answers these keys with their parameters. `{field}` is a path in the document written with the usual UBL
 * prefixes (`cac:LegalMonetaryTotal/cbc:PayableAmount`, `cac:InvoiceLine[2]/cbc:LineExtensionAmount`), whatever
 * prefixes the document itself used.
 */
export const ublMessages = {
  'invoice.ubl.tooLarge': {
    'zh-chs': '电子发票文件过大（最多 {limit}）',
    en: 'The e-invoice file is too large (at most {limit})',
  },
  'invoice.ubl.encoding': {
    'zh-chs': '电子发票文件无法按其编码 {encoding} 读取',
    en: 'The e-invoice file cannot be read in its encoding {encoding}',
  },
  'invoice.ubl.notXml': { 'zh-chs': '文件不是 XML 文档', en: 'The file is not an XML document' },
  'invoice.ubl.doctype': {
    'zh-chs': '电子发票不能包含 DOCTYPE 或实体声明',
    en: 'An e-invoice must not contain a DOCTYPE or entity declarations',
  },
  'invoice.ubl.notWellFormed': {
    'zh-chs': 'XML 格式错误（第 {line} 行，第 {column} 列）',
    en: 'The XML is not well-formed (line {line}, column {column})',
  },
  'invoice.ubl.badReference': {
    'zh-chs': 'XML 引用了未声明的实体或无效字符：{reference}',
    en: 'The XML refers to an undeclared entity or an invalid character: {reference}',
  },
  'invoice.ubl.unreadable': {
    'zh-chs': 'XML 无法读取（须有且仅有一个根元素，嵌套不能过深）',
    en: 'The XML cannot be read (it needs exactly one root element, not nested too deeply)',
  },
  'invoice.ubl.notUbl': {
    'zh-chs':
      '文档根元素为 {root}（命名空间 {namespace}），不是 UBL 2 发票（Invoice）或贷项通知单（CreditNote）',
    en: 'The document is {root} (namespace {namespace}), neither a UBL 2 Invoice nor a CreditNote',
  },
  'invoice.ubl.missing': { 'zh-chs': '缺少必填项 {field}', en: 'The required {field} is missing' },
  'invoice.ubl.badDate': {
    'zh-chs': '{field} 不是有效日期（应为 YYYY-MM-DD）：{value}',
    en: '{field} is not a real date (YYYY-MM-DD): {value}',
  },
  'invoice.ubl.badDecimal': {
    'zh-chs': '{field} 不是有效的数值：{value}',
    en: '{field} is not a decimal number: {value}',
  },
  'invoice.ubl.badCurrency': {
    'zh-chs': '币种代码无效（应为 3 个大写字母）：{value}',
    en: 'The currency code is not valid (three capital letters): {value}',
  },
  'invoice.ubl.currencyMismatch': {
    'zh-chs': '{field} 的币种为 {currency}，与单据币种 {expected} 不一致',
    en: '{field} is in {currency}, not in the document currency {expected}',
  },
  'invoice.ubl.taxTotalTwice': {
    'zh-chs': '单据币种 {currency} 的税额合计（TaxTotal）出现了多次',
    en: 'There is more than one tax total (TaxTotal) in the document currency {currency}',
  },
  'invoice.ubl.noLines': { 'zh-chs': '电子发票没有明细行', en: 'The e-invoice has no lines' },
  'invoice.ubl.taxSumMismatch': {
    'zh-chs': '各税率分项税额之和 {sum} 不等于税额合计 {total}',
    en: 'The tax subtotals add up to {sum}, not to the tax total {total}',
  },
  'invoice.ubl.taxInclusiveMismatch': {
    'zh-chs': '不含税金额 {taxExclusive} 加税额 {tax} 不等于含税金额 {taxInclusive}',
    en: 'The amount without tax {taxExclusive} plus the tax {tax} is not the amount with tax {taxInclusive}',
  },
  'invoice.ubl.lineSumMismatch': {
    'zh-chs': '明细行金额之和 {sum} 不等于行金额合计 {total}',
    en: 'The lines add up to {sum}, not to the line total {total}',
  },
} as const satisfies MessageTable;

export type UblMessageKey = keyof typeof ublMessages;

/** One reason a document was refused: a key of `ublMessages` and its parameters. */
export type UblProblem = { key: UblMessageKey; params?: Record<string, string> };
