import type { ScreenCode } from '@srm/contract';
import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';
import { loadPageTexts } from '../platform/i18n.ts';

/** A page's chunk, shown once the pages' texts of the user's language are there too. */
export const lazy = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  reactLazy(() => Promise.all([load(), loadPageTexts()]).then(([page]) => page));

/**
 * The page of every screen of the registry (contract/src/screens.ts), by its code: each is code-split. A screen
 * declared without a page, or a page here without a screen, does not compile.
 */
export const pageComponents: Record<ScreenCode, LazyExoticComponent<ComponentType>> = {
  ExportRecord: lazy(() => import('../pages/export/ExportPage.tsx')),
  VendorApiKeys: lazy(() => import('../pages/vendor-key/VendorKeyPage.tsx')),
  WebhookEndpoints: lazy(() => import('../pages/webhook/WebhookEndpointsPage.tsx')),
  WebhookDeliveries: lazy(() => import('../pages/webhook/WebhookDeliveriesPage.tsx')),
  MaintainDeliveryNote2: lazy(() =>
    import('../pages/delivery-note/DeliveryNotePage.tsx').then((m) => ({
      default: m.MaintainDeliveryNote2Page,
    })),
  ),
  Outsourced: lazy(() =>
    import('../pages/delivery-note/DeliveryNotePage.tsx').then((m) => ({ default: m.OutsourcedPage })),
  ),
  SubDeliveryNote: lazy(() =>
    import('../pages/delivery-note/DeliveryNotePage.tsx').then((m) => ({ default: m.SubDeliveryNotePage })),
  ),
  DeliveryDetailsQuery: lazy(() => import('../pages/delivery-details/DeliveryDetailsPage.tsx')),
  OutsourcingOrderReport: lazy(() =>
    import('../pages/order-report/OrderReportPage.tsx').then((m) => ({
      default: m.OutsourcingOrderReportPage,
    })),
  ),
  VendorScorecard: lazy(() => import('../pages/scorecard/VendorScorecardPage.tsx')),
  PurchaseOrderReport: lazy(() =>
    import('../pages/order-report/OrderReportPage.tsx').then((m) => ({ default: m.PurchaseOrderReportPage })),
  ),
  OpenOrderLines: lazy(() =>
    import('../pages/order-report/OrderReportPage.tsx').then((m) => ({ default: m.OpenOrderLinesPage })),
  ),
  DeliveryCode: lazy(() => import('../pages/label/DeliveryCodePage.tsx')),
  DockReceiving: lazy(() => import('../pages/receiving/DockReceivingPage.tsx')),
  OuterBoxLabelManagement: lazy(() =>
    import('../pages/label/OuterBoxPage.tsx').then((m) => ({ default: m.OuterBoxLabelManagementPage })),
  ),
  DnbarcodeHandmade: lazy(() => import('../pages/label/DnbarcodeHandmadePage.tsx')),
  DnbarcodeHandmadeOutBox: lazy(() =>
    import('../pages/label/OuterBoxPage.tsx').then((m) => ({ default: m.DnbarcodeHandmadeOutBoxPage })),
  ),
  ExpenseBill: lazy(() => import('../pages/expense-bill/ExpenseBillPage.tsx')),
  ReconBillMst: lazy(() => import('../pages/statement/StatementLinesPage.tsx')),
  ReconBillMstManage: lazy(() =>
    import('../pages/statement/StatementsPage.tsx').then((m) => ({ default: m.ReconBillMstManagePage })),
  ),
  ReconBillMstManageVendor: lazy(() =>
    import('../pages/statement/StatementsPage.tsx').then((m) => ({
      default: m.ReconBillMstManageVendorPage,
    })),
  ),
  ReconBillMstManageFinance: lazy(() =>
    import('../pages/statement/StatementsPage.tsx').then((m) => ({
      default: m.ReconBillMstManageFinancePage,
    })),
  ),
  Forecast: lazy(() => import('../pages/forecast/ForecastPage.tsx')),
  ForecastCommitment: lazy(() => import('../pages/forecast/ForecastCommitmentPage.tsx')),
  AtRisk: lazy(() => import('../pages/forecast/AtRiskPage.tsx')),
  Invoice: lazy(() => import('../pages/invoice/InvoicePage.tsx')),
  InvoiceReview: lazy(() => import('../pages/invoice/InvoiceReviewPage.tsx')),
  Payment: lazy(() => import('../pages/invoice/PaymentPage.tsx')),
  PayablesAgeing: lazy(() => import('../pages/invoice/PayablesAgeingPage.tsx')),
  User: lazy(() => import('../pages/user/UserPage.tsx')),
  Vender: lazy(() => import('../pages/vendor/VendorPage.tsx')),
  Mail: lazy(() => import('../pages/mail/MailPage.tsx')),
  OrgSettings: lazy(() => import('../pages/organization/OrgSettingsPage.tsx')),
  Role: lazy(() => import('../pages/role/RolePage.tsx')),
  Menu: lazy(() => import('../pages/menu/MenuPage.tsx')),
  SysReportTpl: lazy(() => import('../pages/print-template/PrintTemplatePage.tsx')),
  Announcement: lazy(() => import('../pages/announcement/AnnouncementPage.tsx')),
  DomainEvent: lazy(() => import('../pages/domain-event/DomainEventPage.tsx')),
  OrderConfirmation: lazy(() => import('../pages/order-confirmation/OrderConfirmationPage.tsx')),
  ConfirmationReview: lazy(() => import('../pages/order-confirmation/ConfirmationReviewPage.tsx')),
  Inspection: lazy(() => import('../pages/quality/InspectionPage.tsx')),
  Ncr: lazy(() => import('../pages/quality/NcrPage.tsx')),
  DefectCodes: lazy(() => import('../pages/quality/DefectCodesPage.tsx')),
  VendorInvitations: lazy(() => import('../pages/onboarding/InvitationsPage.tsx')),
  VendorRegistrations: lazy(() => import('../pages/onboarding/RegistrationsPage.tsx')),
  VendorProfile: lazy(() => import('../pages/onboarding/CompanyProfilePage.tsx')),
  VendorChanges: lazy(() => import('../pages/onboarding/ChangesPage.tsx')),
  VendorDocuments: lazy(() => import('../pages/onboarding/DocumentsPage.tsx')),
  DocumentTypes: lazy(() => import('../pages/onboarding/DocumentTypesPage.tsx')),
};
