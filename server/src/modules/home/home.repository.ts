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
