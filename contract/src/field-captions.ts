import { expenseBillDirectionLabels, expenseBillKindLabels } from './expense-bill.ts';
import { forecastVersionStateLabels, forecastZoneLabels, riskBasisLabels } from './forecast.ts';
import { invoiceKindLabels, invoiceSourceLabels } from './invoice.ts';
import { confirmStateLabels } from './order-confirmation.ts';

type Caption = { 'zh-chs': string; en: string };

/**
 * One caption per field name (PRODUCT §3 field names), in both languages: list columns, exports, prints and the web's
 * forms, drawers and tables take their captions from here, and no web locale file restates one (issue #30 item 4:
 * `web/src/platform/captions.test.ts`). A field is worded as its list column reads. A list or print words a field its
 * own way only through `contextFieldCaptions` below (ATTRIBUTE1 is the buyer on an order line), a web screen through
 * `moduleFieldCaptions`: no server column or print field states a caption (issue #46 item 3).
 */
export const fieldCaptions = {
  ACTION: { 'zh-chs': '操作', en: 'Action' },
  AFTER: { 'zh-chs': '修改后', en: 'After' },
  AGE_HOURS: { 'zh-chs': '等待小时数', en: 'Waiting (h)' },
  AMOUNT: { 'zh-chs': '金额', en: 'Amount' },
  AMOUNT_WITH_TAX: { 'zh-chs': '含税金额', en: 'Amount with tax' },
  APPROVED_AT: { 'zh-chs': '审批时间', en: 'Approved at' },
  APPROVED_BY: { 'zh-chs': '审批人', en: 'Approved by' },
  ARRIVAL_DATE: { 'zh-chs': '预计到货日期', en: 'Arrival date' },
  AT: { 'zh-chs': '时间', en: 'Time' },
  ATTEMPTS: { 'zh-chs': '尝试次数', en: 'Attempts' },
  ATTRIBUTE1: { 'zh-chs': '物流公司', en: 'Logistics company' },
  ATTRIBUTE2: { 'zh-chs': '物流单号', en: 'Tracking no.' },
  BASE_UNIT: { 'zh-chs': '基本单位', en: 'Base unit' },
  BATCH_NO: { 'zh-chs': '编码批号', en: 'Coding batch' },
  BEFORE: { 'zh-chs': '修改前', en: 'Before' },
  BILL_NO: { 'zh-chs': '费用单号', en: 'Bill no.' },
  BODY: { 'zh-chs': '正文', en: 'Text' },
  BillCloseDate: { 'zh-chs': '结账日期', en: 'Bill close date' },
  BOX_COUNT: { 'zh-chs': '箱数', en: 'Boxes' },
  BOX_QTY: { 'zh-chs': '每箱数量', en: 'Qty per box' },
  BOX_SEQ: { 'zh-chs': '箱序号', en: 'Box' },
  BOX_TOTAL: { 'zh-chs': '总箱数', en: 'Of boxes' },
  BOX: { 'zh-chs': '箱号', en: 'Box' },
  BUYER: { 'zh-chs': '采购员', en: 'Buyer' },
  CATEGORY: { 'zh-chs': '类别', en: 'Category' },
  COLOR: { 'zh-chs': '颜色', en: 'Colour' },
  CHECK_DATE: { 'zh-chs': '审核时间', en: 'Audited at' },
  CHECK_MAN: { 'zh-chs': '审核人', en: 'Audited by' },
  CLOSED_AT: { 'zh-chs': '关闭时间', en: 'Closed at' },
  CONFIRMED_AT: { 'zh-chs': '确认时间', en: 'Confirmed at' },
  CONFIRMED_BY: { 'zh-chs': '确认人', en: 'Confirmed by' },
  WAITING_ON: { 'zh-chs': '待处理方', en: 'Waiting on' },
  CONFIRMATION_REMINDER_HOURS: { 'zh-chs': '未答复提醒（小时）', en: 'Remind unanswered after (h)' },
  EVENT_RETENTION_MONTHS: { 'zh-chs': '事件保留期（月）', en: 'Keep events for (months)' },
  CONFIRM_STATE: { 'zh-chs': '确认状态', en: 'Confirmation' },
  CONTACT: { 'zh-chs': '联系人', en: 'Contact' },
  CREATED_BY: { 'zh-chs': '创建人', en: 'Created by' },
  CREATETIME: { 'zh-chs': '创建时间', en: 'Created at' },
  CREATE_TIME: { 'zh-chs': '创建时间', en: 'Created' },
  CREATOR_NAME: { 'zh-chs': '创建人', en: 'Created by' },
  CURRENCY: { 'zh-chs': '币种', en: 'Currency' },
  DATE_CODE: { 'zh-chs': '生产日期码', en: 'Date code' },
  DELIVERY_DATE: { 'zh-chs': '送货日期', en: 'Delivery date' },
  DELIVERY_NO: { 'zh-chs': '送货单号', en: 'Delivery no.' },
  DELIVERY_QTY: { 'zh-chs': '送货数量', en: 'Delivered' },
  DESCRIPTION: { 'zh-chs': '备注', en: 'Description' },
  DIRECTION: { 'zh-chs': '方向', en: 'Direction' },
  DISPUTE_REASON: { 'zh-chs': '异议原因', en: 'Dispute reason' },
  DUE_DATE: { 'zh-chs': '交期', en: 'Due date' },
  DAYS_TO_DUE: { 'zh-chs': '距交期天数', en: 'Days to due' },
  EMAIL: { 'zh-chs': '邮箱', en: 'Email' },
  ENABLED: { 'zh-chs': '启用', en: 'Enabled' },
  ENTITY: { 'zh-chs': '对象', en: 'Record type' },
  ENTITY_ID: { 'zh-chs': '对象编号', en: 'Record' },
  EVENT_ID: { 'zh-chs': '事件编号', en: 'Event ID' },
  EVENT_NAME: { 'zh-chs': '事件', en: 'Event' },
  EXPENSE_BILL_ID: { 'zh-chs': '费用单编号', en: 'Expense bill ID' },
  EXPENSE_KIND: { 'zh-chs': '费用类型', en: 'Expense kind' },
  FROM_ADDRESS: { 'zh-chs': '发件人地址', en: 'Sender address' },
  FROM_NAME: { 'zh-chs': '发件人名称', en: 'Sender name' },
  GS1_DATA: { 'zh-chs': 'GS1-128 条码', en: 'GS1-128 barcode' },
  GS1_TEXT: { 'zh-chs': 'GS1-128 文字', en: 'GS1-128 text' },
  HOST: { 'zh-chs': 'SMTP 服务器', en: 'SMTP server' },
  ID: { 'zh-chs': '编号', en: 'ID' },
  INVOICE_AMOUNT: { 'zh-chs': '发票金额', en: 'Invoice amount' },
  INVOICE_DATE: { 'zh-chs': '发票日期', en: 'Invoice date' },
  INVOICE_NO: { 'zh-chs': '发票号', en: 'Invoice no.' },
  INVOICE_TAX: { 'zh-chs': '发票税额', en: 'Invoice tax' },
  IN_TRANSIT: { 'zh-chs': '在途数量', en: 'In transit' },
  IS_DEFAULT: { 'zh-chs': '系统默认', en: 'System default' },
  IS_LOCKED: { 'zh-chs': '锁定', en: 'Locked' },
  LABEL_COUNT: { 'zh-chs': '内箱数', en: 'Inner boxes' },
  LABEL_NO: { 'zh-chs': '标签号', en: 'Label no.' },
  LAST_ERROR: { 'zh-chs': '最近错误', en: 'Last error' },
  LINES: { 'zh-chs': '明细', en: 'Lines' },
  KIND: { 'zh-chs': '模板类型', en: 'Document kind' },
  LINE_COUNT: { 'zh-chs': '行数', en: 'Lines' },
  LINE_ID: { 'zh-chs': '明细编号', en: 'Line ID' },
  LINE_KIND: { 'zh-chs': '明细类型', en: 'Line kind' },
  LINE_NO: { 'zh-chs': '行号', en: 'Line' },
  LINE_STATE: { 'zh-chs': '明细状态', en: 'Line state' },
  LOCKED_UNTIL: { 'zh-chs': '锁定至', en: 'Locked until' },
  LOT_NO: { 'zh-chs': '批次号', en: 'Lot no.' },
  MAX_DELIVERY_QTY: { 'zh-chs': '最多可送', en: 'Max deliverable' },
  MAIL_TO: { 'zh-chs': '收件人', en: 'To' },
  MENU_EN: { 'zh-chs': '英文名称', en: 'English name' },
  NAME: { 'zh-chs': '模板名称', en: 'Name' },
  NICK_NAME: { 'zh-chs': '姓名', en: 'Name' },
  NOTE_ID: { 'zh-chs': '送货单编号', en: 'Note ID' },
  NOTE_KIND: { 'zh-chs': '单据类型', en: 'Kind' },
  ORDER_KIND: { 'zh-chs': '订单类型', en: 'Order kind' },
  ON_OPEN_NOTES: { 'zh-chs': '未发货送货数量', en: 'Qty on open notes' },
  ORDERED_QTY: { 'zh-chs': '订单数量', en: 'Ordered qty' },
  OUTER_ID: { 'zh-chs': '外箱编号', en: 'Outer box ID' },
  OUTER_NO: { 'zh-chs': '外箱号（SSCC）', en: 'Outer box (SSCC)' },
  OVERDUE: { 'zh-chs': '是否逾期', en: 'Overdue' },
  OVER_PCT: { 'zh-chs': '超交比例%', en: 'Over-delivery %' },
  ORD_IDX: { 'zh-chs': '排序', en: 'Order' },
  ORG_IDS: { 'zh-chs': '所属组织', en: 'Organisations' },
  ORIGINAL_DUE_DATE: { 'zh-chs': '原始交期', en: 'Original due date' },
  ORIGINAL_QTY: { 'zh-chs': '原始数量', en: 'Original qty' },
  PACKING_QTY: { 'zh-chs': '包装数量', en: 'Per box' },
  PARENT_VENDOR_CODE: { 'zh-chs': '上级供应商', en: 'Parent vendor' },
  PARENT_ID: { 'zh-chs': '上级菜单', en: 'Parent menu' },
  PASSWORD: { 'zh-chs': '密码', en: 'Password' },
  PART_DESCR: { 'zh-chs': '物料描述', en: 'Description' },
  PART_NAME: { 'zh-chs': '物料名称', en: 'Part name' },
  PART_NO: { 'zh-chs': '物料编码', en: 'Part no.' },
  PERIOD_FROM: { 'zh-chs': '对账开始日期', en: 'Period from' },
  PERIOD_TO: { 'zh-chs': '对账结束日期', en: 'Period to' },
  PHONE: { 'zh-chs': '电话', en: 'Phone' },
  PORT: { 'zh-chs': '端口', en: 'Port' },
  PO_ITEM: { 'zh-chs': '行号', en: 'Item' },
  PO_NO: { 'zh-chs': '订单号', en: 'PO no.' },
  PO_NO_ITEM: { 'zh-chs': '订单号/行号', en: 'PO no./item' },
  PO_REMAINING_QTY: { 'zh-chs': '未交数量', en: 'Remaining' },
  PO_TOTAL_QTY: { 'zh-chs': '订单数量', en: 'Ordered' },
  PO_UNIT: { 'zh-chs': '订单单位', en: 'PO unit' },
  PRINT_COUNT: { 'zh-chs': '打印次数', en: 'Printed' },
  PROMISED_DATE: { 'zh-chs': '承诺交期', en: 'Promised date' },
  PROMISED_QTY: { 'zh-chs': '承诺数量', en: 'Promised qty' },
  // A line's schedule, each delivery (date × qty) of a split: agreed, proposed or countered (issue #45).
  SCHEDULE: { 'zh-chs': '交货计划', en: 'Schedule' },
  DAYS_LATE_PROMISED: { 'zh-chs': '较承诺延迟天数', en: 'Days late (promised)' },
  DAYS_LATE_ORIGINAL: { 'zh-chs': '较原交期延迟天数', en: 'Days late (original)' },
  // The vendor scorecard's figures: per vendor and due month, against the current due date, the promise and the ERP's
  // first date, and how fast the vendor answers.
  MONTH: { 'zh-chs': '月份', en: 'Month' },
  ON_TIME_RATE: { 'zh-chs': '准时率（当前交期）%', en: 'On-time vs due date %' },
  FILL_RATE: { 'zh-chs': '满足率 %', en: 'Fill rate %' },
  SHORTAGE_RATE: { 'zh-chs': '短缺率 %', en: 'Shortage rate %' },
  AVG_DAYS_LATE: { 'zh-chs': '平均延迟天数', en: 'Avg. days late' },
  ORDER_LINES: { 'zh-chs': '到期订单行', en: 'Order lines due' },
  RECEIVED_LINES: { 'zh-chs': '收货行数', en: 'Received lines' },
  ON_TIME_LINES: { 'zh-chs': '准时行数', en: 'On-time lines' },
  LATE_LINES: { 'zh-chs': '延迟行数', en: 'Late lines' },
  SHORT_LINES: { 'zh-chs': '短缺行数', en: 'Short lines' },
  ON_TIME_PROMISED_RATE: { 'zh-chs': '准时率（承诺交期）%', en: 'On-time vs promised %' },
  ON_TIME_ORIGINAL_RATE: { 'zh-chs': '准时率（原始交期）%', en: 'On-time vs original %' },
  ON_TIME_PROMISED_LINES: { 'zh-chs': '按承诺准时行数', en: 'On time vs promised' },
  ON_TIME_ORIGINAL_LINES: { 'zh-chs': '按原交期准时行数', en: 'On time vs original' },
  PROMISED_LINES: { 'zh-chs': '有承诺的收货行', en: 'Received lines promised' },
  ANSWERED_RATE: { 'zh-chs': '答复率 %', en: 'Answered rate %' },
  ANSWERED_LINES: { 'zh-chs': '已答复订单行', en: 'Answered lines' },
  ANSWER_HOURS: { 'zh-chs': '平均答复小时数', en: 'Avg. answer hours' },
  QTY: { 'zh-chs': '箱内数量', en: 'Qty in box' },
  PERIOD: { 'zh-chs': '对账期间', en: 'Period' },
  PAYLOAD: { 'zh-chs': '事件内容', en: 'Payload' },
  PRINTED_AT: { 'zh-chs': '打印时间', en: 'Printed at' },
  QR_TEXT: { 'zh-chs': '二维码内容', en: 'QR code text' },
  REASON: { 'zh-chs': '原因', en: 'Reason' },
  RECEIVED_AT: { 'zh-chs': '收货时间', en: 'Received at' },
  RECEIVED_QTY: { 'zh-chs': '已收货数量', en: 'Received qty' },
  RECEIVER_VENDOR_CODE: { 'zh-chs': '收货供应商', en: 'Receiving vendor' },
  REJECT_REASON: { 'zh-chs': '驳回原因', en: 'Reject reason' },
  REMAINING_QTY: { 'zh-chs': '未交数量', en: 'Remaining qty' },
  REQUIRE_CONFIRMATION: { 'zh-chs': '仅按已确认订单行送货', en: 'Ship only confirmed lines' },
  ROWS: { 'zh-chs': '数据行', en: 'Rows' },
  REMARK: { 'zh-chs': '备注', en: 'Remark' },
  ROLE_ID: { 'zh-chs': '角色编号', en: 'Role ID' },
  ROLE_IDS: { 'zh-chs': '角色', en: 'Roles' },
  ROLE_NAME: { 'zh-chs': '角色', en: 'Role' },
  ROLE_TYPE: { 'zh-chs': '角色类型', en: 'Type' },
  SENT_AT: { 'zh-chs': '发送时间', en: 'Sent at' },
  SEQ: { 'zh-chs': '序号', en: 'No.' },
  SHIP_TO: { 'zh-chs': '收货地点', en: 'Ship-to' },
  SHORTAGE_QTY: { 'zh-chs': '短收数量', en: 'Shortage' },
  SMTP_RESPONSE: { 'zh-chs': '邮件服务器应答', en: 'Server reply' },
  SPARE_PCT: { 'zh-chs': '备品比例(%)', en: 'Spare %' },
  SPARE_QTY: { 'zh-chs': '备品数量', en: 'Spares' },
  SPQ: { 'zh-chs': '标准包装', en: 'SPQ' },
  STATE: { 'zh-chs': '状态', en: 'State' },
  STATEMENT_ID: { 'zh-chs': '对账单编号', en: 'Statement ID' },
  STATEMENT_NO: { 'zh-chs': '对账单号', en: 'Statement no.' },
  STATUS: { 'zh-chs': '状态', en: 'Status' },
  SUBJECT: { 'zh-chs': '主题', en: 'Subject' },
  SUBSCRIBER: { 'zh-chs': '订阅方', en: 'Subscriber' },
  TAX: { 'zh-chs': '税额', en: 'Tax' },
  TAX_RATE: { 'zh-chs': '税率(%)', en: 'Tax rate %' },
  TLS_MODE: { 'zh-chs': '加密方式', en: 'Encryption' },
  TITLE: { 'zh-chs': '标题', en: 'Title' },
  TOTAL_AMOUNT: { 'zh-chs': '金额', en: 'Amount' },
  TOTAL_QTY: { 'zh-chs': '送货总数', en: 'Total quantity' },
  TOTAL_TAX: { 'zh-chs': '税额', en: 'Tax' },
  TOTAL_WITH_TAX: { 'zh-chs': '含税金额', en: 'Amount with tax' },
  TO_NAME: { 'zh-chs': '收件人姓名', en: 'Recipient' },
  UNIT_EXRATE: { 'zh-chs': '换算率', en: 'Unit rate' },
  UNIT_PRICE: { 'zh-chs': '单价', en: 'Unit price' },
  UPDATED_AT: { 'zh-chs': '维护时间', en: 'Updated at' },
  UPDATED_BY: { 'zh-chs': '维护人', en: 'Updated by' },
  UPDATETIME: { 'zh-chs': '维护时间', en: 'Updated at' },
  USER_COUNT: { 'zh-chs': '用户数', en: 'Users' },
  USER_NAME: { 'zh-chs': '用户名', en: 'User name' },
  VERSION: { 'zh-chs': '版本', en: 'Version' },
  VENDOR_CODE: { 'zh-chs': '供应商编码', en: 'Vendor code' },
  VENDOR_CODES: { 'zh-chs': '供应商', en: 'Vendors' },
  VENDOR: { 'zh-chs': '供应商', en: 'Vendor' },
  VENDOR_NAME: { 'zh-chs': '供应商名称', en: 'Vendor name' },
  VENDOR_PART_NO: { 'zh-chs': '供应商料号', en: 'Vendor part no.' },
  VERIFIED_AT: { 'zh-chs': '扫描核对时间', en: 'Verified at' },
  VOID_REASON: { 'zh-chs': '作废原因', en: 'Void reason' },
  WEIGHT: { 'zh-chs': '重量', en: 'Weight' },
  OVERRIDE_REASON: { 'zh-chs': '超差审批原因', en: 'Override reason' },
  PRICE_TOLERANCE_PCT: { 'zh-chs': '单价容差(%)', en: 'Price tolerance (%)' },
  AMOUNT_TOLERANCE: { 'zh-chs': '金额容差', en: 'Amount tolerance' },
  ROUNDING_RULE: { 'zh-chs': '舍入规则', en: 'Rounding rule' },
  // The rounding rule printed on a statement (its print template's field).
  RULE: { 'zh-chs': '舍入规则', en: 'Rounding rule' },
  AUDIENCE: { 'zh-chs': '发布范围', en: 'Audience' },
  PINNED: { 'zh-chs': '置顶', en: 'Pinned' },
  PUBLISH_FROM: { 'zh-chs': '生效时间', en: 'Visible from' },
  PUBLISH_TO: { 'zh-chs': '截止时间', en: 'Visible until' },
  PUBLISHED_AT: { 'zh-chs': '发布时间', en: 'Published at' },
  PUBLISHED_BY: { 'zh-chs': '发布人', en: 'Published by' },
  READ_COUNT: { 'zh-chs': '已读人数', en: 'Read by' },
  // The export records (Export/GetList) and the menus (Menu/*) name their fields so.
  CreateDate: { 'zh-chs': '创建时间', en: 'Created' },
  FileName: { 'zh-chs': '文件名', en: 'File name' },
  RowCount: { 'zh-chs': '行数', en: 'Rows' },
  Status: { 'zh-chs': '状态', en: 'Status' },
  Icon_Url: { 'zh-chs': '图标', en: 'Icon' },
  Link_Url: { 'zh-chs': '链接地址', en: 'Link' },
  Menu_Code: { 'zh-chs': '编码', en: 'Code' },
  Menu_Name: { 'zh-chs': '菜单名称', en: 'Menu name' },
  Target: { 'zh-chs': '打开方式', en: 'Opens in' },
  // An environment's settings (contract environment.ts), on the sign-in page.
  Host: { 'zh-chs': '主机', en: 'Host' },
  Name: { 'zh-chs': '名称', en: 'Name' },
  ApiBase: { 'zh-chs': '接口地址', en: 'API base' },
  PrintTemplate: { 'zh-chs': '打印模板', en: 'Print template' },
  Download: { 'zh-chs': '下载地址', en: 'Download' },
  WmsApi: { 'zh-chs': '仓储系统接口', en: 'Warehouse system API' },
  FilePath: { 'zh-chs': '文件路径', en: 'File path' },
  BaseImage: { 'zh-chs': '图片地址', en: 'Base image' },
  PrintUrl: { 'zh-chs': '打印地址', en: 'Print URL' },
  // Webhooks (issue #35): endpoints and their deliveries.
  DELIVERED_AT: { 'zh-chs': '送达时间', en: 'Delivered at' },
  DISABLED_REASON: { 'zh-chs': '停用原因', en: 'Disabled because' },
  DURATION_MS: { 'zh-chs': '耗时(毫秒)', en: 'Duration (ms)' },
  ENDPOINT_ID: { 'zh-chs': '端点编号', en: 'Endpoint ID' },
  DOCUMENT: { 'zh-chs': '单据', en: 'Document' },
  ENTITY_KEY: { 'zh-chs': '单据标识', en: 'Document key' },
  ERROR_DETAIL: { 'zh-chs': '错误详情', en: 'Error details' },
  EVENTS: { 'zh-chs': '订阅事件', en: 'Events' },
  FAILING_SINCE: { 'zh-chs': '连续失败起始', en: 'Failing since' },
  LAST_ATTEMPT_AT: { 'zh-chs': '最近发送', en: 'Last attempt' },
  LAST_STATUS: { 'zh-chs': '最近响应码', en: 'Last status' },
  NEXT_ATTEMPT_AT: { 'zh-chs': '下次重试', en: 'Next attempt' },
  URL: { 'zh-chs': '接收地址', en: 'URL' },
  // Inspection and NCRs (issue #33).
  ACCEPTED_QTY: { 'zh-chs': '合格数量', en: 'Accepted' },
  ANSWERED_AT: { 'zh-chs': '答复时间', en: 'Answered at' },
  DEFECT_CODE: { 'zh-chs': '缺陷代码', en: 'Defect code' },
  DEFECT_NAME: { 'zh-chs': '缺陷', en: 'Defect' },
  DEFECT_NAME_EN: { 'zh-chs': '缺陷（英文）', en: 'Defect (English)' },
  INSPECTED_AT: { 'zh-chs': '检验时间', en: 'Inspected at' },
  INSPECTED_BY: { 'zh-chs': '检验员', en: 'Inspected by' },
  INSPECTION_STATE: { 'zh-chs': '检验状态', en: 'Inspection' },
  NCR_NO: { 'zh-chs': 'NCR 编号', en: 'NCR no.' },
  PHOTOS: { 'zh-chs': '照片', en: 'Photos' },
  NCR_STATE: { 'zh-chs': 'NCR 状态', en: 'NCR state' },
  REJECTED_QTY: { 'zh-chs': '不合格数量', en: 'Rejected' },
  PPM: { 'zh-chs': '不良率 PPM', en: 'PPM' },
  NCR_COUNT: { 'zh-chs': 'NCR 数', en: 'NCRs' },
  NCR_ANSWER_HOURS: { 'zh-chs': 'NCR 平均答复小时', en: 'NCR answer hours' },
  QUALITY_RECEIVED_QTY: { 'zh-chs': '当月实收数量', en: 'Received in month' },
  // Supplier onboarding (issue #34).
  ADDRESS: { 'zh-chs': '地址', en: 'Address' },
  BANK_ACCOUNT_NAME: { 'zh-chs': '开户名', en: 'Account name' },
  BANK_ACCOUNT_NO: { 'zh-chs': '银行账号', en: 'Account number' },
  BANK_NAME: { 'zh-chs': '开户银行', en: 'Bank' },
  CATEGORIES: { 'zh-chs': '供货品类', en: 'Categories' },
  CHANGE_KIND: { 'zh-chs': '变更内容', en: 'Change' },
  COMPANY_NAME: { 'zh-chs': '公司名称', en: 'Company' },
  CONTACT_EMAIL: { 'zh-chs': '联系人邮箱', en: 'Contact email' },
  CONTACT_NAME: { 'zh-chs': '联系人', en: 'Contact' },
  CONTACT_PHONE: { 'zh-chs': '联系电话', en: 'Contact phone' },
  DAYS_LEFT: { 'zh-chs': '剩余天数', en: 'Days left' },
  DOCUMENT_TYPE: { 'zh-chs': '证照类型', en: 'Document type' },
  EXPIRES_AT: { 'zh-chs': '失效时间', en: 'Expires at' },
  EXPIRING: { 'zh-chs': '即将到期', en: 'Expiring' },
  INVITED_BY: { 'zh-chs': '邀请人', en: 'Invited by' },
  LEGAL_NAME: { 'zh-chs': '公司法定名称', en: 'Legal name' },
  MANDATORY: { 'zh-chs': '必备', en: 'Mandatory' },
  NAME_EN: { 'zh-chs': '英文名称', en: 'English name' },
  REFUSE_REASON: { 'zh-chs': '拒绝原因', en: 'Refused because' },
  REQUESTED_AT: { 'zh-chs': '申请时间', en: 'Requested at' },
  REQUESTED_BY: { 'zh-chs': '申请人', en: 'Requested by' },
  REVIEWED_AT: { 'zh-chs': '审核时间', en: 'Reviewed at' },
  REVIEWED_BY: { 'zh-chs': '审核人', en: 'Reviewed by' },
  TAX_ID: { 'zh-chs': '税号', en: 'Tax ID' },
  TYPE_CODE: { 'zh-chs': '类型编码', en: 'Type code' },
  UPLOADED_BY: { 'zh-chs': '上传人', en: 'Uploaded by' },
  VALID_FROM: { 'zh-chs': '有效期起', en: 'Valid from' },
  VALID_TO: { 'zh-chs': '有效期至', en: 'Valid to' },
  // Invoices and payments (issue #47)
  INVOICE_KIND: { 'zh-chs': '发票类型', en: 'Kind' },
  INVOICE_CODE: { 'zh-chs': '发票代码', en: 'Invoice code' },
  TOTAL: { 'zh-chs': '价税合计', en: 'Total with tax' },
  FLAGGED: { 'zh-chs': '超差', en: 'Outside tolerance' },
  FLAG_REASON: { 'zh-chs': '超差原因', en: 'Reason given' },
  EXPECTED_PAY_DATE: { 'zh-chs': '预计付款日', en: 'Expected payment' },
  PAID_AMOUNT: { 'zh-chs': '已付金额', en: 'Paid' },
  OPEN_AMOUNT: { 'zh-chs': '未付金额', en: 'Open' },
  PAID_DATE: { 'zh-chs': '付清日期', en: 'Paid on' },
  SUBMISSIONS: { 'zh-chs': '提交次数', en: 'Submissions' },
  SUBMITTED_AT: { 'zh-chs': '提交时间', en: 'Submitted at' },
  SUBMITTED_BY: { 'zh-chs': '提交人', en: 'Submitted by' },
  INVOICE_SOURCE: { 'zh-chs': '来源', en: 'Source' },
  REFERENCE: { 'zh-chs': '付款参考号', en: 'Payment reference' },
  PAY_DATE: { 'zh-chs': '付款日期', en: 'Payment date' },
  DEDUCTIONS: { 'zh-chs': '扣款', en: 'Deductions' },
  INVOICE_COUNT: { 'zh-chs': '发票数', en: 'Invoices' },
  NOT_DUE: { 'zh-chs': '未到期', en: 'Not due' },
  DUE_1_30: { 'zh-chs': '逾期 1–30 天', en: '1–30 days' },
  DUE_31_60: { 'zh-chs': '逾期 31–60 天', en: '31–60 days' },
  DUE_61_90: { 'zh-chs': '逾期 61–90 天', en: '61–90 days' },
  DUE_OVER_90: { 'zh-chs': '逾期 90 天以上', en: 'Over 90 days' },
  OPEN_TOTAL: { 'zh-chs': '未付合计', en: 'Open total' },
  ATTACHMENT_ID: { 'zh-chs': '附件', en: 'File' },
  FIRST_TIME_INVOICE_RATE: { 'zh-chs': '发票一次通过率(%)', en: 'Invoices right first time (%)' },
  INVOICES_APPROVED: { 'zh-chs': '审核通过发票数', en: 'Invoices approved' },
  // The scorecard's commitment reliability (issue #48): ended forecast buckets committed, and those received in full.
  COMMIT_RELIABILITY: { 'zh-chs': '承诺达成率 %', en: 'Commitment reliability %' },
  COMMIT_BUCKETS: { 'zh-chs': '已结束的承诺周期数', en: 'Committed buckets ended' },
  COMMIT_KEPT: { 'zh-chs': '已达成的承诺周期数', en: 'Commitments kept' },
  // Forecasts and delivery schedules (issue #48)
  FORECAST_VERSION: { 'zh-chs': '预测版本', en: 'Forecast version' },
  FORECAST_STATE: { 'zh-chs': '承诺状态', en: 'Commitment' },
  FORECAST_PERIOD: { 'zh-chs': '需求周期', en: 'Bucket' },
  PERIOD_START: { 'zh-chs': '周期开始', en: 'Starts' },
  FORECAST_ZONE: { 'zh-chs': '区间', en: 'Zone' },
  DEMAND_QTY: { 'zh-chs': '需求数量', en: 'Demand' },
  COMMITTED_QTY: { 'zh-chs': '承诺数量', en: 'Committed' },
  SHORTFALL_QTY: { 'zh-chs': '缺口数量', en: 'Shortfall' },
  SHORTFALL_REASON: { 'zh-chs': '缺口原因', en: 'Reason given' },
  COMMITTED_AT: { 'zh-chs': '承诺时间', en: 'Committed at' },
  COMMITTED_BY: { 'zh-chs': '承诺人', en: 'Committed by' },
  // Late risk of open order lines (issue #48, the At risk screen)
  OPEN_QTY: { 'zh-chs': '待交数量', en: 'Open qty' },
  RISK_BASIS: { 'zh-chs': '风险依据', en: 'Risk from' },
  RISK_RECEIPTS: { 'zh-chs': '依据收货次数', en: 'Receipts' },
  LATE_PCT: { 'zh-chs': '延期比例(%)', en: 'Late (%)' },
  P50_DAYS: { 'zh-chs': 'p50 延期天数', en: 'p50 days late' },
  P80_DAYS: { 'zh-chs': 'p80 延期天数', en: 'p80 days late' },
  EXPOSURE: { 'zh-chs': '风险敞口(数量×天)', en: 'Exposure (qty × days)' },
} as const satisfies Record<string, Caption>;

