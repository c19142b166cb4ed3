import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A received line with what inspecting it needs, locked for the inspection. */
export type LineRow = {
  id: number;
  org_id: number;
  note_id: number;
  vendor_code: string;
  delivery_no: string;
  received_qty: string;
  billed: boolean;
};

export async function lockReceivedLine(
  db: Db,
  orgId: number,
  lineId: number,
  vendorCode: string | null,
  lock = true,
): Promise<(LineRow & { status: number; note_kind: string }) | undefined> {
  const { rows } = await sql<LineRow & { status: number; note_kind: string }>`
    select dl.id, dl.org_id, dl.note_id, dn.vendor_code, dn.delivery_no, dn.status, dn.note_kind,
           cast(coalesce(dl.received_qty, 0) as text) as received_qty,
           exists (select 1 from statement_line sl where sl.delivery_line_id = dl.id and sl.live) as billed
      from delivery_line dl
      join delivery_note dn on dn.id = dl.note_id
     where dl.id = ${lineId} and dl.org_id = ${orgId}
       ${vendorCode === null ? sql`` : sql`and dn.vendor_code = ${vendorCode}`}
       ${lock ? sql`for update of dl` : sql``}`.execute(db);
  return rows[0];
}

export type InspectionRow = {
  accepted_qty: string;
  rejected_qty: string;
  defect_code: string | null;
  remark: string | null;
};

export async function findInspection(db: Db, lineId: number): Promise<InspectionRow | undefined> {
  const { rows } = await sql<InspectionRow>`
    select cast(accepted_qty as text) as accepted_qty, cast(rejected_qty as text) as rejected_qty, defect_code, remark
      from inspection where delivery_line_id = ${lineId}`.execute(db);
  return rows[0];
}

export async function upsertInspection(
  db: Db,
  row: {
    delivery_line_id: number;
    org_id: number;
    accepted_qty: string;
    rejected_qty: string;
    defect_code: string | null;
    remark: string | null;
    inspected_by: string;
  },
): Promise<void> {
  await db
    .insertInto('inspection')
    .values(row)
    .onConflict((oc) =>
      oc.column('delivery_line_id').doUpdateSet({
        accepted_qty: row.accepted_qty,
        rejected_qty: row.rejected_qty,
        defect_code: row.defect_code,
        remark: row.remark,
        inspected_by: row.inspected_by,
        inspected_at: sql`now()`,
      }),
    )
    .execute();
}

