import type {
  ExpenseBillDirection,
  ExpenseBillKind,
  StatementLineKind,
  StatementLineState,
} from '@srm/contract';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/**
 * All SQL of reconciliation statements (PRODUCT §7). Every function takes the organisation explicitly. A delivery
 * line or a bill is held by at most one live statement line: the partial unique indexes of migration 0015 decide,
 * and the inserts here skip (ON CONFLICT DO NOTHING) what another transaction holds so the service can name it.
 */

export type StatementRow = {
  id: number;
  org_id: number;
  statement_no: string;
  vendor_code: string;
  vendor_name: string;
  currency: string;
  period_from: string;
  period_to: string;
  state: number;
  line_count: number;
  amount: string;
  tax: string;
  amount_with_tax: string;
  reject_reason: string | null;
  invoice_no: string | null;
  invoice_date: string | null;
  invoice_amount: string | null;
  invoice_tax: string | null;
  override_reason: string | null;
  created_by: string;
  created_at: Date;
  sent_by: string | null;
  sent_at: Date | null;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  rejected_by: string | null;
  rejected_at: Date | null;
  approved_by: string | null;
  approved_at: Date | null;
  closed_by: string | null;
  closed_at: Date | null;
  voided_by: string | null;
  voided_at: Date | null;
};

/**
 * Statements a vendor may see: its own, once sent (never a draft, never a voided draft; a statement voided after the
 * vendor rejected it stays visible, as voided).
 */
const vendorVisible = (vendorCode: string | null) =>
  sql`(${vendorCode}::text is null or (s.vendor_code = ${vendorCode} and s.state <> 1 and (s.state <> 9 or s.sent_at is not null)))`;

export async function findStatement(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
  lock = false,
): Promise<StatementRow | undefined> {
  const { rows } = await sql<StatementRow>`
    select s.id, s.org_id, s.statement_no, s.vendor_code, coalesce(v.vendor_name, s.vendor_code) as vendor_name,
           s.currency, s.period_from, s.period_to, s.state, s.line_count, s.amount, s.tax, s.amount_with_tax,
           s.reject_reason, s.invoice_no, s.invoice_date, s.invoice_amount, s.invoice_tax, s.override_reason,
           s.created_by, s.created_at,
           s.sent_by, s.sent_at, s.confirmed_by, s.confirmed_at, s.rejected_by, s.rejected_at, s.approved_by,
           s.approved_at, s.closed_by, s.closed_at, s.voided_by, s.voided_at
      from statement s
      left join vendor v on v.org_id = s.org_id and v.vendor_code = s.vendor_code
     where s.org_id = ${orgId} and s.id = ${id} and ${vendorVisible(vendorCode)}
     ${lock ? sql`for update of s` : sql``}`.execute(db);
  return rows[0];
}

/** A statement line with what the statement shows of its delivery line or bill. */
export type LineRow = {
  id: number;
  line_no: number;
  line_kind: StatementLineKind;
  delivery_line_id: number | null;
  delivery_no: string | null;
  note_line_no: number | null;
  po_no: string | null;
  po_item: number | null;
  part_no: string | null;
  part_name: string | null;
  received_at: Date | null;
  received_qty: string | null;
  po_unit: string | null;
  base_unit: string | null;
  unit_exrate: string | null;
  expense_bill_id: number | null;
  bill_no: string | null;
  kind: ExpenseBillKind | null;
  direction: ExpenseBillDirection | null;
  reason: string | null;
  qty: string;
  unit_price: string;
  tax_rate: string;
  amount: string;
  tax: string;
  line_state: StatementLineState;
  reject_reason: string | null;
};

