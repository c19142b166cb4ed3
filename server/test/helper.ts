import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type DatabaseKind, type Db, openDatabase } from '../src/platform/db.ts';
import { copyDatabase, withPgClient, withSearchPath } from './postgres.ts';

/**
 * Which databases a test file runs on:
 * - `'one'` (an API test: what a route answers and changes): the run's database, PostgreSQL (production's) when
 *   global setup reached it, else the embedded PGlite. Both speak one SQL dialect through Kysely; the browser tests
 *   run every screen against PGlite, as `npm start` serves it.
 * - `'each'` (a test of the storage layer itself: migrations, the list engine's SQL and the drivers' types, the job
 *   queue, the admin-SQL sandbox, the triggers, money totals, concurrency, the demo data): PGlite and, when reached,
 *   PostgreSQL.
 * `TEST_DATABASES=each` runs every file on each database (before a change to the data layer; docs/decisions.md).
 */
export type DatabaseScope = 'one' | 'each';
export function testDatabases(scope: DatabaseScope = 'one'): DatabaseKind[] {
  if (!inject('postgresUrl')) return ['pglite'];
  return scope === 'each' || process.env.TEST_DATABASES === 'each' ? ['pglite', 'postgres'] : ['postgres'];
}

function postgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error('PostgreSQL is not available in this run');
  return url;
}

const templates = new Map<'pgliteTemplate' | 'pgliteEmptyTemplate', Promise<Blob>>();
/** A data directory dumped by global setup (read once per test file). */
export function pgliteTemplate(name: 'pgliteTemplate' | 'pgliteEmptyTemplate'): Promise<Blob> {
  let blob = templates.get(name);
  if (!blob) {
    blob = readFile(inject(name)).then((bytes) => new Blob([new Uint8Array(bytes)]));
    templates.set(name, blob);
  }
  return blob;
}

export type TestDatabase = {
  kind: DatabaseKind;
  db: Db;
  /**
   * PostgreSQL: the address that reaches this database (its schema in `search_path` when it is not `public`), e.g.
   * for a second connection pool as another process would open. Undefined on PGlite.
   */
  url?: string;
  /** Closes the connections and drops the database (idempotent). */
  close: () => Promise<void>;
};

export type TestDatabaseOptions = {
  /** An empty database: no migrations, no demo data. */
  empty?: boolean;
  /**
   * PostgreSQL: an empty schema of its own in the database of `besides` instead of a database of its own (two
   * schemas of one database); `besides.close()` closes it too.
   */
  besides?: TestDatabase;
  /** PostgreSQL pool size (default 20), e.g. to run more concurrent transactions than that. */
  maxConnections?: number;
};

/** What a PostgreSQL test database must close before its database is dropped. */
const dependents = new WeakMap<TestDatabase, TestDatabase[]>();

/** Runs `work` once, however often the result is called (a test may close what its owner closes too). */
function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= work();
    return done;
  };
}

/**
 * A database of its own, migrated and holding the demo data: a PGlite opened from the template, or on PostgreSQL a
 * database `t_<run>_<random>` copied from the run's template database (its `public` schema; `template0` when
 * `empty`), which close() drops.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    if (options.besides) throw new Error('`besides` is for PostgreSQL: PGlite tests open a database each');
    const template = await pgliteTemplate(options.empty ? 'pgliteEmptyTemplate' : 'pgliteTemplate');
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: template });
    return { kind, db: handle.db, close: once(handle.close) };
  }
  const pool = options.maxConnections ? { maxConnections: options.maxConnections } : {};
  const name = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;

  if (options.besides) {
    const base = options.besides.url;
    if (!base || !options.empty)
      throw new Error('`besides` makes an empty schema in a PostgreSQL test database');
    await withPgClient(base, (client) => client.query(`create schema "${name}"`));
    const handle = await openDatabase({ kind: 'postgres', url: base, schema: name, ...pool });
    // The schema (and the report schemas its migrations add) go with the database.
    const database: TestDatabase = {
      kind,
      db: handle.db,
      url: withSearchPath(base, name),
      close: once(handle.close),
    };
    dependents.get(options.besides)?.push(database);
    return database;
  }

  const admin = postgresUrl();
  const template = options.empty ? 'template0' : inject('postgresTemplate');
  const { url, drop: dropDatabase } = await copyDatabase(admin, name, template);
  const handle = await openDatabase({ kind: 'postgres', url, ...pool }).catch(async (err: unknown) => {
    await dropDatabase();
    throw err;
  });
  const own: TestDatabase[] = [];
  const database: TestDatabase = {
    kind,
    db: handle.db,
    url,
    close: once(async () => {
      for (const dependent of own) await dependent.close();
      await handle.close();
      await dropDatabase();
    }),
  };
  dependents.set(database, own);
  return database;
}

export type TestApp = { kind: DatabaseKind; app: App; db: Db; close: () => Promise<void> };

/**
 * The API over a database of its own; no web build is served. Not yet ready: a test may still register
 * routes on it (app.inject readies it on the first request).
 */
