/**
 * One caption per field name (PRODUCT §3 field names), in both languages: list columns, exports, prints and forms take
 * their captions from here; a list states a caption only where its context means something else (e.g. ATTRIBUTE1 is
 * the logistics company on a note and the buyer on an order line).
 */
export const fieldCaptions = {
  ACTION: { 'zh-chs': '操作', en: 'Action' },
  AFTER: { 'zh-chs': '修改后', en: 'After' },
  ARRIVAL_DATE: { 'zh-chs': '预计到货日期', en: 'Arrival date' },
  AT: { 'zh-chs': '时间', en: 'Time' },
  ATTRIBUTE2: { 'zh-chs': '物流单号', en: 'Tracking no.' },
  BASE_UNIT: { 'zh-chs': '基本单位', en: 'Base unit' },
  BEFORE: { 'zh-chs': '修改前', en: 'Before' },
  BillCloseDate: { 'zh-chs': '结账日期', en: 'Bill close date' },
  BOX: { 'zh-chs': '箱号', en: 'Box' },
  BOX_COUNT: { 'zh-chs': '箱数', en: 'Boxes' },
  BUYER: { 'zh-chs': '采购员', en: 'Buyer' },
  CHECK_DATE: { 'zh-chs': '审核时间', en: 'Audited at' },
  CHECK_MAN: { 'zh-chs': '审核人', en: 'Audited by' },
  CONFIRMED_AT: { 'zh-chs': '确认时间', en: 'Confirmed at' },
  CONFIRMED_BY: { 'zh-chs': '确认人', en: 'Confirmed by' },
  CONTACT: { 'zh-chs': '联系人', en: 'Contact' },
  CREATE_TIME: { 'zh-chs': '创建时间', en: 'Created' },
  CREATETIME: { 'zh-chs': '创建时间', en: 'Created at' },
  CREATOR_NAME: { 'zh-chs': '创建人', en: 'Created by' },
  CURRENCY: { 'zh-chs': '币种', en: 'Currency' },
  DATE_CODE: { 'zh-chs': '生产日期码', en: 'Date code' },
  DELIVERY_DATE: { 'zh-chs': '送货日期', en: 'Delivery date' },
  DELIVERY_NO: { 'zh-chs': '送货单号', en: 'Delivery no.' },
  DELIVERY_QTY: { 'zh-chs': '送货数量', en: 'Delivered' },
  DESCRIPTION: { 'zh-chs': '备注', en: 'Description' },
  DUE_DATE: { 'zh-chs': '交期', en: 'Due date' },
  EMAIL: { 'zh-chs': '邮箱', en: 'Email' },
  ENABLED: { 'zh-chs': '启用', en: 'Enabled' },
  ENTITY: { 'zh-chs': '对象', en: 'Record type' },
  ENTITY_ID: { 'zh-chs': '对象编号', en: 'Record' },
  GS1_DATA: { 'zh-chs': 'GS1-128 条码', en: 'GS1-128 barcode' },
  GS1_TEXT: { 'zh-chs': 'GS1-128 文字', en: 'GS1-128 text' },
  ID: { 'zh-chs': '编号', en: 'ID' },
  IN_TRANSIT: { 'zh-chs': '在途数量', en: 'In transit' },
  IS_DEFAULT: { 'zh-chs': '系统默认', en: 'System default' },
  IS_LOCKED: { 'zh-chs': '锁定', en: 'Locked' },
  KIND: { 'zh-chs': '模板类型', en: 'Document kind' },
  LINES: { 'zh-chs': '明细', en: 'Lines' },
  LINE_COUNT: { 'zh-chs': '行数', en: 'Lines' },
  LINE_ID: { 'zh-chs': '明细编号', en: 'Line ID' },
  LINE_NO: { 'zh-chs': '行号', en: 'Line' },
  LOCKED_UNTIL: { 'zh-chs': '锁定至', en: 'Locked until' },
  LOT_NO: { 'zh-chs': '批次号', en: 'Lot no.' },
  NAME: { 'zh-chs': '模板名称', en: 'Name' },
  NICK_NAME: { 'zh-chs': '姓名', en: 'Name' },
  NOTE_ID: { 'zh-chs': '送货单编号', en: 'Note ID' },
  NOTE_KIND: { 'zh-chs': '单据类型', en: 'Kind' },
  ON_OPEN_NOTES: { 'zh-chs': '未发货送货数量', en: 'Qty on open notes' },
  ORDERED_QTY: { 'zh-chs': '订单数量', en: 'Ordered qty' },
  OVER_PCT: { 'zh-chs': '超交比例%', en: 'Over-delivery %' },
  OVERDUE: { 'zh-chs': '是否逾期', en: 'Overdue' },
  PACKING_QTY: { 'zh-chs': '包装数量', en: 'Per box' },
  PARENT_VENDOR_CODE: { 'zh-chs': '上级供应商', en: 'Parent vendor' },
  PART_DESCR: { 'zh-chs': '物料描述', en: 'Description' },
  PART_NAME: { 'zh-chs': '物料名称', en: 'Part name' },
  PART_NO: { 'zh-chs': '物料编码', en: 'Part no.' },
  PERIOD: { 'zh-chs': '对账期间', en: 'Period' },
  PHONE: { 'zh-chs': '电话', en: 'Phone' },
  PO_ITEM: { 'zh-chs': '行号', en: 'Item' },
  PO_NO: { 'zh-chs': '订单号', en: 'PO no.' },
  PO_REMAINING_QTY: { 'zh-chs': '未交数量', en: 'Remaining' },
  PO_TOTAL_QTY: { 'zh-chs': '订单数量', en: 'Ordered' },
  PO_UNIT: { 'zh-chs': '订单单位', en: 'PO unit' },
  PRINTED_AT: { 'zh-chs': '打印时间', en: 'Printed at' },
  QR_TEXT: { 'zh-chs': '二维码内容', en: 'QR code text' },
  RECEIVED_AT: { 'zh-chs': '收货时间', en: 'Received at' },
  RECEIVED_QTY: { 'zh-chs': '已收货数量', en: 'Received qty' },
  RECEIVER_VENDOR_CODE: { 'zh-chs': '收货供应商', en: 'Receiving vendor' },
  REMAINING_QTY: { 'zh-chs': '未交数量', en: 'Remaining qty' },
  REMARK: { 'zh-chs': '备注', en: 'Remark' },
  ROLE_ID: { 'zh-chs': '角色编号', en: 'Role ID' },
  ROLE_NAME: { 'zh-chs': '角色', en: 'Role' },
  ROLE_TYPE: { 'zh-chs': '角色类型', en: 'Type' },
  ROWS: { 'zh-chs': '数据行', en: 'Rows' },
  SHORTAGE_QTY: { 'zh-chs': '短收数量', en: 'Shortage' },
  SPARE_PCT: { 'zh-chs': '备品比例(%)', en: 'Spare %' },
  SPARE_QTY: { 'zh-chs': '备品数量', en: 'Spares' },
  SPQ: { 'zh-chs': '标准包装', en: 'SPQ' },
  STATEMENT_NO: { 'zh-chs': '对账单号', en: 'Statement no.' },
  STATUS: { 'zh-chs': '状态', en: 'Status' },
  TITLE: { 'zh-chs': '标题', en: 'Title' },
  TOTAL_AMOUNT: { 'zh-chs': '金额', en: 'Amount' },
  TOTAL_QTY: { 'zh-chs': '送货总数', en: 'Total quantity' },
  TOTAL_TAX: { 'zh-chs': '税额', en: 'Tax' },
  TOTAL_WITH_TAX: { 'zh-chs': '含税金额', en: 'Amount with tax' },
  UNIT_EXRATE: { 'zh-chs': '换算率', en: 'Unit rate' },
  UNIT_PRICE: { 'zh-chs': '单价', en: 'Unit price' },
  UPDATED_AT: { 'zh-chs': '维护时间', en: 'Updated at' },
  UPDATED_BY: { 'zh-chs': '维护人', en: 'Updated by' },
  UPDATETIME: { 'zh-chs': '维护时间', en: 'Updated at' },
  USER_COUNT: { 'zh-chs': '用户数', en: 'Users' },
  USER_NAME: { 'zh-chs': '用户名', en: 'User name' },
  VENDOR_CODE: { 'zh-chs': '供应商编码', en: 'Vendor code' },
  VENDOR_NAME: { 'zh-chs': '供应商名称', en: 'Vendor name' },
  VENDOR_PART_NO: { 'zh-chs': '供应商料号', en: 'Vendor part no.' },
  VERSION: { 'zh-chs': '版本', en: 'Version' },
  VOID_REASON: { 'zh-chs': '作废原因', en: 'Void reason' },
} as const satisfies Record<string, { 'zh-chs': string; en: string }>;

