import fc from 'fast-check';

/*
 * Generated attacks on admin-configured SQL (issue #10): each class the outside probe used, spelled in the ways
 * PostgreSQL reads alike (comments, whitespace, case, quoting, schema prefixes, escapes) and placed anywhere a
 * query can hold an expression or a relation. `refusedAttack` must always be refused by the checker;
 * `anyAttack` adds statements the checker may accept, which the report views must then confine.
 */

/** Functions that read files or secrets, change settings, lock, write, wait, or run SQL given as text. */
const dangerousCalls: [string, string[]][] = [
  ['pg_read_file', ["'PG_VERSION'"]],
  ['pg_read_binary_file', ["'PG_VERSION'"]],
  ['pg_ls_dir', ["'.'"]],
  ['pg_stat_file', ["'PG_VERSION'"]],
  ['set_config', ["'srm.org_id'", "'2'", 'false']],
  ['set_config', ["'srm.scope'", "'staff'", 'true']],
  ['current_setting', ["'srm.org_id'"]],
  ['pg_try_advisory_lock', ['42']],
  ['pg_advisory_lock', ['42']],
  ['pg_advisory_xact_lock', ['42']],
  ['lo_import', ["'/etc/passwd'"]],
  ['lo_create', ['0']],
  ['lo_from_bytea', ['0', "'x'"]],
  ['pg_sleep', ['30']],
  ['pg_sleep_for', ["'30 s'"]],
  ['query_to_xml', ["'select password_hash from app_user'", 'true', 'true', "''"]],
  ['table_to_xml', ["'app_user'", 'true', 'true', "''"]],
  ['cursor_to_xml', ["'c'", '1', 'true', 'true', "''"]],
  ['ts_stat', ["'select to_tsvector(password_hash) from app_user'"]],
  ['nextval', ["'vendor_id_seq'"]],
  ['setval', ["'vendor_id_seq'", '1']],
  ['dblink', ["'dbname=test'", "'select 1'"]],
  ['pg_terminate_backend', ['1']],
  ['pg_cancel_backend', ['1']],
  ['txid_current', []],
  ['to_jsonb', ['u']],
  ['row_to_json', ['u']],
  ['generate_series', ['1', '100000000']],
  ['repeat', ["'x'", '100000000']],
  ['version', []],
  ['pg_reload_conf', []],
  ['pg_notify', ["'c'", "'x'"]],
  ['format', ["'%s'", "'x'"]],
  ['xpath', ["'/a'", "'<a/>'"]],
  ['convert_from', ["'x'", "'UTF8'"]],
  ['pg_get_viewdef', ["'vendor'"]],
  ['has_table_privilege', ["'app_user'", "'select'"]],
  ['inet_server_addr', []],
];

/** Tables and catalogues outside the report views, in the ways they can be named. */
const outsideRelations = [
  'app_user',
  'server_secret',
  'user_session',
  'captcha',
  'login_attempt',
  'list_param',
  'audit_log',
  'integration_key',
  'delivery_note_sequence',
  'auth_state',
  'pg_authid',
  'pg_shadow',
  'pg_user',
  'pg_roles',
  'pg_settings',
  'pg_stat_activity',
  'pg_largeobject',
  'information_schema.tables',
  'information_schema.columns',
  'pg_catalog.pg_class',
  'pgboss.job',
  'public.app_user',
  'report.vendor',
  'public.vendor',
];

/** Whole statements that write, lock, change the session or stack a second statement. */
const statementAttacks = [
  'delete from vendor',
  "update vendor set vendor_name = 'x'",
  "insert into vendor (org_id, vendor_code, vendor_name) values (1, 'X', 'x')",
  'with d as (delete from vendor returning *) select * from d',
  "with u as (update staff_user set nick_name = 'x' returning 1) select 1 as code from u",
  "with i as (insert into part (part_no) values ('x') returning 1) select 1 from i",
  'select 1 as code; delete from vendor',
  "select 1 as code, 'a' as name; select 2",
  'select * into vendor_copy from vendor',
  'select * from vendor for update',
  'select * from vendor for no key update',
  'select * from vendor for share',
  'select * from vendor for key share',
  'copy vendor to stdout',
  'set role postgres',
  'reset role',
  "set srm.org_id = '2'",
  'begin',
  'commit',
  'do $$ begin perform 1; end $$',
  'call anything()',
  'lock table vendor',
  "notify chan, 'x'",
  'listen chan',
  'explain select 1',
  'create table x (a int)',
  'table app_user',
  'with recursive r(n) as (select 1 union all select n + 1 from r) select n from r',
  'select 1 as code from vendor tablesample system (50)',
  'select code from rows from (generate_series(1, 3)) as g(code)',
  'select \'a\' collate "C" as code',
  'select (u).user_name as code from staff_user u',
  "select u.user_name as code from staff_user u where u.user_name similar to 'a%'",
  "select vendor_code as code from vendor where vendor_name ~ 'a'",
  'select current_user as code',
  'select session_user as code',
  'select current_schema as code',
  'select 1 operator(pg_catalog.+) 1 as code',
  "select 'x'::regclass as code",
  "select 'pg_read_file'::regproc as code",
  "select cast('1' as xml) as code",
  'select 1 as code where exists (select 1 from app_user)',
  'select $1 as code',
  'select :SECRET as code',
];

