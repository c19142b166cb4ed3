import { randomBytes } from 'node:crypto';
import {
  agreed,
  type DeliveryLine,
  type DeliveryNoteDetail,
  type NoteKind,
  noteActorOf,
  type receiveBody,
} from '@srm/contract';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import { allOrNone } from '../../platform/bulk.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventOf, EventPublisher } from '../../platform/events/event-catalogue.ts';
import { type AuditActor, writeAudit } from '../audit/index.ts';
import { deleteNoteLabels, noteLabelHold, voidNoteLabels } from '../label/index.ts';
import { blocksOnMissingDocuments, missingDocuments } from '../onboarding/index.ts';
import {
  countedKinds,
  deliveredOnOtherNotes,
  findLines,
  findNote,
  findNoteVendor,
  insertNote,
  type LineDetailRow,
  type LineWrite,
  lockOrderLines,
  type NoteRow,
  type NoteUpdate,
  noteNumber,
  type OrderLineForDelivery,
  replaceLines,
  requiresConfirmation,
  setReceivedQty,
  updateNote,
} from './delivery-note.repository.ts';
import { type Action, type Actor, actorMay, nextStatus } from './delivery-note.state.ts';
import { refreshOrderTotals } from './delivery-note-totals.repository.ts';

const orderKindOf: Record<NoteKind, 'PO' | 'OS'> = { DN: 'PO', OS: 'OS', SUB: 'PO' };

/**
 * The caller's part in a note, or null when the note is not theirs to see. Vendor users reach only notes of
 * their own vendor, and (downstream notes) notes addressed to them; staff of the organisation act as buyers.
 */
export function actorFor(
  auth: AuthContext,
  note: Pick<NoteRow, 'vendor_code' | 'note_kind' | 'receiver_vendor_code'>,
): Actor | null {
  return noteActorOf(auth.vendorCode, {
    kind: note.note_kind,
    vendorCode: note.vendor_code,
    receiverVendorCode: note.receiver_vendor_code,
  });
}

/** A note of this kind the caller may see, or 404 (never 403: another vendor's note does not exist for them). */
async function visibleNote(db: Db, auth: AuthContext, kind: NoteKind, id: number, lock = false) {
  const note = await findNote(db, auth.orgId, id, lock);
  const actor = note && note.note_kind === kind ? actorFor(auth, note) : null;
  if (!note || !actor) throw new AppError(404, 'deliveryNote.notFound');
  return { note, actor };
}

const dec = (v: string | number | null | undefined) => new Decimal(v ?? 0);
/** Decimal → the string the API sends: no exponent, no trailing zeros beyond what is needed. */
const out = (d: Decimal) => d.toFixed();

function toLine(row: LineDetailRow): DeliveryLine {
  const ordered = dec(row.ordered_qty);
  const elsewhere = dec(row.delivered_elsewhere);
  const max = ordered.times(dec(row.over_pct).div(100).plus(1)).minus(elsewhere);
  const received = row.received_qty === null ? null : dec(row.received_qty);
  return {
    ID: row.id,
    LINE_NO: row.line_no,
    ORDER_LINE_ID: row.order_line_id,
    PO_NO: row.po_no,
    PO_ITEM: row.po_item,
    PART_NO: row.part_no,
    PART_NAME: row.part_name,
    PART_DESCR: row.part_descr,
    PO_TOTAL_QTY: out(ordered),
    PO_REMAINING_QTY: out(Decimal.max(0, ordered.minus(elsewhere))),
    MAX_DELIVERY_QTY: out(Decimal.max(0, max)),
    DELIVERY_QTY: out(dec(row.delivery_qty)),
    SPARE_QTY: out(dec(row.spare_qty)),
    SPQ: out(dec(row.spq)),
    PACKING_QTY: out(dec(row.packing_qty)),
    BOX_COUNT: dec(row.delivery_qty).div(dec(row.packing_qty)).ceil().toNumber(),
    RECEIVED_QTY: received ? out(received) : null,
    SHORTAGE_QTY: received ? out(Decimal.max(0, dec(row.delivery_qty).minus(received))) : null,
    VENDOR_PART_NO: row.vendor_part_no,
    DATE_CODE: row.date_code,
    LOT_NO: row.lot_no,
    PO_UNIT: row.po_unit,
    BASE_UNIT: row.base_unit,
    UNIT_EXRATE: out(dec(row.unit_exrate)),
    ATTRIBUTE1: row.buyer,
    ATTRIBUTE8: row.color,
    ATTRIBUTE9: row.weight === null ? null : out(dec(row.weight)),
    DUE_DATE: row.due_date,
  };
}

