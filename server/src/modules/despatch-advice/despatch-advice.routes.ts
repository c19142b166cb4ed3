import { apiPaths, errorEnvelope, idQuery } from '@srm/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { AppError } from '../../platform/errors.ts';
import { refusals } from '../../platform/refusals.ts';
import {
  type DespatchAdviceFile,
  despatchAdviceForIntegration,
  despatchAdviceForUser,
  noteScreens,
} from './despatch-advice.service.ts';

const tags = ['Despatch advice'];
const ediFile = z.string().meta({ description: 'A UN/EDIFACT DESADV D96A interchange (text/plain)' });

/** Despatch advice of shipped notes (issue #35, PRODUCT §11): a download for users, a pull for the ERP. */
export const despatchAdviceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The file as the answer's body: plain text, a download named after the note. */
  const send = (reply: FastifyReply, file: DespatchAdviceFile): string => {
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store');
    return file.content;
  };

  app.get(
    `/${apiPaths.despatchAdvice.download}`,
    {
      schema: {
        tags,
        summary:
          'A shipped note as UN/EDIFACT DESADV D96A (SSCC outer boxes → inner labels → lines), as a file; 409 before shipping',
        querystring: idQuery,
        response: { 200: ediFile, ...refusals },
      },
      config: { permission: { anyMenu: Object.values(noteScreens) } },
    },
    async (request, reply) =>
      send(reply, await despatchAdviceForUser(app.db, authOf(request), request.query.id)),
  );

  app.get(
    `/${apiPaths.despatchAdvice.integration}`,
    {
      schema: {
        tags: ['Integration'],
        summary:
          'ERP: the despatch advice (DESADV D96A) of a shipped note by its number; 409 before shipping',
        querystring: z.object({ deliveryNo: z.string().min(1).max(64) }),
        response: {
          200: ediFile,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
      config: { permission: { integration: 'notes' } },
    },
    async (request, reply) => {
      if (!request.integration) throw new AppError(401, 'integration.keyMissing');
      return send(
        reply,
        await despatchAdviceForIntegration(app.db, request.integration, request.query.deliveryNo),
      );
    },
  );
};