/** Ways of writing a function name that PostgreSQL may read as that function. */
function spellFunction(name: string): fc.Arbitrary<string> {
  const variants = [
    fc.constant(name),
    fc.constant(name.toUpperCase()),
    fc.constant(`"${name}"`),
    fc.constant(`pg_catalog.${name}`),
    fc.constant(`"pg_catalog"."${name}"`),
    fc.constant(`${name} `),
    fc.constant(`${name}/* x /* nested */ y */`),
    fc.constant(`${name}\n`),
    // Unicode escapes: U&"pg\005fread_file" is the identifier pg_read_file.
    fc.constant(`U&"${name.replace('_', '\\005f')}"`),
  ];
  if (name.includes('_')) {
    const at = name.indexOf('_');
    // The probe's trick: comments splitting a word that a word list checks.
    variants.push(fc.constant(`${name.slice(0, at)}/**/${name.slice(at)}`));
    variants.push(fc.constant(`${name.slice(0, at)}--x\n${name.slice(at)}`));
  }
  return fc.oneof(...variants);
}

/** Ways of writing a string argument. */
const spellString = (literal: string): fc.Arbitrary<string> => {
  if (!literal.startsWith("'")) return fc.constant(literal);
  const body = literal.slice(1, -1);
  return fc.oneof(
    fc.constant(literal),
    fc.constant(`$$${body}$$`),
    fc.constant(`$q$${body}$q$`),
    fc.constant(`E'${body}'`),
    fc.constant(`U&'${body}'`),
    fc.constant(`'${body}'::text`),
  );
};

const callExpression: fc.Arbitrary<string> = fc
  .constantFrom(...dangerousCalls)
  .chain(([name, args]) =>
    fc
      .tuple(spellFunction(name), fc.tuple(...args.map(spellString)))
      .map(([fn, spelled]) => `${fn}(${(spelled as string[]).join(', ')})`),
  );

/** Places an expression where a query can hold one. */
const placeExpression = (e: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    `select ${e} as code, 'n' as name`,
    `select vendor_code as code, vendor_name as name from vendor where ${e} is not null`,
    `select * from (select ${e} as code) s`,
    `with x as (select ${e} as code) select code, code as name from x`,
    `select 1 as code union all select ${e}`,
    `select case when true then ${e} end as code`,
    `select vendor_code as code from vendor v, lateral (select ${e} as c) l`,
    `select vendor_code as code from vendor order by ${e}`,
    `select coalesce(${e}, 'a') as code`,
    `select vendor_code as code from vendor where vendor_code in (select ${e})`,
    `select count(*) filter (where ${e} is null) as code from vendor`,
    `select 'a' as code from vendor u group by 1 having ${e} is not null`,
  );

const spellRelation = (name: string): fc.Arbitrary<string> => {
  const variants = [fc.constant(name), fc.constant(name.toUpperCase())];
  const parts = name.split('.');
  variants.push(fc.constant(parts.map((p) => `"${p}"`).join('.')));
  if (name.includes('_')) {
    const at = name.indexOf('_');
    variants.push(fc.constant(`${name.slice(0, at)}/**/${name.slice(at)}`));
    variants.push(fc.constant(`U&"${name.replace('_', '\\005f')}"`));
  }
  return fc.oneof(...variants);
};

const relationAttack: fc.Arbitrary<string> = fc
  .constantFrom(...outsideRelations)
  .chain(spellRelation)
  .chain((r) =>
    fc.constantFrom(
      `select * from ${r}`,
      `select 1 as code from ${r} x`,
      `select v.vendor_code as code from vendor v join ${r} x on true`,
      `select code from (select 1 as code from ${r}) s`,
      `with s as (select * from ${r}) select 1 as code from s`,
      `select 1 as code where exists (select 1 from ${r})`,
      `select vendor_code as code from vendor union select 'x' from ${r}`,
    ),
  );

/** Comments and whitespace around a whole statement. */
const dress = (statement: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    statement,
    `  ${statement}  `,
    `/* c */ ${statement}`,
    `${statement} -- trailing`,
    `\n\t${statement};`,
    `(${statement})`,
  );

/** Attacks the checker must refuse, whatever their spelling. */
export const refusedAttack: fc.Arbitrary<string> = fc
  .oneof(callExpression.chain(placeExpression), relationAttack, fc.constantFrom(...statementAttacks))
  .chain(dress);

/**
 * Statements the checker may accept: whole rows, other organisations' and vendors' rows asked for by name or by
 * condition. What they return must stay inside the caller's scope.
 */
export const confinedAttack: fc.Arbitrary<string> = fc.constantFrom(
  'select u::text as code, u::text as name from staff_user u',
  'select v::text as code, v::text as name from vendor v',
  'select n::text as code, n::text as name from delivery_note n',
  'select l::text as code, l::text as name from delivery_line l',
  'select o::text as code, o::text as name from order_line o',
  'select p::text as code, p::text as name from part p',
  'select o::text as code, o::text as name from organization o',
  'select delivery_no as code, vendor_code as name from delivery_note where vendor_code <> :VENDOR_CODE',
  'select delivery_no as code, vendor_code as name from delivery_note where :ORG_ID <> 0 or true',
  "select delivery_no as code, vendor_code as name from delivery_note where vendor_code in ('V001', 'V002', 'V003')",
  'select vendor_code as code, vendor_name as name from vendor',
  'select user_name as code, nick_name as name from staff_user',
  "select string_agg(delivery_no, ',') as code, count(*)::text as name from delivery_note",
  'select d.delivery_no as code, d.part_no as name from delivery_line d',
  'select cast(vendor_name as integer)::text as code, 1 as name from vendor',
  'with all_notes as (select * from delivery_note) select delivery_no as code, vendor_code as name from all_notes',
  'select delivery_no as code, vendor_code as name from delivery_note union all select delivery_no, vendor_code from delivery_note',
);

export const anyAttack: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: refusedAttack, weight: 3 },
  { arbitrary: confinedAttack, weight: 2 },
);
