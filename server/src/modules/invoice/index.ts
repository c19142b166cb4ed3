export { invoiceScreens } from './invoice.list.ts';
export { pushPayments } from './invoice.payments.ts';
export { invoiceRoutes } from './invoice.routes.ts';
export {
  approveInvoice,
  type InvoiceEvents,
  statementApprovalBy,
  submitInvoices,
} from './invoice.service.ts';
export { handInUbl, type UblHandInResult } from './invoice.ubl-hand-in.ts';
