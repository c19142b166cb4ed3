// Zod-free: the web's shell reads it before the schema library loads (the shell budget, #14).

/**
 * The screen registry (issue #30): every screen of the portal declared once — route path, title in both languages,
 * menu group and which demo roles hold it. The server's menu catalogue, its permission check of `{ menu }` routes
 * and the demo grants, and the web's route table, page table and tab titles are all derived from it
 * (`menu-screens.test.ts` fails on a screen declared anywhere else). The order is the menu's order.
 */

/** The demo roles of `server/src/seed/demo.ts` (the super administrator holds everything). */
export type DemoRole = 'buyer' | 'finance' | 'vendor' | 'warehouse';

export type ScreenGroup = 'supplier' | 'settlement' | 'report' | 'announcement' | 'system';

export type MenuGroup = { zh: string; en: string; icon: string };

/** The menu's top level, in order. */
export const menuGroups = {
  supplier: { zh: '供应商协同', en: 'Supplier', icon: 'car' },
  settlement: { zh: '对账结算', en: 'Settlement', icon: 'account-book' },
  report: { zh: '报表中心', en: 'Report center', icon: 'bar-chart' },
  announcement: { zh: '公告管理', en: 'Announcements', icon: 'notification' },
  system: { zh: '系统管理', en: 'System management', icon: 'setting' },
} as const satisfies Record<ScreenGroup, MenuGroup>;

export type ScreenDeclaration = {
  /** The route path; also the `{ menu }` permission of the screen's calls and the menu entry's link. */
  path: string;
  group: ScreenGroup;
  zh: string;
  en: string;
  /** Demo roles granted the screen on a fresh install. */
  demo: readonly DemoRole[];
  /** Every signed-in user may open it, menu or not (their own export records: the header's download list links it). */
  everyone?: boolean;
  /**
   * The API prefix of a list screen registered from the registry (`registerScreenList`, `<ScreenList>`): the list is
   * `<list>/LoadData`, its export `<list>/ExportData` and print `<list>/PrintData`.
   */
  list?: string;
};

const buyer = ['buyer'] as const;
const vendor = ['vendor'] as const;
const buyerVendor = ['buyer', 'vendor'] as const;
const buyerWarehouse = ['buyer', 'warehouse'] as const;
const everyRole = ['buyer', 'finance', 'vendor', 'warehouse'] as const;

