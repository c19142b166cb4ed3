import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { scorecardList } from './scorecard.list.ts';

/** The vendor scorecard: one row per vendor and month (and its export) for buyers and administrators; a vendor its own. */
export const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(
    app,
    'VendorScorecard',
    scorecardList,
    'Vendor scorecard per month: on-time rates (due, promised, original date), fill and shortage rates, average days late, answered rate and answer hours, forecast commitment reliability (vendors: their own)',
  );
};
