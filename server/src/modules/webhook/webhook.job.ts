import type { FastifyInstance } from 'fastify';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import type { LeasedJob } from '../../platform/jobs/job-queue.ts';
import {
  attempt,
  type WebhookJob,
  type WebhookTiming,
  webhookQueue,
  webhookRuntimeOf,
} from './webhook.service.ts';

export type WebhookWorkerOptions = {
  /** Retry delays, window and time-out (tests: milliseconds instead of hours). */
  timing?: Partial<WebhookTiming>;
  pollingIntervalSeconds?: number;
};

/** Starts this process's webhook sender (every API process runs one; each attempt is one job, run once). */
export async function startWebhookWorker(
  app: FastifyInstance,
  options: WebhookWorkerOptions = {},
): Promise<void> {
  const runtime = webhookRuntimeOf(app, publisherFor(app.events, 'webhook'));
  if (options.timing) runtime.timing = { ...runtime.timing, ...options.timing };
  // The disabling transaction publishes an event: the event queue is started before any transaction opens.
  await runtime.events.prepare();
  await app.jobs.work<WebhookJob>(
    webhookQueue,
    (job: LeasedJob<WebhookJob>) => attempt(app.db, runtime, job),
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      // Sending waits on the receivers: eight at once per process.
      concurrency: 8,
    },
  );
}
