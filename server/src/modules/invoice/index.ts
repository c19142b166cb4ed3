export { invoiceScreens } from './invoice.list.ts';
export { invoiceRoutes } from './invoice.routes.ts';
export type { InvoiceEvents } from './invoice.service.ts';
export { handInUbl, type UblHandInResult } from './invoice.ubl-hand-in.ts';
