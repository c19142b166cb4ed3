import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import { splitStatements } from '../admin-sql/check.ts';
import { type DatabaseKind, type Db, listenOn } from '../db.ts';
import { currentRequestId, withRequestId } from '../logging.ts';
import {
  claimStaleLeases,
  defaultLeaseTiming,
  type LeaseTiming,
  releaseLease,
  releaseLeases,
  renewLease,
  renewLeases,
  takeLease,
  takeLeases,
} from './job-lease.ts';

/**
 * Background jobs (PRODUCT §2: exports, mails, PDF batches) in pg-boss 10, the last major that supports Node 20.
 * pg-boss talks to the database through our Kysely instance (its `db.executeSql` adapter), so the same queue
 * runs on PostgreSQL and on embedded PGlite, and a job can be sent inside the transaction that creates its record.
 * A job is claimed once across processes (`FOR UPDATE SKIP LOCKED`) and retried with back-off. A running attempt
 * holds a lease it renews (job-lease.ts): when its process dies, another one (or the same one restarted) fails the
 * job within seconds, so it is retried, instead of leaving it "active" until pg-boss's expiry.
 */

/** The NOTIFY channel a sent job's queue name goes out on (PostgreSQL). */
const wakeChannel = 'srm_jobs';

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
  /**
   * Whose job it is (e.g. `<org>:<user>`), for fair share: a job goes behind its owner's jobs already waiting in the
   * queue, not behind everybody's (its priority is minus that count), so one user's 200 prints hold another user's
   * single job back by about one job.
   */
  owner?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** Not before this moment (a webhook's next attempt). */
  startAfter?: Date;
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
  /**
   * How often an idle worker looks for jobs sent by other processes (default 2 s). A worker never waits for it while
   * jobs are waiting: it takes the next one as soon as one of its slots is free, and a job sent by this process (or,
   * on PostgreSQL, by any process: NOTIFY) wakes it at once.
   */
  pollingIntervalSeconds?: number;
  /** Jobs this process runs at once (default 1): several for I/O-bound work (exports, mail), one for CPU-bound PDFs. */
  concurrency?: number;
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
  /** The worker loops of this process, by queue: waking one makes it look for jobs now. */
  readonly #loops = new Map<string, { wake: () => void }>();
  /** Jobs running in this process (stop() waits for them). */
  readonly #running = new Set<Promise<void>>();
  #schema: string | null = null;
  #listener: Promise<(() => Promise<void>) | null> | null = null;
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
      this.#schema = await bossSchemaFor(this.#db, this.#kind);
      const boss = new PgBoss({
        db: bossAdapter(this.#db as Kysely<unknown>, () => this.#stopped),
        schema: this.#schema,
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
   * do. On PostgreSQL every process's worker is woken when it commits (NOTIFY); without `trx` this process's worker
   * is woken at once; a caller that sends in a transaction on PGlite calls notify() after the commit.
   */
  async send<T extends object>(name: string, data: T, options: JobOptions = {}, trx?: Db): Promise<string> {
    const boss = await this.#queue(name);
    const requestId = currentRequestId();
    const { owner, ...rest } = options;
    const traced = {
      ...data,
      ...(requestId && !('requestId' in data) ? { requestId } : {}),
      ...(owner ? { owner } : {}),
    };
    const priority = owner ? -(await this.#waitingOf(trx ?? this.#db, name, owner)) : undefined;
    const id = await boss.send(name, traced, {
      ...rest,
      ...(priority !== undefined ? { priority } : {}),
      ...(trx ? { db: bossAdapter(trx as Kysely<unknown>) } : {}),
    } as PgBoss.SendOptions);
    if (!id) throw new Error(`Job ${name} was not created`);
    if (this.#kind === 'postgres')
      await sql`select pg_notify(${wakeChannel}, ${name})`.execute(trx ?? this.#db);
    if (!trx) this.notify(name);
    return id;
  }

  /** As `send` for several jobs of one queue, in one statement and one wake-up (no `owner`, no `id`). */
  async sendMany<T extends object>(
    name: string,
    items: T[],
    options: Omit<JobOptions, 'owner' | 'id'> = {},
    trx?: Db,
  ): Promise<void> {
    if (items.length === 0) return;
    const boss = await this.#queue(name);
    const requestId = currentRequestId();
    const jobs = items.map((data) => ({
      name,
      data: { ...data, ...(requestId && !('requestId' in data) ? { requestId } : {}) },
      ...options,
    }));
    await boss.insert(
      jobs as PgBoss.JobInsert[],
      trx ? ({ db: bossAdapter(trx as Kysely<unknown>) } as object) : {},
    );
    if (this.#kind === 'postgres')
      await sql`select pg_notify(${wakeChannel}, ${name})`.execute(trx ?? this.#db);
    if (!trx) this.notify(name);
  }

  /** Jobs of `owner` waiting in the queue (created or to be retried). */
  async #waitingOf(db: Db, name: string, owner: string): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(`${this.#schema}.job`)}
      where name = ${name} and state < 'active' and data->>'owner' = ${owner}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }

  /** After the transaction that sent a job commits: wake this process's worker instead of waiting for a poll. */
  notify(name: string): void {
    this.#loops.get(name)?.wake();
  }

  /**
   * Runs `handler` for each job of the queue, up to `concurrency` at once per process, each under a lease it renews;
   * a throw fails the job (retried). Also sweeps the queue for jobs of dead processes, at once and then every
   * `sweepSeconds`.
   */
  async work<T extends object>(
    name: string,
    handler: (job: LeasedJob<T>) => Promise<void>,
    options: WorkOptions<T> = {},
  ): Promise<void> {
    const boss = await this.#queue(name);
    const timing = { ...defaultLeaseTiming, ...options.lease };
    this.#startWorking(name, boss, timing, options, 1, ([job]) =>
      this.#runJob(boss, name, job!, handler, timing),
    );
  }

  /**
   * As `work`, for small quick jobs: a worker takes up to `batchSize` waiting jobs at once and `handler` runs them
   * as one attempt (their leases, completion and failure each one statement for the batch). It answers the jobs
   * that failed, with their errors (the others complete); a throw fails them all.
   */
  async workBatches<T extends object>(
    name: string,
    handler: (jobs: LeasedJob<T>[]) => Promise<ReadonlyMap<string, unknown>>,
    options: WorkOptions<T> & { batchSize: number },
  ): Promise<void> {
    const boss = await this.#queue(name);
    const timing = { ...defaultLeaseTiming, ...options.lease };
    this.#startWorking(name, boss, timing, options, Math.max(1, options.batchSize), (jobs) =>
      this.#runBatch(boss, name, jobs, handler, timing),
    );
  }

  /** The queue's worker loop and lease sweep: once per queue in this process. */
  #startWorking<T extends object>(
    name: string,
    boss: PgBoss,
    timing: LeaseTiming,
    options: WorkOptions<T>,
    batchSize: number,
    run: (jobs: Job<T>[]) => Promise<void>,
  ): void {
    if (!this.#loops.has(name)) {
      this.#startLoop(boss, name, run, {
        concurrency: Math.max(1, options.concurrency ?? 1),
        pollMs: (options.pollingIntervalSeconds ?? 2) * 1000,
        batchSize,
      });
      if (this.#kind === 'postgres') this.#listener ??= this.#listen();
    }
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

  /**
   * The worker of one queue: takes as many waiting jobs as it has free slots, runs them side by side, and takes the
   * next at once when one ends; only with nothing to take does it sleep, until a job is sent or the poll is due
   * (pg-boss's own worker waits for the poll after every fetch: one job per 2 s).
   */
  #startLoop<T>(
    boss: PgBoss,
    name: string,
    run: (jobs: Job<T>[]) => Promise<void>,
    options: { concurrency: number; pollMs: number; batchSize: number },
  ): void {
    let active = 0;
    let woken = false;
    let wakeUp: (() => void) | null = null;
    const wake = () => {
      woken = true;
      wakeUp?.();
    };
    this.#loops.set(name, { wake });
    const loop = async () => {
      while (!this.#stopped) {
        woken = false;
        const free = options.concurrency - active;
        if (free > 0) {
          let jobs: Job<T>[] = [];
          try {
            jobs = (await boss.fetch<T>(name, {
              batchSize: free * options.batchSize,
              includeMetadata: true,
            })) as unknown as Job<T>[];
          } catch (err) {
            if (!this.#stopped) this.#log?.error({ err, queue: name }, 'job fetch failed');
          }
          // Spread over the free slots: a few jobs run side by side rather than as one batch.
          const size = Math.min(options.batchSize, Math.ceil(jobs.length / free));
          for (let i = 0; i < jobs.length; i += size) {
            active++;
            const running = run(jobs.slice(i, i + size)).finally(() => {
              active--;
              this.#running.delete(running);
              wake();
            });
            this.#running.add(running);
          }
          // All slots taken: sleep until one frees (it wakes the loop); some left empty: nothing waits right now.
        }
        if (woken || this.#stopped) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          timer.unref();
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = null;
      }
    };
    void loop();
  }

  /** One job: run under its lease within its expiry, then completed, or failed (pg-boss retries it). */
  async #runJob<T>(
    boss: PgBoss,
    name: string,
    job: Job<T> & { expireInSeconds?: number },
    handler: (job: LeasedJob<T>) => Promise<void>,
    timing: LeaseTiming,
  ): Promise<void> {
    let expiry: NodeJS.Timeout | undefined;
    try {
      const expired = new Promise<never>((_, reject) => {
        expiry = setTimeout(
          () => reject(new Error(`job ${job.id} ran past its ${job.expireInSeconds} s`)),
          (job.expireInSeconds ?? 15 * 60) * 1000,
        );
        expiry.unref();
      });
      await Promise.race([this.#runLeased(name, job, handler, timing), expired]);
      await boss.complete(name, job.id);
    } catch (err) {
      await boss.fail(name, job.id, err as object).catch((failErr: unknown) => {
        if (!this.#stopped) this.#log?.warn({ err: failErr, job: job.id }, 'job not marked failed');
      });
    } finally {
      clearTimeout(expiry);
    }
  }

  /**
   * A batch of jobs as one attempt: their leases taken, renewed and released together, then the jobs the handler
   * did not answer as failed completed in one statement and the failed ones failed (pg-boss retries each).
   */
  async #runBatch<T>(
    boss: PgBoss,
    name: string,
    jobs: (Job<T> & { expireInSeconds?: number })[],
    handler: (jobs: LeasedJob<T>[]) => Promise<ReadonlyMap<string, unknown>>,
    timing: LeaseTiming,
  ): Promise<void> {
    const ids = jobs.map((job) => job.id);
    const holder = `${this.#processId}:${randomUUID().slice(0, 8)}`;
    const lost = new AbortController();
    const log = this.#log?.child({ queue: name });
    let failures: ReadonlyMap<string, unknown>;
    let heartbeat: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    try {
      await takeLeases(this.#db, ids, name, holder);
      heartbeat = setInterval(() => {
        renewLeases(this.#db, ids, holder).then(
          (held) => {
            if (held < ids.length) lost.abort();
          },
          (err: unknown) => this.#log?.warn({ err, queue: name }, 'job leases not renewed'),
        );
      }, timing.heartbeatSeconds * 1000);
      heartbeat.unref();
      const seconds = Math.min(...jobs.map((job) => job.expireInSeconds ?? 15 * 60));
      const expired = new Promise<never>((_, reject) => {
        expiry = setTimeout(
          () => reject(new Error(`a batch of ${name} ran past its ${seconds} s`)),
          seconds * 1000,
        );
        expiry.unref();
      });
      failures = await Promise.race([
        handler(jobs.map((job) => ({ ...job, signal: lost.signal, log }))),
        expired,
      ]);
    } catch (err) {
      failures = new Map(ids.map((id) => [id, err]));
    } finally {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      await releaseLeases(this.#db, ids, holder).catch((err: unknown) =>
        this.#log?.warn({ err, queue: name }, 'job leases not released'),
      );
    }
    const failed = new Map(failures);
    const done = ids.filter((id) => !failed.has(id));
    try {
      if (done.length > 0) await boss.complete(name, done);
    } catch (err) {
      for (const id of done) failed.set(id, err);
    }
    for (const [id, err] of failed) {
      this.#countFailure(name);
      log?.warn({ err, job: id }, 'job attempt failed');
      await boss.fail(name, id, err as object).catch((failErr: unknown) => {
        if (!this.#stopped) this.#log?.warn({ err: failErr, job: id }, 'job not marked failed');
      });
    }
  }

  /** PostgreSQL: a connection of its own LISTENs, so a job any process sends wakes this process's worker. */
  async #listen(): Promise<(() => Promise<void>) | null> {
    try {
      return await listenOn(this.#db, wakeChannel, (queue) => this.notify(queue));
    } catch (err) {
      this.#log?.warn({ err }, 'job wake-up channel not listened to: workers poll');
      return null;
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

  /** Stops taking jobs, lets running ones finish (up to `timeoutMs`), and releases the database. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopped = true;
    for (const sweeper of this.#sweepers.values()) clearInterval(sweeper.timer);
    for (const loop of this.#loops.values()) loop.wake();
    const unlisten = await this.#listener?.catch(() => null);
    await unlisten?.().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.#running]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    const boss = await this.#boss?.catch(() => null);
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
