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
   * The API prefix of a list screen (`registerList` on the server, `<ScreenList>` on the web): the list is
   * `<list>/LoadData`, its export `<list>/ExportData` and print `<list>/PrintData`; its LIST_ROUTE is `path`.
   */
  list?: string;
  /** Who may load the list when not only the screen's own menu: a list several screens show (by screen code). */
  listAccess?: { anyMenuOf: readonly string[] };
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
  Forecast: {
    path: '/Forecast/Demand',
    group: 'supplier',
    zh: '需求预测',
    en: 'Forecast',
    demo: buyerVendor,
  },
  ForecastCommitment: {
    path: '/Forecast/Commitments',
    group: 'supplier',
    zh: '预测承诺',
    en: 'Forecast commitments',
    demo: buyer,
    list: 'ForecastCommitment',
  },
  AtRisk: {
    path: '/Forecast/AtRisk',
    group: 'supplier',
    zh: '交付风险',
    en: 'At risk',
    demo: buyerVendor,
    list: 'AtRisk',
  },
  MaintainDeliveryNote2: {
    path: '/DeliveryNote/MaintainDeliveryNote2',
    group: 'supplier',
    zh: '送货单维护',
    en: 'Delivery notes',
    demo: buyerVendor,
    list: 'DeliveryNote',
  },
  Outsourced: {
    path: '/DeliveryNote/Outsourced',
    group: 'supplier',
    zh: '委外送货单',
    en: 'Outsourced delivery notes',
    demo: buyerVendor,
    list: 'Outsourced',
  },
  SubDeliveryNote: {
    path: '/DeliveryNote/SubDeliveryNote',
    group: 'supplier',
    zh: '下游供应商送货单',
    en: 'Downstream delivery notes',
    demo: buyerVendor,
    list: 'SubDeliveryNote',
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
    list: 'DeliveryCode',
  },
  OuterBoxLabelManagement: {
    path: '/DeliveryNote/OuterBoxLabelManagement',
    group: 'supplier',
    zh: '外箱标签管理',
    en: 'Outer box labels',
    demo: buyerVendor,
    list: 'OuterBox',
  },
  DnbarcodeHandmade: {
    path: '/DeliveryNote/DnbarcodeHandmade',
    group: 'supplier',
    zh: '手工打码',
    en: 'Manual coding',
    demo: vendor,
    list: 'DnbarcodeHandmade',
  },
  DnbarcodeHandmadeOutBox: {
    path: '/DeliveryNote/DnbarcodeHandmadeOutBox',
    group: 'supplier',
    zh: '手工打码(外箱)',
    en: 'Manual coding (outer box)',
    demo: vendor,
    list: 'DnbarcodeHandmadeOutBox',
  },
  ExpenseBill: {
    path: '/DeliveryNote/ExpenseBill',
    group: 'settlement',
    zh: '费用单',
    en: 'Expense bills',
    demo: buyerVendor,
    list: 'ExpenseBill',
  },
  ReconBillMst: {
    path: '/DeliveryNote/ReconBillMst',
    group: 'settlement',
    zh: '对账单',
    en: 'Reconciliation statements',
    demo: buyer,
    list: 'ReconBillMst',
    // The statement's lines: the buyer's, the vendor's and finance's screens open the same statement.
    listAccess: {
      anyMenuOf: [
        'ReconBillMst',
        'ReconBillMstManage',
        'ReconBillMstManageVendor',
        'ReconBillMstManageFinance',
      ],
    },
  },
  ReconBillMstManage: {
    path: '/DeliveryNote/ReconBillMstManage',
    group: 'settlement',
    zh: '对账单管理(采购)',
    en: 'Statements (purchasing)',
    demo: buyer,
    list: 'ReconBillMstManage',
  },
  ReconBillMstManageVendor: {
    path: '/DeliveryNote/ReconBillMstManage/Vendor',
    group: 'settlement',
    zh: '对账单管理(供应商)',
    en: 'Statements (vendor)',
    demo: vendor,
    list: 'ReconBillMstManage/Vendor',
  },
  ReconBillMstManageFinance: {
    path: '/DeliveryNote/ReconBillMstManage/Finance',
    group: 'settlement',
    zh: '对账单管理(财务)',
    en: 'Statements (finance)',
    demo: ['finance'],
    list: 'ReconBillMstManage/Finance',
  },
  Invoice: {
    path: '/Invoice/Vendor',
    group: 'settlement',
    zh: '我的发票',
    en: 'Invoices',
    demo: vendor,
    list: 'Invoice',
  },
  InvoiceReview: {
    path: '/Invoice/Review',
    group: 'settlement',
    zh: '发票审核',
    en: 'Invoice review',
    demo: ['finance'],
    list: 'InvoiceReview',
  },
  Payment: {
    path: '/Invoice/Payment',
    group: 'settlement',
    zh: '付款通知',
    en: 'Payments',
    demo: ['finance', 'vendor'],
    list: 'Payment',
  },
  PayablesAgeing: {
    path: '/Invoice/Ageing',
    group: 'settlement',
    zh: '应付账龄',
    en: 'Payables ageing',
    demo: ['finance'],
    list: 'PayablesAgeing',
  },
  DeliveryDetailsQuery: {
    path: '/DeliveryNote/DeliveryDetailsQuery',
    group: 'report',
    zh: '送货明细报表',
    en: 'Delivery details',
    demo: everyRole,
    list: 'DeliveryDetailsQuery',
  },
  PurchaseOrderReport: {
    path: '/DeliveryNote/PurchaseOrderReport',
    group: 'report',
    zh: '采购订单报表',
    en: 'Purchase order report',
    demo: everyRole,
    list: 'PurchaseOrderReport',
  },
  OutsourcingOrderReport: {
    path: '/DeliveryNote/OutsourcingOrderReport',
    group: 'report',
    zh: '委外订单报表',
    en: 'Outsourcing order report',
    demo: everyRole,
    list: 'OutsourcingOrderReport',
  },
  VendorScorecard: {
    path: '/Report/VendorScorecard',
    group: 'report',
    zh: '供应商绩效',
    en: 'Vendor scorecard',
    demo: buyerVendor,
    list: 'Scorecard',
  },
  Announcement: {
    path: '/Portal/Announcement',
    group: 'announcement',
    zh: '公告通知',
    en: 'Announcements',
    demo: buyer,
    list: 'Announcement',
  },
  User: {
    path: '/System/User',
    group: 'system',
    zh: '采购账号管理',
    en: 'Buyer accounts',
    demo: [],
    list: 'User',
  },
  Vender: {
    path: '/System/Vender',
    group: 'system',
    zh: '供应商账号管理',
    en: 'Vendor accounts',
    demo: [],
    list: 'Vender',
  },
  Role: { path: '/System/Role', group: 'system', zh: '角色管理', en: 'Roles', demo: [], list: 'Role' },
  Menu: { path: '/Menu/Index', group: 'system', zh: '菜单管理', en: 'Menus', demo: [] },
  SysReportTpl: {
    path: '/SysReportTpl/Index',
    group: 'system',
    zh: '单据打印模板',
    en: 'Print templates',
    demo: [],
    list: 'SysReportTpl',
  },
  Mail: {
    path: '/System/Mail',
    group: 'system',
    zh: '邮件服务设置',
    en: 'Mail settings',
    demo: [],
    list: 'Mail',
  },
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
    list: 'DomainEvent',
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
/**
 * A list that belongs to a screen but is not the screen's own list (issue #46): the order lines a note picks from,
 * the vendor screen's side tables, the audit log. Its LIST_ROUTE keys its column configuration; the screen's menu is
 * its permission unless `access` says otherwise, and the screen's title its OpenAPI tag.
 */
