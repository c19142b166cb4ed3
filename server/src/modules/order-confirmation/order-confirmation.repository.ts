import {
  type ConfirmAction,
  type ConfirmActor,
  type ConfirmState,
  type ScheduleLine,
  toAnswer,
} from '@srm/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { Database, OrderLineTable } from '../../platform/schema.ts';
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

export type VendorOrderLineRow = {
  id: number;
  external_id: string | null;
  order_kind: 'PO' | 'OS';
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string | null;
  ordered_qty: string;
  qty_delivered: string;
  po_unit: string;
  due_date: string;
  confirm_state: ConfirmState;
  confirm_version: number;
  promised_schedule: { DATE: string; QTY: string | number }[] | null;
};

/** The vendor's open order lines (the vendor API's `Vendor/PullOrders`) of the organisation with an id above `since`, in id order. */
export function openOrderLinesAfter(
  db: Db,
  orgId: number,
  vendorCode: string,
  since: number,
  limit: number,
): Promise<VendorOrderLineRow[]> {
  return db
    .selectFrom('order_line as o')
    .leftJoin('part as p', (join) =>
      join.onRef('p.org_id', '=', 'o.org_id').onRef('p.part_no', '=', 'o.part_no'),
    )
    .select([
      'o.id',
      'o.external_id',
      'o.order_kind',
      'o.po_no',
      'o.po_item',
      'o.part_no',
      'p.part_name',
      'o.ordered_qty',
      'o.qty_delivered',
      'o.po_unit',
      'o.due_date',
      'o.confirm_state',
      'o.confirm_version',
      'o.promised_schedule',
    ])
    .where('o.org_id', '=', orgId)
    .where('o.vendor_code', '=', vendorCode)
    .where('o.status', '=', 'open')
    .where('o.id', '>', since)
    .orderBy('o.id')
    .limit(limit)
    .execute() as Promise<VendorOrderLineRow[]>;
}

// ---- the ERP's side of order lines (the integration module imports orders and reads answers through these) ----

export type ExistingOrderLine = {
  id: number;
  external_id: string;
  order_kind: string;
  po_no: string;
  po_item: number;
  vendor_code: string;
  part_no: string;
  ordered_qty: string;
  po_unit: string;
  base_unit: string;
  unit_exrate: string;
  unit_price: string;
  tax_rate: string;
  currency: string;
  due_date: string;
  buyer: string | null;
  status: string;
  qty_delivered: string;
  /** The vendor's answer (issue #32): an ERP change of quantity, date or price re-opens an answered line. */
  confirm_state: ConfirmState;
  confirm_version: number;
  promised_schedule: unknown;
};

/** The order lines of the organisation with these external ids, locked (`for update`, in id order). */
export async function lockOrderLinesByExternalId(
  db: Db,
  orgId: number,
  externalIds: string[],
): Promise<ExistingOrderLine[]> {
  if (externalIds.length === 0) return [];
  const { rows } = await sql<ExistingOrderLine>`
    select * from order_line where org_id = ${orgId} and external_id in (${sql.join(externalIds)}) order by id for update`.execute(
    db,
  );
  return rows;
}

/** The external id of the order line with this kind, number and item, if there is one. */
export function findOrderLineByKey(
  db: Db,
  orgId: number,
  key: { orderKind: 'PO' | 'OS'; poNo: string; poItem: number },
): Promise<{ external_id: string | null } | undefined> {
  return db
    .selectFrom('order_line')
    .select('external_id')
    .where('org_id', '=', orgId)
    .where('order_kind', '=', key.orderKind)
    .where('po_no', '=', key.poNo)
    .where('po_item', '=', key.poItem)
    .executeTakeFirst();
}

export async function insertOrderLine(db: Db, line: Insertable<OrderLineTable>): Promise<void> {
  await db.insertInto('order_line').values(line).execute();
}

export async function updateOrderLine(db: Db, id: number, values: Updateable<OrderLineTable>): Promise<void> {
  await db.updateTable('order_line').set(values).where('id', '=', id).execute();
}

/** One version of an order line (an ERP change; the answers' versions are the order-confirmation module's). */
export async function insertOrderLineVersion(
  db: Db,
  version: Insertable<Database['order_line_version']>,
): Promise<void> {
  await db.insertInto('order_line_version').values(version).execute();
}

export type ConfirmationRow = {
  external_id: string | null;
  po_no: string;
  po_item: number;
  confirm_state: ConfirmState;
  promised_schedule: { DATE: string; QTY: string | number }[] | null;
  confirm_seq: string | number;
};

/**
 * The organisation's order lines answered after the cursor `since`, in the order of their answers; with a vendor
 * code (a vendor's key), that vendor's lines only.
 */
