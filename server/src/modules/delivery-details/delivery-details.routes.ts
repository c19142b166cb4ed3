import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { deliveryDetailsList } from './delivery-details.list.ts';

/** The delivery details report: every line of every note the caller may see, with its header (read only). */
export const deliveryDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, 'DeliveryDetailsQuery', deliveryDetailsList, 'Every delivery line with its note header');
};