/**
 * A request answered 500 prints its error: the test apps log nothing, and a 500 is a fault a test should name (a
 * refusal, a validation error, a missing file or a database that went away is answered otherwise and prints
 * nothing).
 */
export function printUnhandledErrors(app: App): void {
  const errors = new WeakMap<object, Error>();
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = errors.get(request);
    if (reply.statusCode === 500 && error) console.error(`500 for ${request.method} ${request.url}:`, error);
  });
}

export async function buildTestApp(kind: DatabaseKind): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-app-'));
  try {
    const config = loadConfig(
      // The tests' mail servers listen on this machine, which a real portal refuses unless allowlisted; the tests'
      // webhook receivers speak plain http on it (still refused unless the organisation allowlists 127.0.0.1).
      {
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        MAIL_HOST_ALLOWLIST: '127.0.0.1',
        WEBHOOK_HTTP_LOOPBACK: '1',
      },
      dataDir,
    );
    const app = await buildApp({ db: database.db, dbKind: kind, config });
    printUnhandledErrors(app);
    return {
      kind,
      app,
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** An app serving a web build (`appServingWebBuild`); each exists once the block's beforeAll has run. */
export type WebBuildApp = { readonly app: App; readonly db: Db; readonly dataDir: string };

/**
 * An app serving a web build, over a database of its own (`kind`) and a data folder of its own whose `web` folder
 * holds `files` (paths in it → content), made ready in a beforeAll of the calling block (`prepare` may change the
 * build first, e.g. compress it) and closed with its database and folder in an afterAll.
 */
export function appServingWebBuild(
  kind: DatabaseKind,
  files: Record<string, string>,
  options: { prepare?: (webDist: string) => Promise<void>; logger?: AppOptions['logger'] } = {},
): WebBuildApp {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-web-'));
    const webDist = path.join(dataDir, 'web');
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
      await writeFile(path.join(webDist, file), content);
    }
    await options.prepare?.(webDist);
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist }, dataDir);
    app = await buildApp({ db: database.db, dbKind: kind, config, logger: options.logger });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The web build app starts in beforeAll: use it inside tests');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get db() {
      return started(database).db;
    },
    get dataDir() {
      return started(dataDir);
    },
  };
}

/** What a `describeEachDatabase` block sees; `app` and `db` exist once its beforeAll has run. */
export type DatabaseTestContext = { readonly kind: DatabaseKind; readonly app: App; readonly db: Db };

/**
 * An API test file's tests, on the run's database (`testDatabases('one')`), with a fresh app and database for the
 * whole block: test files are isolated from each other and run in parallel.
 */
export function describeOnDatabase(name: string, fn: (t: DatabaseTestContext) => void): void {
  describeOn(testDatabases('one'), name, fn);
}

/** As describeOnDatabase, once per database (`testDatabases('each')`): for tests of the storage layer itself. */
export function describeEachDatabase(name: string, fn: (t: DatabaseTestContext) => void): void {
  describeOn(testDatabases('each'), name, fn);
}

function describeOn(kinds: DatabaseKind[], name: string, fn: (t: DatabaseTestContext) => void): void {
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await buildTestApp(kind);
        await current.app.ready();
      });
      afterAll(async () => {
        await current?.close();
      });
      const started = (): TestApp => {
        if (!current) throw new Error('The test app starts in beforeAll: use it inside tests and hooks');
        return current;
      };
      fn({
        kind,
        get app() {
          return started().app;
        },
        get db() {
          return started().db;
        },
      });
    });
  }
}

/** The demo roles, by the English word tests use for them (the data is Chinese, as a Chinese plant enters it). */
export const demoRoles = {
  Administrator: '超级管理员',
  Buyer: '采购员',
  Finance: '财务',
  Vendor: '供应商',
  Warehouse: '仓管员',
} as const;
export type DemoRole = keyof typeof demoRoles;

/** The id of a demo role. */
export async function demoRoleId(db: Db, role: DemoRole): Promise<number> {
  const row = await db
    .selectFrom('role')
    .select('id')
    .where('role_name', '=', demoRoles[role])
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives a demo role a button permission key, as an administrator may (e.g. SeniorSetting, which only
 * administrators hold in the demo data).
 */
export async function grantButton(db: Db, role: DemoRole, buttonCode: string): Promise<void> {
  const roleId = await demoRoleId(db, role);
  const menu = await db
    .selectFrom('menu')
    .select('id')
    .where('menu_code', '=', buttonCode)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_menu')
    .values({ role_id: roleId, menu_id: menu.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