export type CaptionedField = keyof typeof fieldCaptions;

/**
 * A field's caption on one module's screens where the field means something else there than in the catalogue, as the
 * module's list column says it too (QTY is the quantity in a box on a label, the billed quantity on a statement
 * line). Only for another meaning: a field the module means the same by is worded once, above.
 */
export const moduleFieldCaptions = {
  statement: {
    QTY: { 'zh-chs': '对账数量', en: 'Billed qty' },
  },
} as const satisfies Record<string, Partial<Record<CaptionedField, Caption>>>;

/** The caption of a field (on a module's screens, when given), if the catalogue has one. */
export function fieldCaption(field: string, module?: string): Caption | undefined {
  const own = module
    ? (moduleFieldCaptions as Record<string, Record<string, Caption>>)[module]?.[field]
    : undefined;
  return own ?? (fieldCaptions as Record<string, Caption>)[field];
}

/**
 * A field's caption in the lists and prints that word it their own way, by the context they name: a list by
 * `defineList({ captions })` (server list-definition.ts), a print by `contextFieldCaption(field, context)`. The rest of
 * their fields read the catalogue above; the server states no caption of its own (`captions.test.ts` reads its
 * sources). Only a catalogued field, and only where the wording differs from the catalogue's.
 */
export const contextFieldCaptions = {
  /** The order lines a delivery note picks from: the row is the order line, and ATTRIBUTE1 its buyer. */
  noteOrderLines: {
    ID: { 'zh-chs': '订单行编号', en: 'Order line ID' },
    ATTRIBUTE1: { 'zh-chs': '采购员', en: 'Buyer' },
  },
  /** Parts of the part master (the vendor screen's, the manual coding's part picker). */
  parts: {
    SPQ: { 'zh-chs': '最小包装量', en: 'SPQ' },
  },
  /** Outer boxes: the quantity of the inner labels packed in. */
  outerBoxes: {
    TOTAL_QTY: { 'zh-chs': '箱内总数量', en: 'Total qty' },
  },
  /** The inner and outer label prints. */
  labelPrints: {
    QTY: { 'zh-chs': '数量', en: 'Qty' },
    OUTER_NO: { 'zh-chs': '外箱号', en: 'Outer no.' },
  },
  /** The audit log: who did it. */
  auditLog: {
    USER_NAME: { 'zh-chs': '操作人', en: 'User' },
  },
  roles: {
    ROLE_NAME: { 'zh-chs': '角色名称', en: 'Role' },
  },
  /** Over-delivery part confirmations: what a vendor may deliver beyond the order. */
  overDelivery: {
    OVER_PCT: { 'zh-chs': '允许超交比例(%)', en: 'Over-delivery %' },
  },
  printTemplates: {
    IS_DEFAULT: { 'zh-chs': '默认模板', en: 'Default' },
  },
  /** NCRs: the due date is the day the vendor's answer is due, not a delivery date. */
  ncrs: {
    DUE_DATE: { 'zh-chs': '答复截止日期', en: 'Answer due' },
  },
  /** The purchase and outsourcing order reports. */
  orderReport: {
    PO_NO: { 'zh-chs': '订单号', en: 'Order no.' },
    VENDOR_NAME: { 'zh-chs': '供应商名称', en: 'Vendor' },
    DUE_DATE: { 'zh-chs': '交货日期', en: 'Due date' },
  },
  /** The delivery details report: the PO's item beside the note's line, the quantity received at the dock. */
  deliveryDetails: {
    PO_ITEM: { 'zh-chs': '订单行号', en: 'PO item' },
    RECEIVED_QTY: { 'zh-chs': '实收数量', en: 'Received' },
  },
  /** The vendor scorecard: a card is a vendor's month (its key), the quantities those of the lines due then. */
  scorecard: {
    ID: { 'zh-chs': '键', en: 'Key' },
    VENDOR_NAME: { 'zh-chs': '供应商名称', en: 'Vendor' },
    ORDERED_QTY: { 'zh-chs': '到期订购数量', en: 'Ordered qty due' },
    RECEIVED_QTY: { 'zh-chs': '实收数量', en: 'Received qty' },
  },
  /**
   * Statement lines (the line list and the statement's xlsx): two "行号" (the note's line and the PO's item) side by
   * side would be the same word, and QTY is the billed quantity (as on the web's statement screens).
   */
  statementLines: {
    LINE_NO: { 'zh-chs': '送货单行号', en: 'Note line' },
    PO_ITEM: { 'zh-chs': '订单行号', en: 'PO item' },
    QTY: moduleFieldCaptions.statement.QTY,
  },
} as const satisfies Record<string, Partial<Record<CaptionedField, Caption>>>;

