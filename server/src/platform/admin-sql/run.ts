import { type RawBuilder, sql } from 'kysely';
import { planSchemaOf, reportSchemaOf } from '../../migrations/0011_report_views.ts';
import type { DatabaseKind, Db } from '../db.ts';
import { AppError } from '../errors.ts';
import type { SessionParam } from './catalogue.ts';
import type { CheckedSql } from './check.ts';

/*
 * Running admin-configured SQL (PRODUCT §9, docs/security.md). Every run is one read-only transaction that first
 * sets the caller's organisation and vendor scope as transaction-local settings (the report views read them),
 * points the search path at the report schema, sets the statement time-out, and on PostgreSQL runs on connections
 * that logged in as `srm_report` (which can read only the report views). Before running, the plan's estimated cost is
 * checked against a cap: PGlite does not enforce statement_timeout and has one connection, so a costly statement
 * would freeze every request. One user runs at most `perUserConcurrency` such statements at once (more wait in
 * a short queue, beyond it are refused), so one vendor hammering a slow dropdown cannot slow everyone.
 */

/** The caller's session (never taken from the request), and for a sub-query the value typed for its parameter. */
export type SessionValues = {
  orgId: number;
  vendorCode: string | null;
  userName: string;
  paramValue?: string;
};

export const adminSqlTimeoutMs = 2000;
/** Rows a dropdown may list at once; more needs the paged dropdown (IS_PAGING = 'Y'). */
export const dropdownRowCap = 1000;
/** Keys a sub-query may return. */
export const subQueryRowCap = 10_000;
/**
 * The planner's estimated total cost above which a statement is refused before it runs (docs/decisions.md). A
 * dropdown over a few thousand rows costs hundreds; scanning and sorting a million delivery lines costs hundreds of
 * thousands: too long to freeze the embedded database for, fine on a server with a statement time-out.
 */
export const costCap = { pglite: 200_000, postgres: 2_000_000 } as const;
export const perUserConcurrency = 2;
const perUserQueue = 8;

const sessionSql: Record<SessionParam, (s: SessionValues) => RawBuilder<unknown>> = {
  ORG_ID: (s) => sql`(cast(${s.orgId} as integer))`,
  VENDOR_CODE: (s) => sql`(cast(${s.vendorCode} as varchar))`,
  USER_NAME: (s) => sql`(cast(${s.userName} as varchar))`,
  PARAM_VALUE: (s) => sql`(cast(${s.paramValue ?? ''} as varchar))`,
};

/** The checked statement with the session values bound as parameters (never spliced into the text). */
export function bindAdminSql(checked: CheckedSql, session: SessionValues): RawBuilder<unknown> {
  return sql.join(
    checked.parts.map((p) => (typeof p === 'string' ? sql.raw(p) : sessionSql[p.param](session))),
    sql``,
  );
}

// ---- where it runs ----------------------------------------------------------------------------------------------

/**
 * Where a database's admin SQL runs: `db` itself (PGlite, or a PostgreSQL server where the role could not log in),
 * switching to `role` inside the transaction when there is one; or the connections of the report role.
 */
export type ReportTarget = {
  db: Db;
  kind: DatabaseKind;
  setRole: boolean;
  schema: string;
  planSchema: string;
};

type Registration = { kind: DatabaseKind; openReportDb?: () => Promise<Db | null> };
const registrations = new WeakMap<Db, Registration>();
const targets = new WeakMap<Db, Promise<ReportTarget>>();

/** Called by openDatabase: how to reach the report role's connections of this database, if any. */
export function registerReportDatabase(db: Db, registration: Registration): void {
  registrations.set(db, registration);
}

async function resolveTarget(db: Db): Promise<ReportTarget> {
  const registration = registrations.get(db) ?? { kind: 'pglite' as const };
  const { rows } = await sql<{ schema: string; role: boolean; member: boolean }>`
    select current_schema() as schema,
           exists (select 1 from pg_roles where rolname = 'srm_report') as role,
           coalesce((select pg_has_role(current_user, 'srm_report', 'member')
                     where exists (select 1 from pg_roles where rolname = 'srm_report')), false) as member`.execute(
    db,
  );
  const schema = reportSchemaOf(rows[0]!.schema);
  const planSchema = planSchemaOf(schema);
  const report = registration.openReportDb ? await registration.openReportDb() : null;
  if (report) return { db: report, kind: registration.kind, setRole: false, schema, planSchema };
  return { db, kind: registration.kind, setRole: Boolean(rows[0]!.member), schema, planSchema };
}

