import {
  type ConfirmAction,
  type ConfirmActor,
  type ConfirmState,
  type ScheduleLine,
  toAnswer,
} from '@srm/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { openLine, waitingSince } from './order-confirmation.list.ts';

/** All SQL of order collaboration (migration 0027's columns on order_line and its version table). */

export type LineRow = {
  id: number;
  org_id: number;
  order_kind: string;
  po_no: string;
  po_item: number;
  vendor_code: string;
  part_no: string;
  ordered_qty: string;
  due_date: string;
  unit_price: string;
  status: string;
  confirm_state: ConfirmState;
  confirm_version: number;
  promised_schedule: ScheduleLine[];
  original_qty: string;
  original_due_date: string;
  created_at: Date;
  /** The vendor's over-delivery allowance for the part, % (0 when none is set). */
  over_pct: string;
};

/**
 * The order lines of `ids` in the organisation (and of the vendor, for a vendor), locked in id order so concurrent
 * answers never deadlock: the version check and the update that follows are one transaction.
 */
export async function lockLines(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  ids: number[],
): Promise<LineRow[]> {
  const { rows } = await sql<LineRow>`
    select ol.id, ol.org_id, ol.order_kind, ol.po_no, ol.po_item, ol.vendor_code, ol.part_no, ol.ordered_qty,
           ol.due_date, ol.unit_price, ol.status, ol.confirm_state, ol.confirm_version, ol.promised_schedule,
           ol.original_qty, ol.original_due_date, ol.created_at, coalesce(od.over_pct, 0) as over_pct
    from order_line ol
    left join over_delivery_part od
      on od.org_id = ol.org_id and od.vendor_code = ol.vendor_code and od.part_no = ol.part_no
    where ol.org_id = ${orgId} and ol.id = any(${ids}::int[])
      ${vendorCode === null ? sql`` : sql`and ol.vendor_code = ${vendorCode}`}
    order by ol.id
    for update of ol`.execute(db);
  return rows;
}

/** The organisation's day (the database's date), YYYY-MM-DD: no promised date may be before it. */
export async function today(db: Db): Promise<string> {
  const { rows } = await sql<{ day: string }>`select to_char(current_date, 'YYYY-MM-DD') as day`.execute(db);
  return rows[0]!.day;
}

export type LineAnswer = { id: number; state: ConfirmState; schedule: ScheduleLine[] };

/**
 * One answer to many lines, set-based (a bulk accept of thousands is two statements' work): each line's state and
 * schedule, the version raised, the earliest promised date, the answer's time, an agreed answer's cursor for the
 * ERP's pull; and one version row per line with the ERP's figures of this moment. Answers each line's new version.
 */
export async function answerLines(
  db: Db,
  answer: {
    action: ConfirmAction;
    actor: ConfirmActor;
    reason: string | null;
    by: string;
    lines: LineAnswer[];
  },
): Promise<{ id: number; version: number; state: ConfirmState }[]> {
  const { lines } = answer;
  const { rows } = await sql<{ id: number; version: number; state: ConfirmState }>`
    with input as (
      select * from unnest(${lines.map((l) => l.id)}::int[], ${lines.map((l) => l.state)}::text[],
                           ${lines.map((l) => JSON.stringify(l.schedule))}::text[]) as u(id, state, schedule)
    ), changed as (
      update order_line ol set
        confirm_state = input.state,
        confirm_version = ol.confirm_version + 1,
        promised_schedule = input.schedule::jsonb,
        promised_date = (select min((e->>'DATE')::date) from jsonb_array_elements(input.schedule::jsonb) e),
        answered_at = now(),
        confirm_seq = case when input.state in ('accepted', 'confirmed') then nextval('order_confirmation_seq')
                      else ol.confirm_seq end
      from input
      where ol.id = input.id
      returning ol.id, ol.org_id, ol.confirm_version, ol.confirm_state, ol.promised_schedule, ol.ordered_qty,
                ol.due_date, ol.unit_price
    ), versions as (
      insert into order_line_version (order_line_id, version, org_id, action, actor, state, schedule, reason,
                                      ordered_qty, due_date, unit_price, by_user)
      select c.id, c.confirm_version, c.org_id, ${answer.action}, ${answer.actor}, c.confirm_state,
             c.promised_schedule, ${answer.reason}, c.ordered_qty, c.due_date, c.unit_price, ${answer.by}
      from changed c
    )
    select id, confirm_version as version, confirm_state as state from changed order by id`.execute(db);
  return rows;
}

/** A line as its drawer shows it (scoped: a vendor's own lines only). */
export async function findLine(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
): Promise<LineRow | undefined> {
  const { rows } = await sql<LineRow>`
    select ol.id, ol.org_id, ol.order_kind, ol.po_no, ol.po_item, ol.vendor_code, ol.part_no, ol.ordered_qty,
           ol.due_date, ol.unit_price, ol.status, ol.confirm_state, ol.confirm_version, ol.promised_schedule,
           ol.original_qty, ol.original_due_date, ol.created_at, '0' as over_pct
    from order_line ol
    where ol.org_id = ${orgId} and ol.id = ${id}
      ${vendorCode === null ? sql`` : sql`and ol.vendor_code = ${vendorCode}`}`.execute(db);
  return rows[0];
}

