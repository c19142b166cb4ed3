import { createHash } from 'node:crypto';
import {
  type BatchResult,
  type Language,
  type RowError,
  type ScheduleDue,
  type ScheduleReleasePush,
  type ScheduleView,
  scheduleHorizonDays,
} from '@srm/contract';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { decimalText, exact } from '../../platform/money.ts';
import { writeAudit } from '../audit/index.ts';
import { receiptsOfOrderLines } from '../delivery-note/index.ts';
import { partNames } from '../integration/index.ts';
import { orderLinesByIds, orderLinesByKeys, type ScheduledOrderLine } from '../order-confirmation/index.ts';
import { existingVendorCodes } from '../vendor/index.ts';
import * as repo from './forecast-schedule.repository.ts';
import { vendorOf } from './forecast-scope.ts';
import { quantityText, Refusals } from './push-refusals.ts';

/**
 * Delivery schedules (issue #48, PRODUCT §16): the ERP publishes each vendor's firm call-offs against its purchase-order
 * lines as numbered releases, all or none (every bad call-off named); the newest release is the vendor's schedule.
 * A release states each order line's whole schedule, so every figure is cumulative: required by a day = the call-offs
 * due by then; due to ship = required less what the line's delivery notes (not voided) already carry.
 */

const dayMs = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
/** A real calendar day written YYYY-MM-DD (2027-02-30 is not). */
const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  addDays(text, 0) === text;

const lineKey = (poNo: string, poItem: number) => `${poNo}\u0000${poItem}`;

function hashOf(r: ScheduleReleasePush): string {
  const lines = r.Lines.map(
    (l) => `${l.PO_NO}\u0000${l.PO_ITEM}\u0000${l.DUE_DATE}\u0000${quantityText(l.QTY)}`,
  ).sort();
  return createHash('sha256')
    .update(JSON.stringify([r.VENDOR_CODE, r.RELEASE, lines]))
    .digest('hex');
}

type Known = { vendors: Set<string>; releases: repo.ReleaseRow[] };

/** Each release's call-offs checked against the vendor's order lines; refusals name each bad one. */
async function checkedLines(
  trx: Db,
  orgId: number,
  r: ScheduleReleasePush,
  row: number,
  refusals: Refusals,
): Promise<repo.NewRelease['lines']> {
  const ref = `${r.VENDOR_CODE}/${r.RELEASE}`;
  const orderLines = new Map(
    (
      await orderLinesByKeys(
        trx,
        orgId,
        r.VENDOR_CODE,
        r.Lines.map((l) => ({ poNo: l.PO_NO, poItem: l.PO_ITEM })),
      )
    ).map((o) => [lineKey(o.po_no, o.po_item), o]),
  );
  const seen = new Set<string>();
  const lines: repo.NewRelease['lines'] = [];
  for (const l of r.Lines) {
    const params = { order: `${l.PO_NO}/${l.PO_ITEM}`, date: l.DUE_DATE };
    const order = orderLines.get(lineKey(l.PO_NO, l.PO_ITEM));
    const qty = quantityText(l.QTY);
    if (!order) refusals.add(row, ref, 'schedule.unknownOrderLine', params);
    else if (order.status !== 'open') refusals.add(row, ref, 'schedule.orderLineClosed', params);
    else if (!isDay(l.DUE_DATE)) refusals.add(row, ref, 'schedule.badDate', params);
    else if (qty === '0') refusals.add(row, ref, 'schedule.zeroQty', params);
    else if (seen.has(`${order.id}\u0000${l.DUE_DATE}`))
      refusals.add(row, ref, 'schedule.callOffTwice', params);
    else
      lines.push({
        orderLineId: order.id,
        poNo: order.po_no,
        poItem: order.po_item,
        partNo: order.part_no,
        due: l.DUE_DATE,
        qty,
      });
    if (order) seen.add(`${order.id}\u0000${l.DUE_DATE}`);
  }
  return lines;
}

/** A release is new, the same again (unchanged), or refused (unknown vendor, twice, changed, older). */
function releaseState(
  r: ScheduleReleasePush,
  hash: string,
  known: Known,
  seen: Set<string>,
):
  | 'new'
  | 'unchanged'
  | { refusal: 'unknownVendor' | 'releaseTwice' | 'releaseChanged' | 'releaseOlder'; last?: number } {
  const key = `${r.VENDOR_CODE}\u0000${r.RELEASE}`;
  if (!known.vendors.has(r.VENDOR_CODE)) return { refusal: 'unknownVendor' };
  if (seen.has(key)) return { refusal: 'releaseTwice' };
  const same = known.releases.find((k) => k.vendor_code === r.VENDOR_CODE && k.release_no === r.RELEASE);
  if (same) return same.body_hash === hash ? 'unchanged' : { refusal: 'releaseChanged' };
  const newest = Math.max(
    0,
    ...known.releases.filter((k) => k.vendor_code === r.VENDOR_CODE).map((k) => k.release_no),
  );
  return newest > r.RELEASE ? { refusal: 'releaseOlder', last: newest } : 'new';
}

