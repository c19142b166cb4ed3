import type { ExpenseBillDirection, ExpenseBillKind, ExpenseBillState } from '@srm/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** All SQL of expense bills (PRODUCT §7). Every function takes the organisation explicitly. */

export type BillRow = {
  id: number;
  org_id: number;
  bill_no: string;
  vendor_code: string;
  vendor_name: string;
  kind: ExpenseBillKind;
  direction: ExpenseBillDirection;
  amount: string;
  tax_rate: string;
  tax: string;
  currency: string;
  reason: string;
  period: string;
  state: ExpenseBillState;
  dispute_reason: string | null;
  statement_id: number | null;
  statement_no: string | null;
  created_by: string;
  created_at: Date;
  sent_at: Date | null;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  updated_at: Date;
};

/**
 * A bill by id in the caller's scope: the organisation; a vendor (its code given) only its own and never a draft
 * (a draft is the buyer's work in progress). Optionally locked for the change that follows.
 */
export async function findBill(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
  lock = false,
): Promise<BillRow | undefined> {
  const { rows } = await sql<BillRow>`
    select b.id, b.org_id, b.bill_no, b.vendor_code, coalesce(v.vendor_name, b.vendor_code) as vendor_name, b.kind,
           b.direction, b.amount, b.tax_rate, b.tax, b.currency, b.reason, b.period, b.state, b.dispute_reason,
           b.statement_id, s.statement_no, b.created_by, b.created_at, b.sent_at, b.confirmed_by, b.confirmed_at,
           b.updated_at
      from expense_bill b
      left join vendor v on v.org_id = b.org_id and v.vendor_code = b.vendor_code
      left join statement s on s.id = b.statement_id
     where b.org_id = ${orgId} and b.id = ${id}
       and (${vendorCode}::text is null or (b.vendor_code = ${vendorCode} and b.state <> 'draft'))
     ${lock ? sql`for update of b` : sql``}`.execute(db);
  return rows[0];
}

export type NewBill = {
  org_id: number;
  bill_no: string;
  vendor_code: string;
  kind: ExpenseBillKind;
  direction: ExpenseBillDirection;
  amount: string;
  tax_rate: string;
  tax: string;
  currency: string;
  reason: string;
  period: string;
  created_by: string;
};

export async function insertBill(db: Db, bill: NewBill): Promise<number> {
  const { id } = await db.insertInto('expense_bill').values(bill).returning('id').executeTakeFirstOrThrow();
  return id;
}

export type BillUpdate = Partial<{
  vendor_code: string;
  kind: ExpenseBillKind;
  direction: ExpenseBillDirection;
  amount: string;
  tax_rate: string;
  tax: string;
  currency: string;
  reason: string;
  period: string;
  state: ExpenseBillState;
  dispute_reason: string | null;
  sent_by: string;
  sent_at: Date;
  confirmed_by: string;
  confirmed_at: Date;
  disputed_by: string;
  disputed_at: Date;
  updated_by: string;
}>;

/** Gives a bill created under a placeholder its number (taken last in the creating transaction). */
export async function setBillNo(db: Db, id: number, billNo: string): Promise<void> {
  await db.updateTable('expense_bill').set({ bill_no: billNo }).where('id', '=', id).execute();
}

export async function updateBill(db: Db, id: number, set: BillUpdate): Promise<void> {
  await db
    .updateTable('expense_bill')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteBill(db: Db, id: number): Promise<void> {
  await db.deleteFrom('expense_bill').where('id', '=', id).execute();
}

export async function vendorExists(db: Db, orgId: number, vendorCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('vendor')
    .select('id')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The next number of a money document, `<prefix>yyyyMMdd` + 4 digits, per organisation and day (EB expense bills,
 * ST statements). The counter row stays locked until the caller's transaction ends, so numbers have no gaps.
 */
export async function nextMoneyNo(db: Db, orgId: number, prefix: 'EB' | 'ST'): Promise<string> {
  const { rows } = await sql<{ day: string; last_value: number }>`
    insert into money_counter (org_id, counter, last_value)
    values (${orgId}, ${prefix} || to_char(current_date, 'YYYYMMDD'), 1)
    on conflict (org_id, counter) do update set last_value = money_counter.last_value + 1
    returning substr(counter, 3) as day, last_value`.execute(db);
  const { day, last_value } = rows[0]!;
  return `${prefix}${day}${String(last_value).padStart(4, '0')}`;
}

/** Bills taken into a statement (the statement module's transitions move its bills through these). */
export async function includeBills(db: Db, statementId: number, billIds: readonly number[]): Promise<void> {
  if (billIds.length === 0) return;
  await sql`update expense_bill set state = 'included', statement_id = ${statementId}, updated_at = now()
             where id = any(${billIds}::integer[])`.execute(db);
}

/** Bills out of their statement (a line removed, the statement voided): confirmed again. */
export async function releaseBills(db: Db, billIds: readonly number[]): Promise<void> {
  if (billIds.length === 0) return;
  await sql`update expense_bill set state = 'confirmed', statement_id = null, updated_at = now()
             where id = any(${billIds}::integer[])`.execute(db);
}

/** The statement is voided: its bills are confirmed again. */
export async function releaseStatementBills(db: Db, statementId: number): Promise<void> {
  await sql`update expense_bill set state = 'confirmed', statement_id = null, updated_at = now()
             where statement_id = ${statementId}`.execute(db);
}

/** The statement is closed: so are its bills. */
export async function closeStatementBills(db: Db, statementId: number): Promise<void> {
  await sql`update expense_bill set state = 'closed', updated_at = now()
             where statement_id = ${statementId}`.execute(db);
}