async function detail(db: Db, note: NoteRow): Promise<DeliveryNoteDetail> {
  const lines = await findLines(db, note);
  return {
    ID: note.id,
    NOTE_KIND: note.note_kind,
    DELIVERY_NO: note.delivery_no,
    STATUS: note.status,
    VENDOR_CODE: note.vendor_code,
    VENDOR_NAME: note.vendor_name,
    RECEIVER_VENDOR_CODE: note.receiver_vendor_code,
    DELIVERY_DATE: note.delivery_date,
    ARRIVAL_DATE: note.arrival_date,
    DESCRIPTION: note.description,
    CHECK_MAN: note.check_man,
    CHECK_DATE: note.check_date,
    ATTRIBUTE1: note.logistics_company,
    ATTRIBUTE2: note.tracking_no,
    VOID_REASON: note.void_reason,
    RECEIVED_AT: note.received_at,
    CREATETIME: note.created_at,
    CREATORID: note.creator_id,
    CREATOR_NAME: note.creator_name,
    BillCloseDate: note.bill_close_date,
    Lines: lines.map(toLine),
  };
}

/** A note of an organisation as the integration API sends it (no vendor scope: the key is the organisation's). */
export async function getNoteOfOrg(
  db: Db,
  orgId: number,
  id: number,
): Promise<DeliveryNoteDetail | undefined> {
  const note = await findNote(db, orgId, id);
  return note ? detail(db, note) : undefined;
}

export async function getNote(
  db: Db,
  auth: AuthContext,
  kind: NoteKind,
  id: number,
): Promise<DeliveryNoteDetail> {
  const { note } = await visibleNote(db, auth, kind, id);
  return detail(db, note);
}

export type SaveInput = z.output<typeof import('@srm/contract').deliveryNoteSave>;

/** A line an import refused: its index in the input and the editor's refusal. */
export type LineProblem = { index: number; error: AppError };

/**
 * The order line a note line ships against, refused when it is not the delivering vendor's line of this note's kind
 * (400, as an unknown id), not open, or (PRODUCT §10 `requireConfirmation`) its schedule is not agreed.
 */
function shippableOrderLine(
  order: OrderLineForDelivery | undefined,
  orderLineId: number,
  orderVendor: string,
  kind: NoteKind,
  confirmedOnly: boolean,
): OrderLineForDelivery {
  if (!order || order.vendor_code !== orderVendor || order.order_kind !== orderKindOf[kind]) {
    throw new AppError(400, 'deliveryNote.orderLineNotYours', { id: orderLineId });
  }
  if (order.status !== 'open')
    throw new AppError(400, 'deliveryNote.orderLineClosed', { po: order.po_no, item: order.po_item });
  // PRODUCT §10 `requireConfirmation`: a note ships only against lines whose schedule the buyer and vendor agreed.
  if (confirmedOnly && !agreed.includes(order.confirm_state))
    throw new AppError(409, 'deliveryNote.orderLineUnconfirmed', {
      po: order.po_no,
      item: order.po_item,
      state: `deliveryNote.confirmState.${order.confirm_state}`,
    });
  return order;
}

