import type {
  Language,
  pullConfirmationsResult,
  VendorKeyScope,
  vendorPullOrdersResult,
  vendorPushInvoiceBody,
  vendorPushNoteBody,
  vendorPushNoteResult,
} from '@srm/contract';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { createNoteIn, noteByVendorRef, noteNumber, setVendorRef } from '../delivery-note/index.ts';
import { createKey, keyCreator, listKeys, pullConfirmations, revokeKey } from '../integration/index.ts';
import { handInUbl, type InvoiceEvents, type UblHandInResult } from '../invoice/index.ts';
import { openOrderLinesAfter } from '../order-confirmation/index.ts';
import { vendorUserId } from '../user/index.ts';

/*
 * Vendor API keys (issue #35 item 4, PRODUCT §11). The keys are rows of the integration module's key table with a
 * vendor code: created, listed and revoked by a vendor user holding VendorApiKey, for its own vendor code of the
 * organisation it is signed in to, and nobody else's. A key answers for that vendor and organisation alone: every
 * query below takes both from the key, never from the request.
 */

/** The vendor whose keys a signed-in caller manages: its own; staff have no vendor keys to manage. */
function ownVendor(auth: AuthContext): { vendorCode: string } {
  if (!auth.vendorCode) throw new AppError(403, 'vendorKey.vendorsOnly');
  return { vendorCode: auth.vendorCode };
}

/** The key's vendor; an organisation key never reaches here (the permission check refuses it). */
function vendorOf(caller: IntegrationCaller): string {
  if (!caller.vendorCode) throw new AppError(403, 'integration.scopeMissing', { scope: 'vendor.*' });
  return caller.vendorCode;
}

/**
 * `VendorKey/List`: the caller's vendor's keys, newest first, never a key or its hash. A staff user (even a super
 * administrator, who holds every button) has no vendor, so no vendor keys: an empty list, never another's keys.
 */

/** The id of the account that created a key (a vendor user of the key's vendor), if it still exists. */
async function keyCreatorId(db: Db, keyId: number): Promise<number | null> {
  const key = await keyCreator(db, keyId);
  return key?.vendor_code ? vendorUserId(db, key.vendor_code, key.created_by) : null;
}

/**
 * The vendor key as the actor of what it sends: the key (`api:<name>`) on behalf of the vendor account that created
 * it, with the vendor's scope and no screen of its own.
 */
async function vendorActor(db: Db, caller: IntegrationCaller): Promise<AuthContext> {
  return {
    userId: (await keyCreatorId(db, caller.keyId)) ?? 0,
    userName: `api:${caller.name}`.slice(0, 64),
    nickName: caller.name,
    roleId: 0,
    roleType: 'normal',
    vendorCode: vendorOf(caller),
    parentVendorCode: null,
    orgId: caller.orgId,
    orgCode: '',
    sessionId: '',
    grants: { all: false, menus: new Set(), buttons: new Set() },
    listParamsVersion: 0,
    authVersion: 0,
  };
}

/**
 * `Vendor/PushInvoices`: the vendor's system sends a UBL 2.1 invoice or credit note for one of its confirmed
 * statements; it goes through the invoice module's match like a typed one. A retry with the same `VendorRef` answers
 * the first invoice and writes nothing.
 */
export async function pushVendorInvoice(
  db: Db,
  events: InvoiceEvents,
  caller: IntegrationCaller,
  body: z.output<typeof vendorPushInvoiceBody>,
  lang: Language,
): Promise<UblHandInResult> {
  const actor = await vendorActor(db, caller);
  return handInUbl(
    db,
    events,
    actor,
    { xml: body.Xml, statementNo: body.StatementNo, vendorRef: body.VendorRef, reason: body.REASON },
    lang,
    'api',
  );
}

export async function listVendorKeys(db: Db, auth: AuthContext) {
  return auth.vendorCode ? listKeys(db, auth, ownVendor(auth)) : [];
}

/** `VendorKey/Create`: a key of the caller's vendor, answered once (only its SHA-256 is kept); audited. */
export function createVendorKey(db: Db, auth: AuthContext, name: string, scopes: VendorKeyScope[]) {
  return createKey(db, auth, name, [...new Set(scopes)], ownVendor(auth));
}

