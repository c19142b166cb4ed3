import { z } from 'zod';

export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthStatus = z.infer<typeof healthStatus>;
