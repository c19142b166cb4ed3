import { apiPaths, appVersion, envelopeOf, healthStatus, readinessStatus } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../messages.ts';
import { pingDatabase } from '../../platform/db.ts';
import { pendingMigrations } from '../../platform/migrate.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';

/** How long readiness waits for the database before it answers 503. */
export const readinessTimeoutMs = 2_000;

/** `work`'s answer, or `fallback` when it fails or takes longer than `ms` (the work is left to finish on its own). */
async function within<T>(ms: number, work: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work().catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: kept at /api/health (scripts, the browser tests and load balancers already call it). It asks
  // nothing of the database, so an orchestrator never restarts a healthy process because the database is slow.
  app.get(
    `/${apiPaths.health}`,
    {
      schema: {
        tags: ['System'],
        summary: 'Liveness: 200 while the process runs',
        response: { 200: envelopeOf(healthStatus) },
      },
      config: { permission: { public: true } },
    },
    async () => ({
      code: 200,
      msg: '',
      data: {
        status: 'ok' as const,
        database: app.dbKind,
        version: appVersion,
        uptimeSeconds: Math.round(process.uptime()),
      },
    }),
  );

  app.get(
    `/${apiPaths.healthReady}`,
    {
      schema: {
        tags: ['System'],
        summary: 'Readiness: the database answers within 2 s and no migration is pending',
        response: { 200: envelopeOf(readinessStatus), 503: envelopeOf(readinessStatus) },
      },
      config: { permission: { public: true } },
    },
    async (request, reply) => {
      const deadline = Date.now() + readinessTimeoutMs;
      const databaseUp = await within(readinessTimeoutMs, () => pingDatabase(app.db), false);
      const pending = databaseUp
        ? await within(Math.max(deadline - Date.now(), 1), () => pendingMigrations(app.db), null)
        : [];
      const up = databaseUp && pending !== null;
      const ready = up && pending.length === 0;
      const msg = !up
        ? translate(request.lang, 'health.degraded')
        : pending.length > 0
          ? translate(request.lang, 'health.pendingMigrations', { names: pending.join(', ') })
          : '';
      return reply.status(ready ? 200 : 503).send({
        code: ready ? 200 : 503,
        msg,
        data: {
          status: ready ? ('ready' as const) : ('notReady' as const),
          database: app.dbKind,
          databaseUp: up,
          pendingMigrations: pending ?? [],
          version: appVersion,
        },
      });
    },
  );

  // Prometheus metrics (platform/metrics.ts): for administrators (those who read the audit log), never a vendor
  // user. A scraper without an account uses METRICS_PORT instead.
  app.get(
    `/${apiPaths.metrics}`,
    {
      schema: { tags: ['System'], summary: 'Prometheus metrics (text exposition format)' },
      config: { permission: { button: 'AuditLog' } },
      onRequest: refuseVendorUsers,
    },
    async (_request, reply) => reply.type(app.metrics.contentType).send(await app.metrics.text()),
  );
};
