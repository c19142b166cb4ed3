#!/usr/bin/env node
/**
 * `npm run check:backup` (docs/operations.md "Backup and restore"): proves the documented backups restore into a
 * working portal. Not part of `npm test` (it needs pg_dump/pg_restore and takes a minute).
 *   PostgreSQL: a scratch database gets the portal's migrations and demo data; `pg_dump -Fc` of it is restored with
 *   `pg_restore` into a second, fresh database; the app is built over the restored one: readiness answers 200 (no
 *   migration pending), the row counts match the original and the administrator signs in through the API (captcha,
 *   RSA password transport, token); both databases are dropped.
 *   Embedded: a DATA_DIR (pg/, files/, keys/) is migrated and seeded, closed (= server stopped), archived with tar,
 *   unpacked into a new directory, and the app over the copy signs the administrator in the same way.
 * BACKUP_CHECK_URL: an administrator's URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 * Prints OK or FAIL per check; exits 1 on a failure.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { default: pg } = await import('pg');
const { buildApp } = await import('../server/src/app.ts');
const { loadConfig } = await import('../server/src/platform/config.ts');
const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');
const { signIn, call } = await import('../server/test/auth-helper.ts');

const adminUrl = process.env.BACKUP_CHECK_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(path.join(os.tmpdir(), 'srm-backup-check-'));
const tables = [
  'organization',
  'app_user',
  'vendor',
  'order_line',
  'delivery_note',
  'audit_log',
  'kysely_migration',
];

function urlOf(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

async function counts(db) {
  const result = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** Builds the app over `db` and signs the administrator in through the API; returns what it saw. */
async function signInOver(db, kind, dataDir) {
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(work, 'no-web') }, dataDir);
  const app = await buildApp({ db, dbKind: kind, config });
  try {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    if (ready.statusCode !== 200) throw new Error(`readiness answered ${ready.statusCode}: ${ready.body}`);
    const session = await signIn(app, 'admin');
    const orgs = await call(app, session, 'GET', 'User/GetOrgInfo');
    if (orgs.status !== 200) throw new Error(`User/GetOrgInfo answered ${orgs.status}: ${orgs.body.msg}`);
    return `readiness 200, admin signed in (user ${session.userId}, organisation ${session.orgId})`;
  } finally {
    await app.close();
  }
}

async function checkPostgres() {
  const suffix = randomBytes(4).toString('hex');
  const source = `srm_backup_src_${suffix}`;
  const restored = `srm_backup_dst_${suffix}`;
  const dump = path.join(work, 'portal.dump');
  const [{ server_version: serverVersion }] = await admin('show server_version');
  const tools = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }).trim();
  if (serverVersion.split('.')[0] !== tools.match(/(\d+)\.\d+/)?.[1])
    throw new Error(
      `${tools} does not match the server (${serverVersion}): install the client of its major version`,
    );
  try {
    await admin(`create database "${source}"`);
    const src = await openDatabase({ kind: 'postgres', url: urlOf(source) });
    await migrateToLatest(src.db);
    await loadDemoData(src.db);
    const before = await counts(src.db);
    await src.close();

    const started = Date.now();
    execFileSync('pg_dump', ['-Fc', '-f', dump, '-d', urlOf(source)], { stdio: 'inherit' });
    const dumpMs = Date.now() - started;
    await admin(`create database "${restored}"`);
    const restoreStarted = Date.now();
    execFileSync('pg_restore', ['--exit-on-error', '-d', urlOf(restored), dump], { stdio: 'inherit' });
    const restoreMs = Date.now() - restoreStarted;

    const dst = await openDatabase({ kind: 'postgres', url: urlOf(restored) });
    try {
      const after = await counts(dst.db);
      if (JSON.stringify(after) !== JSON.stringify(before))
        throw new Error(`row counts differ: ${JSON.stringify(before)} vs ${JSON.stringify(after)}`);
      const dataDir = path.join(work, 'pg-data');
      mkdirSync(dataDir, { recursive: true });
      const seen = await signInOver(dst.db, 'postgres', dataDir);
      return `server ${serverVersion.split(' ')[0]}, ${tools}; pg_dump ${dumpMs} ms, pg_restore ${restoreMs} ms, rows equal (${JSON.stringify(after)}), ${seen}`;
    } finally {
      await dst.close();
    }
  } finally {
    await admin(`drop database if exists "${source}" with (force)`);
    await admin(`drop database if exists "${restored}" with (force)`);
  }
}

async function checkEmbedded() {
  const dataDir = path.join(work, 'data');
  mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
  mkdirSync(path.join(dataDir, 'files', 'exports'), { recursive: true });
  writeFileSync(path.join(dataDir, 'files', 'exports', 'marker.txt'), 'kept');
  const src = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  await migrateToLatest(src.db);
  await loadDemoData(src.db);
  const before = await counts(src.db);
  await src.close(); // = the server stopped: PGlite has flushed its files

  const archive = path.join(work, 'data-backup.tar.gz');
  execFileSync('tar', ['-C', dataDir, '-czf', archive, '.']);
  const copy = path.join(work, 'data-restored');
  mkdirSync(copy);
  execFileSync('tar', ['-C', copy, '-xzf', archive]);

  const dst = await openDatabase({ kind: 'pglite', dataDir: path.join(copy, 'pg') });
  try {
    const after = await counts(dst.db);
    if (JSON.stringify(after) !== JSON.stringify(before))
      throw new Error(`row counts differ: ${JSON.stringify(before)} vs ${JSON.stringify(after)}`);
    if (readFileSync(path.join(copy, 'files', 'exports', 'marker.txt'), 'utf8') !== 'kept')
      throw new Error('files/ not restored');
    const seen = await signInOver(dst.db, 'pglite', copy);
    return `tar of DATA_DIR restored, rows equal, files/ kept, ${seen}`;
  } finally {
    await dst.close();
  }
}

let failed = false;
for (const [name, check] of [
  ['PostgreSQL pg_dump/pg_restore', checkPostgres],
  ['Embedded DATA_DIR copy', checkEmbedded],
]) {
  try {
    console.log(`OK   ${name}: ${await check()}`);
  } catch (err) {
    failed = true;
    console.log(`FAIL ${name}: ${err instanceof Error ? err.stack : String(err)}`);
  }
}
rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
