/**
 * A process that delivers domain events, for events-kill.test.ts: it works the delivery queue of `DATABASE_URL`
 * with one subscriber (`effect` of `test.killed`), whose effect is a row written in the delivery's transaction.
 * `DIE` makes it hang, for the test to kill it with -9, at one of two moments:
 * - `after-effect`: in the handler, the effect written and the delivery not yet marked (nothing committed);
 * - `after-commit`: the effect and the mark committed, the job not yet completed in the queue.
 * It prints `ready`, then `effect <event id>` and `marked <event id>` as it gets there. Lease timing is short, so
 * a restarted process takes over a killed one's job within seconds.
 */
import { sql } from 'kysely';
import { openDatabase } from '../src/platform/db.ts';
import { DomainEvents } from '../src/platform/events/domain-events.ts';
import { type Job, JobQueue, type LeasedJob, type WorkOptions } from '../src/platform/jobs/job-queue.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const die = process.env.DIE ?? '';
const forever = () => new Promise<never>(() => undefined);
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The queue, with a hang after a batch's handler returned (its deliveries committed) when DIE=after-commit. */
class Queue extends JobQueue {
  override workBatches<T extends object>(
    name: string,
    handler: (jobs: LeasedJob<T>[]) => Promise<ReadonlyMap<string, unknown>>,
    options: WorkOptions<T> & { batchSize: number },
  ): Promise<void> {
    return super.workBatches<T>(
      name,
      async (jobs) => {
        const failed = await handler(jobs);
        if (die === 'after-commit') {
          for (const job of jobs) say(`marked ${(job as Job<{ eventId: number }>).data.eventId}`);
          await forever();
        }
        return failed;
      },
      options,
    );
  }
}

const handle = await openDatabase({ kind: 'postgres', url });
const jobs = new Queue(handle.db, 'postgres');
const events = new DomainEvents({ db: handle.db, kind: 'postgres', jobs });
events.subscribe('test.killed', 'effect', async (event, trx) => {
  await sql`insert into event_effect (event_id, pid) values (${event.id}, ${process.pid})`.execute(trx);
  if (die === 'after-effect') {
    say(`effect ${event.id}`);
    await forever();
  }
});
await events.start({
  pollingIntervalSeconds: 0.2,
  concurrency: 1,
  lease: { heartbeatSeconds: 0.5, staleSeconds: 2, sweepSeconds: 0.5 },
});
say('ready');

process.on('SIGTERM', () => {
  void jobs
    .stop(2000)
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
