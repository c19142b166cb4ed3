import { type ConfirmState, confirmStateLabels, confirmStates } from '@srm/contract';
import type { MessageTable } from '../../platform/messages.ts';

/** An order line's confirmation state, as `deliveryNote.orderLineUnconfirmed` names it. */
const confirmStateMessages = Object.fromEntries(
  confirmStates.map((s) => [`deliveryNote.confirmState.${s}`, confirmStateLabels[s]]),
) as { [S in ConfirmState as `deliveryNote.confirmState.${S}`]: (typeof confirmStateLabels)[S] };

/**
 * The delivery-note module's messages, in both languages (`status.*` and `action.*` name a note's state and
 * action in `deliveryNote.badTransition`); `server/src/messages.ts` joins the tables.
 */
export const deliveryNoteMessages = {
  'deliveryNote.notFound': { 'zh-chs': '送货单不存在', en: 'The delivery note does not exist' },
  'deliveryNote.vendorsOnly': {
    'zh-chs': '只有供应商可以创建和修改送货单',
    en: 'Only vendors create and edit delivery notes',
  },
  'deliveryNote.notDownstream': {
    'zh-chs': '只有下游供应商可以创建下游送货单',
    en: 'Only downstream vendors create downstream delivery notes',
  },
  'deliveryNote.orderLineNotYours': {
    'zh-chs': '订单行 {id} 不存在或不属于本供应商',
    en: 'Order line {id} does not exist or is not yours',
  },
  'deliveryNote.orderLineClosed': { 'zh-chs': '订单 {po}/{item} 已关闭', en: 'Order {po}/{item} is closed' },
  'deliveryNote.qtyPositive': {
    'zh-chs': '订单 {po}/{item} 的送货数量必须大于 0',
    en: 'The delivery quantity of {po}/{item} must be above 0',
  },
  'deliveryNote.packingPositive': {
    'zh-chs': '订单 {po}/{item} 的包装数量必须大于 0',
    en: 'The packing quantity of {po}/{item} must be above 0',
  },
  'deliveryNote.overDelivery': {
    'zh-chs': '订单 {po}/{item} 超出可送数量，最多还可送 {allowed}',
    en: 'Order {po}/{item} exceeds the deliverable quantity: at most {allowed} more',
  },
  'deliveryNote.tooManySpares': {
    'zh-chs': '订单 {po}/{item} 的备品数量最多为 {allowed}',
    en: 'The spare quantity of {po}/{item} is at most {allowed}',
  },
  'deliveryNote.lineNotOnNote': {
    'zh-chs': '明细行 {id} 不属于该送货单',
    en: 'Line {id} is not on this delivery note',
  },
  'deliveryNote.receivedTooMuch': {
    'zh-chs': '第 {line} 行实收数量不能超过 {max}',
    en: 'The received quantity of line {line} cannot exceed {max}',
  },
  'deliveryNote.actionNotAllowed': {
    'zh-chs': '您的角色无权执行{action}操作',
    en: 'Your role cannot {action} delivery notes',
  },
  'deliveryNote.labelsHoldUnAudit': {
    'zh-chs': '该送货单已有 {printed} 个标签打印、{packed} 个标签装入外箱，不能反审核；请先拆箱',
    en: 'Cannot un-audit: {printed} labels of this note are printed and {packed} packed in outer boxes; unpack first',
  },
  'deliveryNote.badTransition': {
    'zh-chs': '送货单当前状态为「{status}」，不能{action}',
    en: 'Cannot {action} a delivery note that is {status}',
  },
  'deliveryNote.orderLineUnconfirmed': {
    'zh-chs': '订单 {po}/{item} 尚未确认（当前为「{state}」），本组织要求送货前订单行须经确认',
    en: 'Order {po}/{item} is not confirmed ({state}): this organisation ships only against confirmed order lines',
  },
  'deliveryNote.asn.notMultipart': {
    'zh-chs': '请以 multipart/form-data 上传 Excel 文件，文件字段名为 file',
    en: 'Upload the Excel file as multipart/form-data in the field "file"',
  },
  'deliveryNote.asn.notExcel': {
    'zh-chs': '文件不是有效的 Excel (.xlsx) 文件',
    en: 'The file is not a valid Excel (.xlsx) file',
  },
  'deliveryNote.asn.empty': { 'zh-chs': '文件中没有送货数据行', en: 'The file has no delivery rows' },
  'deliveryNote.asn.tooMany': {
    'zh-chs': '一次最多导入 {max} 行',
    en: 'At most {max} rows can be imported at once',
  },
  'deliveryNote.asn.headers': {
    'zh-chs': '第 1 行缺少列：{columns}（请使用下载的模板）',
    en: 'Row 1 lacks the columns {columns} (use the downloaded template)',
  },
  'deliveryNote.asn.rejected': {
    'zh-chs': '{count} 行有错误，未创建任何送货单',
    en: '{count} rows have errors: no delivery note was created',
  },
  'deliveryNote.asn.required': { 'zh-chs': '必填', en: 'Required' },
  'deliveryNote.asn.badDate': {
    'zh-chs': '「{value}」不是有效日期（格式 yyyy-mm-dd）',
    en: '"{value}" is not a valid date (yyyy-mm-dd)',
  },
  'deliveryNote.asn.badQuantity': {
    'zh-chs': '「{value}」不是有效数量（最多 4 位小数）',
    en: '"{value}" is not a valid quantity (at most 4 decimals)',
  },
  'deliveryNote.asn.badItem': {
    'zh-chs': '「{value}」不是有效的行号（正整数）',
    en: '"{value}" is not a valid item number (a positive whole number)',
  },
  'deliveryNote.asn.tooLong': { 'zh-chs': '长度不能超过 {max} 个字符', en: 'At most {max} characters' },
  'deliveryNote.asn.orderLineUnknown': {
    'zh-chs': '订单 {po}/{item} 不存在或不属于本供应商',
    en: 'Order {po}/{item} does not exist or is not yours',
  },
  'deliveryNote.asn.arrivalDiffers': {
    'zh-chs': '同一送货日期和收货地点的行须填写相同的预计到货日期（第 {row} 行为 {date}）',
    en: 'Rows of the same delivery date and ship-to take one arrival date (row {row} says {date})',
  },
  ...confirmStateMessages,
  'status.1': { 'zh-chs': '未处理', en: 'unprocessed' },
  'status.2': { 'zh-chs': '已审核', en: 'audited' },
  'status.3': { 'zh-chs': '已作废', en: 'voided' },
  'status.4': { 'zh-chs': '在途', en: 'in transit' },
  'status.5': { 'zh-chs': '已收货', en: 'received' },
  'action.edit': { 'zh-chs': '修改', en: 'edit' },
  'action.audit': { 'zh-chs': '审核', en: 'audit' },
  'action.unAudit': { 'zh-chs': '反审核', en: 'un-audit' },
  'action.ship': { 'zh-chs': '发货', en: 'ship' },
  'action.receive': { 'zh-chs': '收货', en: 'receive' },
  'action.void': { 'zh-chs': '作废', en: 'void' },
} as const satisfies MessageTable;