/**
 * Checks every line against its order line (vendor, kind, open, remaining quantity with the over-delivery
 * tolerance, spares) with the order lines locked, and returns the rows to write. Must run in the transaction
 * that writes them. The editor stops at the first refusal; given `problems`, a refused line is listed there instead
 * and left out (the Excel import names every bad row), and the lines that pass are returned.
 */
async function checkedLines(
  trx: Db,
  auth: AuthContext,
  kind: NoteKind,
  noteId: number | null,
  input: SaveInput,
  orderVendor: string,
  problems?: LineProblem[],
): Promise<LineWrite[]> {
  const ids = [...new Set(input.Lines.map((l) => l.ORDER_LINE_ID))].sort((a, b) => a - b);
  const orderLines = new Map(
    (await lockOrderLines(trx, auth.orgId, ids, auth.vendorCode!)).map((l) => [l.id, l]),
  );
  const elsewhere = await deliveredOnOtherNotes(trx, auth.orgId, ids, countedKinds(kind), noteId);
  const confirmedOnly = await requiresConfirmation(trx, auth.orgId);
  const onThisNote = new Map<number, Decimal>();
  const check = (line: SaveInput['Lines'][number]): LineWrite => {
    const order = shippableOrderLine(
      orderLines.get(line.ORDER_LINE_ID),
      line.ORDER_LINE_ID,
      orderVendor,
      kind,
      confirmedOnly,
    );
    const qty = dec(line.DELIVERY_QTY);
    if (qty.lte(0))
      throw new AppError(400, 'deliveryNote.qtyPositive', { po: order.po_no, item: order.po_item });
    const total = (onThisNote.get(order.id) ?? new Decimal(0)).plus(qty);
    const allowed = dec(order.ordered_qty)
      .times(dec(order.over_pct).div(100).plus(1))
      .minus(dec(elsewhere.get(order.id)));
    if (total.gt(allowed)) {
      throw new AppError(400, 'deliveryNote.overDelivery', {
        po: order.po_no,
        item: order.po_item,
        allowed: out(Decimal.max(0, allowed)),
      });
    }
    const spare = dec(line.SPARE_QTY);
    const maxSpare = qty.times(dec(order.spare_pct)).div(100);
    if (spare.gt(maxSpare)) {
      throw new AppError(400, 'deliveryNote.tooManySpares', {
        po: order.po_no,
        item: order.po_item,
        allowed: out(maxSpare),
      });
    }
    const packing = line.PACKING_QTY ? dec(line.PACKING_QTY) : dec(order.spq);
    if (packing.lte(0))
      throw new AppError(400, 'deliveryNote.packingPositive', { po: order.po_no, item: order.po_item });
    // Counted once the line passes: a line the import refuses takes nothing from the lines after it.
    onThisNote.set(order.id, total);
    return {
      ...(line.ID ? { id: line.ID } : {}),
      order_line_id: order.id,
      delivery_qty: out(qty),
      spare_qty: out(spare),
      packing_qty: out(packing),
      vendor_part_no: line.VENDOR_PART_NO ?? null,
      date_code: line.DATE_CODE ?? null,
      lot_no: line.LOT_NO ?? null,
      color: line.COLOR ?? null,
      weight: line.WEIGHT ?? null,
    };
  };
  const writes: LineWrite[] = [];
  for (const [index, line] of input.Lines.entries()) {
    if (!problems) {
      writes.push(check(line));
      continue;
    }
    try {
      writes.push(check(line));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ index, error });
    }
  }
  return writes;
}

