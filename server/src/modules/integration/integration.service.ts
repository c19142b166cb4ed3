import { randomBytes } from 'node:crypto';
import {
  type BatchResult,
  type ConfirmState,
  confirmTransitions,
  type DeliveryNoteDetail,
  type Language,
  orderRow,
  type pullConfirmationsResult,
  receiptRow,
  ruleFor,
} from '@srm/contract';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { translate } from '../../messages.ts';
import { type AuthContext, hashApiKey, type IntegrationCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { RowErrors } from '../../platform/row-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { getNoteOfOrg, transitionIn } from '../delivery-note/index.ts';
import {
  confirmationsAfter,
  type ExistingOrderLine,
  findOrderLineByKey,
  insertOrderLine,
  insertOrderLineVersion,
  lockOrderLinesByExternalId,
  updateOrderLine,
} from '../order-confirmation/index.ts';
import * as repo from './integration.repository.ts';

const externalIdOf = (raw: unknown) =>
  raw && typeof raw === 'object' && 'ExternalId' in raw
    ? String((raw as { ExternalId: unknown }).ExternalId).slice(0, 64)
    : null;

const numeric = /^-?\d+(\.\d+)?$/;
/** Equal as the database holds them: decimals by value (`120` = `120.0000`), everything else as text. */
function same(a: string | number | null, b: string | number | null): boolean {
  if (a === null || b === null) return a === b;
  const x = String(a);
  const y = String(b);
  return numeric.test(x) && numeric.test(y) ? new Decimal(x).eq(y) : x === y;
}

/**
 * ERP order push: every row checked (shape, vendor, part, key clash, quantity not below what was delivered),
 * then all rows upserted by external id in one transaction. Re-sending the same batch changes nothing.
 */
export async function pushOrders(
  db: Db,
  events: EventPublisher<'integration'>,
  caller: IntegrationCaller,
  raw: unknown[],
  lang: Language,
): Promise<BatchResult> {
  const batch = checkOrderRows(raw, lang);
  await events.prepare();
  return db.transaction().execute((trx) => applyOrders(trx, events, caller.orgId, batch, caller.name));
}

/** Order rows checked for their shape and for external ids repeated in the batch, with the reasons found. */
export type OrderBatch = { rows: { row: number; data: z.output<typeof orderRow> }[]; errors: RowErrors };

export function checkOrderRows(raw: unknown[], lang: Language): OrderBatch {
  const errors = new RowErrors(lang);
  const rows = raw.flatMap((r, i) => {
    const parsed = orderRow.safeParse(r);
    if (!parsed.success) {
      errors.addZod(i + 1, externalIdOf(r), parsed.error);
      return [];
    }
    return [{ row: i + 1, data: parsed.data }];
  });
  const seen = new Set<string>();
  for (const { row, data } of rows) {
    if (seen.has(data.ExternalId))
      errors.add(row, data.ExternalId, 'integration.duplicateInBatch', { id: data.ExternalId });
    seen.add(data.ExternalId);
  }
  return { rows, errors };
}

/** A part an order push brings along (named in the row, not yet in the part master). */
type NewPart = { name: string; descr: string | null; unit: string; spq: string };

/**
 * Checks a batch's rows against the organisation, adding each bad row's reasons to the batch's errors (in row order,
 * per row: vendor, part, key clash of a new line or quantity below what was delivered); answers the parts to create.
 */
async function checkRowsAgainstOrg(
  trx: Db,
  orgId: number,
  { rows, errors }: OrderBatch,
  known: { vendors: Set<string>; parts: Set<string>; byExternal: Map<string, ExistingOrderLine> },
): Promise<Map<string, NewPart>> {
  const { vendors, parts, byExternal } = known;
  const newParts = new Map<string, NewPart>();
  for (const { row, data } of rows) {
    if (!vendors.has(data.VENDOR_CODE))
      errors.add(row, data.ExternalId, 'integration.vendorUnknown', { code: data.VENDOR_CODE });
    if (!parts.has(data.PART_NO)) {
      if (data.PART_NAME)
        newParts.set(data.PART_NO, {
          name: data.PART_NAME,
          descr: data.PART_DESCR ?? null,
          unit: data.BASE_UNIT,
          spq: data.SPQ ?? '1',
        });
      else errors.add(row, data.ExternalId, 'integration.partUnknown', { code: data.PART_NO });
    }
    const current = byExternal.get(data.ExternalId);
    if (!current) {
      const clash = await findOrderLineByKey(trx, orgId, {
        orderKind: data.OrderKind,
        poNo: data.PO_NO,
        poItem: data.PO_ITEM,
      });
      if (clash)
        errors.add(row, data.ExternalId, 'integration.orderKeyTaken', {
          po: data.PO_NO,
          item: data.PO_ITEM,
        });
      continue;
    }
    const deliveredQty = current.qty_delivered;
    if (new Decimal(data.ORDERED_QTY).lt(deliveredQty)) {
      errors.add(row, data.ExternalId, 'integration.belowDelivered', {
        qty: data.ORDERED_QTY,
        delivered: new Decimal(deliveredQty).toFixed(),
      });
    }
  }
  return newParts;
}

/**
 * Applies a checked batch inside the caller's transaction: the rows' vendors, parts and key clashes are checked,
 * then every row is upserted by external id; a bad row throws (the transaction writes nothing). A row that changes
 * a line's quantity, due date or price is a new version of the line (`erpChange`); `by` names who sent it.
 */
export async function applyOrders(
  trx: Db,
  events: EventPublisher<'integration'>,
  orgId: number,
  batch: OrderBatch,
  by: string,
): Promise<BatchResult> {
  const { rows, errors } = batch;
  await repo.takeBatchTurn(trx, orgId, 'orders');
  const vendors = new Set(await repo.vendorCodesOf(trx, orgId));
  const parts = new Set(await repo.partNosOf(trx, orgId));
  const existing = await lockOrderLinesByExternalId(
    trx,
    orgId,
    rows.map((r) => r.data.ExternalId),
  );
  const byExternal = new Map(existing.map((r) => [r.external_id, r]));

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const reopened: {
    vendorCode: string;
    line: { orderLineId: number; poNo: string; poItem: number; version: number };
  }[] = [];
  const newParts = await checkRowsAgainstOrg(trx, orgId, batch, { vendors, parts, byExternal });
  errors.throwIfAny();

  for (const [partNo, p] of newParts) {
    await repo.insertPart(trx, {
      org_id: orgId,
      part_no: partNo,
      part_name: p.name,
      part_descr: p.descr,
      base_unit: p.unit,
      spq: p.spq,
    });
  }
  for (const { data } of rows) {
    const values = {
      order_kind: data.OrderKind,
      po_no: data.PO_NO,
      po_item: data.PO_ITEM,
      vendor_code: data.VENDOR_CODE,
      part_no: data.PART_NO,
      ordered_qty: data.ORDERED_QTY,
      po_unit: data.PO_UNIT,
      base_unit: data.BASE_UNIT,
      unit_exrate: data.UNIT_EXRATE,
      unit_price: data.UNIT_PRICE,
      tax_rate: data.TAX_RATE,
      currency: data.CURRENCY,
      due_date: data.DUE_DATE,
      buyer: data.BUYER ?? null,
      status: data.STATUS,
    };
    const current = byExternal.get(data.ExternalId);
    if (!current) {
      await insertOrderLine(trx, { ...values, org_id: orgId, external_id: data.ExternalId });
      created++;
      continue;
    }
    const changed = (Object.keys(values) as (keyof typeof values)[]).some(
      (k) => !same(values[k] ?? null, (current as Record<string, string | number | null>)[k] ?? null),
    );
    if (!changed) {
      unchanged++;
      continue;
    }
    const change = await erpChange(trx, orgId, current, values, by);
    await updateOrderLine(trx, current.id, { ...values, ...change });
    // An answered line the push re-opened: its vendor is told (order.line.changed, one event per vendor).
    if (
      change.confirm_state === 'changed' &&
      current.confirm_state !== 'changed' &&
      current.confirm_state !== 'new'
    )
      reopened.push({
        vendorCode: data.VENDOR_CODE,
        line: {
          orderLineId: current.id,
          poNo: data.PO_NO,
          poItem: data.PO_ITEM,
          version: change.confirm_version!,
        },
      });
    updated++;
  }
  const byVendor = new Map<string, typeof reopened>();
  for (const r of reopened) byVendor.set(r.vendorCode, [...(byVendor.get(r.vendorCode) ?? []), r]);
  for (const [vendorCode, lines] of byVendor)
    await events.publish(trx, 'order.line.changed', {
      orgId,
      entityId: lines[0]!.line.orderLineId,
      payload: { vendorCode, lines: lines.map((l) => l.line), by },
    });
  return { Created: created, Updated: updated, Unchanged: unchanged };
}

/**
 * An ERP change of a line's quantity, due date or price (PRODUCT §10, issue #32): an answered line (accepted,
 * proposed, countered, refused, confirmed) is re-opened as `changed`, to re-confirm; a line not answered yet (`new`,
 * `changed`) keeps its state. Either way the change is a new version of the line, kept in `order_line_version` with
 * the new figures and the schedule the line had (the earlier answers' versions stay as they are), so an answer made
 * on the line as it was before is refused as stale. Returns what the line's update sets besides the ERP's figures;
 * nothing when quantity, date and price are as they were. The original quantity and due date never change.
 */
async function erpChange(
  trx: Db,
  orgId: number,
  current: ExistingOrderLine,
  next: { ordered_qty: string; due_date: string; unit_price: string },
  by: string,
): Promise<{ confirm_state?: ConfirmState; confirm_version?: number }> {
  if (
    same(next.ordered_qty, current.ordered_qty) &&
    same(next.due_date, current.due_date) &&
    same(next.unit_price, current.unit_price)
  )
    return {};
  const to = ruleFor(confirmTransitions, 'change', current.confirm_state, 'erp')?.to;
  const state: ConfirmState =
    to === undefined || to === 'same' || to === 'deleted' ? current.confirm_state : to;
  const version = current.confirm_version + 1;
  await insertOrderLineVersion(trx, {
    order_line_id: current.id,
    version,
    org_id: orgId,
    action: 'change',
    actor: 'erp',
    state,
    schedule: JSON.stringify(current.promised_schedule ?? []),
    ordered_qty: next.ordered_qty,
    due_date: next.due_date,
    unit_price: next.unit_price,
    by_user: by.slice(0, 64),
  });
  return { confirm_state: state, confirm_version: version };
}

/**
 * WMS receipt push: each receipt moves its note from in transit to received with the quantities per line
 * (a shortage when less). A receipt already applied is skipped, so re-sending changes nothing.
 */
export async function pushReceipts(
  db: Db,
  events: EventPublisher<'delivery-note'>,
  caller: IntegrationCaller,
  raw: unknown[],
  lang: Language,
): Promise<BatchResult> {
  const errors = new RowErrors(lang);
  await events.prepare();
  return db.transaction().execute(async (trx) => {
    await repo.takeBatchTurn(trx, caller.orgId, 'receipts');
    let created = 0;
    let unchanged = 0;
    for (const [i, r] of raw.entries()) {
      const row = i + 1;
      const parsed = receiptRow.safeParse(r);
      if (!parsed.success) {
        errors.addZod(row, externalIdOf(r), parsed.error);
        continue;
      }
      const data = parsed.data;
      const note = await repo.findNoteByNumber(trx, caller.orgId, data.DELIVERY_NO);
      if (!note) {
        errors.add(row, data.ExternalId, 'integration.noteUnknown', { no: data.DELIVERY_NO });
        continue;
      }
      const applied = await repo.findReceipt(trx, caller.orgId, data.ExternalId);
      if (applied) {
        if (applied.note_id === note.id) unchanged++;
        else errors.add(row, data.ExternalId, 'integration.receiptOtherNote', { id: data.ExternalId });
        continue;
      }
      if (note.status !== 4) {
        errors.add(row, data.ExternalId, 'integration.noteNotInTransit', {
          no: data.DELIVERY_NO,
          status: `status.${note.status}`,
        });
        continue;
      }
      const lines = await repo.findNoteLineNumbers(trx, note.id);
      const idOfLine = new Map(lines.map((l) => [l.line_no, l.id]));
      const unknown = data.Lines.find((l) => !idOfLine.has(l.LINE_NO));
      if (unknown) {
        errors.add(row, data.ExternalId, 'integration.lineUnknown', {
          no: data.DELIVERY_NO,
          line: unknown.LINE_NO,
        });
        continue;
      }
      try {
        await transitionIn(trx, events, { wms: caller }, note.note_kind as 'DN' | 'OS', note.id, {
          action: 'receive',
          lines: data.Lines.map((l) => ({ ID: idOfLine.get(l.LINE_NO)!, RECEIVED_QTY: l.RECEIVED_QTY })),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.list.push({
          Row: row,
          ExternalId: data.ExternalId,
          Reason: translate(lang, error.key, error.params),
        });
        continue;
      }
      await repo.insertReceipt(trx, caller.orgId, data.ExternalId, note.id);
      created++;
    }
    errors.throwIfAny();
    return { Created: created, Updated: 0, Unchanged: unchanged };
  });
}

/** Delivery notes changed since a moment (oldest first), for the ERP/WMS to pull. */
export async function pullNotes(
  db: Db,
  caller: IntegrationCaller,
  query: { since?: string | undefined; status?: number | undefined; limit: number },
): Promise<DeliveryNoteDetail[]> {
  const ids = await repo.changedNoteIds(db, caller.orgId, {
    since: query.since ? new Date(query.since) : undefined,
    status: query.status,
    limit: query.limit,
  });
  const notes: DeliveryNoteDetail[] = [];
  for (const id of ids) {
    const note = await getNoteOfOrg(db, caller.orgId, id);
    if (note) notes.push(note);
  }
  return notes;
}

/**
 * `Integration/PullConfirmations`: the organisation's order lines answered after the cursor `since` (their
 * `confirm_seq`), in answer order, with state and promised schedule; `next` is the cursor of the last one (or `since`
 * when there is none), so pulling with the same `since` again answers the same lines. A vendor's key
 * (`Vendor/PullConfirmations`) gets its own vendor's lines only.
 */
export async function pullConfirmations(
  db: Db,
  caller: IntegrationCaller,
  query: { since: number; limit: number },
): Promise<z.output<typeof pullConfirmationsResult>> {
  const rows = await confirmationsAfter(db, caller.orgId, caller.vendorCode, query.since, query.limit);
  const items = rows.map((r) => ({
    externalId: r.external_id,
    poNo: r.po_no,
    poItem: r.po_item,
    state: r.confirm_state,
    schedule: (r.promised_schedule ?? []).map((l) => ({ date: l.DATE, qty: String(l.QTY) })),
    seq: Number(r.confirm_seq),
  }));
  return { items, next: items.at(-1)?.seq ?? query.since };
}

/**
 * Whose keys a management call is about: the organisation's ERP/WMS keys (`vendorCode` null, button
 * IntegrationKey) or a vendor's own keys (its vendor administrator, button VendorApiKey), with the audit entity.
 */
export type KeyOwner = { vendorCode: string | null };
const keyEntity = (owner: KeyOwner) => (owner.vendorCode === null ? 'integrationKey' : 'vendorApiKey');

/** `Integration/KeyLoadData`, `VendorKey/List`: the owner's keys, newest first (never the keys themselves). */
export async function listKeys(db: Db, auth: AuthContext, owner: KeyOwner = { vendorCode: null }) {
  const rows = await repo.findKeys(db, auth.orgId, owner.vendorCode);
  return rows.map((r) => ({
    ID: r.id,
    NAME: r.name,
    KEY_PREFIX: r.key_prefix,
    SCOPES: r.scopes,
    CREATED_BY: r.created_by,
    CREATE_TIME: r.created_at,
    REVOKED_AT: r.revoked_at,
    LAST_USED_AT: r.last_used_at,
  }));
}

/** A new API key of the owner: answered once, only its hash is kept; audited with it. */
export async function createKey(
  db: Db,
  auth: AuthContext,
  name: string,
  scopes: string[],
  owner: KeyOwner = { vendorCode: null },
): Promise<{ Key: string; Id: number }> {
  const key = `srm_${randomBytes(24).toString('base64url')}`;
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertKey(trx, {
      org_id: auth.orgId,
      vendor_code: owner.vendorCode,
      name,
      key_hash: hashApiKey(key),
      key_prefix: key.slice(0, 8),
      scopes: scopes.join(','),
      created_by: auth.userName,
    });
    await writeAudit(trx, auth, {
      action: 'create',
      entity: keyEntity(owner),
      entityId: id,
      after: owner.vendorCode === null ? { name, scopes } : { name, scopes, vendorCode: owner.vendorCode },
    });
    return { Key: key, Id: id };
  });
}

/** Revokes a live key of the owner at once, audited with it; false when the owner has no such live key. */
export async function revokeKey(
  db: Db,
  auth: AuthContext,
  id: number,
  owner: KeyOwner = { vendorCode: null },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.revokeKey(trx, auth.orgId, owner.vendorCode, id))) return false;
    await writeAudit(trx, auth, { action: 'revoke', entity: keyEntity(owner), entityId: id });
    return true;
  });
}
