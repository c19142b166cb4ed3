import type { MessageTable } from '../../platform/messages.ts';

/**
 * The integration module's messages, in both languages (`orderImport.*` for the order import; the API-key
 * refusals are the platform's); `server/src/messages.ts` joins the tables.
 */
export const integrationMessages = {
  'integration.batchRejected': {
    'zh-chs': '批次中有 {count} 行数据有误，整批未写入',
    en: '{count} rows of the batch are wrong: nothing of the batch was written',
  },
  'integration.vendorUnknown': { 'zh-chs': '供应商 {code} 不存在', en: 'Vendor {code} does not exist' },
  'integration.partUnknown': {
    'zh-chs': '物料 {code} 不存在（可在行中提供 PART_NAME 以新建）',
    en: 'Part {code} does not exist (send PART_NAME to create it)',
  },
  'integration.duplicateInBatch': {
    'zh-chs': '批次中重复的外部编号 {id}',
    en: 'External id {id} appears twice in the batch',
  },
  'integration.orderKeyTaken': {
    'zh-chs': '订单 {po}/{item} 已存在且外部编号不同',
    en: 'Order {po}/{item} exists with another external id',
  },
  'integration.belowDelivered': {
    'zh-chs': '订单数量 {qty} 小于已送货数量 {delivered}',
    en: 'Ordered quantity {qty} is below the quantity already delivered ({delivered})',
  },
  'integration.noteUnknown': { 'zh-chs': '送货单 {no} 不存在', en: 'Delivery note {no} does not exist' },
  'integration.noteNotInTransit': {
    'zh-chs': '送货单 {no} 当前状态为「{status}」，不能收货',
    en: 'Delivery note {no} is {status}: it cannot be received',
  },
  'integration.lineUnknown': {
    'zh-chs': '送货单 {no} 没有第 {line} 行',
    en: 'Delivery note {no} has no line {line}',
  },
  'integration.receiptOtherNote': {
    'zh-chs': '收货单 {id} 已用于其他送货单',
    en: 'Receipt {id} was already applied to another delivery note',
  },
  'orderImport.notExcel': {
    'zh-chs': '文件不是有效的 Excel (.xlsx) 文件',
    en: 'The file is not a valid Excel (.xlsx) file',
  },
  'orderImport.empty': { 'zh-chs': '文件中没有数据行', en: 'The file has no data rows' },
  'orderImport.headers': {
    'zh-chs': '第一行必须包含列 PO_NO、PO_ITEM、VENDOR_CODE、PART_NO、ORDERED_QTY、DUE_DATE',
    en: 'The first row must hold the columns PO_NO, PO_ITEM, VENDOR_CODE, PART_NO, ORDERED_QTY, DUE_DATE',
  },
  'orderImport.tooMany': { 'zh-chs': '一次最多导入 {max} 行', en: 'At most {max} rows per import' },
} as const satisfies MessageTable;