/** Create (number assigned) or edit a note in status 1; vendors only (PRODUCT §5). */
export async function saveNote(
  db: Db,
  auth: AuthContext,
  kind: NoteKind,
  input: SaveInput,
): Promise<DeliveryNoteDetail> {
  if (!auth.vendorCode) throw new AppError(403, 'deliveryNote.vendorsOnly');
  const saved = await db.transaction().execute(async (trx) => {
    if (input.ID) {
      const { note, actor } = await visibleNote(trx, auth, kind, input.ID, true);
      if (actor !== 'vendor')
        throw new AppError(403, 'deliveryNote.actionNotAllowed', { action: 'action.edit' });
      if (nextStatus('edit', note.status, actor) === null) throw stateConflict(note.status, 'edit');
      const orderVendor = kind === 'SUB' ? note.receiver_vendor_code! : note.vendor_code;
      const lines = await checkedLines(trx, auth, kind, note.id, input, orderVendor);
      const before = await detail(trx, note);
      const ownLineIds = new Set(before.Lines.map((l) => l.ID));
      for (const l of lines)
        if (l.id && !ownLineIds.has(l.id))
          throw new AppError(400, 'deliveryNote.lineNotOnNote', { id: l.id });
      // The order lines the note drew on before and draws on now: both change totals.
      const touched = [...before.Lines.map((l) => l.ORDER_LINE_ID), ...lines.map((l) => l.order_line_id)];
      await updateNote(trx, note.id, {
        delivery_date: input.DELIVERY_DATE,
        arrival_date: input.ARRIVAL_DATE ?? null,
        description: input.DESCRIPTION ?? null,
        updated_at: new Date(),
      });
      await replaceLines(trx, auth.orgId, note.id, lines);
      await refreshOrderTotals(trx, touched);
      const after = await detail(trx, (await findNote(trx, auth.orgId, note.id))!);
      await writeAudit(trx, auth, {
        action: 'edit',
        entity: 'deliveryNote',
        entityId: note.id,
        before,
        after,
      });
      return after;
    }
    return (await createNoteIn(trx, auth, kind, input))!;
  });
  if (input.ID) return saved;
  // Numbered by the commit: the answer carries the number it took.
  return { ...saved, DELIVERY_NO: await noteNumber(db, saved.ID) };
}

/**
 * Creates a note of the vendor user `auth` in the caller's transaction: the editor's checks (`checkedLines`), the
 * note with a placeholder number (numbered at commit), its lines, the order totals and the audit entry. The editor's
 * save calls it; so does the Excel ASN import, once per note in one transaction, with `problems` collecting every
 * refused line (the lines that pass are still written, so the next note's checks count them; the import rolls back
 * when any line was refused). Answers null when `problems` took every line.
 */
export async function createNoteIn(
  trx: Db,
  auth: AuthContext,
  kind: NoteKind,
  input: SaveInput,
  problems?: LineProblem[],
): Promise<DeliveryNoteDetail | null> {
  if (!auth.vendorCode) throw new AppError(403, 'deliveryNote.vendorsOnly');
  const vendor = await findNoteVendor(trx, auth.orgId, auth.vendorCode!);
  if (!vendor) throw new AppError(403, 'deliveryNote.vendorsOnly');
  if (kind === 'SUB' && !vendor.parent_vendor_code) throw new AppError(403, 'deliveryNote.notDownstream');
  // PRODUCT §13: an organisation may block new notes of a vendor missing a valid mandatory document.
  if (await blocksOnMissingDocuments(trx, auth.orgId)) {
    const missing = await missingDocuments(trx, auth.orgId, auth.vendorCode);
    if (missing.length > 0)
      throw new AppError(409, 'onboarding.documentsMissing', { types: missing.join('、') });
  }
  const orderVendor = kind === 'SUB' ? vendor.parent_vendor_code! : auth.vendorCode!;
  const lines = await checkedLines(trx, auth, kind, null, input, orderVendor, problems);
  // An import's note whose every line was refused: nothing to write (the import rolls back on its problems).
  if (lines.length === 0) return null;
  // The day's number is taken when the transaction commits (migration 0025's deferred trigger, which also writes
  // it into the audit entry): the counter's row lock, which every creator of the organisation queues on, is held
  // for the commit alone (#16, #38 load tests: most connections were waiting on it). Until then the note carries a
  // placeholder no one else can see.
  const createdId = await insertNote(trx, {
    org_id: auth.orgId,
    note_kind: kind,
    delivery_no: `~${randomBytes(9).toString('base64url')}`,
    status: 1,
    vendor_code: auth.vendorCode!,
    vendor_name: vendor.vendor_name,
    receiver_vendor_code: kind === 'SUB' ? orderVendor : null,
    delivery_date: input.DELIVERY_DATE,
    arrival_date: input.ARRIVAL_DATE ?? null,
    description: input.DESCRIPTION ?? null,
    creator_id: auth.userId,
    creator_name: auth.userName,
  });
  await replaceLines(trx, auth.orgId, createdId, lines);
  await refreshOrderTotals(
    trx,
    lines.map((l) => l.order_line_id),
  );
  const after = await detail(trx, (await findNote(trx, auth.orgId, createdId))!);
  await writeAudit(trx, auth, { action: 'create', entity: 'deliveryNote', entityId: createdId, after });
  return after;
}

