import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { parseSync } from 'libpg-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { anyAttack, refusedAttack } from '../../../test/sql-attacks.ts';
import type { Db } from '../db.ts';
import { AppError } from '../errors.ts';
import { translate } from '../messages.ts';
import { allowedFunctions } from './catalogue.ts';
import { type CheckedSql, checkAdminSql, splitStatements } from './check.ts';
import { bindAdminSql, reportTargetOf, runAdminSql, type SessionValues } from './run.ts';

/** The English message a refusal shows, or 'accepted'. */
async function verdict(text: string, options: { allowParamValue?: boolean } = {}): Promise<string> {
  try {
    await checkAdminSql(text, options);
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return translate('en', error.key, error.params);
    throw error;
  }
}

describe('admin SQL checks: one SELECT over report views, by the PostgreSQL parser (PRODUCT §9)', () => {
  it.each([
    'select vendor_code as code, vendor_name as name from vendor',
    '  SELECT 1 AS code, 2 AS name;  ',
    '(select 1 as code) union (select 2)',
    "with v as (select * from vendor) select vendor_code from v where vendor_name like '%;%'",
    "select 'it''s; drop table vendor' as code",
    'select $$; delete from vendor; pg_read_file(1) $$ as code',
    'select $tag$ ; $tag$ as code -- trailing ; comment',
    "select 'a:b' as code, ':ORG_ID' as name",
    'select "vendor_code" from vendor where vendor_code = :VENDOR_CODE and :ORG_ID > 0 and :user_name is not null',
    "select upper(trim(part_no)) as code, concat_ws(' ', part_name, part_descr) as name from part order by 1 limit 10",
    'select po_no as code, sum(ordered_qty)::text as name from order_line group by po_no having count(*) > 1',
    "select delivery_no as code, to_char(delivery_date, 'yyyy-mm-dd') as name from delivery_note where delivery_date >= current_date - 30",
    'select distinct on (vendor_code) vendor_code as code, delivery_no as name from delivery_note order by vendor_code, delivery_no desc',
    "select case status when 1 then 'open' else 'other' end as code, coalesce(check_man, '') as name from delivery_note",
    'select l.po_no as code, n.delivery_no as name from delivery_line l join delivery_note n on n.id = l.note_id',
    "select 'Y' as code, '逾期' as name union all select 'N', '未逾期'",
    'select row_number() over (order by vendor_code)::text as code, vendor_code as name from vendor',
    'select id from order_line where vendor_code = any(array[:VENDOR_CODE])',
    'select extract(year from delivery_date)::text as code, substring(delivery_no from 3 for 8) as name from delivery_note',
    "select code, name from (values ('A', 'a'), ('B', 'b')) as v(code, name)",
  ])('accepts %s', async (text) => {
    expect(await verdict(text)).toBe('accepted');
  });

  it.each([
    ['', 'The SQL is empty'],
    ['  -- only a comment', 'The SQL is empty'],
    ['select from where', 'The SQL has a syntax error: syntax error at or near "where"'],
    ["select 'unterminated", 'The SQL has a syntax error: unterminated quoted string'],
    ['select 1; select 2', 'Only one SQL statement is allowed'],
    ['delete from vendor', 'Only a query is allowed (SELECT or WITH … SELECT), not DELETE'],
    ['with d as (delete from vendor returning *) select * from d', 'not DELETE'],
    ['select * into x from vendor', 'The SQL may not use SELECT … INTO'],
    ['select * from vendor for update', 'The SQL may not lock rows'],
    ['with recursive r(n) as (select 1 union all select n + 1 from r) select n from r', 'recursive query'],
    ["select pg_read_file('PG_VERSION')", 'The SQL may not call the function pg_read_file'],
    ["select pg/**/_read_file('x')", 'syntax error'],
    ['select U&"pg\\005fread_file"(\'x\')', 'The SQL may not call the function pg_read_file'],
    ["select \"set_config\"('srm.org_id', '2', false)", 'The SQL may not call the function set_config'],
    ["select ts_stat('select 1')", 'The SQL may not call the function ts_stat'],
    ['select to_jsonb(u) from staff_user u', 'The SQL may not call the function to_jsonb'],
    [
      'select * from app_user',
      'app_user is not a report view; configured SQL may read only: organization, vendor',
    ],
    ['select * from public.vendor', 'The SQL may not name a schema (public.vendor)'],
    ["select vendor_name ~ 'a' from vendor", 'The SQL may not use the operator ~'],
    ["select 'x'::regclass", 'The SQL may not cast to the type regclass'],
    ['select current_user', 'The SQL may not use CURRENT_USER'],
    ['select * from generate_series(1, 3)', 'The SQL may not use range function'],
    ['select vendor_code from vendor where org_id = $1', 'may not use parameters like $1'],
    ['select * from vendor where vendor_code = :OTHER_VENDOR', 'Unknown parameter :OTHER_VENDOR'],
    ['select * from vendor where vendor_code = :PARAM_VALUE', 'Unknown parameter :PARAM_VALUE'],
    // Calls whose output grows with an argument take it as a bounded constant (issue #37).
    [
      "select lpad(vendor_code, 256, 'x') from vendor",
      'must give lpad its length as a number written in the SQL, at most 255',
    ],
    ['select rpad(vendor_code, length(vendor_name)) from vendor', 'must give rpad its length'],
    [
      'select to_char(now(), vendor_name) from vendor',
      'must give to_char its format as a text written in the SQL',
    ],
    [`select to_char(now(), '${'Y'.repeat(65)}')`, 'at most 64 characters'],
    ["select replace(vendor_name, 'a', 'bb') from vendor", 'the replacement no longer than the search'],
    [
      "select replace(vendor_name, 'a', vendor_name) from vendor",
      'the replacement no longer than the search',
    ],
    [`select concat(${Array(33).fill('vendor_code').join(', ')}) from vendor`, 'at most 32 arguments'],
  ])('refuses %j with a message naming what is not allowed', async (text, message) => {
    expect(await verdict(text)).toContain(message);
  });

  it('takes :PARAM_VALUE in a sub-query', async () => {
    expect(
      await verdict('select id from order_line where po_no = :PARAM_VALUE', { allowParamValue: true }),
    ).toBe('accepted');
  });

  it('refuses every generated attack (functions, relations, statements; any spelling or place)', async () => {
    await fc.assert(
      fc.asyncProperty(refusedAttack, async (text) => {
        const error = await checkAdminSql(text).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, text).toBeInstanceOf(AppError);
        expect((error as AppError).status).toBe(400);
      }),
      { numRuns: 1500 },
    );
  });

  it('splits scripts as the parser does (pg-boss sends several statements in one text)', async () => {
    expect(
      await splitStatements(`BEGIN;
        CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql;
        -- a comment; with a semicolon
        SELECT 'a;b';
        COMMIT;`),
    ).toEqual([
      'BEGIN',
      'CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql',
      "SELECT 'a;b'",
      'COMMIT',
    ]);
  });
});

