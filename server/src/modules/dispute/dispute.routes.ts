import { apiPaths, disputeListQuery, disputePostBody, disputeThread, envelopeOf } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import { expenseBillScreen } from '../expense-bill/index.ts';
import { statementScreens } from '../statement/index.ts';
import { getThread, postMessage } from './dispute.service.ts';

const tags = ['Dispute threads'];
/** Any screen of a statement or of expense bills; the document's own scope decides the rest (404 outside it). */
const permission: Permission = { anyMenu: [...Object.values(statementScreens), expenseBillScreen] };

/** Dispute threads on statements and expense bills: read, and post a message with attachments. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.dispute.list}`,
    {
      schema: {
        tags,
        summary: 'The thread of a statement or an expense bill the caller may read, oldest first',
        querystring: disputeListQuery,
        response: { 200: envelopeOf(disputeThread), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getThread(app.db, authOf(request), request.query.KIND, request.query.id)),
  );

  app.post(
    `/${apiPaths.dispute.post}`,
    {
      schema: {
        tags,
        summary:
          'Post a message (about the document or a statement line) with uploaded attachments; 409 once closed',
        body: disputePostBody,
        response: { 200: envelopeOf(disputeThread), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await postMessage(app.db, authOf(request), request.body)),
  );
};
