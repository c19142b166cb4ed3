import { toAnswer } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** Whose rows count: the organisation's, and only the vendor's own for a vendor user. */
export type TodoScope = { orgId: number; vendorCode: string | null };

/** The scope's rows of a table (`alias`): its organisation's; a vendor only its own. */
const inScope = (scope: TodoScope, alias?: string) => {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return scope.vendorCode === null
    ? sql`${column('org_id')} = ${scope.orgId}`
    : sql`${column('org_id')} = ${scope.orgId} and ${column('vendor_code')} = ${scope.vendorCode}`;
};
/** The `n` a count query answers. */
const countOf = async (db: Db, query: RawBuilder<unknown>) =>
  Number((await query.execute(db)).rows.map((r) => (r as { n: string }).n)[0] ?? 0);

/** Delivery notes (kind DN) of the scope by status. */
export const countNotes = (db: Db, scope: TodoScope, status: number) =>
  countOf(
    db,
    sql`select count(*) as n from delivery_note where note_kind = 'DN' and status = ${status} and ${inScope(scope)}`,
  );

/** Overdue purchase order lines of the scope: due before today with something left to deliver (the report's OVERDUE). */
export const countOverdueLines = (db: Db, scope: TodoScope) =>
  countOf(
    db,
    sql`select count(*) as n from order_line
         where order_kind = 'PO' and due_date < current_date and ordered_qty > qty_delivered and ${inScope(scope)}`,
  );

/**
 * Open order lines whose confirmation waits on the vendor (new, changed, countered) or on the buyer (proposed,
 * refused): what the confirmation lists show with WAITING_ON (order-confirmation.list.ts).
 */
export async function countAwaiting(db: Db, scope: TodoScope, on: 'vendor' | 'buyer'): Promise<number> {
  const states: readonly string[] = on === 'vendor' ? toAnswer : ['proposed', 'refused'];
  return countOf(
    db,
    sql`select count(*) as n from order_line
         where status = 'open' and ordered_qty > qty_delivered and confirm_state = ${anyOf(states, 'text')}
           and ${inScope(scope)}`,
  );
}

/** NCRs of the scope in `states` (only those past their due date: `overdue`). */
export const countNcrs = (db: Db, scope: TodoScope, states: readonly string[], overdue: boolean) =>
  countOf(
    db,
    sql`select count(*) as n from ncr
         where state = ${anyOf(states, 'text')} ${overdue ? sql`and due_date < current_date` : sql``} and ${inScope(scope)}`,
  );

/** Statements of the scope in a state. */
export const countStatements = (db: Db, scope: TodoScope, state: number) =>
  countOf(db, sql`select count(*) as n from statement where state = ${state} and ${inScope(scope)}`);

/** Expense bills of the scope in a state. */
export const countBills = (db: Db, scope: TodoScope, state: 'sent') =>
  countOf(db, sql`select count(*) as n from expense_bill where state = ${state} and ${inScope(scope)}`);

/** The organisation's supplier registrations in a state (staff only: registrations have no vendor). */
export async function countRegistrations(
  db: Db,
  scope: TodoScope,
  state: 'submitted' | 'reviewed',
): Promise<number> {
  if (scope.vendorCode !== null) return 0;
  const row = await db
    .selectFrom('vendor_registration')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pending master data changes of the scope of these kinds (what waits on one decider). */
export async function countPendingChanges(
  db: Db,
  scope: TodoScope,
  kinds: readonly string[],
): Promise<number> {
  const row = await db
    .selectFrom('vendor_change as c')
    .innerJoin('vendor as v', (j) =>
      j.onRef('v.org_id', '=', 'c.org_id').onRef('v.vendor_code', '=', 'c.vendor_code'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.org_id', '=', scope.orgId)
    .where('c.state', '=', 'pending')
    .where(sql<boolean>`c.kind = ${anyOf(kinds, 'text')}`)
    .$if(scope.vendorCode !== null, (q) => q.where('c.vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Compliance documents of the scope waiting for review. */
export const countSubmittedDocuments = (db: Db, scope: TodoScope) =>
  countOf(db, sql`select count(*) as n from vendor_document where state = 'submitted' and ${inScope(scope)}`);

/**
 * Documents of the scope to renew (the documents list's `EXPIRING`, onboarding.list.ts): approved, ending within 60
 * days or ended, with no newer one of the type approved to a later end or waiting for review.
 */
export async function countExpiringDocuments(db: Db, scope: TodoScope): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from vendor_document d
     where ${inScope(scope, 'd')}
       and d.state = 'approved' and d.valid_to - current_date <= 60
       and not exists (select 1 from vendor_document n
                        where n.org_id = d.org_id and n.vendor_code = d.vendor_code
                          and n.document_type_id = d.document_type_id and n.id <> d.id
                          and (n.state = 'submitted' or (n.state = 'approved' and n.valid_to > d.valid_to)))`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The organisation's mandatory document types the vendor has no approved document of valid today (a vendor's own
 * count; staff have none): what its profile and documents screen name as missing.
 */
export async function countMissingDocuments(db: Db, scope: TodoScope): Promise<number> {
  if (scope.vendorCode === null) return 0;
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from document_type t
     where t.org_id = ${scope.orgId} and t.mandatory and t.enabled
       and not exists (select 1 from vendor_document d
                        where d.org_id = t.org_id and d.document_type_id = t.id and d.vendor_code = ${scope.vendorCode}
                          and d.state = 'approved' and current_date between d.valid_from and d.valid_to)`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The scope's invoices in a state (a vendor: its own). */
export const countInvoices = (db: Db, scope: TodoScope, state: 'submitted' | 'rejected') =>
  countOf(db, sql`select count(*) as n from invoice where state = ${state} and ${inScope(scope)}`);

/** A vendor's newest forecast versions not yet committed to (issue #48): 0 or 1 per vendor. */
export const countForecastsToCommit = (db: Db, scope: TodoScope) =>
  countOf(
    db,
    sql`select count(*) as n from forecast_version where state = 'published' and ${inScope(scope)}`,
  );

/** Buckets committed below demand in the firm or trade-off zone of current versions (Forecast commitments' rows). */
export const countForecastShortfalls = (db: Db, scope: TodoScope) =>
  countOf(
    db,
    sql`select count(*) as n
          from forecast_bucket fb
          join forecast_version fv on fv.id = fb.version_id and fv.state = 'committed'
         where ${inScope(scope, 'fv')} and fb.committed < fb.quantity and fb.zone <> 'forecast'`,
  );
