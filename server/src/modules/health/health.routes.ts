import { apiPaths, appVersion, envelopeOf, healthStatus } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../platform/db.ts';
import { translate } from '../../platform/messages.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.health}`,
    {
      schema: {
        tags: ['System'],
        summary: 'Liveness and database check',
        response: { 200: envelopeOf(healthStatus), 503: envelopeOf(healthStatus) },
      },
      config: { permission: { public: true } },
    },
    async (request, reply) => {
      const up = await pingDatabase(app.db);
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: app.dbKind,
        version: appVersion,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply
        .status(up ? 200 : 503)
        .send({ code: up ? 200 : 503, msg: up ? '' : translate(request.lang, 'health.degraded'), data });
    },
  );
};