export async function findLines(db: Db, statementId: number): Promise<LineRow[]> {
  const { rows } = await sql<LineRow>`
    select sl.id, sl.line_no, sl.line_kind, sl.delivery_line_id, dn.delivery_no, dl.line_no as note_line_no,
           ol.po_no, ol.po_item, ol.part_no, coalesce(p.part_name, ol.part_no) as part_name, dn.received_at,
           sl.received_qty, ol.po_unit, ol.base_unit, sl.unit_exrate, sl.expense_bill_id, b.bill_no, b.kind,
           b.direction, b.reason, sl.qty, sl.unit_price, sl.tax_rate, sl.amount, sl.tax, sl.line_state,
           sl.reject_reason
      from statement_line sl
      left join delivery_line dl on dl.id = sl.delivery_line_id
      left join delivery_note dn on dn.id = dl.note_id
      left join order_line ol on ol.id = dl.order_line_id
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
      left join expense_bill b on b.id = sl.expense_bill_id
     where sl.statement_id = ${statementId}
     order by sl.line_no`.execute(db);
  return rows;
}

export type BillingScope = {
  orgId: number;
  vendorCode: string;
  currency: string;
  periodFrom: string;
  periodTo: string;
};

/** A received delivery line that may be billed, with its order line's price, tax rate and unit rate. */
export type ReceiptSource = {
  delivery_line_id: number;
  delivery_no: string;
  note_line_no: number;
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string;
  received_at: Date;
  received_qty: string;
  po_unit: string;
  base_unit: string;
  unit_exrate: string;
  unit_price: string;
  tax_rate: string;
};

/**
 * What a line's rejection takes off its billed quantity (alias `i` the inspection, `o` the organisation): all of it
 * when the organisation bills the accepted quantity, nothing when it deducts rejections by expense bill (0033).
 */
const billedRejection = sql`(case when o.reject_billing = 'accepted' then coalesce(i.rejected_qty, 0) else 0 end)`;

/**
 * Received lines of the vendor's delivery and outsourced notes (not downstream ones) received within the period,
 * in the currency, with an accepted quantity, not in a live statement; all of them, or those of `ids`. What a line
 * bills (`received_qty`) is the accepted quantity: received less what inspection rejected (issue #33, PRODUCT §12;
 * a line not inspected is accepted in full).
 */
export async function eligibleReceipts(
  db: Db,
  s: BillingScope,
  ids: readonly number[] | null,
): Promise<ReceiptSource[]> {
  const { rows } = await sql<ReceiptSource>`
    select dl.id as delivery_line_id, dn.delivery_no, dl.line_no as note_line_no, ol.po_no, ol.po_item, ol.part_no,
           coalesce(p.part_name, ol.part_no) as part_name, dn.received_at,
           dl.received_qty - ${billedRejection} as received_qty, ol.po_unit, ol.base_unit,
           ol.unit_exrate, ol.unit_price, ol.tax_rate
      from delivery_note dn
      join organization o on o.id = dn.org_id
      join delivery_line dl on dl.note_id = dn.id
      join order_line ol on ol.id = dl.order_line_id
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
      left join inspection i on i.delivery_line_id = dl.id
     where dn.org_id = ${s.orgId} and dn.vendor_code = ${s.vendorCode} and dn.note_kind in ('DN', 'OS')
       and dn.status = 5 and dl.received_qty - ${billedRejection} > 0 and ol.currency = ${s.currency}
       and dn.received_at::date between ${s.periodFrom}::date and ${s.periodTo}::date
       and not exists (select 1 from statement_line sl where sl.delivery_line_id = dl.id and sl.live)
       ${ids ? sql`and dl.id = any(${ids}::integer[])` : sql``}
     order by dl.id`.execute(db);
  return rows;
}

/** A confirmed bill that may be billed. */
export type BillSource = {
  expense_bill_id: number;
  bill_no: string;
  kind: ExpenseBillKind;
  direction: ExpenseBillDirection;
  reason: string;
  amount: string;
  tax_rate: string;
};

/** Confirmed bills of the vendor, currency and the period's months, not in a live statement; all or those of `ids`. */
export async function eligibleBills(
  db: Db,
  s: BillingScope,
  ids: readonly number[] | null,
): Promise<BillSource[]> {
  const { rows } = await sql<BillSource>`
    select b.id as expense_bill_id, b.bill_no, b.kind, b.direction, b.reason, b.amount, b.tax_rate
      from expense_bill b
     where b.org_id = ${s.orgId} and b.vendor_code = ${s.vendorCode} and b.currency = ${s.currency}
       and b.state = 'confirmed'
       and b.period between to_char(${s.periodFrom}::date, 'YYYY-MM') and to_char(${s.periodTo}::date, 'YYYY-MM')
       and not exists (select 1 from statement_line sl where sl.expense_bill_id = b.id and sl.live)
       ${ids ? sql`and b.id = any(${ids}::integer[])` : sql``}
     order by b.id`.execute(db);
  return rows;
}

