import { type Kysely, sql } from 'kysely';

/*
 * The catalogue admin-configured SQL reads (PRODUCT §9, docs/security.md): views in a schema of their own that
 * expose only the columns meant for configuration and confine every row to the caller's organisation and, for a
 * vendor, its vendor scope, read from transaction-local settings the server sets before running the SQL
 * (`srm.org_id`, `srm.scope` = staff | vendor, `srm.vendor_code`). Missing settings show nothing (fail closed).
 *
 * The views are security barriers: a condition of the configured SQL is evaluated only on rows the view lets
 * through, so an error message (e.g. a failing cast) cannot reveal a row of another tenant.
 *
 * On a PostgreSQL server the role `srm_report` (login, no other privilege) may read these views and nothing else;
 * configured SQL runs on connections logged in as it. Creating it needs CREATEROLE: without it the migration goes on
 * and the server falls back to the parser and the views (docs/decisions.md).
 */

/** `report` beside the default schema, `<schema>_report` beside any other (each test database has its own). */
export const reportSchemaOf = (appSchema: string) =>
  appSchema === 'public' ? 'report' : `${appSchema}_report`.slice(0, 63);

const orgSetting = `nullif(current_setting('srm.org_id', true), '')::integer`;
const scope = `current_setting('srm.scope', true)`;
const me = `current_setting('srm.vendor_code', true)`;

/** The conditions that confine a view's rows to the caller; in the planning copy they are all `true`. */
type Confine = {
  /** The row belongs to the caller's organisation. */
  org: (column: string) => string;
  /** Staff, or a vendor whose scope (itself and its downstream vendors) holds the vendor code. */
  vendor: (column: string) => string;
  /** A vendor caller: `condition` holds. */
  vendorAlso: (condition: string) => string;
  /** Staff callers only. */
  staff: string;
};

function confining(app: string): Confine {
  return {
    org: (column) => `${column} = ${orgSetting}`,
    vendor: (column) =>
      `(${scope} = 'staff' or (${scope} = 'vendor' and (${column} = ${me} or ${column} in (
         select d.vendor_code from "${app}".vendor d where d.org_id = ${orgSetting} and d.parent_vendor_code = ${me}))))`,
    vendorAlso: (condition) => `(${scope} = 'vendor' and ${condition})`,
    staff: `${scope} = 'staff'`,
  };
}

/**
 * Copies of the views with every confining condition `true`, never readable by the report role: the server plans
 * configured SQL against them to bound its cost. The real views' conditions read settings the planner cannot know,
 * so it guesses a handful of rows for each and would call a cross join of thousands of rows cheap.
 */
const planning: Confine = {
  org: () => 'true',
  vendor: () => 'true',
  vendorAlso: () => 'true',
  staff: 'true',
};