export async function defectExists(db: Db, orgId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('defect_code')
    .select('id')
    .where('org_id', '=', orgId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export async function defectOptions(db: Db, orgId: number) {
  return db
    .selectFrom('defect_code')
    .select(['code as CODE', 'name as NAME', 'name_en as NAME_EN'])
    .where('org_id', '=', orgId)
    .where('enabled', '=', true)
    .orderBy('code')
    .execute();
}

/** The next NCR number of the organisation's year (NCR-2026-00001), its counter row locked till commit. */
export async function nextNcrNo(db: Db, orgId: number): Promise<string> {
  const { rows } = await sql<{ year: number; last_seq: number }>`
    insert into ncr_counter (org_id, year, last_seq)
    values (${orgId}, cast(extract(year from current_date) as integer), 1)
    on conflict (org_id, year) do update set last_seq = ncr_counter.last_seq + 1
    returning year, last_seq`.execute(db);
  const { year, last_seq } = rows[0]!;
  return `NCR-${year}-${String(last_seq).padStart(5, '0')}`;
}

export type NcrRow = {
  id: number;
  org_id: number;
  ncr_no: string;
  state: 'open' | 'answered' | 'accepted' | 'returned' | 'closed';
  version: number;
  vendor_code: string;
  vendor_name: string;
  delivery_no: string;
  delivery_line_id: number;
  part_no: string;
  part_name: string;
  received_qty: string;
  rejected_qty: string;
  defect_code: string;
  defect_name: string;
  defect_name_en: string;
  description: string;
  due_date: string;
  overdue: boolean;
  team: string | null;
  problem: string | null;
  containment: string | null;
  root_cause: string | null;
  corrective_action: string | null;
  verification: string | null;
  preventive_action: string | null;
  closure: string | null;
  answered_at: Date | null;
  answered_by: string | null;
  review_comment: string | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  created_by: string;
  created_at: Date;
};

/** An NCR of the organisation (of the vendor, for a vendor user), optionally locked. */
export async function findNcr(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
  lock = false,
): Promise<NcrRow | undefined> {
  const { rows } = await sql<NcrRow>`
    select n.id, n.org_id, n.ncr_no, n.state, n.version, n.vendor_code, v.vendor_name, dn.delivery_no,
           n.delivery_line_id, ol.part_no, coalesce(p.part_name, ol.part_no) as part_name,
           cast(coalesce(dl.received_qty, 0) as text) as received_qty, cast(n.rejected_qty as text) as rejected_qty,
           n.defect_code, coalesce(d.name, n.defect_code) as defect_name,
           coalesce(nullif(d.name_en, ''), d.name, n.defect_code) as defect_name_en, n.description,
           to_char(n.due_date, 'YYYY-MM-DD') as due_date,
           (n.state in ('open', 'returned') and n.due_date < current_date) as overdue,
           n.team, n.problem, n.containment, n.root_cause, n.corrective_action, n.verification,
           n.preventive_action, n.closure, n.answered_at, n.answered_by,
           n.review_comment, n.reviewed_at, n.reviewed_by, n.created_by, n.created_at
      from ncr n
      join vendor v on v.org_id = n.org_id and v.vendor_code = n.vendor_code
      join delivery_line dl on dl.id = n.delivery_line_id
      join delivery_note dn on dn.id = dl.note_id
      join order_line ol on ol.id = dl.order_line_id
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
      left join defect_code d on d.org_id = n.org_id and d.code = n.defect_code
     where n.id = ${id} and n.org_id = ${orgId}
       ${vendorCode === null ? sql`` : sql`and n.vendor_code = ${vendorCode}`}
       ${lock ? sql`for update of n` : sql``}`.execute(db);
  return rows[0];
}

export async function insertNcr(
  db: Db,
  row: {
    org_id: number;
    ncr_no: string;
    vendor_code: string;
    delivery_line_id: number;
    defect_code: string;
    rejected_qty: string;
    description: string;
    due_date: string;
    created_by: string;
  },
): Promise<number> {
  const inserted = await db.insertInto('ncr').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateNcr(
  db: Db,
  id: number,
  set: Partial<{
    state: NcrRow['state'];
    team: string;
    problem: string;
    containment: string;
    root_cause: string;
    corrective_action: string;
    verification: string;
    preventive_action: string;
    closure: string;
    answered_at: Date;
    first_answered_at: RawBuilder<Date>;
    answered_by: string;
    review_comment: string | null;
    reviewed_at: Date;
    reviewed_by: string;
    closed_at: Date;
  }>,
): Promise<void> {
  await db
    .updateTable('ncr')
    .set({ ...set, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Open or returned NCRs past their due date not reminded today, claimed for this sweep (one process each). */
export async function claimOverdueNcrs(
  db: Db,
): Promise<{ id: number; org_id: number; ncr_no: string; vendor_code: string; due_date: string }[]> {
  const { rows } = await sql<{
    id: number;
    org_id: number;
    ncr_no: string;
    vendor_code: string;
    due_date: string;
  }>`
    update ncr n set reminded_at = now()
     where n.id in (
       select id from ncr
        where state in ('open', 'returned') and due_date < current_date
          and (reminded_at is null or reminded_at < now() - interval '1 day')
        order by id
        for update skip locked)
    returning n.id, n.org_id, n.ncr_no, n.vendor_code, to_char(n.due_date, 'YYYY-MM-DD') as due_date`.execute(
    db,
  );
  return rows;
}

/** The day `days` after the database's today (`YYYY-MM-DD`). */
export async function daysFromToday(db: Db, days: number): Promise<string> {
  const { rows } = await sql<{ d: string }>`
    select to_char(current_date + ${days}::integer, 'YYYY-MM-DD') as d`.execute(db);
  return rows[0]!.d;
}

/** An NCR's first answer keeps its time; later answers leave it. */
export const firstAnswerNow = sql<Date>`coalesce(first_answered_at, now())`;

export async function defectCodeTaken(db: Db, orgId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('defect_code')
    .select('id')
    .where('org_id', '=', orgId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertDefect(
  db: Db,
  values: { org_id: number; code: string; name: string; name_en: string; enabled: boolean },
) {
  return db.insertInto('defect_code').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateDefect(
  db: Db,
  orgId: number,
  id: number,
  values: { name: string; name_en: string; enabled: boolean },
) {
  return db
    .updateTable('defect_code')
    .set(values)
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .returning('id')
    .executeTakeFirst();
}

export type RejectBilling = 'accepted' | 'deduct';

/** How the organisation bills rejected goods (migration 0033). */
export async function rejectBilling(db: Db, orgId: number): Promise<RejectBilling> {
  const row = await db
    .selectFrom('organization')
    .select('reject_billing')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.reject_billing === 'deduct' ? 'deduct' : 'accepted';
}

/** The deduction bill an inspection raised, with its state. */
export async function deductionBillOf(
  db: Db,
  lineId: number,
): Promise<{ id: number; state: string } | undefined> {
  const { rows } = await sql<{ id: number; state: string }>`
    select b.id, b.state from inspection i join expense_bill b on b.id = i.deduction_bill_id
     where i.delivery_line_id = ${lineId}`.execute(db);
  return rows[0];
}

export async function setDeductionBill(db: Db, lineId: number, billId: number | null): Promise<void> {
  await db
    .updateTable('inspection')
    .set({ deduction_bill_id: billId })
    .where('delivery_line_id', '=', lineId)
    .execute();
}

/** What a deduction of the line bills: its order line's price, unit rate, tax rate, currency, and what to say. */
export async function lineBilling(db: Db, lineId: number) {
  const { rows } = await sql<{
    unit_price: string;
    unit_exrate: string;
    tax_rate: string;
    currency: string;
    delivery_no: string;
    line_no: number;
    part_no: string;
    period: string;
  }>`
    select ol.unit_price::text as unit_price, ol.unit_exrate::text as unit_exrate, ol.tax_rate::text as tax_rate,
           ol.currency, dn.delivery_no, dl.line_no, ol.part_no, to_char(current_date, 'YYYY-MM') as period
      from delivery_line dl
      join delivery_note dn on dn.id = dl.note_id
      join order_line ol on ol.id = dl.order_line_id
     where dl.id = ${lineId}`.execute(db);
  return rows[0]!;
}

export type NcrFacts = {
  id: number;
  ncr_no: string;
  vendor_code: string;
  vendor_name: string;
  delivery_no: string;
  part_no: string;
  defect: string;
  rejected_qty: string;
  due_date: string;
  review_comment: string | null;
  created_by: string;
};

/** What an NCR's mails say (issue #33). */
export async function findNcrFacts(db: Db, orgId: number, ncrId: number): Promise<NcrFacts | undefined> {
  const { rows } = await sql<NcrFacts>`
    select n.id, n.ncr_no, n.vendor_code, coalesce(v.vendor_name, n.vendor_code) as vendor_name, dn.delivery_no,
           ol.part_no, coalesce(d.name, n.defect_code) as defect, n.rejected_qty::text as rejected_qty,
           to_char(n.due_date, 'YYYY-MM-DD') as due_date, n.review_comment, n.created_by
      from ncr n
      left join vendor v on v.org_id = n.org_id and v.vendor_code = n.vendor_code
      join delivery_line dl on dl.id = n.delivery_line_id
      join delivery_note dn on dn.id = dl.note_id
      join order_line ol on ol.id = dl.order_line_id
      left join defect_code d on d.org_id = n.org_id and d.code = n.defect_code
     where n.org_id = ${orgId} and n.id = ${ncrId}`.execute(db);
  return rows[0];
}
