import {
  apiPaths,
  batchResult,
  envelopeOf,
  errorEnvelope,
  forecastCommitBody,
  forecastQuery,
  forecastSetting,
  forecastVersionSummary,
  forecastView,
  forecastWaterfall,
  forecastWaterfallQuery,
  pushForecastBody,
  pushScheduleBody,
  scheduleDue,
  scheduleDueQuery,
  scheduleQuery,
  scheduleView,
  screens,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type IntegrationCaller } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { forecastCommitmentList } from './forecast.list.ts';
import {
  commitForecast,
  type ForecastEvents,
  pushForecast,
  saveSetting,
  settingOf,
  forecastView as viewOf,
  forecastWaterfall as waterfallOf,
} from './forecast.service.ts';
import {
  scheduleDue as dueOf,
  pushSchedules,
  scheduleView as scheduleOf,
} from './forecast-schedule.service.ts';

const tags = ['Forecasts'];
/** The vendor's forecast screen and the buyer's: what each side may do is the service's. */
const either = { anyMenu: [screens.Forecast.path, screens.ForecastCommitment.path] };
const buyer = { menu: screens.ForecastCommitment.path };
/** 200,000 buckets (100 vendors × 80 parts × 26 weeks) are about 12 MB of JSON. */
const pushBodyLimit = 64 * 1024 * 1024;

const callerOf = (request: { integration: IntegrationCaller | null }): IntegrationCaller => {
  if (!request.integration) throw new AppError(401, 'integration.keyMissing');
  return request.integration;
};

/** Forecasts (issue #48): the ERP's push, the vendor's grid and commitment, the waterfall, the zone setting. */
export const forecastRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(
    app,
    'ForecastCommitment',
    forecastCommitmentList,
    'Buckets committed below demand in the firm and trade-off zones, largest first',
  );
  const events = publisherFor(app.events, 'forecast');
  screenRoutes(app, events);
  scheduleRoutes(app);
  settingRoutes(app);
  erpRoutes(app, events);
};

/** The delivery notes' editor proposes the call-offs due, so the note screen reads them too. */
const scheduleReaders = {
  anyMenu: [screens.Forecast.path, screens.ForecastCommitment.path, screens.MaintainDeliveryNote2.path],
};

function scheduleRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.forecast.schedule}`,
    {
      schema: {
        tags,
        summary:
          "A vendor's delivery schedule (its current release): per part the call-offs, cumulative required and received by today, and the curves",
        querystring: scheduleQuery,
        response: { 200: envelopeOf(scheduleView), ...refusals },
      },
      config: { permission: either },
    },
    async (request) =>
      ok(await scheduleOf(app.reads.forRequest(request), authOf(request), request.query.vendor)),
  );
  app.get(
    `/${apiPaths.forecast.scheduleDue}`,
    {
      schema: {
        tags,
        summary:
          'The call-offs due by `until` (default: a week ahead) that delivery notes do not cover yet, per open order line: what a new note proposes',
        querystring: scheduleDueQuery,
        response: { 200: envelopeOf(scheduleDue), ...refusals },
      },
      config: { permission: scheduleReaders },
    },
    async (request) => ok(await dueOf(app.db, authOf(request), request.query.vendor, request.query.until)),
  );
}

function screenRoutes(app: RouteApp, events: ForecastEvents): void {
  app.get(
    `/${apiPaths.forecast.get}`,
    {
      schema: {
        tags,
        summary:
          "A vendor's forecast version (the newest unless `id`): periods with their zones, each part's demand beside the previous version's, the commitment",
        querystring: forecastQuery,
        response: { 200: envelopeOf(forecastView), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await viewOf(app.reads.forRequest(request), authOf(request), request.query)),
  );
  app.post(
    `/${apiPaths.forecast.commit}`,
    {
      bodyLimit: pushBodyLimit,
      schema: {
        tags,
        summary:
          'The vendor commits to its newest version: every bucket as published but those named; below demand in the firm or trade-off zone only with a reason',
        body: forecastCommitBody,
        response: { 200: envelopeOf(forecastVersionSummary), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await commitForecast(app.db, events, authOf(request), request.body)),
  );
  app.get(
    `/${apiPaths.forecast.waterfall}`,
    {
      schema: {
        tags,
        summary: "How one part's demand moved: each version's quantity and commitment per bucket",
        querystring: forecastWaterfallQuery,
        response: { 200: envelopeOf(forecastWaterfall), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await waterfallOf(app.reads.forRequest(request), authOf(request), request.query)),
  );
}

function settingRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.forecast.settingGet}`,
    {
      schema: {
        tags,
        summary:
          "The organisation's zone boundaries in weeks from the publishing week (4 and 12 until saved)",
        response: { 200: envelopeOf(forecastSetting), ...refusals },
      },
      config: { permission: buyer },
    },
    async (request) => {
      const s = await settingOf(app.db, authOf(request).orgId);
      return ok({ FIRM_WEEKS: s.firm_weeks, TRADEOFF_WEEKS: s.tradeoff_weeks });
    },
  );
  app.post(
    `/${apiPaths.forecast.settingSave}`,
    {
      schema: {
        tags,
        summary: 'Saves the zone boundaries, for versions published from now on',
        body: forecastSetting,
        response: { 200: envelopeOf(forecastSetting), ...refusals },
      },
      config: { permission: buyer },
    },
    async (request) => ok(await saveSetting(app.db, authOf(request), request.body)),
  );
}

const refused = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** The ERP (an organisation key with the `forecasts` scope). */
function erpRoutes(app: RouteApp, events: ForecastEvents): void {
  app.post(
    `/${apiPaths.forecast.pushForecast}`,
    {
      bodyLimit: pushBodyLimit,
      schema: {
        tags: ['Integration'],
        summary:
          "ERP: versions of vendors' demand per part in weekly (YYYY-Www) or monthly (YYYY-MM) buckets; idempotent per version, all or none",
        body: pushForecastBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission: { integration: 'forecasts' } },
    },
    async (request) =>
      ok(await pushForecast(app.db, events, callerOf(request), request.body.Versions, request.lang)),
  );
  app.post(
    `/${apiPaths.forecast.pushSchedule}`,
    {
      bodyLimit: pushBodyLimit,
      schema: {
        tags: ['Integration'],
        summary:
          "ERP: releases of vendors' delivery schedules — firm call-offs (PO_NO, PO_ITEM, DUE_DATE, QTY) stating each order line's whole schedule; the newest release replaces the vendor's; idempotent per release, all or none",
        body: pushScheduleBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission: { integration: 'forecasts' } },
    },
    async (request) =>
      ok(await pushSchedules(app.db, callerOf(request), request.body.Releases, request.lang)),
  );
}
