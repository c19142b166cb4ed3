import { parsePeriod, weekOf, zoneBoundaries, zoneOf } from '@srm/contract';
import { sql } from 'kysely';
import type { Db } from '../platform/db.ts';

/**
 * The demo's forecasts and delivery schedules (issue #48), so the Forecast screens, the home to-dos and DELFOR show
 * something on a fresh start: for V001 two versions of 26 weeks over the parts it is ordered (the newer one waiting
 * for its commitment, some weeks changed), for V004 one version committed with a firm shortfall (on the buyer's
 * commitments list); and V001's delivery schedule — call-offs against three of its open order lines, one overdue, the others over the coming weeks.
 * Written as the ERP would have pushed them (default zone boundaries: 4 and 12 weeks).
 */
const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Part = { part_no: string };

async function partsOf(db: Db, orgId: number, vendorCode: string, count: number): Promise<string[]> {
  const { rows } = await sql<Part>`
    select part_no from order_line
     where org_id = ${orgId} and vendor_code = ${vendorCode} and order_kind = 'PO'
     group by part_no order by part_no limit ${count}`.execute(db);
  return rows.map((r) => r.part_no);
}

/** Weekly demand of a part: a level by part, a gentle wave by week; `bump` changes some weeks (a newer version). */
const demandOf = (part: number, week: number, bump: number) =>
  String(200 + part * 60 + ((week * 37) % 90) + (bump && week % 5 === 2 ? bump : 0));

async function insertVersion(
  db: Db,
  v: { orgId: number; vendor: string; no: number; parts: string[]; bump: number; today: number },
  state: 'published' | 'committed' | 'superseded',
  shortfall: ((part: number, week: number) => string | null) | null,
): Promise<void> {
  const bounds = zoneBoundaries(isoDay(v.today), 4, 12);
  const weeks = Array.from({ length: 26 }, (_, w) => parsePeriod(weekOf(isoDay(v.today + w * 7 * dayMs)))!);
  const buckets = v.parts.flatMap((part, p) =>
    weeks.map((period, w) => {
      const qty = demandOf(p, w, v.bump);
      const reason = shortfall?.(p, w) ?? null;
      return { part, period, zone: zoneOf(period.start, bounds), qty, reason };
    }),
  );
  const committed = state !== 'published';
  const { id } = await db
    .insertInto('forecast_version')
    .values({
      org_id: v.orgId,
      vendor_code: v.vendor,
      version_no: v.no,
      state,
      source: 'erp',
      body_hash: `demo-${v.vendor}-${v.no}`,
      firm_until: bounds.firmUntil,
      tradeoff_until: bounds.tradeoffUntil,
      parts: v.parts.length,
      buckets: buckets.length,
      shortfalls: buckets.filter((b) => b.reason).length,
      published_by: 'erp:ERP/WMS',
      published_at: new Date(v.today - (v.bump ? 1 : 8) * dayMs),
      committed_by: committed ? `vendor:${v.vendor}` : null,
      committed_at: committed ? new Date(v.today - 6 * dayMs) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('forecast_bucket')
    .values(
      buckets.map((b) => ({
        version_id: id,
        part_no: b.part,
        period: b.period.text,
        period_start: b.period.start,
        period_end: b.period.end,
        zone: b.zone,
        quantity: b.qty,
        // A shortfall commits 60 % of the demand; everything else as published.
        committed: committed ? (b.reason ? String(Math.floor(Number(b.qty) * 0.6)) : b.qty) : null,
        reason: committed ? b.reason : null,
      })),
    )
    .execute();
}

/** Call-offs of V001's first three open PO lines: 30 % overdue, then 30 % in 3 days and 40 % in 17 days. */
async function insertSchedule(db: Db, orgId: number, today: number): Promise<void> {
  const { rows } = await sql<{ id: number; po_no: string; po_item: number; part_no: string; open: string }>`
    select id, po_no, po_item, part_no, (ordered_qty - qty_delivered)::text as open from order_line
     where org_id = ${orgId} and vendor_code = 'V001' and order_kind = 'PO' and status = 'open'
       and ordered_qty - qty_delivered >= 10
     order by id limit 3`.execute(db);
  if (rows.length === 0) return;
  const { id } = await db
    .insertInto('schedule_release')
    .values({
      org_id: orgId,
      vendor_code: 'V001',
      release_no: 1,
      body_hash: 'demo-V001-1',
      lines: rows.length * 3,
      published_by: 'erp:ERP/WMS',
      published_at: new Date(today - dayMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shares = [
    [-2, 0.3],
    [3, 0.3],
    [17, 0.4],
  ] as const;
  await db
    .insertInto('schedule_line')
    .values(
      rows.flatMap((r, i) =>
        shares.map(([days, share], n) => ({
          release_id: id,
          line_no: i * 3 + n + 1,
          order_line_id: r.id,
          po_no: r.po_no,
          po_item: r.po_item,
          part_no: r.part_no,
          due_date: isoDay(today + days * dayMs),
          quantity: String(Math.max(1, Math.floor(Number(r.open) * share))),
        })),
      ),
    )
    .execute();
}

export async function loadDemoForecast(db: Db, orgId: number, now: Date): Promise<void> {
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  const v001 = await partsOf(db, orgId, 'V001', 6);
  const v004 = await partsOf(db, orgId, 'V004', 4);
  await insertVersion(db, { orgId, vendor: 'V001', no: 1, parts: v001, bump: 0, today }, 'superseded', null);
  await insertVersion(db, { orgId, vendor: 'V001', no: 2, parts: v001, bump: 40, today }, 'published', null);
  const reasonAt = (part: number, week: number) =>
    part === 0 && week === 1 ? '模具保养，本周产能减少' : null;
  await insertVersion(
    db,
    { orgId, vendor: 'V004', no: 1, parts: v004, bump: 0, today },
    'committed',
    reasonAt,
  );
  await insertSchedule(db, orgId, today);
}
