/**
 * The portal's built-in menu tree (module SCM) and button permission keys. Installed on first start; an
 * administrator edits them afterwards on the Menu screen. `code` is stable and never shown.
 */
export type CatalogMenu = {
  code: string;
  name: string;
  en: string;
  url?: string;
  icon?: string;
  children?: CatalogMenu[];
};

export type CatalogButton = { code: string; name: string; en: string };

export const menuCatalog: CatalogMenu[] = [
  {
    code: 'supplier',
    name: '供应商协同',
    en: 'Supplier',
    icon: 'car',
    children: [
      {
        code: 'MaintainDeliveryNote2',
        name: '送货单维护',
        en: 'Delivery notes',
        url: '/DeliveryNote/MaintainDeliveryNote2',
      },
      {
        code: 'Outsourced',
        name: '委外送货单',
        en: 'Outsourced delivery notes',
        url: '/DeliveryNote/Outsourced',
      },
      {
        code: 'SubDeliveryNote',
        name: '下游供应商送货单',
        en: 'Downstream delivery notes',
        url: '/DeliveryNote/SubDeliveryNote',
      },
      {
        code: 'DeliveryCode',
        name: '内箱标签管理',
        en: 'Inner box labels',
        url: '/DeliveryNote/DeliveryCode',
      },
      {
        code: 'OuterBoxLabelManagement',
        name: '外箱标签管理',
        en: 'Outer box labels',
        url: '/DeliveryNote/OuterBoxLabelManagement',
      },
      {
        code: 'DnbarcodeHandmade',
        name: '手工打码',
        en: 'Manual coding',
        url: '/DeliveryNote/DnbarcodeHandmade',
      },
      {
        code: 'DnbarcodeHandmadeOutBox',
        name: '手工打码(外箱)',
        en: 'Manual coding (outer box)',
        url: '/DeliveryNote/DnbarcodeHandmadeOutBox',
      },
    ],
  },
  {
    code: 'settlement',
    name: '对账结算',
    en: 'Settlement',
    icon: 'account-book',
    children: [
      { code: 'ExpenseBill', name: '费用单', en: 'Expense bills', url: '/DeliveryNote/ExpenseBill' },
      {
        code: 'ReconBillMst',
        name: '对账单',
        en: 'Reconciliation statements',
        url: '/DeliveryNote/ReconBillMst',
      },
      {
        code: 'ReconBillMstManage',
        name: '对账单管理(采购)',
        en: 'Statements (purchasing)',
        url: '/DeliveryNote/ReconBillMstManage',
      },
      {
        code: 'ReconBillMstManageVendor',
        name: '对账单管理(供应商)',
        en: 'Statements (vendor)',
        url: '/DeliveryNote/ReconBillMstManage/Vendor',
      },
      {
        code: 'ReconBillMstManageFinance',
        name: '对账单管理(财务)',
        en: 'Statements (finance)',
        url: '/DeliveryNote/ReconBillMstManage/Finance',
      },
    ],
  },
  {
    code: 'report',
    name: '报表中心',
    en: 'Report center',
    icon: 'bar-chart',
    children: [
      {
        code: 'DeliveryDetailsQuery',
        name: '送货明细报表',
        en: 'Delivery details',
        url: '/DeliveryNote/DeliveryDetailsQuery',
      },
      {
        code: 'PurchaseOrderReport',
        name: '采购订单报表',
        en: 'Purchase order report',
        url: '/DeliveryNote/PurchaseOrderReport',
      },
      {
        code: 'OutsourcingOrderReport',
        name: '委外订单报表',
        en: 'Outsourcing order report',
        url: '/DeliveryNote/OutsourcingOrderReport',
      },
      {
        code: 'VendorScorecard',
        name: '供应商绩效',
        en: 'Vendor scorecard',
        url: '/Report/VendorScorecard',
      },
    ],
  },
  {
    code: 'announcement',
    name: '公告管理',
    en: 'Announcements',
    icon: 'notification',
    children: [{ code: 'Announcement', name: '公告通知', en: 'Announcements', url: '/Portal/Announcement' }],
  },
  {
    code: 'system',
    name: '系统管理',
    en: 'System management',
    icon: 'setting',
    children: [
      { code: 'User', name: '采购账号管理', en: 'Buyer accounts', url: '/System/User' },
      { code: 'Vender', name: '供应商账号管理', en: 'Vendor accounts', url: '/System/Vender' },
      { code: 'Role', name: '角色管理', en: 'Roles', url: '/System/Role' },
      { code: 'Menu', name: '菜单管理', en: 'Menus', url: '/Menu/Index' },
      { code: 'SysReportTpl', name: '单据打印模板', en: 'Print templates', url: '/SysReportTpl/Index' },
      { code: 'Mail', name: '邮件服务设置', en: 'Mail settings', url: '/System/Mail' },
      { code: 'ExportRecord', name: '数据导出记录', en: 'Export records', url: '/System/ExportRecord' },
    ],
  },
];

/** Button permission keys of spec §6 (list tools) and PRODUCT §5 (delivery note actions). */
export const buttonCatalog: CatalogButton[] = [
  { code: 'SeniorSearch', name: '高级查询', en: 'Advanced query' },
  { code: 'SeniorSetting', name: '高级配置', en: 'Advanced setting' },
  { code: 'SeniorColumn', name: '表格列配置', en: 'Column configuration' },
  { code: 'BaseColumn', name: '配置列', en: 'Quick columns' },
  { code: 'SeniorSettingDeleteAll', name: '高级配置全部删除', en: 'Delete all settings' },
  { code: 'ListParam/DeleteOne', name: '删除配置项', en: 'Delete a setting' },
  { code: 'SeniorColumnDeleteUserConfig', name: '删除用户列配置', en: 'Delete user column config' },
  { code: 'SeniorColumnDeleteAll', name: '删除全部列配置', en: 'Delete all column config' },
  /** Reading the audit log (PRODUCT §8): administrators only. */
  { code: 'AuditLog', name: '审计日志', en: 'Audit log' },
  { code: 'IntegrationKey', name: 'ERP/WMS 接口密钥', en: 'ERP/WMS API keys' },
  { code: 'PurchaseOrderImport', name: '导入采购订单', en: 'Import purchase orders' },
  /** Reading undelivered domain events and retrying a failed one (issue #31): administrators only. */
  { code: 'EventDelivery', name: '事件投递', en: 'Event deliveries' },
];
