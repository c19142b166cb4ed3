import { apiPaths, envelopeOf, homeCharts, todoItem } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { todoOf } from './home.service.ts';
import { chartsOf } from './home-charts.service.ts';

/** The home page's figures (PRODUCT §8). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.home.todo}`,
    {
      schema: {
        tags: ['Home'],
        summary: 'My to-do: counts of what waits for the caller, each with the list and filter that show it',
        response: { 200: envelopeOf(z.array(todoItem)) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => ok(await todoOf(app.db, authOf(request))),
  );
  app.get(
    `/${apiPaths.home.charts}`,
    {
      schema: {
        tags: ['Home'],
        summary:
          'Home charts: deliveries per week, on-time and fill rates (per vendor, or per month for a vendor), statements by state',
        response: { 200: envelopeOf(homeCharts) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => ok(await chartsOf(app.reads.forRequest(request), authOf(request))),
  );
};