export type CaptionContext = keyof typeof contextFieldCaptions;

/** The caption of a field in a list's or print's context (when given), if the catalogue has one. */
export function contextFieldCaption(field: string, context?: CaptionContext): Caption | undefined {
  const own = context
    ? (contextFieldCaptions[context] as Partial<Record<string, Caption>>)[field]
    : undefined;
  return own ?? (fieldCaptions as Record<string, Caption>)[field];
}

type Label = Caption;

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
  WAITING_ON: {
    vendor: { 'zh-chs': '待供应商', en: 'Vendor' },
    buyer: { 'zh-chs': '待采购', en: 'Buyer' },
    finance: { 'zh-chs': '待财务', en: 'Finance' },
    none: { 'zh-chs': '无', en: 'Nobody' },
  },
  ORDER_KIND: {
    PO: { 'zh-chs': '采购订单', en: 'Purchase order' },
    OS: { 'zh-chs': '委外订单', en: 'Outsourcing order' },
  },
  CONFIRM_STATE: confirmStateLabels,
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
  EXPENSE_KIND: expenseBillKindLabels,
  INVOICE_KIND: invoiceKindLabels,
  FORECAST_ZONE: forecastZoneLabels,
  FORECAST_STATE: forecastVersionStateLabels,
  RISK_BASIS: riskBasisLabels,
  INVOICE_SOURCE: invoiceSourceLabels,
  DIRECTION: expenseBillDirectionLabels,
  LINE_KIND: {
    receipt: { 'zh-chs': '收货', en: 'Receipt' },
    expense: { 'zh-chs': '费用单', en: 'Expense bill' },
  },
  LINE_STATE: {
    ok: { 'zh-chs': '正常', en: 'OK' },
    rejected: { 'zh-chs': '已驳回', en: 'Rejected' },
  },
  ROLE_TYPE: {
    super: { 'zh-chs': '超级管理员', en: 'Super administrator' },
    system: { 'zh-chs': '系统管理员', en: 'System administrator' },
    normal: { 'zh-chs': '普通角色', en: 'Normal role' },
  },
} as const satisfies Record<string, Record<string, Label>>;
