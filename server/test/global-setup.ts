import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { preparePasswordKey } from '../src/modules/sign-in/index.ts';
import { openDatabase } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { loadDemoData } from '../src/seed/demo.ts';
import { databaseUrl, withPgClient } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the data directory of a migrated, demo-loaded PGlite (`dumpDataDir('none')`). */
    pgliteTemplate: string;
    /** File holding the data directory of a PGlite fresh from initdb: no migration, no data. */
    pgliteEmptyTemplate: string;
    /**
     * PostgreSQL to run the same tests on (the admin connection: `TEST_DATABASE_URL`), or null when it is
     * unreachable outside CI.
     */
    postgresUrl: string | null;
    /**
     * This run's PostgreSQL database, migrated and holding the demo data (`srm_tpl_<run>`, in its `public` schema):
     * every test database is a copy of it. Nobody connects to it (it is a template).
     */
    postgresTemplate: string;
    /**
     * Prefix of this run's test databases and of the schemas a test makes in the admin database (`t_<run>_`), so
     * teardown drops what crashed workers left.
     */
    schemaPrefix: string;
  }
}

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

async function dumpTo(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

/**
 * Runs initdb once (3-4 s), dumps the empty data directory, then migrates, seeds and dumps again: every test
 * file then opens a copy in ~0.5 s.
 */
async function buildPgliteTemplates(emptyFile: string, demoFile: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await dumpTo(handle.pglite!, emptyFile);
    await migrateToLatest(handle.db);
    await loadDemoData(handle.db);
    // Every copy shares the sign-in key a first start makes: generating one per test file was 16 s of CPU a run.
    await preparePasswordKey(handle.db);
    await dumpTo(handle.pglite!, demoFile);
  } finally {
    // An open PGlite keeps the process alive.
    await handle.close();
  }
}

/**
 * Creates `name`, migrates and seeds its `public` schema like a first start does, closes every connection to it
 * and forbids new ones: `create database … template <name>` then copies it in a fraction of a second.
 */
async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withPgClient(adminUrl, (client) => client.query(`create database "${name}" template template0`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await migrateToLatest(handle.db);
    await loadDemoData(handle.db);
    // Every copy shares the sign-in key a first start makes: generating one per test file was 16 s of CPU a run.
    await preparePasswordKey(handle.db);
  } finally {
    await handle.close();
  }
  await withPgClient(adminUrl, (client) =>
    client.query(`alter database "${name}" with is_template true allow_connections false`),
  );
}

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops this run's databases (`prefixes`) and the schemas of the admin database named with `schemaPrefix`. */
async function dropLeftovers(url: string, prefixes: string[], schemaPrefix: string): Promise<void> {
  await withPgClient(url, async (client) => {
    const { rows: databases } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname::text ^@ any($1::text[])',
      [prefixes],
    );
    for (const { datname } of databases) {
      // A template cannot be dropped; `with (force)` ends sessions a crashed worker left open.
      await client.query(`alter database "${datname}" is_template false`);
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    const { rows: schemas } = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where starts_with(nspname, $1)',
      [schemaPrefix],
    );
    for (const { nspname } of schemas) await client.query(`drop schema if exists "${nspname}" cascade`);
  });
}

/**
 * What runs that never reached their teardown (killed, crashed) left: test databases and schemas `t_<run>_…` whose
 * run has no template database any more (a run makes its template before anything else and drops it last), and
 * templates of runs that started more than a day ago (no run lasts that long; the start is in the name). A run in progress keeps its template, so it is never touched.
 */
async function dropOrphans(url: string): Promise<void> {
  await withPgClient(url, async (client) => {
    const { rows: databases } = await client.query<{ datname: string }>(
      `select datname from pg_database d
       where (datname ~ '^t_[0-9a-f]+_' and not exists (
                select from pg_database t where t.datname = 'srm_tpl_' || substring(d.datname from '^t_([0-9a-f]+)_')))
          or (datname ~ '^srm_tpl_[0-9a-f]{16}$'
              and to_timestamp(('x' || substring(datname from 9 for 8))::bit(32)::bigint) < now() - interval '1 day')`,
    );
    for (const { datname } of databases) {
      await client.query(`alter database "${datname}" is_template false`);
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    const { rows: schemas } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace n
       where nspname ~ '^t_[0-9a-f]+_' and not exists (
         select from pg_database t where t.datname = 'srm_tpl_' || substring(n.nspname from '^t_([0-9a-f]+)_'))`,
    );
    for (const { nspname } of schemas) await client.query(`drop schema if exists "${nspname}" cascade`);
  }).catch((err: unknown) => {
    // Tidying only (pg_stat_file needs a superuser or pg_read_server_files): never a reason to fail the run.
    console.warn(`Could not drop what earlier test runs left in PostgreSQL: ${String(err)}`);
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'srm-test-'));
  const template = path.join(dir, 'pglite-demo.tar');
  const emptyTemplate = path.join(dir, 'pglite-empty.tar');
  const url = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
  // The run's start in seconds (8 hex digits) and 4 random bytes: a run's age is in its name. (The files of a new
  // database are copies of template0's, modification times included, so they cannot tell a new template from an old.)
  const run = `${Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')}${randomBytes(4).toString('hex')}`;
  const schemaPrefix = `t_${run}_`;
  const postgresTemplate = `srm_tpl_${run}`;
  const cleanUp = async (reachable: boolean) => {
    await rm(dir, { recursive: true, force: true });
    if (reachable) await dropLeftovers(url, [schemaPrefix, postgresTemplate], schemaPrefix);
  };

  const reachable = await isReachable(url);
  if (!reachable) {
    if (process.env.CI === 'true') {
      await cleanUp(false);
      throw new Error(`PostgreSQL at ${url} is unreachable: CI must run the PostgreSQL API tests`);
    }
    console.warn(`\n!!! PostgreSQL at ${url} unreachable: PostgreSQL API tests SKIPPED !!!\n`);
  }
  try {
    await Promise.all([
      buildPgliteTemplates(emptyTemplate, template),
      reachable ? buildPostgresTemplate(url, postgresTemplate).then(() => dropOrphans(url)) : undefined,
    ]);
  } catch (err) {
    await cleanUp(reachable);
    throw err;
  }

  project.provide('pgliteTemplate', template);
  project.provide('pgliteEmptyTemplate', emptyTemplate);
  project.provide('postgresUrl', reachable ? url : null);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('schemaPrefix', schemaPrefix);

  return () => cleanUp(reachable);
}
