import type { FastifyInstance } from 'fastify';

export type SweepTimes = { firstMs?: number; everyMs?: number };

/**
 * Runs `sweep` in this API process a minute after start and then every hour, logging what it did (`count` > 0) or
 * why it failed; the timers never keep the process alive and stop when the app closes. The job queue has no
 * schedules (job-queue.ts: `schedule: false`), and a sweep needs none: each sweep takes its rows so that with several
 * processes each row is still handled by exactly one of them.
 */
export function startHourlySweep(
  app: FastifyInstance,
  name: string,
  sweep: () => Promise<number>,
  options: SweepTimes = {},
): void {
  const run = () =>
    void sweep().then(
      (count) => {
        if (count > 0) app.log.info({ count }, `${name}: done`);
      },
      (err: unknown) => app.log.error({ err }, `${name}: failed`),
    );
  const first = setTimeout(run, options.firstMs ?? 60_000);
  const every = setInterval(run, options.everyMs ?? 60 * 60 * 1000);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
