export { invoiceScreens } from './invoice.list.ts';
export { invoiceRoutes } from './invoice.routes.ts';
