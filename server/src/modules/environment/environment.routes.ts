import { envelopeOf, environmentDefaults, environmentDefaultsQuery, environmentPaths } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { environmentDefaults as defaultsFor, parseEnvironments, requestHost } from './environment.service.ts';

export const environmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked at start: a bad ENVIRONMENTS stops the process instead of answering every browser wrongly.
  const listed = parseEnvironments(app.config.environments);

  // Public: the login page needs it before anyone signs in. It answers addresses and names only, nothing secret.
  app.get(
    `/${environmentPaths.defaults}`,
    {
      schema: {
        tags: ['System'],
        summary: "This server's environment defaults and the environments its operator lists",
        querystring: environmentDefaultsQuery,
        response: { 200: envelopeOf(environmentDefaults) },
      },
      config: { permission: { public: true } },
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: defaultsFor(listed, request.query.HostName ?? requestHost(request.host), request.lang),
    }),
  );
};
