import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** All SQL of delivery schedules (migration 0039). Every function takes the organisation explicitly. */

export type ReleaseRow = {
  id: number;
  vendor_code: string;
  release_no: number;
  current: boolean;
  body_hash: string;
  lines: number;
  published_by: string;
  published_at: Date;
};

const releaseColumns = [
  'id',
  'vendor_code',
  'release_no',
  'current',
  'body_hash',
  'lines',
  'published_by',
  'published_at',
] as const;

/** Pushes of one organisation's schedules take turns ("older than the current release" holds under concurrency). */
export async function lockSchedules(trx: Db, orgId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('srm.schedule'), ${orgId})`.execute(trx);
}

/** The releases of these vendors: each vendor's current one, and those named by number (a push sent again). */
export async function releasesOf(
  db: Db,
  orgId: number,
  vendorCodes: readonly string[],
): Promise<ReleaseRow[]> {
  if (vendorCodes.length === 0) return [];
  return db
    .selectFrom('schedule_release')
    .select(releaseColumns)
    .where('org_id', '=', orgId)
    .where('vendor_code', 'in', [...vendorCodes])
    .execute();
}

/** The vendor's current release, if the ERP published one. */
export async function currentRelease(
  db: Db,
  orgId: number,
  vendorCode: string,
): Promise<ReleaseRow | undefined> {
  return db
    .selectFrom('schedule_release')
    .select(releaseColumns)
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('current', '=', true)
    .executeTakeFirst();
}

export type NewRelease = {
  vendorCode: string;
  releaseNo: number;
  hash: string;
  by: string;
  lines: { orderLineId: number; poNo: string; poItem: number; partNo: string; due: string; qty: string }[];
};

/** Writes a release as the vendor's current one (the one before stops being current). */
export async function insertRelease(trx: Db, orgId: number, r: NewRelease): Promise<number> {
  await trx
    .updateTable('schedule_release')
    .set({ current: false })
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', r.vendorCode)
    .where('current', '=', true)
    .execute();
  const { id } = await trx
    .insertInto('schedule_release')
    .values({
      org_id: orgId,
      vendor_code: r.vendorCode,
      release_no: r.releaseNo,
      body_hash: r.hash,
      lines: r.lines.length,
      published_by: r.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const l = r.lines;
  await sql`
    insert into schedule_line (release_id, line_no, order_line_id, po_no, po_item, part_no, due_date, quantity)
    select ${id}, n, o, p, i, part, d, q
      from unnest(${l.map((_, n) => n + 1)}::int[], ${l.map((x) => x.orderLineId)}::int[],
                  ${l.map((x) => x.poNo)}::text[], ${l.map((x) => x.poItem)}::int[], ${l.map((x) => x.partNo)}::text[],
                  ${l.map((x) => x.due)}::date[], ${l.map((x) => x.qty)}::numeric[])
           as t(n, o, p, i, part, d, q)`.execute(trx);
  return id;
}

export type CallOffRow = {
  order_line_id: number;
  po_no: string;
  po_item: number;
  part_no: string;
  due_date: string;
  qty: string;
};

/** A release's call-offs by part, order line and day. */
export async function callOffsOf(db: Db, releaseId: number): Promise<CallOffRow[]> {
  const { rows } = await sql<CallOffRow>`
    select order_line_id, po_no, po_item, part_no, to_char(due_date, 'YYYY-MM-DD') as due_date,
           trim_scale(quantity)::text as qty
      from schedule_line
     where release_id = ${releaseId}
     order by part_no, due_date, po_no, po_item`.execute(db);
  return rows;
}