function stateConflict(status: number, action: Action): AppError {
  return new AppError(409, 'deliveryNote.badTransition', {
    status: `status.${status}`,
    action: `action.${action}`,
  });
}

export type TransitionInput =
  | { action: 'audit' | 'unAudit' }
  | { action: 'ship'; company: string; trackingNo: string }
  | { action: 'void'; reason: string }
  | { action: 'receive'; lines: z.output<typeof receiveBody>['Lines'] };

/** Who asks for a transition: a signed-in user, or the warehouse system through the integration API. */
export type NoteCaller = { user: AuthContext } | { wms: IntegrationCaller };

async function callerNote(trx: Db, caller: NoteCaller, kind: NoteKind, id: number) {
  if ('user' in caller) return visibleNote(trx, caller.user, kind, id, true);
  const note = await findNote(trx, caller.wms.orgId, id, true);
  if (!note || note.note_kind !== kind) throw new AppError(404, 'deliveryNote.notFound');
  return { note, actor: 'wms' as Actor };
}

const auditActorOf = (caller: NoteCaller): AuditActor =>
  'user' in caller
    ? caller.user
    : { orgId: caller.wms.orgId, userId: null, userName: `wms:${caller.wms.name}` };

/** The events of a note's transitions (PRODUCT §14); the others publish none. */
const eventOf: Partial<Record<TransitionInput['action'], EventOf<'delivery-note'>>> = {
  audit: 'note.audited',
  ship: 'note.shipped',
  receive: 'note.received',
};

/** What a transition is asked: by whom, of which note, and the action with its input. */
type TransitionAsked = [caller: NoteCaller, kind: NoteKind, id: number, input: TransitionInput];

/** One state transition of PRODUCT §5: 403 for an actor who may never do it, 409 from any other state. */
export async function transition(
  db: Db,
  events: EventPublisher<'delivery-note'>,
  ...asked: TransitionAsked
): Promise<DeliveryNoteDetail> {
  await events.prepare();
  return db.transaction().execute((trx) => transitionIn(trx, events, ...asked));
}

/**
 * A bulk audit or un-audit (the list's toolbar): every note in one transaction, in id order, or none — each note
 * still goes through the whole transition (its checks, audit entry and event). When any is refused (not the
 * caller's, not in a state for it, labels holding it) nothing changes and the answer names each refused note with
 * its own reason.
 */
export async function transitionMany(
  db: Db,
  events: EventPublisher<'delivery-note'>,
  caller: NoteCaller,
  kind: NoteKind,
  ids: readonly number[],
  action: 'audit' | 'unAudit',
): Promise<{ COUNT: number }> {
  await events.prepare();
  return allOrNone(db, ids, (trx, id) => transitionIn(trx, events, caller, kind, id, { action }), {
    key: 'deliveryNote.bulkRefused',
    params: { action: `action.${action}` },
    // Another vendor's note, or one of another kind, is named by its id only: its number is not the caller's.
    labelOf: async (trx, id, error) => (error.status === 404 ? `#${id}` : await noteNumber(trx, id)),
  });
}

