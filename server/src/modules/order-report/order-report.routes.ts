import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import {
  openOrderLinesList,
  outsourcingOrderReportList,
  purchaseOrderReportList,
} from './order-report.list.ts';

/** The purchase and outsourcing order reports: lists (and their exports) for buyers, finance and vendors. */
export const orderReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(
    app,
    'PurchaseOrderReport',
    purchaseOrderReportList,
    'Purchase order lines with their delivery progress (vendors: their own lines)',
  );
  registerList(
    app,
    'OutsourcingOrderReport',
    outsourcingOrderReportList,
    'Outsourcing order lines with their delivery progress (vendors: their own lines)',
  );
  registerList(app, 'OpenOrderLines', openOrderLinesList, 'Order lines with something left to deliver');
};