/** `VendorKey/Revoke`: revokes a live key of the caller's vendor at once; audited. Another's key is a 404. */
export async function revokeVendorKey(db: Db, auth: AuthContext, id: number): Promise<void> {
  if (!(await revokeKey(db, auth, id, ownVendor(auth))))
    throw new AppError(404, 'vendorKey.notFound', { id });
}

/**
 * `Vendor/PullOrders`: the key's vendor's open order lines of the key's organisation, with their answer state,
 * version and promised schedule. The cursor is the order line's id (lines are numbered as they are created, never
 * renumbered): a page holds the lines with an id above `since` in id order, and `next` is the last one's id (or
 * `since` when none), so the same `since` answers the same lines (as they are now) and paging from 0 is a complete
 * snapshot of the open lines. What changes on a line already pulled (an answer, a confirmation) comes through
 * `Vendor/PullConfirmations` and its own cursor.
 */
export async function pullVendorOrders(
  db: Db,
  caller: IntegrationCaller,
  query: { since: number; limit: number },
): Promise<z.output<typeof vendorPullOrdersResult>> {
  const rows = await openOrderLinesAfter(db, caller.orgId, vendorOf(caller), query.since, query.limit);
  const items = rows.map((r) => {
    const ordered = new Decimal(r.ordered_qty);
    const delivered = new Decimal(r.qty_delivered);
    return {
      id: r.id,
      externalId: r.external_id,
      orderKind: r.order_kind,
      poNo: r.po_no,
      poItem: r.po_item,
      partNo: r.part_no,
      partName: r.part_name,
      orderedQty: ordered.toFixed(),
      deliveredQty: delivered.toFixed(),
      remainingQty: Decimal.max(0, ordered.minus(delivered)).toFixed(),
      unit: r.po_unit,
      dueDate: r.due_date,
      state: r.confirm_state,
      version: r.confirm_version,
      schedule: (r.promised_schedule ?? []).map((l) => ({ date: l.DATE, qty: new Decimal(l.QTY).toFixed() })),
    };
  });
  return { items, next: items.at(-1)?.id ?? query.since };
}

/** `Vendor/PullConfirmations`: `Integration/PullConfirmations` for the key's vendor's lines only. */
export function pullVendorConfirmations(
  db: Db,
  caller: IntegrationCaller,
  query: { since: number; limit: number },
): Promise<z.output<typeof pullConfirmationsResult>> {
  vendorOf(caller);
  return pullConfirmations(db, caller, query);
}

/**
 * `Vendor/PushNotes`: one delivery note of the key's vendor, created by the editor's own service (`createNoteIn`), so
 * every check of the editor applies (the vendor's own open lines of the right kind, remaining quantity with the
 * over-delivery tolerance, confirmation when the organisation requires it, spares, packing); one transaction, so a
 * bad line writes nothing. The note's creator is the key (`api:<name>`) on behalf of the account that created it.
 * With `VendorRef` a repeated push (the vendor's retry) answers the first note (`Replayed`) and creates nothing.
 */
export async function pushVendorNote(
  db: Db,
  caller: IntegrationCaller,
  body: z.output<typeof vendorPushNoteBody>,
): Promise<z.output<typeof vendorPushNoteResult>> {
  const vendorCode = vendorOf(caller);
  const { NoteKind, ...note } = body;
  const actor = await vendorActor(db, caller);
  const ref = body.VendorRef;
  const replayed = async () => {
    const existing = ref ? await noteByVendorRef(db, caller.orgId, vendorCode, ref) : undefined;
    return existing && { ID: existing.id, DELIVERY_NO: existing.delivery_no, Replayed: true };
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  const { VendorRef: _, ...input } = note;
  try {
    const id = await inTransaction(db, async (trx) => {
      const created = await createNoteIn(trx, actor, NoteKind, input);
      // The reference in the creating transaction: a concurrent push of the same reference fails on the unique index
      // and rolls its note back.
      if (ref) await setVendorRef(trx, created!.ID, ref);
      return created!.ID;
    });
    return { ID: id, DELIVERY_NO: await noteNumber(db, id), Replayed: false };
  } catch (error) {
    const first = isUniqueViolation(error) ? await replayed() : undefined;
    if (first) return first;
    throw error;
  }
}