/** A statement the checker never saw (to test what stands below it). */
const unchecked = (text: string): CheckedSql => ({ text, params: [], parts: [text] });

/** A Kysely that only compiles, to read the text a bound statement is sent as. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Every function a parse tree calls (as written, schema dropped). */
function calledFunctions(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) calledFunctions(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'FuncCall') {
        const names = (value as { funcname: { String: { sval: string } }[] }).funcname;
        found.push(names[names.length - 1]!.String.sval);
      }
      calledFunctions(value, found);
    }
  }
  return found;
}

describe('what runs is what was checked (issue #37)', () => {
  const session: SessionValues = { orgId: 7, vendorCode: 'V002', userName: 'vendor2', paramValue: "x') --" };
  // What may stand right before and right after a placeholder: names of functions that run SQL or wait, allowed
  // functions, columns, quoted names, casts, strings, numbers, comments, brackets and nothing at all.
  const before = fc.oneof(
    fc.constantFrom(
      'ts_stat',
      'ts_rewrite',
      'query_to_xml',
      'to_hex',
      'pg_sleep',
      'pg_catalog.pg_sleep',
      'pg_catalog.set_config',
      'lower',
      'vendor_code',
      '"ts_stat"',
      'x$',
      "'a'",
      "E'\\\\'",
      '1',
      '1.5e',
      '::',
    ),
    { arbitrary: fc.constantFrom('/* c */', ' ', '(', 'lower(', 'cast(', '', '-- c\n'), weight: 3 },
  );
  const after = fc.oneof(fc.constantFrom('.x', '[1]', "'x'", '(1)', ' as integer', '$', '::regclass'), {
    arbitrary: fc.constantFrom('', ' ', '::text', '/* c */', '\n'),
    weight: 3,
  });
  const placeholder = fc.constantFrom(':ORG_ID', ':VENDOR_CODE', ':USER_NAME', ':PARAM_VALUE', ':org_id');
  const expression = fc
    .array(fc.tuple(before, placeholder, after), { minLength: 1, maxLength: 3 })
    .map((pieces) => pieces.map((p) => p.join('')).join(' || '));
  const statement = fc.oneof(
    expression.map((e) => `select ${e} as code, 1 as name from vendor`),
    expression.map((e) => `select vendor_code from vendor where vendor_code = ${e}`),
    expression.map((e) => `with w as (select 1 as n) select n from w where ${e} is not null`),
    expression.map((e) => `select vendor_code from ${e}`),
  );

  it('runs the very text it parsed: a placeholder next to a name never turns it into a call', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(statement, async (text) => {
        const checked = await checkAdminSql(text, { allowParamValue: true }).catch((e: unknown) => e);
        if (checked instanceof AppError) {
          expect(checked.status).toBe(400);
          return;
        }
        const ok = checked as CheckedSql;
        accepted++;
        const compiled = bindAdminSql(ok, session).compile(compiler);
        // Sent to the database character for character as checked, the values bound, never in the text.
        expect(compiled.sql).toBe(ok.text);
        expect(compiled.parameters).toEqual(
          ok.params.map((p) =>
            p === 'ORG_ID'
              ? session.orgId
              : p === 'VENDOR_CODE'
                ? session.vendorCode
                : p === 'USER_NAME'
                  ? session.userName
                  : session.paramValue,
          ),
        );
        expect(compiled.sql).not.toContain(session.paramValue);
        // An independent reading of the sent text: it calls only allowlisted functions.
        for (const name of calledFunctions(parseSync(compiled.sql))) {
          expect(allowedFunctions.has(name), `${name} in ${text}`).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
    expect(accepted).toBeGreaterThan(150);
  });

  it('refuses a function written straight before a placeholder unless it is allowlisted', async () => {
    for (const name of ['ts_stat', 'to_hex', 'pg_catalog.pg_sleep', 'query_to_xml', 'set_config']) {
      for (const param of [':ORG_ID', ':PARAM_VALUE']) {
        const text = `select ${name}${param} as code, 1 as name from vendor`;
        expect(await verdict(text, { allowParamValue: true }), text).toMatch(/may not call the function/);
      }
    }
    expect(await verdict('select lower:VENDOR_CODE as code, 1 as name from vendor')).toBe('accepted');
  });
});

type Identity = { name: string; session: SessionValues };

/** Everything in the database that no configured SQL may ever show. */
async function secrets(db: Db): Promise<string[]> {
  const hashes = await db.selectFrom('app_user').select('password_hash').execute();
  const keys = await db.selectFrom('server_secret').selectAll().execute();
  const sessions = await db.selectFrom('user_session').selectAll().execute();
  return [
    ...hashes.map((h) => h.password_hash),
    ...keys.flatMap((k) =>
      Object.values(k).filter((v): v is string => typeof v === 'string' && v.length > 20),
    ),
    ...sessions.map((s) => s.id),
  ];
}

/** Delivery note numbers the identity may not see (independent of the report views). */
async function hiddenNotes(db: Db, session: SessionValues): Promise<string[]> {
  const rows = await db
    .selectFrom('delivery_note')
    .select(['delivery_no', 'org_id', 'vendor_code', 'note_kind', 'receiver_vendor_code'])
    .execute();
  const children = await db
    .selectFrom('vendor')
    .select('vendor_code')
    .where('org_id', '=', session.orgId)
    .where('parent_vendor_code', '=', session.vendorCode ?? '')
    .execute();
  const scope = new Set([session.vendorCode, ...children.map((c) => c.vendor_code)]);
  return rows
    .filter(
      (n) =>
        n.org_id !== session.orgId ||
        (session.vendorCode !== null &&
          !scope.has(n.vendor_code) &&
          !(n.note_kind === 'SUB' && n.receiver_vendor_code === session.vendorCode)),
    )
    .map((n) => n.delivery_no);
}

/** What a configured SQL could leave behind: settings, locks, large objects, rows, sequence values. */
async function stateOf(db: Db): Promise<unknown> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(name)}`.execute(db);
    counts[name] = rows[0]!.n;
  }
  const { rows } = await sql`
    select (select count(*)::int from pg_largeobject_metadata) as large_objects,
           -- Advisory locks held by this connection or by the report role's (other test files' jobs take their own).
           (select count(*)::int from pg_locks l left join pg_stat_activity a on a.pid = l.pid
             where l.locktype = 'advisory' and (l.pid = pg_backend_pid() or a.usename = 'srm_report')) as advisory_locks,
           -- A setting set locally reads '' after its transaction (null before it was ever set): the same.
           coalesce(current_setting('srm.org_id', true), '') as org_setting,
           coalesce(current_setting('srm.scope', true), '') as scope_setting,
           current_setting('search_path') as search_path,
           current_user as who,
           (select json_agg(json_build_array(sequencename, last_value) order by sequencename)
              from pg_sequences where schemaname = current_schema()) as sequences`.execute(db);
  return { counts, ...rows[0]! };
}

/** The settings a report connection holds outside a transaction (all of the pool's connections, roughly). */
async function reportConnectionState(db: Db): Promise<unknown[]> {
  const target = await reportTargetOf(db);
  const states = await Promise.all(
    Array.from({ length: 8 }, () =>
      sql<{ org: string | null; who: string }>`
        select coalesce(current_setting('srm.org_id', true), '') as org, current_user as who`.execute(
        target.db,
      ),
    ),
  );
  return [...new Set(states.map((s) => JSON.stringify(s.rows[0])))];
}

const run = (db: Db, checked: CheckedSql, session: SessionValues) =>
  runAdminSql<Record<string, unknown>>(
    db,
    checked,
    session,
    (inner) => sql`select * from (${inner}) q limit 1001`,
  );

describe.each(testDatabases('each'))('admin SQL at run time [%s]', (kind) => {
  let database: TestDatabase;
  let identities: Identity[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Note numbers repeat across organisations: make them unique here, so a leak shows as a number.
    await sql`update delivery_note set delivery_no = delivery_no || '-' || org_id`.execute(database.db);
    const orgs = await database.db.selectFrom('organization').select(['id', 'code']).orderBy('id').execute();
    const hq = orgs.find((o) => o.code === 'HQ')!.id;
    const sz = orgs.find((o) => o.code === 'SZ')!.id;
    identities = [
      { name: 'vendor2 of HQ', session: { orgId: hq, vendorCode: 'V002', userName: 'vendor2' } },
      {
        name: 'vendor1 of HQ (parent of V003)',
        session: { orgId: hq, vendorCode: 'V001', userName: 'vendor1' },
      },
      { name: 'buyer of HQ', session: { orgId: hq, vendorCode: null, userName: 'buyer' } },
      { name: 'buyer of SZ', session: { orgId: sz, vendorCode: null, userName: 'buyer' } },
    ];
    // A live session, so there is a session id to keep hidden.
    const adminId = await columnOf(database.db, 'app_user', 'id', { user_name: 'admin' });
    await database.db
      .insertInto('user_session')
      .values({
        id: '0f6e2c4a-9b1d-4e3f-8a7b-5c6d7e8f9a0b',
        user_id: adminId,
        org_id: hq,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
  });
  afterAll(async () => {
    await database?.close();
  });
  const rowsAs = async (text: string, who: Identity) =>
    run(database.db, await checkAdminSql(text), who.session);

  it('shows each caller only its organisation, and a vendor only its own and downstream rows', async () => {
    for (const who of identities) {
      const rows = await rowsAs('select delivery_no, vendor_code from delivery_note', who);
      const hidden = new Set(await hiddenNotes(database.db, who.session));
      expect(hidden.size, who.name).toBeGreaterThan(0);
      const all = await database.db.selectFrom('delivery_note').select('delivery_no').execute();
      // Exactly the notes the independent rule allows: none hidden, none missing.
      expect(rows.length, who.name).toBe(all.length - hidden.size);
      expect(
        rows.filter((r) => hidden.has(String(r.delivery_no))),
        who.name,
      ).toEqual([]);
    }
    const vendor2 = identities[0]!;
    expect(await rowsAs('select user_name from staff_user', vendor2)).toEqual([]);
    const vendors = await rowsAs('select vendor_code from vendor order by 1', vendor2);
    expect(vendors).toEqual([{ vendor_code: 'V002' }]);
    const v1 = await rowsAs('select vendor_code from vendor order by 1', identities[1]!);
    expect(v1.map((r) => r.vendor_code)).toEqual(['V001', 'V003']);
  });

  it('shows nothing when the session settings are missing (the views fail closed)', async () => {
    const target = await reportTargetOf(database.db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.id(target.schema, 'delivery_note')}`.execute(database.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('holds every generated attack: refused, or confined to the caller with no secret shown and nothing changed', async () => {
    const hidden = await secrets(database.db);
    expect(hidden.length).toBeGreaterThan(5);
    const before = await stateOf(database.db);
    const hiddenByIdentity = await Promise.all(
      identities.map((who) => hiddenNotes(database.db, who.session)),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(anyAttack, fc.nat(identities.length - 1), async (text, i) => {
        const who = identities[i]!;
        let rows: Record<string, unknown>[];
        try {
          rows = await rowsAs(text, who);
        } catch (error) {
          expect(error, text).toBeInstanceOf(AppError);
          expect((error as AppError).status, text).toBe(400);
          return;
        }
        accepted++;
        const shown = JSON.stringify(rows);
        for (const secret of hidden) expect(shown.includes(secret), `${text} shows a secret`).toBe(false);
        for (const note of hiddenByIdentity[i]!) {
          expect(shown.includes(note), `${text} shows ${note} to ${who.name}`).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
    expect(accepted).toBeGreaterThan(20);
    expect(await stateOf(database.db)).toEqual(before);
    if (kind === 'postgres') {
      expect(await reportConnectionState(database.db)).toEqual([
        JSON.stringify({ org: '', who: 'srm_report' }),
      ]);
    }
  });

  it('hands the next request a clean connection: no setting or lock of an earlier statement stays (issue #37)', async () => {
    // Below the checker (which refuses set_config and advisory locks): what a statement could leave behind if it
    // ever got through, left behind on purpose on every connection the statements run on.
    const leave = unchecked(
      "select set_config('srm.org_id', '2', false) as a, set_config('srm.scope', 'staff', false) as b, pg_try_advisory_lock(4242) as c",
    );
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        run(database.db, leave, { ...identities[2]!.session, userName: `leaver${i}` }),
      ),
    );
    const visible = unchecked(
      "select coalesce(current_setting('srm.org_id', true), '') as org, (select count(*)::int from pg_locks where locktype = 'advisory' and objid = 4242) as locks",
    );
    // The next statements see their own session only, and no lock is left anywhere.
    const seen = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        run(database.db, visible, { ...identities[3]!.session, userName: `next${i}` }),
      ),
    );
    for (const rows of seen) expect(rows).toEqual([{ org: String(identities[3]!.session.orgId), locks: 0 }]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 4242`.execute(
      database.db,
    );
    expect(rows[0]!.n).toBe(0);
    if (kind === 'postgres') {
      expect(await reportConnectionState(database.db)).toEqual([
        JSON.stringify({ org: '', who: 'srm_report' }),
      ]);
    }
  });

  it('runs on a role that can read only the report views: SQL the parser would refuse fails there too', async () => {
    const target = await reportTargetOf(database.db);
    // Both engines switch to (or log in as) srm_report.
    expect(target.setRole || kind === 'postgres').toBe(true);
    const appSchema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!
      .s;
    const bypass = unchecked;
    for (const text of [
      `select password_hash from "${appSchema}".app_user`,
      `select * from "${appSchema}".server_secret`,
      "select pg_read_file('PG_VERSION')",
      "select lo_import('/etc/hostname')",
      `select count(*) from "${appSchema}".user_session`,
    ]) {
      const error = await run(database.db, bypass(text), identities[2]!.session).catch((e: unknown) => e);
      expect(error, text).toBeInstanceOf(AppError);
      expect(translate('en', (error as AppError).key, (error as AppError).params), text).toMatch(
        /permission denied|must be superuser|privilege/,
      );
    }
    const write = await runAdminSql(
      database.db,
      bypass('delete from vendor'),
      identities[2]!.session,
      (inner) => inner,
    ).catch((e: unknown) => e);
    expect(translate('en', (write as AppError).key, (write as AppError).params)).toMatch(
      /refused|permission denied/,
    );
  });

  it('refuses a statement whose estimated cost is over the cap before running it', async () => {
    const started = Date.now();
    const error = await rowsAs(
      'select count(*) from delivery_line a, delivery_line b, delivery_line c, delivery_line d, delivery_line e',
      identities[2]!,
    ).catch((e: unknown) => e);
    expect(translate('en', (error as AppError).key, (error as AppError).params)).toMatch(
      /^The SQL is estimated too costly/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses more rows than the cap instead of truncating the list', async () => {
    const checked = await checkAdminSql('select id from part');
    const error = await runAdminSql(
      database.db,
      checked,
      identities[2]!.session,
      (inner) => sql`select * from (${inner}) q limit 3`,
    ).then((rows) => rows.length);
    expect(error).toBe(3);
  });

  it('answers a database error of the SQL as a 400 message, not a 500', async () => {
    const error = await rowsAs('select no_such_column from vendor', identities[0]!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect(translate('en', (error as AppError).key, (error as AppError).params)).toMatch(
      /^The SQL failed: column "no_such_column" does not exist/,
    );
  });

  it('lets one user run two configured SQL statements at once; more wait their turn or are refused', async () => {
    const checked = await checkAdminSql('select vendor_code from vendor');
    const who = { ...identities[2]!.session, userName: 'burst' };
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, () => run(database.db, checked, who)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(10);
    for (const r of refused) expect(((r as PromiseRejectedResult).reason as AppError).status).toBe(429);
  });

  // PGlite does not enforce statement_timeout (STACK-NOTES): the cost cap stands in for it there.
  if (kind === 'postgres')
    it('cancels a statement that runs past the 2 s time-out (checked below the parser)', async () => {
      const started = Date.now();
      const error = await run(database.db, unchecked('select pg_sleep(5)'), identities[2]!.session).catch(
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(4500);
      expect(translate('en', (error as AppError).key, (error as AppError).params)).toBe(
        'The SQL ran longer than 2 s and was cancelled',
      );
    });
});
