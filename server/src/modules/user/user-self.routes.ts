import { apiPaths, changePasswordBody, envelopeOf, errorEnvelope, userPreferences } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { changeOwnPassword, loadPreferences, savePreferences } from './user-self.service.ts';

const tags = ['User'];

/** What every signed-in user does to its own account: change its password, keep its preferences. */
export const userSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/${apiPaths.user.changePassword}`,
    {
      schema: {
        tags,
        summary:
          'Change one’s own password (RSA-encrypted old, new and confirm password); ends every session',
        body: changePasswordBody,
        response: { 200: envelopeOf(z.boolean()), 400: errorEnvelope, 403: errorEnvelope },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      await changeOwnPassword(app.db, authOf(request), request.body);
      return ok(true);
    },
  );

  app.get(
    `/${apiPaths.user.getPreferences}`,
    {
      schema: {
        tags,
        summary: 'The caller’s preferences (theme, size, colour, language, menu collapse, open tabs)',
        response: { 200: envelopeOf(userPreferences) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => ok(await loadPreferences(app.db, authOf(request))),
  );

  app.post(
    `/${apiPaths.user.savePreferences}`,
    {
      schema: {
        tags,
        summary: 'Replace the caller’s preferences (a JSON object of at most 16 KB)',
        body: userPreferences,
        response: { 200: envelopeOf(z.boolean()), 400: errorEnvelope, 413: errorEnvelope },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      await savePreferences(app.db, authOf(request), request.body);
      return ok(true);
    },
  );
};
