import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { registerReportDatabase } from './admin-sql/run.ts';
import type { Database } from './schema.ts';
import { markIfWrite } from './write-marks.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      maxConnections?: number;
      /** Where admin-configured SQL logs in (default: `url` as the role `srm_report`, no password). */
      reportUrl?: string;
    };

export type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one (the demo data builds its
 * documents through the modules' services inside its one transaction).
 */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** The embedded engine, when there is one (tests dump it as a template). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

const OID = { int8: 20, date: 1082 } as const;

/**
 * Both engines must hand the same JavaScript values to the code: bigint counts as numbers (pg gives strings),
 * dates as `yyyy-MM-dd` strings (both give Date objects), numeric as strings (both already do: exact decimals).
 */
const pgliteParsers = {
  [OID.int8]: (v: string) => Number(v),
  [OID.date]: (v: string) => v,
};

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === OID.int8) return (v: string) => Number(v);
      if (oid === OID.date) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/**
 * Marks a statement that runs on (nearly) every request, e.g. a list page: written first in its SQL, it makes the
 * PostgreSQL client prepare the statement once per connection (a name derived from its text) instead of parsing and
 * planning it on every call (~0.4 ms of a list page's ~1 ms: docs/performance.md). PostgreSQL then reuses a generic
 * plan when it costs no more than the plans made for the values. PGlite reads it as a comment.
 */
export const preparedMark = '/* prepared */';

/**
 * `= any($1)`: a list of values bound as one array, `.where('id', '=', anyOf(ids, 'integer'))`. An `in ($1, …, $n)`
 * list makes a statement text per length, so each length is planned (and prepared) anew on every connection.
 */
export const anyOf = <T extends number | string>(values: readonly T[], type: 'integer' | 'text' | 'uuid') =>
  sql<T>`any(${values}::${sql.raw(type)}[])`;

/** The name a prepared statement's text is kept under on a connection. */
export const preparedName = (text: string) => `srm_${createHash('sha1').update(text).digest('hex')}`;

/** PostgreSQL's refusal of a prepared statement whose result columns changed (e.g. a migration replaced a function). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

/**
 * A pg client that prepares the statements marked with `preparedMark`. A statement prepared before a migration that
 * changed what it returns (a function's result columns, a view's) is refused by PostgreSQL once: it is then
 * deallocated and prepared again, so a process already running keeps working across such a migration.
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; only (text, values) is redirected.
  override query(config: any, values?: any, callback?: any): any {
    markIfWrite(typeof config === 'string' ? config : (config?.text ?? ''));
    if (
      typeof config === 'string' &&
      config.startsWith(preparedMark) &&
      typeof values !== 'function' &&
      callback === undefined
    ) {
      const name = preparedName(config);
      const run = () => super.query({ name, text: config, values });
      return run().catch(async (error: unknown) => {
        if (!isStalePlan(error)) throw error;
        await super.query(`deallocate "${name}"`);
        delete (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
          .parsedStatements[name];
        return run();
      });
    }
    return super.query(config, values, callback);
  }
}

/**
 * Connections are replaced after this many uses, which also bounds the statements prepared on each (a list whose
 * filters change from call to call has many texts).
 */
const connectionUses = 5_000;

const pools = new WeakMap<Db, pg.Pool>();

