import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { atRiskList } from './forecast-risk.list.ts';

/** At risk (issue #48): open order lines with the chance they arrive late, the largest exposure first. */
export const forecastRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(
    app,
    'AtRisk',
    atRiskList,
    'Open order lines with their late risk from the vendor’s (or the part’s) receipts, largest exposure first',
  );
};
