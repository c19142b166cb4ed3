/**
 * The route table of spec §2.1: path, tab-title key (`routes.<name>` in the locale files) and menu group.
 * Screens not built yet render the "coming soon" page with their title; each screen is code-split.
 */
export type RouteGroup = 'supplier' | 'report' | 'system' | 'announcement' | 'settlement';

export type RouteMeta = {
  path: string;
  name: string;
  group?: RouteGroup;
  /** Every signed-in user may open it, menu or not (their own export records: the header's download list links it). */
  everyone?: boolean;
};

export const businessRoutes: RouteMeta[] = [
  { path: '/DeliveryNote/MaintainDeliveryNote2', name: 'MaintainDeliveryNote2', group: 'supplier' },
  { path: '/DeliveryNote/Outsourced', name: 'Outsourced', group: 'supplier' },
  { path: '/DeliveryNote/DeliveryDetailsQuery', name: 'DeliveryDetailsQuery', group: 'report' },
  { path: '/DeliveryNote/ExpenseBill', name: 'ExpenseBill', group: 'settlement' },
  { path: '/DeliveryNote/ReconBillMst', name: 'ReconBillMst', group: 'settlement' },
  { path: '/DeliveryNote/ReconBillMstManage', name: 'ReconBillMstManage', group: 'settlement' },
  { path: '/DeliveryNote/ReconBillMstManage/Vendor', name: 'ReconBillMstManageVendor', group: 'settlement' },
  {
    path: '/DeliveryNote/ReconBillMstManage/Finance',
    name: 'ReconBillMstManageFinance',
    group: 'settlement',
  },
  { path: '/DeliveryNote/PurchaseOrderReport', name: 'PurchaseOrderReport', group: 'report' },
  { path: '/DeliveryNote/OutsourcingOrderReport', name: 'OutsourcingOrderReport', group: 'report' },
  { path: '/Report/VendorScorecard', name: 'VendorScorecard', group: 'report' },
  { path: '/DeliveryNote/DeliveryCode', name: 'DeliveryCode', group: 'supplier' },
  { path: '/DeliveryNote/OuterBoxLabelManagement', name: 'OuterBoxLabelManagement', group: 'supplier' },
  { path: '/DeliveryNote/DnbarcodeHandmade', name: 'DnbarcodeHandmade', group: 'supplier' },
  { path: '/DeliveryNote/DnbarcodeHandmadeOutBox', name: 'DnbarcodeHandmadeOutBox', group: 'supplier' },
  { path: '/DeliveryNote/SubDeliveryNote', name: 'SubDeliveryNote', group: 'supplier' },
  { path: '/System/User', name: 'User', group: 'system' },
  { path: '/System/Vender', name: 'Vender', group: 'system' },
  { path: '/System/Role', name: 'Role', group: 'system' },
  { path: '/Menu/Index', name: 'Menu', group: 'system' },
  { path: '/Portal/Announcement', name: 'Announcement', group: 'announcement' },
  { path: '/SysReportTpl/Index', name: 'SysReportTpl', group: 'system' },
  { path: '/System/Mail', name: 'Mail', group: 'system' },
  { path: '/System/ExportRecord', name: 'ExportRecord', group: 'system', everyone: true },
];

export const homeRoute: RouteMeta = { path: '/index', name: 'index', everyone: true };
export const logRoute: RouteMeta = { path: '/log', name: 'log', everyone: true };

/** Every page that lives inside the shell and gets a tab: home, the business screens and the log. */
export const shellRoutes: RouteMeta[] = [homeRoute, ...businessRoutes, logRoute];

const byPath = new Map(shellRoutes.map((r) => [r.path.toLowerCase(), r]));

/** The route meta of a location (react-router matches paths case-insensitively, so does this). */
export function findRoute(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path.toLowerCase());
}