/** Every business screen by its code (the menu entry's code, the tab title's key). */
export const screens = {
  OrderConfirmation: {
    path: '/Order/Confirmation',
    group: 'supplier',
    zh: '订单确认',
    en: 'Order confirmation',
    demo: vendor,
    list: 'OrderConfirmation',
  },
  ConfirmationReview: {
    path: '/Order/ConfirmationReview',
    group: 'supplier',
    zh: '订单确认审核',
    en: 'Confirmation review',
    demo: buyer,
    list: 'ConfirmationReview',
  },
  MaintainDeliveryNote2: {
    path: '/DeliveryNote/MaintainDeliveryNote2',
    group: 'supplier',
    zh: '送货单维护',
    en: 'Delivery notes',
    demo: buyerVendor,
  },
  Outsourced: {
    path: '/DeliveryNote/Outsourced',
    group: 'supplier',
    zh: '委外送货单',
    en: 'Outsourced delivery notes',
    demo: buyerVendor,
  },
  SubDeliveryNote: {
    path: '/DeliveryNote/SubDeliveryNote',
    group: 'supplier',
    zh: '下游供应商送货单',
    en: 'Downstream delivery notes',
    demo: buyerVendor,
  },
  /** Receiving at the dock by scanning box labels (issue #33), on a phone or a handheld scanner. */
  DockReceiving: {
    path: '/Warehouse/DockReceiving',
    group: 'supplier',
    zh: '扫码收货',
    en: 'Dock receiving',
    demo: buyerWarehouse,
  },
  /** Received lines and their inspection (issue #33): quality inspects; a vendor sees its own, received against shipped. */
  Inspection: {
    path: '/Quality/Inspection',
    group: 'supplier',
    zh: '来料检验',
    en: 'Incoming inspection',
    demo: ['buyer', 'vendor', 'warehouse'],
    list: 'Inspection',
  },
  /** Nonconformance reports (issue #33): the vendor answers in 8D steps, quality accepts or returns. */
  Ncr: {
    path: '/Quality/Ncr',
    group: 'supplier',
    zh: '不合格品报告',
    en: 'Nonconformance reports',
    demo: buyerVendor,
    list: 'Ncr',
  },
  OpenOrderLines: {
    path: '/DeliveryNote/OpenOrderLines',
    group: 'supplier',
    zh: '未交订单行',
    en: 'Open order lines',
    demo: buyerVendor,
    list: 'OpenOrderLines',
  },
  DeliveryCode: {
    path: '/DeliveryNote/DeliveryCode',
    group: 'supplier',
    zh: '内箱标签管理',
    en: 'Inner box labels',
    demo: buyerVendor,
  },
  OuterBoxLabelManagement: {
    path: '/DeliveryNote/OuterBoxLabelManagement',
    group: 'supplier',
    zh: '外箱标签管理',
    en: 'Outer box labels',
    demo: buyerVendor,
  },
  DnbarcodeHandmade: {
    path: '/DeliveryNote/DnbarcodeHandmade',
    group: 'supplier',
    zh: '手工打码',
    en: 'Manual coding',
    demo: vendor,
  },
  DnbarcodeHandmadeOutBox: {
    path: '/DeliveryNote/DnbarcodeHandmadeOutBox',
    group: 'supplier',
    zh: '手工打码(外箱)',
    en: 'Manual coding (outer box)',
    demo: vendor,
  },
  ExpenseBill: {
    path: '/DeliveryNote/ExpenseBill',
    group: 'settlement',
    zh: '费用单',
    en: 'Expense bills',
    demo: buyerVendor,
  },
  ReconBillMst: {
    path: '/DeliveryNote/ReconBillMst',
    group: 'settlement',
    zh: '对账单',
    en: 'Reconciliation statements',
    demo: buyer,
  },
  ReconBillMstManage: {
    path: '/DeliveryNote/ReconBillMstManage',
    group: 'settlement',
    zh: '对账单管理(采购)',
    en: 'Statements (purchasing)',
    demo: buyer,
  },
  ReconBillMstManageVendor: {
    path: '/DeliveryNote/ReconBillMstManage/Vendor',
    group: 'settlement',
    zh: '对账单管理(供应商)',
    en: 'Statements (vendor)',
    demo: vendor,
  },
  ReconBillMstManageFinance: {
    path: '/DeliveryNote/ReconBillMstManage/Finance',
    group: 'settlement',
    zh: '对账单管理(财务)',
    en: 'Statements (finance)',
    demo: ['finance'],
  },
  DeliveryDetailsQuery: {
    path: '/DeliveryNote/DeliveryDetailsQuery',
    group: 'report',
    zh: '送货明细报表',
    en: 'Delivery details',
    demo: everyRole,
  },
  PurchaseOrderReport: {
    path: '/DeliveryNote/PurchaseOrderReport',
    group: 'report',
    zh: '采购订单报表',
    en: 'Purchase order report',
    demo: everyRole,
  },
  OutsourcingOrderReport: {
    path: '/DeliveryNote/OutsourcingOrderReport',
    group: 'report',
    zh: '委外订单报表',
    en: 'Outsourcing order report',
    demo: everyRole,
  },
  VendorScorecard: {
    path: '/Report/VendorScorecard',
    group: 'report',
    zh: '供应商绩效',
    en: 'Vendor scorecard',
    demo: buyerVendor,
  },
  Announcement: {
    path: '/Portal/Announcement',
    group: 'announcement',
    zh: '公告通知',
    en: 'Announcements',
    demo: buyer,
  },
  User: { path: '/System/User', group: 'system', zh: '采购账号管理', en: 'Buyer accounts', demo: [] },
  Vender: { path: '/System/Vender', group: 'system', zh: '供应商账号管理', en: 'Vendor accounts', demo: [] },
  Role: { path: '/System/Role', group: 'system', zh: '角色管理', en: 'Roles', demo: [] },
  Menu: { path: '/Menu/Index', group: 'system', zh: '菜单管理', en: 'Menus', demo: [] },
  SysReportTpl: {
    path: '/SysReportTpl/Index',
    group: 'system',
    zh: '单据打印模板',
    en: 'Print templates',
    demo: [],
  },
  Mail: { path: '/System/Mail', group: 'system', zh: '邮件服务设置', en: 'Mail settings', demo: [] },
  OrgSettings: {
    path: '/System/OrgSettings',
    group: 'system',
    zh: '组织设置',
    en: 'Organisation settings',
    demo: [],
  },
  DomainEvent: {
    path: '/System/DomainEvent',
    group: 'system',
    zh: '未投递事件',
    en: 'Undelivered events',
    demo: [],
  },
  DefectCodes: {
    path: '/Quality/DefectCodes',
    group: 'system',
    zh: '缺陷代码',
    en: 'Defect codes',
    demo: [],
    list: 'DefectCode',
  },
  /** Supplier onboarding (issue #34): invitations, registrations, master data changes, compliance documents. */
  VendorInvitations: {
    path: '/Supplier/Invitations',
    group: 'supplier',
    zh: '供应商邀请',
    en: 'Supplier invitations',
    demo: buyer,
    list: 'VendorInvitation',
  },
  VendorRegistrations: {
    path: '/Supplier/Registrations',
    group: 'supplier',
    zh: '供应商注册审核',
    en: 'Supplier registrations',
    demo: ['buyer', 'finance'],
    list: 'VendorRegistration',
  },
  VendorProfile: {
    path: '/Supplier/Profile',
    group: 'supplier',
    zh: '公司资料',
    en: 'Company profile',
    demo: vendor,
  },
  VendorChanges: {
    path: '/Supplier/Changes',
    group: 'supplier',
    zh: '供应商资料变更审批',
    en: 'Supplier data changes',
    demo: ['buyer', 'finance'],
    list: 'VendorChange',
  },
  VendorDocuments: {
    path: '/Supplier/Documents',
    group: 'supplier',
    zh: '资质证照',
    en: 'Compliance documents',
    demo: buyerVendor,
    list: 'VendorDocument',
  },
  DocumentTypes: {
    path: '/Supplier/DocumentTypes',
    group: 'system',
    zh: '证照类型',
    en: 'Document types',
    demo: [],
    list: 'DocumentType',
  },
  /**
   * Signed webhooks (issue #35; contract/src/webhook.ts): the organisation's endpoints, and a vendor's own when a
   * vendor role holds the screen (its endpoints get only its events).
   */
  WebhookEndpoints: {
    path: '/System/Webhooks',
    group: 'system',
    zh: '事件推送端点',
    en: 'Webhook endpoints',
    demo: vendor,
    list: 'WebhookEndpoint',
  },
  WebhookDeliveries: {
    path: '/System/WebhookDeliveries',
    group: 'system',
    zh: '事件推送记录',
    en: 'Webhook deliveries',
    demo: vendor,
    list: 'WebhookDelivery',
  },
  /** A vendor administrator's own API keys (issue #35; contract/src/vendor-key.ts); its calls need VendorApiKey. */
  VendorApiKeys: {
    path: '/System/VendorApiKeys',
    group: 'system',
    zh: '接口密钥',
    en: 'API keys',
    demo: vendor,
  },
  ExportRecord: {
    path: '/System/ExportRecord',
    group: 'system',
    zh: '数据导出记录',
    en: 'Export records',
    demo: everyRole,
    everyone: true,
  },
} as const satisfies Record<string, ScreenDeclaration>;

