import { z } from 'zod';

/** `GET /api/health`: liveness. 200 while the process runs (no database call: a slow database must not get it killed). */
export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/**
 * `GET /api/health/ready`: readiness, for a load balancer. 200 only when the database answers `select 1` within
 * ~2 s and no migration is pending; else 503 with the failing check in `msg` (localised) and here.
 */
export const readinessStatus = z.object({
  status: z.enum(['ready', 'notReady']),
  database: z.enum(['pglite', 'postgres']),
  /** The database answered in time. */
  databaseUp: z.boolean(),
  /** Migrations the code holds that the database has not applied (empty when the database is down). */
  pendingMigrations: z.array(z.string()),
  version: z.string(),
});
export type ReadinessStatus = z.infer<typeof readinessStatus>;
