import { type RawBuilder, sql } from 'kysely';
import { planSchemaOf, reportSchemaOf } from '../../migrations/0011_report_views.ts';
import type { DatabaseKind, Db } from '../db.ts';
import { AppError } from '../errors.ts';
import { type SessionParam, sessionParamTypes } from './catalogue.ts';
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
 * thousands: too long to freeze the embedded database for, fine on a server with a statement time-out. On PGlite
 * (no timer, one thread) a cost of 1,000 took ~25–40 ms of demo data (issue #37's measurements, docs/security.md), so
 * 20,000 keeps the worst admitted statement well inside the 2 s a configured SQL may take.
 */
export const costCap = { pglite: 20_000, postgres: 2_000_000 } as const;
export const perUserConcurrency = 2;
const perUserQueue = 8;

const sessionValue: Record<SessionParam, (s: SessionValues) => string | number | null> = {
  ORG_ID: (s) => s.orgId,
  VENDOR_CODE: (s) => s.vendorCode,
  USER_NAME: (s) => s.userName,
  PARAM_VALUE: (s) => s.paramValue ?? '',
};

/**
 * The checked statement with the session values bound as parameters (never spliced into the text). Compiled on its
 * own it is `checked.text` to the character (the text the checker parsed); inside a larger query only the numbers
 * after `$` move.
 */
export function bindAdminSql(checked: CheckedSql, session: SessionValues): RawBuilder<unknown> {
  return sql.join(
    checked.parts.map((p) =>
      typeof p === 'string'
        ? sql.raw(p)
        : sql`(cast(${sessionValue[p.param](session)} as ${sql.raw(sessionParamTypes[p.param])}))`,
    ),
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
  /** The report role's own pool (reset whole after each statement); false when `db` is the owner's. */
  dedicated: boolean;
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
  if (report)
    return { db: report, kind: registration.kind, setRole: false, dedicated: true, schema, planSchema };
  return {
    db,
    kind: registration.kind,
    setRole: Boolean(rows[0]!.member),
    dedicated: false,
    schema,
    planSchema,
  };
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
    return sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) ${query}`.execute(trx);
  });
  const root = plan.rows[0]?.['QUERY PLAN'][0].Plan;
  const cost = Math.round(Number(root?.['Total Cost'] ?? 0));
  const cap = costCap[target.kind];
  if (cost > cap) throw new AppError(400, 'safeSql.tooCostly', { cost, cap });
  // The embedded database has no timer to stop a statement whose join the planner underestimated (a join on
  // `lower(a.x) = lower(b.x)` is guessed at a few rows however many match): there, such a join counts as every pair.
  if (target.kind === 'pglite' && root) {
    const rows = Math.round(worstRows(root));
    if (rows > pgliteRowCap) throw new AppError(400, 'safeSql.tooManyPairs', { rows, cap: pgliteRowCap });
  }
}

type PlanNode = {
  'Node Type': string;
  'Total Cost': number;
  'Plan Rows': number;
  'Hash Cond'?: string;
  'Merge Cond'?: string;
  'Join Filter'?: string;
  Plans?: PlanNode[];
};

/** Rows a plan on the embedded database may make at most at any node (~1–2 s of PGlite for plain rows). */
export const pgliteRowCap = 1_000_000;

/** `(l.note_id = n.id)`, `((a.code)::text = (b.code)::text)`: an equality of two plain columns, which statistics estimate. */
const plainEquality = /^\((\(?[\w."]+\)?(::[\w ]+)?) = (\(?[\w."]+\)?(::[\w ]+)?)\)$/;

/**
 * The most rows the node may produce at worst: the planner's estimate for scans and for joins on plain column
 * equalities; every pair of its inputs for any other join (a nested loop, or a hash or merge join on an expression).
 */
function worstRows(node: PlanNode): number {
  const children = (node.Plans ?? []).map(worstRows);
  const mostBelow = Math.max(0, ...children);
  const isJoin =
    node['Node Type'] === 'Nested Loop' ||
    node['Node Type'] === 'Hash Join' ||
    node['Node Type'] === 'Merge Join';
  if (!isJoin || children.length < 2) return Math.max(node['Plan Rows'], mostBelow);
  const condition = node['Hash Cond'] ?? node['Merge Cond'];
  const trusted =
    condition !== undefined && plainEquality.test(condition) && node['Join Filter'] === undefined;
  const pairs = children.reduce((a, b) => a * b, 1);
  return Math.max(trusted ? node['Plan Rows'] : pairs, mostBelow);
}

/**
 * Leaves the connection as it was before the statement, whatever the statement did to its session: the report
 * role's own connections are reset whole (`discard all`: settings, prepared plans, temporary tables, advisory locks);
 * the owner's connection (PGlite, or no report role) gives up every advisory lock and the report settings. Nothing
 * the checker lets through reaches session state; this holds if it ever did.
 */
async function resetConnection(connection: Db, target: ReportTarget): Promise<void> {
  if (target.dedicated) {
    await sql`discard all`.execute(connection);
    return;
  }
  await sql`select pg_advisory_unlock_all(),
                   set_config('srm.org_id', '', false), set_config('srm.scope', '', false),
                   set_config('srm.vendor_code', '', false), set_config('srm.user_name', '', false)`.execute(
    connection,
  );
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
      return await target.db.connection().execute(async (connection) => {
        try {
          return await connection.transaction().execute(async (trx) => {
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
        } finally {
          // A connection that cannot take the reset is broken: the pool drops it when it comes back.
          await resetConnection(connection, target).catch(() => undefined);
        }
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isDbError(error)) throw refusalOf(error);
      throw error;
    }
  });
}