export type ScreenCode = keyof typeof screens;
export type ScreenPath = (typeof screens)[ScreenCode]['path'];

/** The screens in menu order, each with its code. */
export const screenList: readonly (ScreenDeclaration & { code: ScreenCode })[] = Object.entries(screens).map(
  ([code, screen]) => ({ ...screen, code: code as ScreenCode }),
);

const screenPaths = new Set<string>(screenList.map((s) => s.path));
/** The paths of a registry list screen's calls (`list` in its declaration). */
export function screenListPaths(code: ScreenCode): { loadData: string; exportData: string } {
  const prefix = (screens[code] as ScreenDeclaration).list;
  if (!prefix) throw new Error(`Screen ${code} declares no list`);
  return { loadData: `${prefix}/LoadData`, exportData: `${prefix}/ExportData` };
}

/** Whether a path is a declared screen's (the server refuses to start with a `{ menu }` permission that is not). */
export const isScreenPath = (path: string): path is ScreenPath => screenPaths.has(path);

/** The shell's own pages: not in any menu, open to every signed-in user. */
export const shellPages = {
  index: { path: '/index', zh: '首页', en: 'Home' },
  log: { path: '/log', zh: '前端日志', en: 'Front-end log' },
} as const;

/** Tab and breadcrumb titles by screen or shell page code, in one language. */
export function screenTitles(language: 'zh' | 'en'): Record<ScreenCode | keyof typeof shellPages, string> {
  const titles = {} as Record<ScreenCode | keyof typeof shellPages, string>;
  for (const [code, page] of Object.entries({ ...screens, ...shellPages }))
    titles[code as ScreenCode] = page[language];
  return titles;
}

