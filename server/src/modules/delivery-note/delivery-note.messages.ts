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
  'deliveryNote.bulkRefused': {
    'zh-chs': '所选 {total} 张送货单中有 {count} 张不能{action}，全部未处理：',
    en: '{count} of the {total} selected notes cannot be {action}ed, so none was changed:',
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
  'deliveryNote.asn.notes.sheet': { 'zh-chs': '填写说明', en: 'Instructions' },
  'deliveryNote.asn.notes.title': { 'zh-chs': 'ASN 导入模板填写说明', en: 'How to fill in the ASN template' },
  'deliveryNote.asn.notes.column': { 'zh-chs': '列', en: 'Column' },
  'deliveryNote.asn.notes.requiredHead': { 'zh-chs': '必填', en: 'Required' },
  'deliveryNote.asn.notes.format': { 'zh-chs': '格式', en: 'Format' },
  'deliveryNote.asn.notes.example': { 'zh-chs': '示例', en: 'Example' },
  'deliveryNote.asn.notes.meaning': { 'zh-chs': '说明', en: 'What it is' },
  'deliveryNote.asn.notes.yes': { 'zh-chs': '是（列标题带 *）', en: 'Yes (heading marked *)' },
  'deliveryNote.asn.notes.no': { 'zh-chs': '否', en: 'No' },
  'deliveryNote.asn.notes.text': {
    'zh-chs': '文本，最多 {max} 个字符',
    en: 'Text, at most {max} characters',
  },
  'deliveryNote.asn.notes.integer': { 'zh-chs': '正整数', en: 'A positive whole number' },
  'deliveryNote.asn.notes.quantity': {
    'zh-chs': '数字，最多 4 位小数',
    en: 'A number, at most 4 decimals',
  },
  'deliveryNote.asn.notes.date': { 'zh-chs': '日期 yyyy-mm-dd', en: 'A date, yyyy-mm-dd' },
  'deliveryNote.asn.notes.rules': { 'zh-chs': '规则', en: 'Rules' },
  'deliveryNote.asn.notes.rule1': {
    'zh-chs': '只读取第一个工作表；第 1 行是列标题，可调整列的顺序，但不要删除或改名标有 * 的列。',
    en: 'Only the first sheet is read; row 1 holds the headings. Columns may be moved, but keep the ones marked * and their names.',
  },
  'deliveryNote.asn.notes.rule2': {
    'zh-chs': '每行是一条送货明细；相同送货日期和收货地点的行合成一张送货单，每张最多 {perNote} 行。',
    en: 'Each row is one delivery line; rows of the same delivery date and ship-to make one delivery note of at most {perNote} lines.',
  },
  'deliveryNote.asn.notes.rule3': {
    'zh-chs':
      '一次最多导入 {max} 行。任一行有错误时不会创建任何送货单，系统会列出每个错误所在的行、列和原因。',
    en: 'At most {max} rows at once. If any row is wrong no note is created, and every bad cell is listed by row, column and reason.',
  },
  'deliveryNote.asn.notes.rule4': {
    'zh-chs':
      '送货数量不能超过订单行的未交数量（含允许的超交比例）；本组织要求确认时，只能对已确认的订单行送货。',
    en: 'A delivery quantity may not exceed what the order line still has open (plus any allowed over-delivery); where the organisation requires it, only confirmed order lines can be shipped.',
  },
  'deliveryNote.asn.notes.prefilled': {
    'zh-chs':
      '第一个工作表已预填本供应商可送货的订单行（{count} 行）：送货数量为下一批约定数量或未交数量，送货日期为约定日期或交货日期。请核对数量和日期、填写批次号，删除本次不发货的行。',
    en: 'The first sheet is pre-filled with your {count} order lines that can be shipped: the quantity is the next agreed batch or what is open, the date the agreed or due date. Check them, fill in the lot numbers, and delete the rows you are not shipping now.',
  },
  'deliveryNote.asn.help.PO_NO': { 'zh-chs': '采购订单号', en: 'The purchase order number' },
  'deliveryNote.asn.help.PO_ITEM': { 'zh-chs': '订单行号', en: 'The order item (line) number' },
  'deliveryNote.asn.help.DELIVERY_QTY': { 'zh-chs': '本次送货数量', en: 'The quantity shipped now' },
  'deliveryNote.asn.help.DELIVERY_DATE': {
    'zh-chs': '送货（发货）日期',
    en: 'The day the goods are shipped',
  },
  'deliveryNote.asn.help.ARRIVAL_DATE': {
    'zh-chs': '预计到货日期；同一张送货单的行须相同',
    en: 'The expected arrival; the same for all rows of one note',
  },
  'deliveryNote.asn.help.SHIP_TO': {
    'zh-chs': '收货地点（仓库代码），用于分单',
    en: 'Where the goods go (warehouse code); rows are grouped by it',
  },
  'deliveryNote.asn.help.SPARE_QTY': { 'zh-chs': '随货备品数量', en: 'Spare parts shipped with the goods' },
  'deliveryNote.asn.help.PACKING_QTY': {
    'zh-chs': '每箱数量，用于生成箱标签',
    en: 'Quantity per box, used for the box labels',
  },
  'deliveryNote.asn.help.LOT_NO': { 'zh-chs': '生产批次号', en: 'The production lot number' },
  'deliveryNote.asn.help.DATE_CODE': {
    'zh-chs': '生产日期码（如 2648）',
    en: 'The production date code (e.g. 2648)',
  },
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
