export { orderReportRoutes } from './order-report.routes.ts';