/**
 * `Integration/PushDeliverySchedule`: releases of several vendors' call-offs. Each vendor's newest release in the
 * batch becomes its schedule; an earlier one in the same batch is kept as history.
 */
export async function pushSchedules(
  db: Db,
  caller: IntegrationCaller,
  releases: readonly ScheduleReleasePush[],
  lang: Language,
): Promise<BatchResult & { Errors?: RowError[] }> {
  return inTransaction(db, async (trx) => {
    await repo.lockSchedules(trx, caller.orgId);
    const refusals = new Refusals(lang);
    const codes = [...new Set(releases.map((r) => r.VENDOR_CODE))];
    const vendors = await existingVendorCodes(trx, caller.orgId, codes);
    const known: Known = { vendors, releases: await repo.releasesOf(trx, caller.orgId, codes) };
    const by = `erp:${caller.name}`.slice(0, 64);
    const seen = new Set<string>();
    const fresh: repo.NewRelease[] = [];
    let unchanged = 0;
    for (const [index, r] of releases.entries()) {
      const hash = hashOf(r);
      const state = releaseState(r, hash, known, seen);
      seen.add(`${r.VENDOR_CODE}\u0000${r.RELEASE}`);
      if (state === 'unchanged') unchanged++;
      else if (state !== 'new')
        refusals.add(index + 1, `${r.VENDOR_CODE}/${r.RELEASE}`, `schedule.${state.refusal}`, {
          vendor: r.VENDOR_CODE,
          release: r.RELEASE,
          last: state.last ?? '',
        });
      else {
        const lines = await checkedLines(trx, caller.orgId, r, index + 1, refusals);
        fresh.push({ vendorCode: r.VENDOR_CODE, releaseNo: r.RELEASE, hash, by, lines });
      }
    }
    if (refusals.count) refusals.refuse();
    // Lower release numbers first, so each vendor's highest in the batch ends as its current one.
    fresh.sort((a, b) => a.releaseNo - b.releaseNo);
    for (const r of fresh) await repo.insertRelease(trx, caller.orgId, r);
    if (fresh.length)
      await writeAudit(
        trx,
        { orgId: caller.orgId, userId: null, userName: by },
        {
          action: 'publish',
          entity: 'schedule_release',
          entityId: null,
          after: { releases: fresh.map((r) => [r.vendorCode, r.releaseNo, r.lines.length]) },
        },
      );
    return { Created: fresh.length, Updated: 0, Unchanged: unchanged };
  });
}

type Flows = { noted: Map<number, string>; orderLines: Map<number, ScheduledOrderLine> };

async function flowsOf(db: Db, orgId: number, callOffs: readonly repo.CallOffRow[]): Promise<Flows> {
  const ids = [...new Set(callOffs.map((c) => c.order_line_id))];
  const orderLines = new Map((await orderLinesByIds(db, orgId, ids)).map((o) => [o.id, o]));
  return { orderLines, noted: new Map([...orderLines].map(([id, o]) => [id, o.qty_delivered])) };
}

/** A part's cumulative curves: at each call-off or receipt day, what was required and received by then. */
function curveOf(callOffs: readonly repo.CallOffRow[], receipts: readonly { day: string; qty: string }[]) {
  const days = [...new Set([...callOffs.map((c) => c.due_date), ...receipts.map((r) => r.day)])].sort();
  let required = exact(0);
  let received = exact(0);
  let [c, r] = [0, 0];
  const sortedReceipts = [...receipts].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return days.map((day) => {
    for (; c < callOffs.length && callOffs[c]!.due_date <= day; c++)
      required = required.plus(callOffs[c]!.qty);
    for (; r < sortedReceipts.length && sortedReceipts[r]!.day <= day; r++)
      received = received.plus(sortedReceipts[r]!.qty);
    return { DATE: day, REQUIRED: decimalText(required), RECEIVED: decimalText(received) };
  });
}