/** Connections of a PostgreSQL database's pool (metrics); undefined for the embedded database. */
export function poolUsage(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * How to open a connection of one's own to a PostgreSQL database's pool (its address and session options: a test's
 * schema), e.g. for a worker thread; undefined for the embedded database.
 */
export function connectionOf(db: Db): { connectionString: string; options?: string } | undefined {
  const options = (pools.get(db) as unknown as { options: pg.PoolConfig } | undefined)?.options;
  if (!options?.connectionString) return undefined;
  return {
    connectionString: options.connectionString,
    ...(typeof options.options === 'string' ? { options: options.options } : {}),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    const pglite = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: pgliteParsers,
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    registerReportDatabase(db, { kind: 'pglite' });
    return { db, kind: 'pglite', pglite, close: () => db.destroy() };
  }
  const { db, close } = openPostgres(options.url, options.maxConnections ?? 20, options);
  return { db, kind: 'postgres', close };
}

/**
 * A PostgreSQL pool as the server uses one (statements marked `preparedMark` prepared per connection, the engines'
 * shared value types, connections the server ends never crashing the process).
 */
function openPool(url: string, maxConnections: number, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    maxUses: connectionUses,
    Client: PreparingClient,
    types: pgTypes(),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ended (restart, pg_terminate_backend) leaves the pool, which opens a new one on
  // demand; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  // The same for a connection in use when the server ends it: pg fails its statement (answered 503, app.ts) and also
  // emits 'error' on the client, where the pool listens only while it is idle: unheard, that error ended the whole
  // process (issue #16). The pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/**
 * A PostgreSQL database (the primary, or a read replica: platform/replicas.ts) with the report role's own pool on it
 * for administrator-configured SQL (opened on first use, closed with it; `reportUrl`, else `url` as `srm_report`).
 */
export function openPostgres(
  url: string,
  maxConnections: number,
  options: { schema?: string | undefined; reportUrl?: string | undefined } = {},
): { db: Db; close: () => Promise<void> } {
  const db = openPool(url, maxConnections, options.schema);
  let report: Promise<Db | null> | undefined;
  registerReportDatabase(db, {
    kind: 'postgres',
    openReportDb: () => {
      report ??= openReportDb(options.reportUrl ?? asReportRole(url));
      return report;
    },
  });
  return {
    db,
    close: async () => {
      await db.destroy();
      await (await report)?.destroy();
    },
  };
}

/** Connections admin-configured SQL runs on at most, per process. */
const reportConnections = 4;

/** The server's address, logging in as the report role (PRODUCT §9): it can read the report views and nothing else. */
function asReportRole(url: string): string {
  const address = new URL(url);
  address.username = 'srm_report';
  address.password = '';
  return address.toString();
}

/** The report role's pool, or null when it cannot log in (then admin SQL switches role on the owner's connections). */
async function openReportDb(url: string): Promise<Db | null> {
  const pool = new pg.Pool({ connectionString: url, max: reportConnections, types: pgTypes() });
  // As the main pool: a connection the server ended, idle (it showed as an uncaught 57P01 when a test database was
  // dropped under the admin SQL tests) or in use, must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const report = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const { rows } = await sql<{ user: string }>`select current_user as user`.execute(report);
    if (rows[0]?.user === 'srm_report') return report;
  } catch {
    // Not set up on this server, or it needs a password: REPORT_DATABASE_URL (README).
  }
  await report.destroy();
  return null;
}

/**
 * PostgreSQL: LISTENs on `channel` over a connection of its own (the pool's address and settings) and hands each
 * notification's payload to `onPayload`; answers how to stop. PGlite (one process): null. A listener whose
 * connection drops is not renewed: its users fall back to polling.
 */
export async function listenOn(
  db: Db,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<(() => Promise<void>) | null> {
  const pool = pools.get(db);
  if (!pool) return null;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel ${channel}`);
  const client = new pg.Client((pool as unknown as { options: pg.ClientConfig }).options);
  client.on('error', () => {});
  await client.connect();
  client.on('notification', (n) => {
    if (n.channel === channel) onPayload(n.payload ?? '');
  });
  await client.query(`listen ${channel}`);
  return async () => {
    await client.end().catch(() => undefined);
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refreshes the planner's statistics of the app's tables. PGlite has no autovacuum: without statistics the planner
 * guesses a few rows per table, and the cost cap of admin-configured SQL (admin-sql/run.ts) would believe a cross
 * join of thousands of rows is cheap. Run after loading data and at each start of the embedded database. A partitioned
 * table is analysed as a whole (its partitions with it): PostgreSQL's autovacuum never does that on its own.
 */
export async function analyzeTables(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class
     where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and not relispartition`.execute(
    db,
  );
  for (const { name } of rows) await sql`analyze ${sql.id(name)}`.execute(db);
}
