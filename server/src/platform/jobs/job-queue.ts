import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { DatabaseKind, Db } from '../db.ts';
import { splitStatements } from '../admin-sql/check.ts';

/**
 * Background jobs (PRODUCT §2: exports, mails, PDF batches) in pg-boss 10, the last major that supports Node 20.
 * pg-boss talks to the database through our Kysely instance (its `db.executeSql` adapter), so the same queue
 * runs on PostgreSQL and on embedded PGlite, and a job can be sent inside the transaction that creates its record.
 * A job is claimed once across processes (`FOR UPDATE SKIP LOCKED`) and retried with back-off.
 */

type SqlResult = { rows: unknown[] };
type BossDb = { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult> };

/**
 * pg-boss sends parameterised single statements, and for its own schema unparameterised scripts of several
 * statements (`BEGIN; …; COMMIT;`). PGlite's extended protocol takes one statement per call, so scripts are split
 * (literal- and dollar-quote-aware) and run in order on one connection.
 */
export function bossAdapter(db: Kysely<unknown>): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        return db.executeQuery(CompiledQuery.raw(text, values));
      }
      const statements = await splitStatements(text);
      if (statements.length <= 1) return db.executeQuery(CompiledQuery.raw(statements[0] ?? text, []));
      return db.connection().execute(async (connection) => {
        let last: SqlResult = { rows: [] };
        for (const statement of statements)
          last = await connection.executeQuery(CompiledQuery.raw(statement, []));
        return last;
      });
    },
  };
}

/** pg-boss's schema: `pgboss`, or beside a non-public schema (each test database has one of its own). */
async function bossSchemaFor(db: Db, kind: DatabaseKind): Promise<string> {
  if (kind === 'pglite') return 'pgboss';
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_jobs`.slice(0, 50);
}

export type JobOptions = {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
};
export type Job<T> = { id: string; data: T; retryCount?: number; retryLimit?: number };

export class JobQueue {
  readonly #db: Db;
  readonly #kind: DatabaseKind;
  readonly #log: FastifyBaseLogger | undefined;
  #boss: Promise<PgBoss> | null = null;
  readonly #queues = new Map<string, Promise<void>>();
  readonly #workers = new Map<string, string>();
  #stopped = false;

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
        db: bossAdapter(this.#db as Kysely<unknown>),
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
      created = (async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name);
      })();
      this.#queues.set(name, created);
      created.catch(() => this.#queues.delete(name));
    }
    await created;
    return boss;
  }

  /**
   * Enqueues a job. With `trx`, the job is inserted in that transaction: it exists exactly when the caller's rows
   * do. A worker of this process is woken at once; other processes find it at their next poll.
   */
  async send<T extends object>(name: string, data: T, options: JobOptions = {}, trx?: Db): Promise<string> {
    const boss = await this.#queue(name);
    const id = await boss.send(name, data, {
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

  /** Runs `handler` for each job of the queue, one at a time per process; a throw fails the job (retried). */
  async work<T extends object>(
    name: string,
    handler: (job: Job<T>) => Promise<void>,
    options: { pollingIntervalSeconds?: number } = {},
  ): Promise<void> {
    const boss = await this.#queue(name);
    const workerId = await boss.work<T>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job as unknown as Job<T>);
      },
    );
    this.#workers.set(name, workerId);
  }

  /** Stops polling, lets a running job finish (up to `timeoutMs`), and releases the database. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopped = true;
    const boss = await this.#boss?.catch(() => null);
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