/**
 * `transition` inside the caller's transaction (the integration API applies a whole batch in one; it prepares
 * `events` before opening it).
 */
export async function transitionIn(
  trx: Db,
  events: EventPublisher<'delivery-note'>,
  ...[caller, kind, id, input]: TransitionAsked
): Promise<DeliveryNoteDetail> {
  const { note, actor } = await callerNote(trx, caller, kind, id);
  if (!actorMay(input.action, actor))
    throw new AppError(403, 'deliveryNote.actionNotAllowed', { action: `action.${input.action}` });
  const to = nextStatus(input.action, note.status, actor);
  if (to === null) throw stateConflict(note.status, input.action);
  const before = await detail(trx, note);
  const now = new Date();
  const set: NoteUpdate = { status: to, updated_at: now };
  if (input.action === 'audit')
    Object.assign(set, { check_man: auditActorOf(caller).userName, check_date: now });
  if (input.action === 'unAudit') {
    // PRODUCT §5: only while no label of the note is printed or packed; unprinted labels go (lines may change).
    const hold = await noteLabelHold(trx, note.id);
    if (hold.printed > 0 || hold.packed > 0)
      throw new AppError(409, 'deliveryNote.labelsHoldUnAudit', {
        printed: hold.printed,
        packed: hold.packed,
      });
    await deleteNoteLabels(trx, note.id);
    Object.assign(set, { check_man: null, check_date: null });
  }
  // Voiding a note voids its labels and outer boxes (PRODUCT §5).
  if (input.action === 'void') await voidNoteLabels(trx, note.id);
  if (input.action === 'ship')
    Object.assign(set, { logistics_company: input.company, tracking_no: input.trackingNo });
  if (input.action === 'void') Object.assign(set, { void_reason: input.reason });
  if (input.action === 'receive') {
    set.received_at = now;
    await receiveLines(trx, note.id, before.Lines, input.lines);
  }
  await updateNote(trx, note.id, set);
  await refreshOrderTotals(
    trx,
    before.Lines.map((l) => l.ORDER_LINE_ID),
  );
  const after = await detail(trx, (await findNote(trx, note.org_id, note.id))!);
  await writeAudit(trx, auditActorOf(caller), {
    action: input.action,
    entity: 'deliveryNote',
    entityId: note.id,
    before,
    after,
  });
  const event = eventOf[input.action];
  if (event)
    await events.publish(trx, event, {
      orgId: note.org_id,
      entityId: note.id,
      payload: {
        noteId: note.id,
        deliveryNo: after.DELIVERY_NO,
        noteKind: note.note_kind,
        vendorCode: note.vendor_code,
        by: auditActorOf(caller).userName,
      },
    });
  return after;
}

/** Received quantity per line: given lines as sent (a shortage when less), the others in full. */
export async function receiveLines(
  trx: Db,
  noteId: number,
  lines: DeliveryLine[],
  received: { ID: number; RECEIVED_QTY: string }[],
): Promise<void> {
  const given = new Map(received.map((r) => [r.ID, r.RECEIVED_QTY]));
  for (const id of given.keys())
    if (!lines.some((l) => l.ID === id)) throw new AppError(400, 'deliveryNote.lineNotOnNote', { id });
  for (const line of lines) {
    const qty = given.has(line.ID) ? dec(given.get(line.ID)) : dec(line.DELIVERY_QTY);
    const max = dec(line.DELIVERY_QTY).plus(dec(line.SPARE_QTY));
    if (qty.gt(max))
      throw new AppError(400, 'deliveryNote.receivedTooMuch', { line: line.LINE_NO, max: out(max) });
    await setReceivedQty(trx, noteId, line.ID, out(qty));
  }
}
