import {
  acceptBody,
  answerResult,
  apiPaths,
  confirmBody,
  envelopeOf,
  lineTimeline,
  orderView,
  orderViewQuery,
  refuseBody,
  scheduleBody,
  screens,
  timelineQuery,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import { confirmationReviewList, orderConfirmationList } from './order-confirmation.list.ts';
import { answer, lineTimelineOf, orderViewOf } from './order-confirmation.service.ts';

const tags = ['Order collaboration'];
const vendor: Permission = { menu: screens.OrderConfirmation.path };
const buyer: Permission = { menu: screens.ConfirmationReview.path };
/** The order-line drawer opens from every order list. */
const anyOrderList: Permission = {
  anyMenu: [
    screens.OrderConfirmation.path,
    screens.ConfirmationReview.path,
    screens.PurchaseOrderReport.path,
    screens.OutsourcingOrderReport.path,
    screens.OpenOrderLines.path,
  ],
};
const answered = { 200: envelopeOf(answerResult), ...refusals };

/**
 * Order collaboration (issue #32, PRODUCT §10): the vendor's and the buyer's lists, their answers on the
 * confirmation state machine (contract `confirmTransitions`), and an order line's timeline.
 */
export const orderConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'order-confirmation');
  registerList(
    app,
    'OrderConfirmation',
    orderConfirmationList,
    "The vendor's open order lines with their confirmation, those to answer first",
  );
  registerList(
    app,
    'ConfirmationReview',
    confirmationReviewList,
    'Open order lines proposed, refused or unanswered, the longest waiting first (purchasing)',
  );

  app.post(
    `/${apiPaths.orderConfirmation.accept}`,
    {
      schema: {
        tags,
        summary:
          'The vendor accepts lines as ordered (a countered one as countered: confirmed), all or none; 409 names a line answered meanwhile',
        body: acceptBody,
        response: answered,
      },
      config: { permission: vendor },
    },
    async (request) =>
      ok(await answer(app.db, events, authOf(request), { action: 'accept', lines: request.body.LINES })),
  );

  app.post(
    `/${apiPaths.orderConfirmation.propose}`,
    {
      schema: {
        tags,
        summary:
          'The vendor proposes a schedule (dates and quantities, a split) for one line; 400 names what breaks the rules',
        body: scheduleBody,
        response: answered,
      },
      config: { permission: vendor },
    },
    async (request) => {
      const { SCHEDULE, REASON, ...line } = request.body;
      return ok(
        await answer(app.db, events, authOf(request), {
          action: 'propose',
          line,
          schedule: SCHEDULE,
          reason: REASON,
        }),
      );
    },
  );

  app.post(
    `/${apiPaths.orderConfirmation.refuse}`,
    {
      schema: {
        tags,
        summary: 'The vendor refuses one line, with a reason',
        body: refuseBody,
        response: answered,
      },
      config: { permission: vendor },
    },
    async (request) => {
      const { REASON, ...line } = request.body;
      return ok(await answer(app.db, events, authOf(request), { action: 'refuse', line, reason: REASON }));
    },
  );

  app.post(
    `/${apiPaths.orderConfirmation.confirm}`,
    {
      schema: {
        tags,
        summary: "The buyer confirms vendors' proposals, all or none (a short one too)",
        body: confirmBody,
        response: answered,
      },
      config: { permission: buyer },
    },
    async (request) =>
      ok(await answer(app.db, events, authOf(request), { action: 'confirm', lines: request.body.LINES })),
  );

  app.post(
    `/${apiPaths.orderConfirmation.counter}`,
    {
      schema: {
        tags,
        summary: 'The buyer counters a proposal or a refusal with a schedule of its own, back to the vendor',
        body: scheduleBody,
        response: answered,
      },
      config: { permission: buyer },
    },
    async (request) => {
      const { SCHEDULE, REASON, ...line } = request.body;
      return ok(
        await answer(app.db, events, authOf(request), {
          action: 'counter',
          line,
          schedule: SCHEDULE,
          reason: REASON,
        }),
      );
    },
  );

  app.get(
    `/${apiPaths.orderConfirmation.timeline}`,
    {
      schema: {
        tags,
        summary:
          "An order line's timeline: the ERP's original and current figures, the schedule and every version (vendors: their own lines)",
        querystring: timelineQuery,
        response: { 200: envelopeOf(lineTimeline), ...refusals },
      },
      config: { permission: anyOrderList },
    },
    async (request) => ok(await lineTimelineOf(app.db, authOf(request), request.query.id)),
  );

  app.get(
    `/${apiPaths.orderConfirmation.order}`,
    {
      schema: {
        tags,
        summary:
          "The whole order of a line: every line of its order (the line's vendor's) with the ERP's figures, deliveries and its answer — state, schedule, reason (vendors: their own orders)",
        querystring: orderViewQuery,
        response: { 200: envelopeOf(orderView), ...refusals },
      },
      config: { permission: anyOrderList },
    },
    async (request) => ok(await orderViewOf(app.db, authOf(request), request.query.id)),
  );
};
