import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type DatabaseKind, type Db, openDatabase } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { loadDemoData } from '../src/seed/demo.ts';

/** The databases every API test runs on: always the embedded one, PostgreSQL when global setup reached it. */
export function testDatabases(): DatabaseKind[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

function postgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error('PostgreSQL is not available in this run');
  return url;
}

const templates = new Map<'pgliteTemplate' | 'pgliteEmptyTemplate', Promise<Blob>>();
/** A data directory dumped by global setup (read once per test file). */
function pgliteTemplate(name: 'pgliteTemplate' | 'pgliteEmptyTemplate'): Promise<Blob> {
  let blob = templates.get(name);
  if (!blob) {
    blob = readFile(inject(name)).then((bytes) => new Blob([new Uint8Array(bytes)]));
    templates.set(name, blob);
  }
  return blob;
}

async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { kind: DatabaseKind; db: Db; close: () => Promise<void> };

export type TestDatabaseOptions = {
  /** An empty database: no migrations, no demo data. */
  empty?: boolean;
  /** PostgreSQL pool size (default 20), e.g. to run more concurrent transactions than that. */
  maxConnections?: number;
};

/**
 * A database of its own, migrated and holding the demo data: a PGlite opened from the template, or a fresh
 * PostgreSQL schema `t_<run>_<random>` that close() drops.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await pgliteTemplate(options.empty ? 'pgliteEmptyTemplate' : 'pgliteTemplate');
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: template });
    return { kind, db: handle.db, close: handle.close };
  }

  const url = postgresUrl();
  const schema = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  await withPgClient(url, (client) => client.query(`create schema "${schema}"`));
  const dropSchema = () =>
    withPgClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`));
  const handle = await openDatabase({
    kind: 'postgres',
    url,
    schema,
    ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
  });
  try {
    if (!options.empty) {
      await migrateToLatest(handle.db);
      await loadDemoData(handle.db);
    }
  } catch (err) {
    await handle.close();
    await dropSchema();
    throw err;
  }
  return {
    kind,
    db: handle.db,
    close: async () => {
      await handle.close();
      await dropSchema();
    },
  };
}

export type TestApp = { kind: DatabaseKind; app: App; db: Db; close: () => Promise<void> };

/**
 * The API over a database of its own; no web build is served. Not yet ready: a test may still register
 * routes on it (app.inject readies it on the first request).
 */
export async function buildTestApp(kind: DatabaseKind): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-app-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') }, dataDir);
    const app = await buildApp({ db: database.db, dbKind: kind, config });
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

/** What a `describeEachDatabase` block sees; `app` and `db` exist once its beforeAll has run. */
export type DatabaseTestContext = { readonly kind: DatabaseKind; readonly app: App; readonly db: Db };

/**
 * One describe block per database, each with a fresh app and database for the whole block: test files are
 * isolated from each other and run in parallel.
 */
export function describeEachDatabase(name: string, fn: (t: DatabaseTestContext) => void): void {
  for (const kind of testDatabases()) {
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

/**
 * Gives a demo role (by its remark: 'Buyer', 'Finance', 'Vendor') a button permission key, as an administrator may
 * (e.g. SeniorSetting, which only administrators hold in the demo data).
 */
export async function grantButton(db: Db, roleRemark: string, buttonCode: string): Promise<void> {
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('remark', '=', roleRemark)
    .executeTakeFirstOrThrow();
  const menu = await db
    .selectFrom('menu')
    .select('id')
    .where('menu_code', '=', buttonCode)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_menu')
    .values({ role_id: role.id, menu_id: menu.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
