import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/helper.ts';
import { AppError } from './errors.ts';
import { translate } from './messages.ts';
import {
  bindAdminSql,
  checkAdminSql,
  runReadOnly,
  scanSql,
  selectAdminRows,
  splitStatements,
} from './safe-sql.ts';

/** Compiles without a database. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The English message a refusal shows, or 'accepted'. */
function verdict(text: string, options: { allowParamValue?: boolean } = {}): string {
  try {
    checkAdminSql(text, options);
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return translate('en', error.key, error.params);
    throw error;
  }
}

describe('admin SQL checks (PRODUCT §9)', () => {
  it.each([
    ['select vendor_code as code, vendor_name as name from vendor', 'accepted'],
    ['  SELECT 1 AS code, 2 AS name;  ', 'accepted'],
    ['(select 1 as code) union (select 2)', 'accepted'],
    ["with v as (select * from vendor) select vendor_code from v where vendor_name like '%;%'", 'accepted'],
    ["select 'it''s; drop table vendor' as code", 'accepted'],
    ['select $$; delete from vendor $$ as code', 'accepted'],
    ['select $tag$ ; $tag$ as code -- trailing ; comment', 'accepted'],
    ['select x::text from t where a[1:2] is not null', 'accepted'],
    ['select "vendor_code" from vendor where org_id = :ORG_ID and vendor_code = :vendor_code', 'accepted'],
    ['select pg_sleep(5)', 'accepted'],
  ])('accepts %s', (text, expected) => {
    expect(verdict(text)).toBe(expected);
  });

  it.each([
    ['', 'The SQL is empty'],
    ['-- nothing but a comment', 'The SQL is empty'],
    ["insert into vendor (vendor_code) values ('X')", 'Only a query is allowed'],
    ["update vendor set vendor_name = 'x'", 'Only a query is allowed'],
    ['delete from vendor', 'Only a query is allowed'],
    ['drop table vendor', 'Only a query is allowed'],
    ['create table x (a int)', 'Only a query is allowed'],
    ['truncate vendor', 'Only a query is allowed'],
    ['set role postgres', 'Only a query is allowed'],
    ['values (1)', 'Only a query is allowed'],
    ['select 1; delete from vendor', 'Only one SQL statement'],
    ['select 1;; select 2', 'Only one SQL statement'],
    ['select 1 /* ; */ ; drop table vendor', 'Only one SQL statement'],
    ['select 1 -- comment\n; drop table vendor', 'Only one SQL statement'],
    ["select E'\\''; drop table vendor; --'", 'Only one SQL statement'],
    ['/* select */ delete from vendor', 'Only a query is allowed'],
    ['select 1 /* unterminated', 'unterminated'],
    ["select 'unterminated", 'unterminated'],
    ['with d as (delete from vendor returning *) select * from d', 'The SQL may not use DELETE'],
    [
      "with u as (update vendor set vendor_name = 'x' returning *) select * from u",
      'The SQL may not use UPDATE',
    ],
    ['with i as (insert into vendor default values returning *) select 1', 'The SQL may not use INSERT'],
    ['select * into copy_of_vendor from vendor', 'The SQL may not use INTO'],
    ['select * from vendor for update', 'The SQL may not lock rows'],
    ['select * from vendor for no key update', 'The SQL may not lock rows'],
    ['select * from vendor for share', 'The SQL may not lock rows'],
    ["select pg_read_file('/etc/passwd')", 'The SQL may not use PG_READ_FILE'],
    ['select "pg_read_file"(\'/etc/passwd\')', 'The SQL may not use PG_READ_FILE'],
    ["select pg_catalog.pg_ls_dir('.')", 'The SQL may not use PG_CATALOG'],
    ["select set_config('statement_timeout', '0', true)", 'The SQL may not use SET_CONFIG'],
    ["select current_setting('data_directory')", 'The SQL may not use CURRENT_SETTING'],
    [
      "select * from query_to_xml('select * from app_user', true, true, '')",
      'The SQL may not use QUERY_TO_XML',
    ],
    ["select nextval('vendor_id_seq')", 'The SQL may not use NEXTVAL'],
    ['select value from server_secret', 'The SQL may not use SERVER_SECRET'],
    ['select password_hash from app_user', 'The SQL may not use PASSWORD_HASH'],
    ['select U&"\\0070g_read_file"(\'x\')', 'The SQL may not use U& escapes'],
    ['select 1) q; drop table vendor; select (1', 'Only one SQL statement'],
    ['select 1) union (select 2', 'The parentheses of the SQL do not match'],
    ['select (1', 'The parentheses of the SQL do not match'],
    ['select * from vendor where vendor_code = :OTHER_VENDOR', 'Unknown parameter :OTHER_VENDOR'],
    ['select * from vendor where vendor_code = :PARAM_VALUE', 'Unknown parameter :PARAM_VALUE'],
    ['select * from vendor where org_id = $1', 'may not use parameters like $1'],
  ])('refuses %s', (text, expected) => {
    expect(verdict(text)).toContain(expected);
  });

  it('accepts :PARAM_VALUE in a sub-query only', () => {
    expect(verdict('select id from order_line where po_no = :PARAM_VALUE', { allowParamValue: true })).toBe(
      'accepted',
    );
  });

  it('binds session values as parameters, never into the text', () => {
    const checked = checkAdminSql(
      "select vendor_code from vendor where org_id = :ORG_ID and vendor_code = :VENDOR_CODE -- :IGNORED\n and ':USER_NAME' <> :user_name",
    );
    const compiled = bindAdminSql(checked, {
      orgId: 7,
      vendorCode: "V002' or '1'='1",
      userName: 'vendor2',
    }).compile(compiler);
    expect(compiled.sql).not.toContain("V002'");
    expect(compiled.sql).not.toContain('IGNORED');
    expect(compiled.sql).toContain("':USER_NAME'");
    expect(compiled.parameters).toEqual([7, "V002' or '1'='1", 'vendor2']);
  });

  it('splits scripts at semicolons outside literals, dollar quotes and comments', () => {
    expect(
      splitStatements(`BEGIN;
        CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql;
        -- a comment; with a semicolon
        SELECT 'a;b';
        COMMIT;`),
    ).toEqual([
      'BEGIN',
      'CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql',
      "-- a comment; with a semicolon\n        SELECT 'a;b'",
      'COMMIT',
    ]);
    expect(scanSql('a::text').map((t) => t.kind)).toEqual(['word', 'symbol', 'word']);
  });
});

