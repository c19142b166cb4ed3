import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { loadDemoData } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the data directory of a migrated, demo-loaded PGlite (`dumpDataDir('none')`). */
    pgliteTemplate: string;
    /** File holding the data directory of a PGlite fresh from initdb: no migration, no data. */
    pgliteEmptyTemplate: string;
    /** PostgreSQL to run the same tests on, or null when it is unreachable outside CI. */
    postgresUrl: string | null;
    /** Prefix of this run's PostgreSQL schemas (`t_<run>_`), so teardown drops what crashed workers left. */
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
    await dumpTo(handle.pglite!, demoFile);
  } finally {
    // An open PGlite keeps the process alive.
    await handle.close();
  }
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

async function dropSchemasWithPrefix(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'srm-test-'));
  const template = path.join(dir, 'pglite-demo.tar');
  const emptyTemplate = path.join(dir, 'pglite-empty.tar');
  const url = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
  const schemaPrefix = `t_${randomBytes(3).toString('hex')}_`;

  const [, reachable] = await Promise.all([buildPgliteTemplates(emptyTemplate, template), isReachable(url)]);
  if (!reachable) {
    if (process.env.CI === 'true') {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL at ${url} is unreachable: CI must run the PostgreSQL API tests`);
    }
    console.warn(`\n!!! PostgreSQL at ${url} unreachable: PostgreSQL API tests SKIPPED !!!\n`);
  }

  project.provide('pgliteTemplate', template);
  project.provide('pgliteEmptyTemplate', emptyTemplate);
  project.provide('postgresUrl', reachable ? url : null);
  project.provide('schemaPrefix', schemaPrefix);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (reachable) await dropSchemasWithPrefix(url, schemaPrefix);
  };
}