export function confirmationsAfter(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  since: number,
  limit: number,
): Promise<ConfirmationRow[]> {
  let query = db
    .selectFrom('order_line')
    .select(['external_id', 'po_no', 'po_item', 'confirm_state', 'promised_schedule', 'confirm_seq'])
    .where('org_id', '=', orgId);
  if (vendorCode !== null) query = query.where('vendor_code', '=', vendorCode);
  return query
    .where('confirm_seq', '>', String(since))
    .orderBy('confirm_seq')
    .limit(limit)
    .execute() as Promise<ConfirmationRow[]>;
}

export type OrderLineFacts = {
  id: number;
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string | null;
  vendor_code: string;
  vendor_name: string;
  /** The ERP's buyer (a portal user name), null when none is named. */
  buyer: string | null;
  /** The state of the event's version (the line's, when that version has no row: a line never answered). */
  state: string;
  ordered_qty: string;
  due_date: string;
  unit_price: string;
  /** The schedule of that version: proposed, countered or agreed. */
  schedule: { DATE: string; QTY: string | number }[];
  reason: string | null;
  /** The ERP's figures of the version before (what an ERP change changed). */
  prev_qty: string | null;
  prev_due_date: string | null;
  prev_price: string | null;
};

/**
 * The order lines an event names, each as of the event's version (`order_line_version`; the line itself when the
 * version has no row), in the organisation only, by order number and item.
 */
export async function findOrderLineFacts(
  db: Db,
  orgId: number,
  lines: { orderLineId: number; version: number }[],
): Promise<OrderLineFacts[]> {
  if (lines.length === 0) return [];
  const { rows } = await sql<OrderLineFacts>`
    select ol.id, ol.po_no, ol.po_item, ol.part_no, p.part_name, ol.vendor_code,
           coalesce(v.vendor_name, ol.vendor_code) as vendor_name, nullif(trim(ol.buyer), '') as buyer,
           coalesce(lv.state, ol.confirm_state) as state,
           coalesce(lv.ordered_qty, ol.ordered_qty)::text as ordered_qty,
           to_char(coalesce(lv.due_date, ol.due_date), 'YYYY-MM-DD') as due_date,
           coalesce(lv.unit_price, ol.unit_price)::text as unit_price,
           coalesce(lv.schedule, ol.promised_schedule) as schedule, lv.reason,
           coalesce(pv.ordered_qty, ol.original_qty)::text as prev_qty,
           to_char(coalesce(pv.due_date, ol.original_due_date), 'YYYY-MM-DD') as prev_due_date,
           pv.unit_price::text as prev_price
      from unnest(${lines.map((l) => l.orderLineId)}::int[], ${lines.map((l) => l.version)}::int[])
             as e(id, version)
      join order_line ol on ol.id = e.id and ol.org_id = ${orgId}
      left join order_line_version lv on lv.order_line_id = ol.id and lv.version = e.version
      left join order_line_version pv on pv.order_line_id = ol.id and pv.version = e.version - 1
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
      left join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
     order by ol.po_no, ol.po_item, ol.id`.execute(db);
  return rows;
}

/** What a delivery schedule needs of an order line: its part and what its notes already carry (issue #48). */
export type ScheduledOrderLine = {
  id: number;
  po_no: string;
  po_item: number;
  part_no: string;
  status: 'open' | 'closed';
  /** On DN/OS notes not voided (delivery-note's projection, migration 0008). */
  qty_delivered: string;
};

/** The vendor's purchase-order lines by number and item (a schedule's call-offs name them so). */
export async function orderLinesByKeys(
  db: Db,
  orgId: number,
  vendorCode: string,
  keys: readonly { poNo: string; poItem: number }[],
): Promise<ScheduledOrderLine[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<ScheduledOrderLine>`
    select ol.id, ol.po_no, ol.po_item, ol.part_no, ol.status, trim_scale(ol.qty_delivered)::text as qty_delivered
      from order_line ol
      join unnest(${keys.map((k) => k.poNo)}::text[], ${keys.map((k) => k.poItem)}::int[]) as k(po_no, po_item)
        on k.po_no = ol.po_no and k.po_item = ol.po_item
     where ol.org_id = ${orgId} and ol.vendor_code = ${vendorCode} and ol.order_kind = 'PO'`.execute(db);
  return rows;
}

/** The same facts of order lines by id, in the organisation. */
export async function orderLinesByIds(
  db: Db,
  orgId: number,
  ids: readonly number[],
): Promise<ScheduledOrderLine[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ScheduledOrderLine>`
    select ol.id, ol.po_no, ol.po_item, ol.part_no, ol.status, trim_scale(ol.qty_delivered)::text as qty_delivered
      from order_line ol
     where ol.org_id = ${orgId} and ol.id = any(${[...ids]}::int[])`.execute(db);
  return rows;
}
