import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import { splitStatements } from '../admin-sql/check.ts';
import type { DatabaseKind, Db } from '../db.ts';
import { currentRequestId, withRequestId } from '../logging.ts';
import {
  claimStaleLeases,
  defaultLeaseTiming,
  type LeaseTiming,
  releaseLease,
  renewLease,
  takeLease,
} from './job-lease.ts';

/**
 * Background jobs (PRODUCT §2: exports, mails, PDF batches) in pg-boss 10, the last major that supports Node 20.
 * pg-boss talks to the database through our Kysely instance (its `db.executeSql` adapter), so the same queue
 * runs on PostgreSQL and on embedded PGlite, and a job can be sent inside the transaction that creates its record.
 * A job is claimed once across processes (`FOR UPDATE SKIP LOCKED`) and retried with back-off. A running attempt
 * holds a lease it renews (job-lease.ts): when its process dies, another one (or the same one restarted) fails the
 * job within seconds, so it is retried, instead of leaving it "active" until pg-boss's expiry.
 */

type SqlResult = { rows: unknown[] };
/** What pg-boss calls; null (no result) is what it makes of a statement that ran nowhere (affected: 0). */
type BossDb = { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult | null> };

/**
 * pg-boss sends parameterised single statements, and for its own schema unparameterised scripts of several
 * statements (`BEGIN; …; COMMIT;`). PGlite's extended protocol takes one statement per call, so scripts are split
 * (literal- and dollar-quote-aware) and run in order on one connection, which a failure leaves outside any
 * transaction.
 */
export function bossAdapter(db: Kysely<unknown>, stopped: () => boolean = () => false): BossDb {
  return {
    async executeSql(text, values) {
      try {
        return await run(text, values);
      } catch (err) {
        // pg-boss records the end of a job without waiting for it (`complete`/`fail` in its worker loop): a job that
        // outlived stop()'s wait ends after its database was closed, and that rejection would be heard by nobody
        // (an unhandled rejection, shown as the crash of a test run). The job stays active; its lease lapses and
        // another process retries it (job-lease.ts). pg-boss counts no result as nothing done.
        if (stopped()) return null;
        throw err;
      }
    },
  };

  async function run(text: string, values?: unknown[]): Promise<SqlResult> {
    if (values && values.length > 0) {
      return db.executeQuery(CompiledQuery.raw(text, values));
    }
    const statements = await splitStatements(text);
    if (statements.length <= 1) return db.executeQuery(CompiledQuery.raw(statements[0] ?? text, []));
    return db.connection().execute(async (connection) => {
      let last: SqlResult = { rows: [] };
      try {
        for (const statement of statements)
          last = await connection.executeQuery(CompiledQuery.raw(statement, []));
      } catch (err) {
        // A script that fails after its BEGIN (pg-boss's migration check fails on purpose when another process
        // migrated first) would leave the connection in an aborted transaction, and the pool would hand it to
        // the next query ("current transaction is aborted"): end it here. Outside a transaction this only warns.
        await connection.executeQuery(CompiledQuery.raw('rollback', [])).catch(() => undefined);
        throw err;
      }
      return last;
    });
  }
}

