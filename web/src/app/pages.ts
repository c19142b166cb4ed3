import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';
import { loadPageTexts } from '../platform/i18n.ts';

/** A page's chunk, shown once the pages' texts of the user's language are there too. */
export const lazy = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  reactLazy(() => Promise.all([load(), loadPageTexts()]).then(([page]) => page));

/**
 * Screens that are built, by route path: each is code-split. Paths of the route table not listed here show
 * the "coming soon" page.
 */
export const pageComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  '/System/ExportRecord': lazy(() => import('../pages/export/ExportPage.tsx')),
  '/DeliveryNote/MaintainDeliveryNote2': lazy(() =>
    import('../pages/delivery-note/DeliveryNotePage.tsx').then((m) => ({
      default: m.MaintainDeliveryNote2Page,
    })),
  ),
  '/DeliveryNote/Outsourced': lazy(() =>
    import('../pages/delivery-note/DeliveryNotePage.tsx').then((m) => ({ default: m.OutsourcedPage })),
  ),
  '/DeliveryNote/SubDeliveryNote': lazy(() =>
    import('../pages/delivery-note/DeliveryNotePage.tsx').then((m) => ({ default: m.SubDeliveryNotePage })),
  ),
  '/DeliveryNote/DeliveryDetailsQuery': lazy(
    () => import('../pages/delivery-details/DeliveryDetailsPage.tsx'),
  ),
  '/DeliveryNote/OutsourcingOrderReport': lazy(() =>
    import('../pages/order-report/OrderReportPage.tsx').then((m) => ({
      default: m.OutsourcingOrderReportPage,
    })),
  ),
  '/Report/VendorScorecard': lazy(() => import('../pages/scorecard/VendorScorecardPage.tsx')),
  '/DeliveryNote/PurchaseOrderReport': lazy(() =>
    import('../pages/order-report/OrderReportPage.tsx').then((m) => ({ default: m.PurchaseOrderReportPage })),
  ),
  '/DeliveryNote/DeliveryCode': lazy(() => import('../pages/label/DeliveryCodePage.tsx')),
  '/DeliveryNote/OuterBoxLabelManagement': lazy(() =>
    import('../pages/label/OuterBoxPage.tsx').then((m) => ({ default: m.OuterBoxLabelManagementPage })),
  ),
  '/DeliveryNote/DnbarcodeHandmade': lazy(() => import('../pages/label/DnbarcodeHandmadePage.tsx')),
  '/DeliveryNote/DnbarcodeHandmadeOutBox': lazy(() =>
    import('../pages/label/OuterBoxPage.tsx').then((m) => ({ default: m.DnbarcodeHandmadeOutBoxPage })),
  ),
  '/DeliveryNote/ExpenseBill': lazy(() => import('../pages/expense-bill/ExpenseBillPage.tsx')),
  '/DeliveryNote/ReconBillMst': lazy(() => import('../pages/statement/StatementLinesPage.tsx')),
  '/DeliveryNote/ReconBillMstManage': lazy(() =>
    import('../pages/statement/StatementsPage.tsx').then((m) => ({ default: m.ReconBillMstManagePage })),
  ),
  '/DeliveryNote/ReconBillMstManage/Vendor': lazy(() =>
    import('../pages/statement/StatementsPage.tsx').then((m) => ({
      default: m.ReconBillMstManageVendorPage,
    })),
  ),
  '/DeliveryNote/ReconBillMstManage/Finance': lazy(() =>
    import('../pages/statement/StatementsPage.tsx').then((m) => ({
      default: m.ReconBillMstManageFinancePage,
    })),
  ),
  '/System/User': lazy(() => import('../pages/user/UserPage.tsx')),
  '/System/Vender': lazy(() => import('../pages/vendor/VendorPage.tsx')),
  '/System/Mail': lazy(() => import('../pages/mail/MailPage.tsx')),
  '/System/Role': lazy(() => import('../pages/role/RolePage.tsx')),
  '/Menu/Index': lazy(() => import('../pages/menu/MenuPage.tsx')),
  '/SysReportTpl/Index': lazy(() => import('../pages/print-template/PrintTemplatePage.tsx')),
  '/Portal/Announcement': lazy(() => import('../pages/announcement/AnnouncementPage.tsx')),
};
