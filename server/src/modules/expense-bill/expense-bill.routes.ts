import {
  apiPaths,
  envelopeOf,
  expenseBill,
  expenseBillDisputeBody,
  expenseBillIdBody,
  expenseBillSave,
  idQuery,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import { expenseBillList, expenseBillScreen } from './expense-bill.list.ts';
import { deleteExpenseBill, getBill, saveBill, transitionBill } from './expense-bill.service.ts';

const tags = ['Expense bills'];
/** One screen serves buyers and vendors; which side may do what is the service's state machine. */
const permission = { menu: expenseBillScreen };

/** Expense bills (PRODUCT §7): list, detail, save (buyers), send (buyers), confirm or dispute (vendors), delete. */
export const expenseBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'expense-bill');
  registerList(app, 'ExpenseBill', expenseBillList, 'Expense bills (vendors: their own, never drafts)');

  app.get(
    `/${apiPaths.expenseBill.get}`,
    {
      schema: {
        tags,
        summary: 'An expense bill',
        querystring: idQuery,
        response: { 200: envelopeOf(expenseBill), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getBill(app.db, authOf(request), request.query.id)),
  );

  app.post(
    `/${apiPaths.expenseBill.addOrModifySave}`,
    {
      schema: {
        tags,
        summary:
          'Create a draft bill (no ID) or modify a draft or disputed one; the tax is computed (buyers)',
        body: expenseBillSave,
        response: { 200: envelopeOf(expenseBill), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveBill(app.db, authOf(request), request.body)),
  );

  const transitions = [
    [apiPaths.expenseBill.send, 'send', 'draft | disputed → sent (buyers)'],
    [apiPaths.expenseBill.confirm, 'confirm', 'sent → confirmed (the vendor)'],
  ] as const;
  for (const [path, action, summary] of transitions)
    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          summary,
          body: expenseBillIdBody,
          response: { 200: envelopeOf(expenseBill), ...refusals },
        },
        config: { permission },
      },
      async (request) =>
        ok(await transitionBill(app.db, events, authOf(request), request.body.ID, { action })),
    );

  app.post(
    `/${apiPaths.expenseBill.dispute}`,
    {
      schema: {
        tags,
        summary: 'sent → disputed with a reason (the vendor); back to the buyer',
        body: expenseBillDisputeBody,
        response: { 200: envelopeOf(expenseBill), ...refusals },
      },
      config: { permission },
    },
    async (request) =>
      ok(
        await transitionBill(app.db, events, authOf(request), request.body.ID, {
          action: 'dispute',
          reason: request.body.REASON,
        }),
      ),
  );

  app.post(
    `/${apiPaths.expenseBill.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete a draft or disputed bill (buyers)',
        body: expenseBillIdBody,
        response: { 200: envelopeOf(z.number().int()), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await deleteExpenseBill(app.db, authOf(request), request.body.ID)),
  );
};