function targetOf(db: Db): Promise<ReportTarget> {
  let target = targets.get(db);
  if (!target) {
    target = resolveTarget(db);
    targets.set(db, target);
    target.catch(() => targets.delete(db));
  }
  return target;
}

/** How this database runs admin SQL (tests and the start-up log). */
export const reportTargetOf = targetOf;

// ---- per-user concurrency -----------------------------------------------------------------------------------------

const running = new Map<string, { active: number; waiting: (() => void)[] }>();

async function withUserSlot<T>(user: string, work: () => Promise<T>): Promise<T> {
  let slot = running.get(user);
  if (!slot) {
    slot = { active: 0, waiting: [] };
    running.set(user, slot);
  }
  if (slot.active >= perUserConcurrency) {
    if (slot.waiting.length >= perUserQueue) throw new AppError(429, 'safeSql.busy');
    await new Promise<void>((resolve) => slot.waiting.push(resolve));
  }
  slot.active++;
  try {
    return await work();
  } finally {
    slot.active--;
    const next = slot.waiting.shift();
    if (next) next();
    else if (slot.active === 0) running.delete(user);
  }
}

// ---- running ----------------------------------------------------------------------------------------------------

type DbError = { code?: string; message?: string };
const isDbError = (e: unknown): e is DbError =>
  typeof e === 'object' && e !== null && typeof (e as DbError).code === 'string' && 'message' in e;

/** A database error of admin SQL → a message for the person who configured or uses it; never a 500. */
function refusalOf(error: DbError): AppError {
  if (error.code === '57014')
    return new AppError(400, 'safeSql.timeout', { seconds: adminSqlTimeoutMs / 1000 });
  if (error.code === '25006') return new AppError(400, 'safeSql.readOnly');
  const reason = String(error.message ?? '')
    .split('\n')[0]!
    .slice(0, 200);
  return new AppError(400, 'safeSql.failed', { reason });
}

/**
 * Refuses a statement the planner expects to cost more than the cap, planned against the unconfined copies of the
 * report views (the real views' conditions read settings the planner cannot know, so it would guess a few rows per
 * view). Planning executes nothing; it runs on the owner's connection because the report role may not read the
 * copies.
 */
async function checkCost(db: Db, target: ReportTarget, query: RawBuilder<unknown>): Promise<void> {
  const plan = await db.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    await sql`select set_config('search_path', ${`"${target.planSchema}"`}, true),
                     set_config('standard_conforming_strings', 'on', true)`.execute(trx);
    return sql<{
      'QUERY PLAN': [{ Plan: { 'Total Cost': number } }];
    }>`explain (format json) ${query}`.execute(trx);
  });
  const cost = Math.round(Number(plan.rows[0]?.['QUERY PLAN'][0].Plan['Total Cost'] ?? 0));
  const cap = costCap[target.kind];
  if (cost > cap) throw new AppError(400, 'safeSql.tooCostly', { cost, cap });
}

/**
 * Runs a query built around checked admin SQL (`wrap` receives the bound statement) and answers its rows. The
 * session decides the rows the report views let through; nothing in the SQL text can widen them.
 */
export async function runAdminSql<Row>(
  db: Db,
  checked: CheckedSql,
  session: SessionValues,
  wrap: (inner: RawBuilder<unknown>) => RawBuilder<Row>,
): Promise<Row[]> {
  const query = wrap(bindAdminSql(checked, session));
  const target = await targetOf(db);
  return withUserSlot(`${session.orgId}:${session.userName}`, async () => {
    try {
      await checkCost(db, target, query);
      return await target.db.transaction().execute(async (trx) => {
        await sql`set transaction read only`.execute(trx);
        await sql`select set_config('search_path', ${`"${target.schema}"`}, true),
                         set_config('statement_timeout', ${String(adminSqlTimeoutMs)}, true),
                         set_config('standard_conforming_strings', 'on', true),
                         set_config('srm.org_id', ${String(session.orgId)}, true),
                         set_config('srm.scope', ${session.vendorCode ? 'vendor' : 'staff'}, true),
                         set_config('srm.vendor_code', ${session.vendorCode ?? ''}, true),
                         set_config('srm.user_name', ${session.userName}, true)`.execute(trx);
        if (target.setRole) await sql`set local role srm_report`.execute(trx);
        return (await query.execute(trx)).rows;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isDbError(error)) throw refusalOf(error);
      throw error;
    }
  });
}