function views(app: string, c: Confine): Record<string, string> {
  const t = (name: string) => `"${app}".${name}`;
  const noteScope = (n: string) =>
    `(${c.vendor(`${n}.vendor_code`)} or ${c.vendorAlso(`${n}.note_kind = 'SUB' and ${n}.receiver_vendor_code = ${me}`)})`;
  return {
    organization: `select o.id, o.code, o.name from ${t('organization')} o where ${c.org('o.id')}`,
    vendor: `
      select v.id, v.vendor_code, v.vendor_name, v.parent_vendor_code, v.contact, v.email, v.phone, v.enabled
      from ${t('vendor')} v
      where ${c.org('v.org_id')}
        and (${c.vendor('v.vendor_code')} or ${c.vendorAlso(`v.vendor_code = (
          select s.parent_vendor_code from ${t('vendor')} s where s.org_id = ${orgSetting} and s.vendor_code = ${me})`)})`,
    part: `
      select p.id, p.part_no, p.part_name, p.part_descr, p.base_unit, p.spq
      from ${t('part')} p
      where ${c.org('p.org_id')}
        and (${c.staff} or ${c.vendorAlso(`exists (
          select 1 from ${t('order_line')} l
          where l.org_id = p.org_id and l.part_no = p.part_no and ${c.vendor('l.vendor_code')})`)})`,
    order_line: `
      select l.id, l.order_kind, l.po_no, l.po_item, l.vendor_code, l.part_no, l.ordered_qty, l.po_unit,
             l.base_unit, l.unit_exrate, l.unit_price, l.tax_rate, l.currency, l.due_date, l.buyer, l.status,
             l.qty_open, l.qty_in_transit, l.qty_received, l.qty_delivered
      from ${t('order_line')} l
      where ${c.org('l.org_id')} and ${c.vendor('l.vendor_code')}`,
    delivery_note: `
      select n.id, n.note_kind, n.delivery_no, n.status, n.vendor_code, n.vendor_name, n.receiver_vendor_code,
             n.delivery_date, n.arrival_date, n.description, n.check_man, n.check_date, n.logistics_company,
             n.tracking_no, n.received_at, n.created_at
      from ${t('delivery_note')} n
      where ${c.org('n.org_id')} and ${noteScope('n')}`,
    delivery_line: `
      select d.id, d.note_id, n.delivery_no, d.line_no, d.order_line_id, l.po_no, l.po_item, l.part_no,
             d.delivery_qty, d.spare_qty, d.packing_qty, d.received_qty, d.vendor_part_no, d.date_code, d.lot_no
      from ${t('delivery_line')} d
      join ${t('delivery_note')} n on n.id = d.note_id
      join ${t('order_line')} l on l.id = d.order_line_id
      where ${c.org('d.org_id')} and ${c.org('n.org_id')} and ${noteScope('n')}`,
    staff_user: `
      select u.user_name, u.nick_name
      from ${t('app_user')} u
      where ${c.staff} and u.vendor_code is null and u.enabled
        and exists (select 1 from ${t('user_organization')} m where m.user_id = u.id and ${c.org('m.org_id')})`,
  };
}

/** The planning copy of a report schema (owner only). */
export const planSchemaOf = (reportSchema: string) => `${reportSchema}_plan`.slice(0, 63);

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const app = rows[0]!.schema;
  const report = reportSchemaOf(app);
  await sql`create schema ${sql.id(report)}`.execute(db);
  for (const [name, body] of Object.entries(views(app, confining(app)))) {
    await sql`create view ${sql.id(report, name)} with (security_barrier = true) as ${sql.raw(body)}`.execute(
      db,
    );
  }
  const plan = planSchemaOf(report);
  await sql`create schema ${sql.id(plan)}`.execute(db);
  await sql`revoke all on schema ${sql.id(plan)} from public`.execute(db);
  for (const [name, body] of Object.entries(views(app, planning))) {
    await sql`create view ${sql.id(plan, name)} as ${sql.raw(body)}`.execute(db);
  }
  // The demo data of earlier versions gave its Buyer role SeniorSetting (configured SQL for every buyer): only
  // administrators hold it now. A role an administrator made is left as it is.
  await sql`
    delete from role_menu rm using role r, menu m
    where rm.role_id = r.id and rm.menu_id = m.id and m.menu_code = 'SeniorSetting'
      and r.role_name = '采购员' and r.remark = 'Buyer' and r.role_type = 'normal'`.execute(db);
  // A role that can log in and read the views, nothing else. Roles belong to the whole server: another database
  // (or a migration running at the same moment) may have made it already.
  await sql
    .raw(`
    do $$
    begin
      begin
        create role srm_report login nosuperuser nocreatedb nocreaterole noinherit noreplication connection limit 64;
      exception
        when duplicate_object or unique_violation then null;
      end;
      execute format('grant usage on schema %I to srm_report', '${report}');
      execute format('grant select on all tables in schema %I to srm_report', '${report}');
      begin
        execute 'grant srm_report to ' || quote_ident(current_user);
      exception
        when others then null;
      end;
    exception
      when insufficient_privilege then
        raise notice 'srm_report could not be set up (%); configured SQL runs on the owner''s connections', sqlerrm;
    end $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const report = reportSchemaOf(rows[0]!.schema);
  await sql`drop schema ${sql.id(planSchemaOf(report))} cascade`.execute(db);
  await sql`drop schema ${sql.id(report)} cascade`.execute(db);
}
