import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, testDatabases } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { buildApp } from '../../app.ts';
import { checkAdminSql } from '../../platform/admin-sql/check.ts';
import { runAdminSql } from '../../platform/admin-sql/run.ts';
import { loadConfig } from '../../platform/config.ts';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../../platform/db.ts';
import type { AppError } from '../../platform/errors.ts';

describeEachDatabase('GET /api/health (liveness) and /api/health/ready (readiness)', (t) => {
  it('liveness answers 200 with status ok and the database in use, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: '', data: { status: 'ok', database: t.kind } });
  });

  it('stays ready while configured SQL runs: a slow one is refused or stopped, an admitted one ends in time (issue #37)', async () => {
    const hq = await columnOf(t.db, 'organization', 'id', { code: 'HQ' });
    const session = { orgId: hq, vendorCode: null, userName: 'health-probe' };
    // A join the planner guesses at a few rows that makes hundreds of millions of pairs: it froze the embedded database for minutes.
    const slow =
      'select count(*) from order_line a join order_line b on lower(a.currency) = lower(b.currency) ' +
      'join order_line c on lower(c.currency) = lower(b.currency) join order_line d on lower(d.currency) = lower(c.currency)';
    // A heavy kind the checks admit on the demo data: every pair of order lines, padded and sorted. Padded to 64, not
    // the 255 the checks allow: at 255 the sort took ~2 s on a slow 2-core VM with the browser tests beside it and met
    // the 2-s statement timeout it is meant to stay under.
    const admitted =
      "select count(*) as n from (select a.po_no from order_line a, order_line b order by lpad(a.po_no || b.po_no, 64, 'x')) q";
    const outcomes = [slow, admitted].map(async (text) =>
      runAdminSql(t.db, await checkAdminSql(text), session, (inner) => inner).then(
        (rows) => rows,
        (error: unknown) => (error as AppError).key,
      ),
    );
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'ready', databaseUp: true });
    const [slowOutcome, admittedOutcome] = await Promise.all(outcomes);
    expect(slowOutcome).toBe(t.kind === 'pglite' ? 'safeSql.tooManyPairs' : 'safeSql.timeout');
    const lines = await t.db
      .selectFrom('order_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', hq)
      .executeTakeFirstOrThrow();
    expect(admittedOutcome).toEqual([{ n: Number(lines.n) ** 2 }]);
  });

  it('readiness answers 200 on a migrated database, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      msg: '',
      data: { status: 'ready', database: t.kind, databaseUp: true, pendingMigrations: [] },
    });
  });

  it('readiness answers 503 naming the migration while one is pending, and 200 again once applied', async () => {
    const last = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const row = last.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(t.db);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 503,
        msg: `The database has pending migrations: ${row.name}`,
        data: { status: 'notReady', databaseUp: true, pendingMigrations: [row.name] },
      });
      // Liveness does not depend on it.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
        t.db,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

/** An app over `handle` (not migrated, not seeded: readiness is all it is asked). */
async function appOver(kind: DatabaseKind, handle: Pick<DatabaseHandle, 'db'>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-health-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') }, dataDir);
  const app = await buildApp({ db: handle.db, dbKind: kind, config });
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const notReady = { code: 503, data: { status: 'notReady', databaseUp: false, pendingMigrations: [] } };

describe('readiness while the database is unreachable [pglite]', () => {
  it('answers 503 with a localised reason once the embedded database is closed; liveness stays 200', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    const { app, close } = await appOver('pglite', handle);
    try {
      await handle.pglite?.close();
      const res = await app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'zh-chs' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ...notReady, msg: '数据库不可用' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

if (testDatabases().includes('postgres')) {
  describe('readiness with PostgreSQL unreachable', () => {
    it('answers 503 when the pool points at a closed port', async () => {
      const handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/test' });
      const { app, close } = await appOver('postgres', handle);
      try {
        const res = await app.inject({
          method: 'GET',
          url: '/api/health/ready',
          headers: { 'accept-language': 'en' },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ ...notReady, msg: 'Database unavailable' });
      } finally {
        await close();
        await handle.close();
      }
    });

    it('answers 503 after the server ended every connection, and 200 again once it can reconnect', async () => {
      const database = await createTestDatabase('postgres');
      const { app, close } = await appOver('postgres', database);
      try {
        expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
        const name = database.url!.split('/').pop()!.split('?')[0]!;
        // Refuse new connections to the database, then end the pool's: the first answers are 503.
        const admin = await openDatabase({ kind: 'postgres', url: database.url!.replace(name, 'postgres') });
        try {
          await sql`alter database ${sql.id(name)} allow_connections false`.execute(admin.db);
          await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = ${name} and pid <> pg_backend_pid()`.execute(admin.db);
          const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
          expect(down.statusCode).toBe(503);
          await sql`alter database ${sql.id(name)} allow_connections true`.execute(admin.db);
        } finally {
          await admin.close();
        }
        // A dropped connection may fail one more query before the pool replaces it.
        let status = 0;
        for (let i = 0; i < 3 && status !== 200; i++)
          status = (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
        expect(status).toBe(200);
      } finally {
        await close();
        await database.close();
      }
    });
  });
}