/** `DeliverySchedule/Get`: the vendor's current release per part — call-offs, cumulative figures and curves. */
export async function scheduleView(
  db: Db,
  auth: AuthContext,
  vendor: string | undefined,
): Promise<ScheduleView> {
  const vendorCode = vendorOf(auth, vendor);
  const day = today();
  const release = await repo.currentRelease(db, auth.orgId, vendorCode);
  if (!release) return { Release: null, TODAY: day, Parts: [] };
  const callOffs = await repo.callOffsOf(db, release.id);
  const { noted } = await flowsOf(db, auth.orgId, callOffs);
  const receipts = await receiptsOfOrderLines(db, auth.orgId, [...noted.keys()]);
  const names = await partNames(db, auth.orgId, [...new Set(callOffs.map((c) => c.part_no))]);
  const byPart = Map.groupBy(callOffs, (c) => c.part_no);
  const parts = [...byPart].map(([partNo, lines]) => {
    const lineIds = new Set(lines.map((l) => l.order_line_id));
    const partReceipts = receipts.filter((r) => lineIds.has(r.order_line_id));
    const required = lines.filter((l) => l.due_date <= day).reduce((s, l) => s.plus(l.qty), exact(0));
    const received = partReceipts.reduce((s, r) => s.plus(r.qty), exact(0));
    const onNotes = [...lineIds].reduce((s, id) => s.plus(noted.get(id) ?? 0), exact(0));
    let cum = exact(0);
    return {
      PART_NO: partNo,
      PART_NAME: names.get(partNo) ?? null,
      CUM_REQUIRED: decimalText(required),
      CUM_RECEIVED: decimalText(received),
      CUM_NOTED: decimalText(onNotes),
      BALANCE: decimalText(received.minus(required)),
      Lines: lines.map((l) => {
        cum = cum.plus(l.qty);
        return {
          ORDER_LINE_ID: l.order_line_id,
          PO_NO: l.po_no,
          PO_ITEM: l.po_item,
          DUE_DATE: l.due_date,
          QTY: l.qty,
          CUM_QTY: decimalText(cum),
        };
      }),
      Curve: curveOf(lines, partReceipts),
    };
  });
  return {
    Release: {
      ID: release.id,
      VENDOR_CODE: release.vendor_code,
      RELEASE: release.release_no,
      PUBLISHED_AT: release.published_at.toISOString(),
      PUBLISHED_BY: release.published_by,
    },
    TODAY: day,
    Parts: parts,
  };
}

/**
 * `DeliverySchedule/Due`: per open order line, the call-offs due by `until` that its notes do not cover yet — what the
 * delivery-note editor proposes. The earliest uncovered call-off gives the date (before today: overdue).
 */
export async function scheduleDue(
  db: Db,
  auth: AuthContext,
  vendor: string | undefined,
  until: string | undefined,
): Promise<ScheduleDue> {
  const vendorCode = vendorOf(auth, vendor);
  const horizon = until ?? addDays(today(), scheduleHorizonDays);
  const release = await repo.currentRelease(db, auth.orgId, vendorCode);
  if (!release) return { UNTIL: horizon, Lines: [] };
  const callOffs = await repo.callOffsOf(db, release.id);
  const { noted, orderLines } = await flowsOf(db, auth.orgId, callOffs);
  const names = await partNames(db, auth.orgId, [...new Set(callOffs.map((c) => c.part_no))]);
  const lines: ScheduleDue['Lines'] = [];
  for (const [id, offs] of Map.groupBy(callOffs, (c) => c.order_line_id)) {
    if (orderLines.get(id)?.status !== 'open') continue;
    const onNotes = exact(noted.get(id) ?? 0);
    let cum = exact(0);
    let first: string | null = null;
    for (const c of offs.sort((a, b) => (a.due_date < b.due_date ? -1 : 1))) {
      if (c.due_date > horizon) break;
      cum = cum.plus(c.qty);
      if (!first && cum.gt(onNotes)) first = c.due_date;
    }
    if (!first) continue;
    const o = offs[0]!;
    lines.push({
      ORDER_LINE_ID: id,
      PO_NO: o.po_no,
      PO_ITEM: o.po_item,
      PART_NO: o.part_no,
      PART_NAME: names.get(o.part_no) ?? null,
      DUE_DATE: first,
      CUM_REQUIRED: decimalText(cum),
      CUM_NOTED: decimalText(onNotes),
      DUE_QTY: decimalText(cum.minus(onNotes)),
    });
  }
  lines.sort((a, b) =>
    a.DUE_DATE < b.DUE_DATE ? -1 : a.DUE_DATE > b.DUE_DATE ? 1 : a.ORDER_LINE_ID - b.ORDER_LINE_ID,
  );
  return { UNTIL: horizon, Lines: lines };
}