export type SubListDeclaration = {
  route: string;
  screen: ScreenCode;
  /** `POST` path answering pages; the export and print paths are derived from it (`exportPathOf`, `printPathOf`). */
  load: string;
  /** The list has no export (and so no print). */
  export?: false;
  access?: { button: ButtonKey };
};

/** Every sub-list, by its code (the order lines a note picks from are a picker: no export, printed as shown). */
export const subLists = {
  DeliveryNoteOrderLines: {
    route: '/DeliveryNote/MaintainDeliveryNote2/OrderLines',
    screen: 'MaintainDeliveryNote2',
    load: 'DeliveryNote/OpenOrderLines',
    export: false,
  },
  OutsourcedOrderLines: {
    route: '/DeliveryNote/Outsourced/OrderLines',
    screen: 'Outsourced',
    load: 'Outsourced/OpenOrderLines',
    export: false,
  },
  SubDeliveryNoteOrderLines: {
    route: '/DeliveryNote/SubDeliveryNote/OrderLines',
    screen: 'SubDeliveryNote',
    load: 'SubDeliveryNote/OpenOrderLines',
    export: false,
  },
  VenderVendors: { route: '/System/Vender/Vendors', screen: 'Vender', load: 'Vender/LoadVendors' },
  VenderParts: { route: '/System/Vender/Parts', screen: 'Vender', load: 'Vender/LoadParts' },
  VenderOverDelivery: {
    route: '/System/Vender/OverDelivery',
    screen: 'Vender',
    load: 'Vender/OverDeliveryLoadData',
  },
  VenderSpare: { route: '/System/Vender/Spare', screen: 'Vender', load: 'Vender/SpareLoadData' },
  HandmadeParts: {
    route: '/DeliveryNote/DnbarcodeHandmade/Parts',
    screen: 'DnbarcodeHandmade',
    load: 'DnbarcodeHandmade/LoadParts',
    export: false,
  },
  /** Opened from the account and role screens by the holders of the `AuditLog` button. */
  AuditLog: { route: '/Audit/Index', screen: 'User', load: 'Audit/LoadData', access: { button: 'AuditLog' } },
} as const satisfies Record<string, SubListDeclaration>;

