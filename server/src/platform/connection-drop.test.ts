import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, type Session, signIn } from '../../test/auth-helper.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/**
 * Every connection to the database ended by the server (`pg_terminate_backend`: a restart, a failover, an operator)
 * while requests write (issue #16): the requests that were using one answer 503 in the envelope, never a 500; the
 * pool replaces the connections by itself; every write that was answered 200 is in the database.
 */
describe.runIf(inject('postgresUrl'))('database connections dropped under load [postgres]', () => {
  let t: TestApp;
  let admin: Session;
  let adminClient: pg.Client;
  let database: string;

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    admin = await signIn(t.app, 'admin');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    database = rows[0]!.name;
    adminClient = new pg.Client({ connectionString: inject('postgresUrl')! });
    await adminClient.connect();
  });
  afterAll(async () => {
    await adminClient?.end();
    await t?.close();
  });

  const ended: number[] = [];
  const dropEveryConnection = async () => {
    // (the filter, not the where clause, calls pg_terminate_backend: a where clause may call it before the pid test)
    const { rows } = await adminClient.query<{ pids: number[] }>(
      `select coalesce(array_agg(pid) filter (where pg_terminate_backend(pid)), '{}') as pids
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    ended.push(...rows[0]!.pids);
  };
  /**
   * pg_terminate_backend only signals: a backend ends a moment later, and a request that takes its connection in that
   * moment is one whose connection was ended (503). "After the drop" is once every ended backend is gone.
   */
  const dropsFinished = async () => {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await adminClient.query<{ alive: number }>(
        'select count(*)::int as alive from pg_stat_activity where pid = any($1)',
        [ended],
      );
      if (rows[0]!.alive === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the ended backends did not go away within 10 s');
  };
  const writeRole = (name: string, lang: 'en' | 'zh-chs' = 'en') =>
    call<{ ID: number }>(t.app, admin, 'POST', 'Role/AddOrModifySave', {
      body: { ROLE_NAME: name, ROLE_TYPE: 'normal', REMARK: 'connection drop test' },
      lang,
    });

  it('answers 503 to the requests whose connection was ended, recovers by itself, and loses no acknowledged write', {
    timeout: 60_000,
  }, async () => {
    const acknowledged: string[] = [];
    const answers: { status: number; code: number; msg: string }[] = [];
    let n = 0;
    let running = true;
    const writer = async () => {
      while (running) {
        const name = `drop-${n++}`;
        const res = await writeRole(name);
        answers.push({ status: res.status, code: res.body.code, msg: res.body.msg });
        if (res.status === 200) acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    for (let round = 0; round < 5; round++) {
      await new Promise((r) => setTimeout(r, 300));
      await dropEveryConnection();
    }
    running = false;
    await Promise.all(writers);
    await dropsFinished();

    const refused = answers.filter((a) => a.status !== 200);
    console.info(
      `${answers.length} writes, ${ended.length} connections ended, ${refused.length} answered ${[...new Set(refused.map((a) => a.status))].join('/') || '-'}`,
    );
    expect(ended.length).toBeGreaterThan(0);
    expect(refused.filter((a) => a.status !== 503)).toEqual([]);
    for (const a of refused) expect(a).toMatchObject({ code: 503, msg: 'Service unavailable' });

    // The pool reconnects on its own. An idle connection whose backend is gone from pg_stat_activity may still wait
    // for its socket's close to reach the pool, so the first write after the drop may be one more 503 — within a
    // second the writes succeed, and then every one does.
    let settled = false;
    for (let tries = 0; tries < 20 && !settled; tries++) {
      const res = await writeRole(`settle-drop-${tries}`, 'zh-chs');
      if (res.status === 200) settled = true;
      else {
        expect(res.body).toMatchObject({ code: 503 });
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(settled).toBe(true);
    for (let i = 0; i < 5; i++) {
      const res = await writeRole(`after-drop-${i}`, 'zh-chs');
      expect(res.status, res.body.msg).toBe(200);
      acknowledged.push(`after-drop-${i}`);
    }
    const stored = new Set(
      (
        await t.db
          .selectFrom('role')
          .select('role_name')
          .where((eb) => eb.or([eb('role_name', 'like', 'drop-%'), eb('role_name', 'like', 'after-drop-%')]))
          .execute()
      ).map((r) => r.role_name),
    );
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });
});