/** How refusals name delivery lines: `DN…/line`, and the live statement holding each, if any. */
export async function describeDeliveryLines(
  db: Db,
  orgId: number,
  ids: readonly number[],
): Promise<{ id: number; label: string; holder: string | null }[]> {
  const { rows } = await sql<{ id: number; label: string; holder: string | null }>`
    select dl.id, dn.delivery_no || '/' || dl.line_no as label,
           (select s.statement_no from statement_line sl join statement s on s.id = sl.statement_id
             where sl.delivery_line_id = dl.id and sl.live limit 1) as holder
      from delivery_line dl join delivery_note dn on dn.id = dl.note_id
     where dn.org_id = ${orgId} and dl.id = any(${ids}::integer[])
     order by dl.id`.execute(db);
  return rows;
}

export async function describeBills(
  db: Db,
  orgId: number,
  ids: readonly number[],
): Promise<{ id: number; label: string }[]> {
  const { rows } = await sql<{ id: number; label: string }>`
    select id, bill_no as label from expense_bill where org_id = ${orgId} and id = any(${ids}::integer[])
     order by id`.execute(db);
  return rows;
}

export async function insertStatement(
  db: Db,
  row: {
    org_id: number;
    vendor_code: string;
    currency: string;
    period_from: string;
    period_to: string;
    created_by: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('statement').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export type StatementUpdate = Partial<{
  statement_no: string;
  state: number;
  line_count: number;
  amount: string;
  tax: string;
  amount_with_tax: string;
  reject_reason: string | null;
  reject_summary: string;
  invoice_no: string;
  invoice_date: string;
  invoice_amount: string;
  invoice_tax: string;
  override_reason: string | null;
  sent_by: string;
  sent_at: Date;
  confirmed_by: string;
  confirmed_at: Date;
  rejected_by: string;
  rejected_at: Date;
  approved_by: string;
  approved_at: Date;
  closed_by: string;
  closed_at: Date;
  voided_by: string;
  voided_at: Date;
}>;

export async function updateStatement(db: Db, id: number, set: StatementUpdate): Promise<void> {
  await db
    .updateTable('statement')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export type NewLine = {
  statement_id: number;
  org_id: number;
  line_no: number;
  line_kind: StatementLineKind;
  delivery_line_id: number | null;
  expense_bill_id: number | null;
  received_qty: string | null;
  unit_exrate: string | null;
  qty: string;
  unit_price: string;
  tax_rate: string;
  amount: string;
  tax: string;
};

/**
 * Inserts lines of one kind and one statement; a line whose delivery line (or bill) another live statement holds is skipped, waiting
 * for a concurrent transaction that holds it to end. Answers the delivery line (or bill) ids inserted.
 */
export async function insertLines(db: Db, kind: StatementLineKind, lines: NewLine[]): Promise<Set<number>> {
  if (lines.length === 0) return new Set();
  const target = kind === 'receipt' ? 'delivery_line_id' : 'expense_bill_id';
  const column = <K extends keyof NewLine>(key: K) => lines.map((l) => l[key]);
  // One statement of column arrays (unnest) rather than rows of bound values: 10,000 lines are 11 parameters,
  // not 130,000, which PGlite parses one by one (docs/performance.md "Statements").
  const { rows } = await sql<Record<string, number>>`
    insert into statement_line (statement_id, org_id, line_kind, line_no, delivery_line_id, expense_bill_id,
                                received_qty, unit_exrate, qty, unit_price, tax_rate, amount, tax)
    select ${lines[0]!.statement_id}::integer, ${lines[0]!.org_id}::integer, ${kind}, u.*
      from unnest(${column('line_no')}::integer[], ${column('delivery_line_id')}::integer[],
                  ${column('expense_bill_id')}::integer[], ${column('received_qty')}::numeric[],
                  ${column('unit_exrate')}::numeric[], ${column('qty')}::numeric[], ${column('unit_price')}::numeric[],
                  ${column('tax_rate')}::numeric[], ${column('amount')}::numeric[], ${column('tax')}::numeric[]) as u
    on conflict (${sql.ref(target)}) where live do nothing
    returning ${sql.ref(target)}`.execute(db);
  return new Set(rows.map((row) => row[target]!));
}

export async function lastLineNo(db: Db, statementId: number): Promise<number> {
  const row = await db
    .selectFrom('statement_line')
    .select((eb) => eb.fn.max('line_no').as('n'))
    .where('statement_id', '=', statementId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Count and sums of a statement's rounded lines (exact numeric sums). */
export async function lineSums(
  db: Db,
  statementId: number,
): Promise<{ line_count: number; amount: string; tax: string }> {
  const { rows } = await sql<{ line_count: number; amount: string; tax: string }>`
    select count(*)::integer as line_count, coalesce(sum(amount), 0)::text as amount,
           coalesce(sum(tax), 0)::text as tax
      from statement_line where statement_id = ${statementId}`.execute(db);
  return rows[0]!;
}

/** Removes lines of a statement; answers the bills they carried. */
export async function deleteLines(
  db: Db,
  statementId: number,
  lineIds: readonly number[],
): Promise<number[]> {
  const { rows } = await sql<{ expense_bill_id: number | null }>`
    delete from statement_line where statement_id = ${statementId} and id = any(${lineIds}::integer[])
    returning expense_bill_id`.execute(db);
  return rows.flatMap((r) => (r.expense_bill_id === null ? [] : [r.expense_bill_id]));
}

export async function setLinesRejected(
  db: Db,
  statementId: number,
  lines: readonly { id: number; reason: string }[],
): Promise<void> {
  for (const line of lines)
    await db
      .updateTable('statement_line')
      .set({ line_state: 'rejected', reject_reason: line.reason })
      .where('statement_id', '=', statementId)
      .where('id', '=', line.id)
      .execute();
}

/** Every line of the statement back to `ok` (the statement is sent again). */
export async function clearLineRejections(db: Db, statementId: number): Promise<void> {
  await db
    .updateTable('statement_line')
    .set({ line_state: 'ok', reject_reason: null })
    .where('statement_id', '=', statementId)
    .where('line_state', '=', 'rejected')
    .execute();
}

// ---- the rejection trail (migration 0021)

/** A line as a rejection keeps it, or the whole statement (`line_id` null, with its line count). */
export type NewRejection = {
  org_id: number;
  statement_id: number;
  round: number;
  line_id: number | null;
  line_kind: StatementLineKind | null;
  delivery_line_id: number | null;
  expense_bill_id: number | null;
  line_label: string | null;
  part_no: string | null;
  qty: string | null;
  line_count: number | null;
  amount_with_tax: string;
  reason: string;
  rejected_by: string;
  rejected_at: Date;
};

export type RejectionOutcome = 'removed' | 'kept' | 'changed' | 'voided';

export type RejectionRow = Omit<NewRejection, 'org_id' | 'statement_id' | 'rejected_at'> & {
  id: number;
  rejected_at: Date;
  outcome: RejectionOutcome | null;
  outcome_amount: string | null;
  outcome_by: string | null;
  outcome_at: Date | null;
};

export async function findRejections(db: Db, statementId: number): Promise<RejectionRow[]> {
  const { rows } = await sql<RejectionRow>`
    select id, round, line_id, line_kind, delivery_line_id, expense_bill_id, line_label, part_no, qty::text as qty,
           line_count, amount_with_tax::text as amount_with_tax, reason, rejected_by, rejected_at, outcome,
           outcome_amount::text as outcome_amount, outcome_by, outcome_at
      from statement_rejection
     where statement_id = ${statementId}
     order by round, line_id nulls first, id`.execute(db);
  return rows;
}

export async function lastRejectionRound(db: Db, statementId: number): Promise<number> {
  const row = await db
    .selectFrom('statement_rejection')
    .select((eb) => eb.fn.max('round').as('n'))
    .where('statement_id', '=', statementId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertRejections(db: Db, rows: NewRejection[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('statement_rejection').values(rows).execute();
}

/**
 * What the next send settles: rejections still open, and the last round's removed lines (one billed again on the
 * statement is then `changed`, or `kept` at the same figures).
 */
export async function pendingRejections(db: Db, statementId: number): Promise<RejectionRow[]> {
  const all = await findRejections(db, statementId);
  const last = all.reduce((n, r) => Math.max(n, r.round), 0);
  return all.filter((r) => r.outcome === null || (r.outcome === 'removed' && r.round === last));
}

/** Open rejections of removed lines: `removed`, by whom and when. */
export async function settleRemoved(
  db: Db,
  statementId: number,
  lineIds: readonly number[],
  by: string,
  at: Date,
): Promise<void> {
  if (lineIds.length === 0) return;
  await sql`update statement_rejection set outcome = 'removed', outcome_by = ${by}, outcome_at = ${at}
             where statement_id = ${statementId} and outcome is null and line_id = any(${lineIds}::integer[])`.execute(
    db,
  );
}

/** Settles rejections, each with its outcome (and with `changed`, the amount billed instead). */
export async function settleRejections(
  db: Db,
  settled: readonly { id: number; outcome: RejectionOutcome; amount: string | null }[],
  by: string,
  at: Date,
): Promise<void> {
  if (settled.length === 0) return;
  await sql`update statement_rejection r
               set outcome = u.outcome, outcome_amount = u.amount, outcome_by = ${by}, outcome_at = ${at}
              from unnest(${settled.map((x) => x.id)}::integer[], ${settled.map((x) => x.outcome)}::text[],
                          ${settled.map((x) => x.amount)}::numeric[]) as u(id, outcome, amount)
             where r.id = u.id`.execute(db);
}

/** The statement is voided: what was still open stays as `voided`. */
export async function voidRejections(db: Db, statementId: number, by: string, at: Date): Promise<void> {
  await sql`update statement_rejection set outcome = 'voided', outcome_by = ${by}, outcome_at = ${at}
             where statement_id = ${statementId} and outcome is null`.execute(db);
}

/** Statements by state in the caller's scope (home to-do counts). */
export async function countByState(
  db: Db,
  orgId: number,
  vendorCode: string | null,
): Promise<{ state: number; n: number }[]> {
  const { rows } = await sql<{ state: number; n: number }>`
    select s.state, count(*)::integer as n from statement s
     where s.org_id = ${orgId} and ${vendorVisible(vendorCode)}
     group by s.state order by s.state`.execute(db);
  return rows;
}

// ---- invoice matching (migration 0016)

export type ToleranceRow = { price_pct: string; amount_abs: string; updated_by: string; updated_at: Date };

/** The organisation's saved tolerances, if it saved any. */
export async function findTolerance(db: Db, orgId: number): Promise<ToleranceRow | undefined> {
  return db
    .selectFrom('invoice_tolerance')
    .select(['price_pct', 'amount_abs', 'updated_by', 'updated_at'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export async function saveTolerance(
  db: Db,
  orgId: number,
  values: { price_pct: string; amount_abs: string; updated_by: string },
): Promise<void> {
  await db
    .insertInto('invoice_tolerance')
    .values({ org_id: orgId, ...values })
    .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** A receipt line of a statement beside its delivery line and PO line as they are now. */
export type MatchLineRow = {
  id: number;
  line_no: number;
  delivery_no: string;
  note_line_no: number;
  po_no: string;
  po_item: number;
  part_no: string;
  unit_price: string;
  po_unit_price: string;
  received_qty: string;
  current_received_qty: string;
};

export async function matchLines(db: Db, statementId: number): Promise<MatchLineRow[]> {
  const { rows } = await sql<MatchLineRow>`
    select sl.id, sl.line_no, dn.delivery_no, dl.line_no as note_line_no, ol.po_no, ol.po_item, ol.part_no,
           sl.unit_price, ol.unit_price as po_unit_price, sl.received_qty,
           coalesce(dl.received_qty, 0) - ${billedRejection} as current_received_qty
      from statement_line sl
      join delivery_line dl on dl.id = sl.delivery_line_id
      join organization o on o.id = dl.org_id
      left join inspection i on i.delivery_line_id = dl.id
      join delivery_note dn on dn.id = dl.note_id
      join order_line ol on ol.id = dl.order_line_id
     where sl.statement_id = ${statementId} and sl.line_kind = 'receipt'
     order by sl.line_no`.execute(db);
  return rows;
}

export type StatementFacts = {
  id: number;
  statement_no: string | null;
  vendor_code: string;
  vendor_name: string;
  currency: string;
  period_from: string;
  period_to: string;
  line_count: number;
  amount_with_tax: string;
  reject_reason: string | null;
  created_by: string;
  rejected_by: string | null;
  rejected_lines: { line_no: number; reason: string }[];
};

/** What notifications tell of a statement (the mail module asks through the face). */
export async function findStatementFacts(
  db: Db,
  orgId: number,
  statementId: number,
): Promise<StatementFacts | undefined> {
  const { rows } = await sql<StatementFacts>`
    select s.id, s.statement_no, s.vendor_code, coalesce(v.vendor_name, s.vendor_code) as vendor_name, s.currency,
           s.period_from, s.period_to, s.line_count, s.amount_with_tax::text as amount_with_tax, s.reject_reason,
           s.created_by, s.rejected_by,
           coalesce((select json_agg(json_build_object('line_no', l.line_no, 'reason', l.reject_reason)
                                     order by l.line_no)
                       from statement_line l
                      where l.statement_id = s.id and l.line_state = 'rejected'), '[]'::json) as rejected_lines
      from statement s
      left join vendor v on v.org_id = s.org_id and v.vendor_code = s.vendor_code
     where s.org_id = ${orgId} and s.id = ${statementId}`.execute(db);
  return rows[0];
}

/** Whether `lineId` is a line of the statement `statementId` (a dispute message may name one). */
export async function isLineOf(db: Db, statementId: number, lineId: number): Promise<boolean> {
  const row = await db
    .selectFrom('statement_line')
    .select('id')
    .where('statement_id', '=', statementId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The line numbers of these statement lines (the dispute thread shows them beside its messages). */
export async function lineNumbersOf(db: Db, lineIds: readonly number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('statement_line')
    .select(['id', 'line_no'])
    .where('id', '=', anyOf([...new Set(lineIds)], 'integer'))
    .execute();
  return new Map(rows.map((r) => [r.id, r.line_no]));
}

/** A statement's billed figures per tax rate (its live lines), and the day of its latest receipt (null: none). */
export async function statementRates(
  db: Db,
  statementId: number,
): Promise<{ rates: { rate: string; amount: string; tax: string }[]; lastReceipt: string | null }> {
  const { rows } = await sql<{ rate: string; amount: string; tax: string }>`
    select sl.tax_rate::text as rate, sum(sl.amount)::text as amount, sum(sl.tax)::text as tax
      from statement_line sl
     where sl.statement_id = ${statementId}
     group by sl.tax_rate
     order by sl.tax_rate`.execute(db);
  const last = await sql<{ day: string | null }>`
    select to_char(max(dn.received_at), 'YYYY-MM-DD') as day
      from statement_line sl
      join delivery_line dl on dl.id = sl.delivery_line_id
      join delivery_note dn on dn.id = dl.note_id
     where sl.statement_id = ${statementId} and sl.line_kind = 'receipt'`.execute(db);
  return { rates: rows, lastReceipt: last.rows[0]?.day ?? null };
}

/** A statement's id by its number, in the caller's scope (a vendor: only its own). */
export async function findStatementIdByNo(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  statementNo: string,
): Promise<number | undefined> {
  let q = db
    .selectFrom('statement')
    .select('id')
    .where('org_id', '=', orgId)
    .where('statement_no', '=', statementNo);
  if (vendorCode !== null) q = q.where('vendor_code', '=', vendorCode);
  return (await q.executeTakeFirst())?.id;
}