/** The lists of each delivery-note kind (DN, OS, SUB): its screen's notes and the order lines a note picks from. */
export const noteListCodes = {
  DN: { notes: 'MaintainDeliveryNote2', orderLines: 'DeliveryNoteOrderLines' },
  OS: { notes: 'Outsourced', orderLines: 'OutsourcedOrderLines' },
  SUB: { notes: 'SubDeliveryNote', orderLines: 'SubDeliveryNoteOrderLines' },
} as const satisfies Record<'DN' | 'OS' | 'SUB', { notes: ScreenCode; orderLines: keyof typeof subLists }>;

/** The screens that declare a list. */
export type ScreenListCode = {
  [C in ScreenCode]: (typeof screens)[C] extends { list: string } ? C : never;
}[ScreenCode];
export type SubListCode = keyof typeof subLists;
/** Every list of the portal: a screen's own (by the screen's code) or a sub-list. */
export type ListCode = ScreenListCode | SubListCode;

/** The `POST` path answering a list's pages, as a literal type (the web types its rows by it). */
export type ListLoadPath<C extends ListCode> = C extends SubListCode
  ? (typeof subLists)[C]['load']
  : C extends ScreenCode
    ? (typeof screens)[C] extends { list: infer P extends string }
      ? `${P}/LoadData`
      : never
    : never;

/** Who may load a list, in the server's permission terms (screen paths). */
export type ListAccess = { menu: string } | { anyMenu: string[] } | { button: ButtonKey };

/** A list's declaration, resolved: what the server registers and the web's table calls. */
export type DeclaredList<C extends ListCode = ListCode> = {
  code: C;
  /** LIST_ROUTE: the key of its column configuration, saved queries and exports. */
  route: string;
  screen: ScreenCode;
  loadData: ListLoadPath<C>;
  /** `null`: the list has no export (and no print). */
  exportData: C extends SubListCode
    ? (typeof subLists)[C] extends { export: false }
      ? null
      : string
    : string;
  access: ListAccess;
};

const isSubList = (code: ListCode): code is SubListCode => Object.hasOwn(subLists, code);

/** A list's declaration by its code (throws for a code that declares none: a programming error). */
export function listOf<C extends ListCode>(code: C): DeclaredList<C> {
  if (isSubList(code)) {
    const sub: SubListDeclaration = subLists[code];
    return {
      code,
      route: sub.route,
      screen: sub.screen,
      loadData: sub.load as ListLoadPath<C>,
      exportData: (sub.export === false ? null : exportPathOf(sub.load)) as DeclaredList<C>['exportData'],
      access: sub.access ?? { menu: screens[sub.screen].path },
    };
  }
  const screen: ScreenDeclaration = screens[code as ScreenListCode];
  if (!screen.list) throw new Error(`Screen ${code} declares no list`);
  const paths = screen.listAccess?.anyMenuOf.map((c) => {
    if (!Object.hasOwn(screens, c)) throw new Error(`${code}: listAccess names no screen ${c}`);
    return screens[c as ScreenCode].path;
  });
  return {
    code,
    route: screen.path,
    screen: code,
    loadData: `${screen.list}/LoadData` as ListLoadPath<C>,
    exportData: `${screen.list}/ExportData` as DeclaredList<C>['exportData'],
    access: paths ? { anyMenu: paths } : { menu: screen.path },
  };
}

/** Every declared list: screens' first, in menu order, then the sub-lists. */
export const listCodes: readonly ListCode[] = [
  ...(Object.keys(screens) as ScreenCode[]).filter(
    (c): c is ScreenListCode => (screens[c] as ScreenDeclaration).list !== undefined,
  ),
  ...(Object.keys(subLists) as SubListCode[]),
];

/** The export path of a list: `User/LoadData` → `User/ExportData`, `X/OpenOrderLines` → `X/OpenOrderLines/ExportData`. */
export function exportPathOf(loadPath: string): string {
  return /LoadData$/.test(loadPath) ? loadPath.replace(/LoadData$/, 'ExportData') : `${loadPath}/ExportData`;
}

/** The print path of a list: `User/LoadData` → `User/PrintData` (same body, plus the selected rows' KEYS). */
export function printPathOf(loadPath: string): string {
  return /LoadData$/.test(loadPath) ? loadPath.replace(/LoadData$/, 'PrintData') : `${loadPath}/PrintData`;
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