describe.each(testDatabases())('admin SQL at run time [%s]', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const session = { orgId: 1, vendorCode: 'V002', userName: 'vendor2' };

  it('runs in a read-only transaction: a write that got past the checks is refused', async () => {
    const before = await database.db.selectFrom('vendor').select('id').execute();
    const error = await runReadOnly(database.db, sql`delete from vendor`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(translate('en', (error as AppError).key)).toBe('The SQL tried to change data and was refused');
    expect(await database.db.selectFrom('vendor').select('id').execute()).toHaveLength(before.length);
  });

  it('reads only what the session values of the caller allow', async () => {
    const hq = await database.db
      .selectFrom('organization')
      .select('id')
      .where('code', '=', 'HQ')
      .executeTakeFirstOrThrow();
    const rows = await selectAdminRows(
      database.db,
      'select vendor_code from vendor where org_id = :ORG_ID and vendor_code = :VENDOR_CODE',
      { ...session, orgId: hq.id },
      10,
    );
    expect(rows).toEqual([{ vendor_code: 'V002' }]);
  });

  it('refuses more rows than the cap instead of truncating the list', async () => {
    const error = await selectAdminRows(database.db, 'select id from part', session, 5).catch(
      (e: unknown) => e,
    );
    expect(translate('en', (error as AppError).key, (error as AppError).params)).toBe(
      'The SQL returns more than 5 rows; narrow it or turn on paging for the dropdown',
    );
  });

  it('answers a database error of the SQL as a message, not a 500', async () => {
    const error = await selectAdminRows(database.db, 'select no_such_column from vendor', session, 5).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect(translate('en', (error as AppError).key, (error as AppError).params)).toMatch(
      /^The SQL failed: column "no_such_column" does not exist/,
    );
  });

  // PGlite does not enforce statement_timeout (STACK-NOTES): this test exists on PostgreSQL only.
  if (kind === 'postgres')
    it('cancels a statement that runs past the 2 s time-out', async () => {
      const started = Date.now();
      const error = await selectAdminRows(database.db, 'select pg_sleep(5)', session, 5).catch(
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(4500);
      expect(translate('en', (error as AppError).key, (error as AppError).params)).toBe(
        'The SQL ran longer than 2 s and was cancelled',
      );
    });
});
