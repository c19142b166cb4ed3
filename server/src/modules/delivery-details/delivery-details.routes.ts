import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoute } from '../../platform/list/list-route.ts';
import { deliveryDetailsList } from './delivery-details.list.ts';

/** The delivery details report: every line of every note the caller may see, with its header (read only). */
export const deliveryDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerListRoute(app, {
    path: 'DeliveryDetailsQuery/LoadData',
    definition: deliveryDetailsList,
    permission: { menu: deliveryDetailsList.route },
    tag: 'Reports',
    summary: 'Every delivery line with its note header',
  });
};