export type ButtonDeclaration = { code: string; zh: string; en: string; demo: readonly DemoRole[] };

/** Button permission keys of spec §6 (list tools) and PRODUCT §5; `{ button }` permissions name one of these. */
export const buttonKeys = [
  { code: 'SeniorSearch', zh: '高级查询', en: 'Advanced query', demo: everyRole },
  { code: 'SeniorSetting', zh: '高级配置', en: 'Advanced setting', demo: [] },
  { code: 'SeniorColumn', zh: '表格列配置', en: 'Column configuration', demo: buyerVendor },
  { code: 'BaseColumn', zh: '配置列', en: 'Quick columns', demo: everyRole },
  { code: 'SeniorSettingDeleteAll', zh: '高级配置全部删除', en: 'Delete all settings', demo: [] },
  { code: 'ListParam/DeleteOne', zh: '删除配置项', en: 'Delete a setting', demo: [] },
  {
    code: 'SeniorColumnDeleteUserConfig',
    zh: '删除用户列配置',
    en: 'Delete user column config',
    demo: buyerVendor,
  },
  { code: 'SeniorColumnDeleteAll', zh: '删除全部列配置', en: 'Delete all column config', demo: [] },
  /** Reading the audit log (PRODUCT §8): administrators only. */
  { code: 'AuditLog', zh: '审计日志', en: 'Audit log', demo: [] },
  { code: 'IntegrationKey', zh: 'ERP/WMS 接口密钥', en: 'ERP/WMS API keys', demo: [] },
  { code: 'PurchaseOrderImport', zh: '导入采购订单', en: 'Import purchase orders', demo: buyer },
  /** A vendor's own API keys: list, create, revoke (vendor users only; their vendor's keys only). */
  { code: 'VendorApiKey', zh: '供应商接口密钥', en: 'Vendor API keys', demo: vendor },
  /** Supplier onboarding (issue #34): a buyer reviews a registering company; finance approves bank accounts. */
  { code: 'VendorReview', zh: '供应商审核', en: 'Review suppliers', demo: buyer },
  { code: 'VendorBankApproval', zh: '银行账户审批', en: 'Approve bank accounts', demo: ['finance'] },
] as const satisfies readonly ButtonDeclaration[];

export type ButtonKey = (typeof buttonKeys)[number]['code'];
const buttonCodes = new Set<string>(buttonKeys.map((b) => b.code));
export const isButtonKey = (code: string): code is ButtonKey => buttonCodes.has(code);
