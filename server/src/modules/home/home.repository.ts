import { toAnswer } from '@srm/contract';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** Whose rows count: the organisation's, and only the vendor's own for a vendor user. */
export type TodoScope = { orgId: number; vendorCode: string | null };

/** Delivery notes (kind DN) of the scope by status. */
export async function countNotes(db: Db, scope: TodoScope, status: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_note')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('note_kind', '=', 'DN')
    .where('status', '=', status)
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Overdue purchase order lines of the scope: due before today with something left to deliver (the report's OVERDUE). */
export async function countOverdueLines(db: Db, scope: TodoScope): Promise<number> {
  const row = await db
    .selectFrom('order_line')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('order_kind', '=', 'PO')
    .where(sql<boolean>`due_date < current_date and ordered_qty > qty_delivered`)
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Open order lines whose confirmation waits on the vendor (new, changed, countered) or on the buyer (proposed,
 * refused): what the confirmation lists show with WAITING_ON (order-confirmation.list.ts).
 */
export async function countAwaiting(db: Db, scope: TodoScope, on: 'vendor' | 'buyer'): Promise<number> {
  const states: readonly string[] = on === 'vendor' ? toAnswer : ['proposed', 'refused'];
  const row = await db
    .selectFrom('order_line')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('status', '=', 'open')
    .where(sql<boolean>`ordered_qty > qty_delivered`)
    .where(sql<boolean>`confirm_state = ${anyOf(states, 'text')}`)
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** NCRs of the scope in `states` (only those past their due date: `overdue`). */
export async function countNcrs(
  db: Db,
  scope: TodoScope,
  states: readonly string[],
  overdue: boolean,
): Promise<number> {
  const row = await db
    .selectFrom('ncr')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where(sql<boolean>`state = ${anyOf(states, 'text')}`)
    .$if(overdue, (q) => q.where(sql<boolean>`due_date < current_date`))
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Statements of the scope in a state. */
export async function countStatements(db: Db, scope: TodoScope, state: number): Promise<number> {
  const row = await db
    .selectFrom('statement')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('state', '=', state)
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Expense bills of the scope in a state. */
export async function countBills(db: Db, scope: TodoScope, state: 'sent'): Promise<number> {
  const row = await db
    .selectFrom('expense_bill')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('state', '=', state)
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
export async function countSubmittedDocuments(db: Db, scope: TodoScope): Promise<number> {
  const row = await db
    .selectFrom('vendor_document')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('state', '=', 'submitted')
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Documents of the scope to renew (the documents list's `EXPIRING`, onboarding.list.ts): approved, ending within 60
 * days or ended, with no newer one of the type approved to a later end or waiting for review.
 */
export async function countExpiringDocuments(db: Db, scope: TodoScope): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from vendor_document d
     where d.org_id = ${scope.orgId} ${scope.vendorCode === null ? sql`` : sql`and d.vendor_code = ${scope.vendorCode}`}
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
export async function countInvoices(
  db: Db,
  scope: TodoScope,
  state: 'submitted' | 'rejected',
): Promise<number> {
  const row = await db
    .selectFrom('invoice')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('state', '=', state)
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A vendor's newest forecast versions not yet committed to (issue #48): 0 or 1 per vendor. */
export async function countForecastsToCommit(db: Db, scope: TodoScope): Promise<number> {
  const row = await db
    .selectFrom('forecast_version')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', scope.orgId)
    .where('state', '=', 'published')
    .$if(scope.vendorCode !== null, (q) => q.where('vendor_code', '=', scope.vendorCode!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Buckets committed below demand in the firm or trade-off zone of current versions (Forecast commitments' rows). */
export async function countForecastShortfalls(db: Db, scope: TodoScope): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n
      from forecast_bucket fb
      join forecast_version fv on fv.id = fb.version_id and fv.state = 'committed'
     where fv.org_id = ${scope.orgId} ${scope.vendorCode === null ? sql`` : sql`and fv.vendor_code = ${scope.vendorCode}`}
       and fb.committed < fb.quantity and fb.zone <> 'forecast'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