export type CaptionedField = keyof typeof fieldCaptions;

/** The caption of a field, if the catalogue has one. */
export function fieldCaption(field: string): { 'zh-chs': string; en: string } | undefined {
  return (fieldCaptions as Record<string, { 'zh-chs': string; en: string }>)[field];
}

type Label = { 'zh-chs': string; en: string };

/** What a yes/no column shows, exports and prints. */
export const yesNoLabels = {
  true: { 'zh-chs': '是', en: 'Yes' },
  false: { 'zh-chs': '否', en: 'No' },
} as const satisfies Record<string, Label>;

/**
 * Labels of coded values (statuses, flags, kinds), by field: what lists show, export and print instead of the code
 * (an exported STATUS reads 已收货, not 5).
 */
export const valueLabels = {
  STATUS: {
    1: { 'zh-chs': '未处理', en: 'Unprocessed' },
    2: { 'zh-chs': '已审核', en: 'Audited' },
    3: { 'zh-chs': '已作废', en: 'Voided' },
    4: { 'zh-chs': '在途', en: 'In transit' },
    5: { 'zh-chs': '已收货', en: 'Received' },
  },
  OVERDUE: {
    Y: { 'zh-chs': '逾期', en: 'Overdue' },
    N: { 'zh-chs': '否', en: 'No' },
  },
  NOTE_KIND: {
    DN: { 'zh-chs': '送货单', en: 'Delivery note' },
    OS: { 'zh-chs': '委外送货单', en: 'Outsourced delivery note' },
    SUB: { 'zh-chs': '下级送货单', en: 'Downstream delivery note' },
  },
  KIND: {
    delivery_note: { 'zh-chs': '送货单', en: 'Delivery note' },
    inner_label: { 'zh-chs': '内箱标签', en: 'Inner label' },
    outer_label: { 'zh-chs': '外箱标签', en: 'Outer label' },
    statement: { 'zh-chs': '对账单', en: 'Statement' },
    list: { 'zh-chs': '列表', en: 'List' },
  },
  ROLE_TYPE: {
    super: { 'zh-chs': '超级管理员', en: 'Super administrator' },
    system: { 'zh-chs': '系统管理员', en: 'System administrator' },
    normal: { 'zh-chs': '普通角色', en: 'Normal role' },
  },
} as const satisfies Record<string, Record<string, Label>>;
