import { apiPaths } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoute, registerScreenList } from '../../platform/list/list-route.ts';
import {
  openOrderLinesList,
  outsourcingOrderReportList,
  purchaseOrderReportList,
} from './order-report.list.ts';

/** The purchase and outsourcing order reports: lists (and their exports) for buyers, finance and vendors. */
export const orderReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerListRoute(app, {
    path: apiPaths.purchaseOrderReport.loadData,
    definition: purchaseOrderReportList,
    permission: { menu: purchaseOrderReportList.route },
    tag: 'Report',
    summary: 'Purchase order lines with their delivery progress (vendors: their own lines)',
  });
  registerListRoute(app, {
    path: apiPaths.outsourcingOrderReport.loadData,
    definition: outsourcingOrderReportList,
    permission: { menu: outsourcingOrderReportList.route },
    tag: 'Report',
    summary: 'Outsourcing order lines with their delivery progress (vendors: their own lines)',
  });
  registerScreenList(app, 'OpenOrderLines', openOrderLinesList, 'Order lines with something left to deliver');
};