export type OrderLineRow = {
  id: number;
  order_kind: 'PO' | 'OS';
  po_no: string;
  po_item: number;
  vendor_code: string;
  vendor_name: string | null;
  buyer: string | null;
  currency: string;
  part_no: string;
  part_name: string | null;
  po_unit: string;
  ordered_qty: string;
  due_date: string;
  original_qty: string;
  original_due_date: string;
  unit_price: string;
  amount: string;
  /** Σ amount of the order's lines (the same on every row). */
  total_amount: string;
  remaining_qty: string;
  qty_received: string;
  status: 'open' | 'closed';
  confirm_state: ConfirmState;
  confirm_version: number;
  promised_schedule: ScheduleLine[];
  reason: string | null;
  answered_at: Date | null;
};

/**
 * Every line of the order of line `id` (same organisation, kind, number and vendor), by item; none when the line is
 * not the caller's to see (another organisation, or for a vendor another vendor's).
 */
export async function findOrderLines(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
): Promise<OrderLineRow[]> {
  const { rows } = await sql<OrderLineRow>`
    select ol.id, ol.order_kind, ol.po_no, ol.po_item, ol.vendor_code, v.vendor_name, ol.buyer, ol.currency,
           ol.part_no, p.part_name, ol.po_unit, ol.ordered_qty, ol.due_date,
           coalesce(ol.original_qty, ol.ordered_qty) as original_qty,
           coalesce(ol.original_due_date, ol.due_date) as original_due_date,
           ol.unit_price, ol.ordered_qty * ol.unit_price as amount,
           sum(ol.ordered_qty * ol.unit_price) over () as total_amount,
           ol.ordered_qty - ol.qty_delivered as remaining_qty, ol.qty_received, ol.status,
           ol.confirm_state, ol.confirm_version, ol.promised_schedule, ol.answered_at,
           (select lv.reason from order_line_version lv
             where lv.order_line_id = ol.id and lv.action in ('propose', 'refuse', 'counter', 'accept', 'confirm')
             order by lv.version desc limit 1) as reason
    from order_line o
    join order_line ol on ol.org_id = o.org_id and ol.order_kind = o.order_kind and ol.po_no = o.po_no
                      and ol.vendor_code = o.vendor_code
    left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
    where o.org_id = ${orgId} and o.id = ${id}
      ${vendorCode === null ? sql`` : sql`and o.vendor_code = ${vendorCode}`}
    order by ol.po_item, ol.id`.execute(db);
  return rows;
}

export type VersionRow = {
  version: number;
  action: string;
  actor: ConfirmActor;
  state: ConfirmState;
  schedule: ScheduleLine[];
  reason: string | null;
  ordered_qty: string;
  due_date: string;
  unit_price: string;
  by_user: string | null;
  at: Date;
};

/** Every version of a line, oldest first. */
export async function findVersions(db: Db, lineId: number): Promise<VersionRow[]> {
  const { rows } = await sql<VersionRow>`
    select version, action, actor, state, schedule, reason, ordered_qty, due_date, unit_price, by_user, at
    from order_line_version where order_line_id = ${lineId} order by version`.execute(db);
  return rows;
}

/** The organisations whose lines the reminder sweep looks at (enabled ones). */
export async function enabledOrganizations(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('organization')
    .select('id')
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export type ReminderLine = {
  id: number;
  vendor_code: string;
  po_no: string;
  po_item: number;
  confirm_version: number;
};

/**
 * The organisation's open lines waiting for the vendor's answer (new, changed, countered) longer than its
 * `confirmation_reminder_hours`, and not reminded within the last day, marked reminded now: one statement, so a
 * line is claimed by one sweep only. Rows another transaction holds (a sweep of another process, an answer in
 * progress) are skipped, and a row changed meanwhile is checked again as it is now (PostgreSQL re-reads a locked
 * row), so two processes sweeping at once never remind a line twice. "Within the last day" allows ten minutes for
 * the hourly sweep's drift: a line is reminded every 24 hours, not every 25.
 */
export async function markUnansweredLines(db: Db, orgId: number): Promise<ReminderLine[]> {
  const states = toAnswer.map((s) => `'${s}'`).join(', ');
  const { rows } = await sql<ReminderLine>`
    with due as (
      select ol.id
        from order_line ol
        join organization o on o.id = ol.org_id
       where ol.org_id = ${orgId} and ${sql.raw(openLine)} and ol.confirm_state in (${sql.raw(states)})
         and ${sql.raw(waitingSince)} <= now() - make_interval(hours => o.confirmation_reminder_hours)
         and (ol.reminded_at is null or ol.reminded_at <= now() - interval '23 hours 50 minutes')
       order by ol.id
       for update of ol skip locked
    )
    update order_line ol set reminded_at = now()
      from due
     where ol.id = due.id
    returning ol.id, ol.vendor_code, ol.po_no, ol.po_item, ol.confirm_version`.execute(db);
  return rows.sort((a, b) => a.po_no.localeCompare(b.po_no) || a.po_item - b.po_item || a.id - b.id);
}