/** pg-boss's schema: `pgboss`, or beside a non-public schema (each test database has one of its own). */
async function bossSchemaFor(db: Db, kind: DatabaseKind): Promise<string> {
  if (kind === 'pglite') return 'pgboss';
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_jobs`.slice(0, 50);
}

export type JobOptions = {
  /** The job's id (a uuid), when the caller records it beside its own rows before sending. */
  id?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
};
export type Job<T> = { id: string; data: T; retryCount?: number; retryLimit?: number };
/**
 * What a handler gets: the job, a signal aborted when its attempt lost the lease (another one took over), and a
 * logger whose lines name the job, its queue and the id of the request that sent it (`reqId`).
 */
export type LeasedJob<T> = Job<T> & { signal: AbortSignal; log: FastifyBaseLogger | undefined };
/** The id of the request that sent a job, kept in its data (logging.ts). */
type Traced = { requestId?: string };

export type WorkOptions<T> = {
  pollingIntervalSeconds?: number;
  lease?: Partial<LeaseTiming>;
  /**
   * Called by the sweep for a job whose process died on its last try (pg-boss has failed it for good): the place
   * to record the failure where users see it. Jobs with tries left are retried and not reported.
   */
  onAbandoned?: (job: Job<T>) => Promise<void>;
};

type Sweeper = {
  timing: LeaseTiming;
  onAbandoned: ((job: Job<object>) => Promise<void>) | undefined;
  timer: NodeJS.Timeout;
};

export class JobQueue {
  readonly #db: Db;
  readonly #kind: DatabaseKind;
  readonly #log: FastifyBaseLogger | undefined;
  #boss: Promise<PgBoss> | null = null;
  readonly #queues = new Map<string, Promise<void>>();
  readonly #workers = new Map<string, string>();
  readonly #sweepers = new Map<string, Sweeper>();
  /** Names this process's lease holders: `<pid>:<random>`, then one random part per attempt. */
  readonly #processId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  #stopped = false;
  /** Failed attempts per queue in this process (metrics). */
  readonly #failures = new Map<string, number>();

  constructor(db: Db, kind: DatabaseKind, log?: FastifyBaseLogger) {
    this.#db = db;
    this.#kind = kind;
    this.#log = log;
  }

  /** Starts pg-boss once (installs or migrates its schema); sending and working both wait for it. */
  #start(): Promise<PgBoss> {
    if (this.#stopped) return Promise.reject(new Error('The job queue is stopped'));
    this.#boss ??= (async () => {
      const boss = new PgBoss({
        db: bossAdapter(this.#db as Kysely<unknown>, () => this.#stopped),
        schema: await bossSchemaFor(this.#db, this.#kind),
        // No cron schedules are used; maintenance (expiry, archive) runs in every process, guarded by pg-boss.
        schedule: false,
      } as PgBoss.ConstructorOptions);
      boss.on('error', (err) => this.#log?.error({ err }, 'job queue error'));
      await boss.start();
      return boss;
    })().catch((err) => {
      this.#boss = null;
      throw err;
    });
    return this.#boss;
  }

  async #queue(name: string): Promise<PgBoss> {
    const boss = await this.#start();
    let created = this.#queues.get(name);
    if (!created) {
      created = this.#create(boss, name);
      this.#queues.set(name, created);
      created.catch(() => this.#queues.delete(name));
    }
    await created;
    return boss;
  }

  /**
   * Creates a queue unless it exists. Processes starting together (WORKERS=N, or several machines) create the same
   * queues at the same moment, and pg-boss's create_queue then deadlocks (its queue table and the partition it adds):
   * on PostgreSQL they take turns under a session advisory lock held on a connection of its own. (PGlite is one
   * process with one connection, which pg-boss needs itself.)
   */
  async #create(boss: PgBoss, name: string): Promise<void> {
    const create = async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    };
    if (this.#kind !== 'postgres') return create();
    await this.#db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(hashtext('srm.jobs.create_queue'))`.execute(connection);
      try {
        await create();
      } finally {
        await sql`select pg_advisory_unlock(hashtext('srm.jobs.create_queue'))`.execute(connection);
      }
    });
  }

  /**
   * Starts the queue (and pg-boss) now. A caller that sends inside a transaction does this first: on PGlite, one
   * connection for the whole app, starting them inside the transaction would wait for that very connection.
   */
  async prepare(name: string): Promise<void> {
    await this.#queue(name);
  }

  /**
   * Enqueues a job. With `trx`, the job is inserted in that transaction: it exists exactly when the caller's rows
   * do. A worker of this process is woken at once; other processes find it at their next poll.
   */
  async send<T extends object>(name: string, data: T, options: JobOptions = {}, trx?: Db): Promise<string> {
    const boss = await this.#queue(name);
    const requestId = currentRequestId();
    const traced = requestId && !('requestId' in data) ? { ...data, requestId } : data;
    const id = await boss.send(name, traced, {
      ...options,
      ...(trx ? { db: bossAdapter(trx as Kysely<unknown>) } : {}),
    } as PgBoss.SendOptions);
    if (!id) throw new Error(`Job ${name} was not created`);
    return id;
  }

  /** After the transaction that sent a job commits: wake this process's worker instead of waiting for a poll. */
  notify(name: string): void {
    const workerId = this.#workers.get(name);
    if (workerId && this.#boss) void this.#boss.then((boss) => boss.notifyWorker(workerId));
  }

  /**
   * Runs `handler` for each job of the queue, one at a time per process, under a lease it renews; a throw fails the
   * job (retried). Also sweeps the queue for jobs of dead processes, at once and then every `sweepSeconds`.
   */
  async work<T extends object>(
    name: string,
    handler: (job: LeasedJob<T>) => Promise<void>,
    options: WorkOptions<T> = {},
  ): Promise<void> {
    const boss = await this.#queue(name);
    const timing = { ...defaultLeaseTiming, ...options.lease };
    const workerId = await boss.work<T>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await this.#runLeased(name, job as unknown as Job<T>, handler, timing);
      },
    );
    this.#workers.set(name, workerId);
    if (!this.#sweepers.has(name)) {
      const timer = setInterval(() => void this.#sweep(name), timing.sweepSeconds * 1000);
      timer.unref();
      this.#sweepers.set(name, {
        timing,
        onAbandoned: options.onAbandoned as Sweeper['onAbandoned'],
        timer,
      });
      void this.#sweep(name);
    }
  }

  async #runLeased<T>(
    name: string,
    job: Job<T>,
    handler: (job: LeasedJob<T>) => Promise<void>,
    timing: LeaseTiming,
  ): Promise<void> {
    const holder = `${this.#processId}:${randomUUID().slice(0, 8)}`;
    await takeLease(this.#db, job.id, name, holder);
    const lost = new AbortController();
    const requestId = (job.data as Traced | undefined)?.requestId;
    const log = this.#log?.child({ ...(requestId ? { reqId: requestId } : {}), job: job.id, queue: name });
    const started = Date.now();
    log?.info({ attempt: (job.retryCount ?? 0) + 1 }, 'job started');
    const heartbeat = setInterval(() => {
      renewLease(this.#db, job.id, holder).then(
        (held) => {
          if (!held) lost.abort();
        },
        (err: unknown) => this.#log?.warn({ err, job: job.id }, 'job lease not renewed'),
      );
    }, timing.heartbeatSeconds * 1000);
    heartbeat.unref();
    try {
      await withRequestId(requestId, () => handler({ ...job, signal: lost.signal, log }));
      log?.info({ ms: Date.now() - started }, 'job done');
    } catch (err) {
      this.#countFailure(name);
      log?.warn({ err, ms: Date.now() - started }, 'job attempt failed');
      throw err;
    } finally {
      clearInterval(heartbeat);
      await releaseLease(this.#db, job.id, holder).catch((err: unknown) =>
        this.#log?.warn({ err, job: job.id }, 'job lease not released'),
      );
    }
  }

  /** Fails the jobs of `name` whose lease went stale: pg-boss retries them, or fails them on their last try. */
  async #sweep(name: string): Promise<void> {
    const sweeper = this.#sweepers.get(name);
    if (!sweeper || this.#stopped) return;
    try {
      const boss = await this.#start();
      const stale = await claimStaleLeases(this.#db, [name], sweeper.timing.staleSeconds);
      for (const { jobId } of stale) {
        await boss.fail(name, jobId, { message: 'the process working on this job stopped' });
        this.#countFailure(name);
        const job = await boss.getJobById<object>(name, jobId);
        this.#log?.warn({ job: jobId, queue: name, state: job?.state }, 'job of a stopped process failed');
        if (job?.state === 'failed') await sweeper.onAbandoned?.(job);
      }
    } catch (err) {
      this.#log?.error({ err, queue: name }, 'job lease sweep failed');
    }
  }

  #countFailure(name: string): void {
    this.#failures.set(name, (this.#failures.get(name) ?? 0) + 1);
  }

  /** Failed attempts per queue in this process since it started. */
  failures(): ReadonlyMap<string, number> {
    return this.#failures;
  }

  /** Jobs waiting (created or to be retried) per queue this process sent to or works; none before pg-boss runs. */
  async queueSizes(): Promise<{ queue: string; waiting: number }[]> {
    const boss = this.#stopped ? null : await this.#boss?.catch(() => null);
    if (!boss) return [];
    const sizes = [];
    for (const queue of this.#queues.keys()) sizes.push({ queue, waiting: await boss.getQueueSize(queue) });
    return sizes;
  }

  /** Stops polling, lets a running job finish (up to `timeoutMs`), and releases the database. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopped = true;
    for (const sweeper of this.#sweepers.values()) clearInterval(sweeper.timer);
    const boss = await this.#boss?.catch(() => null);
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
