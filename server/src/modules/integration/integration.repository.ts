import { type Insertable, sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';
import type { IntegrationKeyTable, PartTable } from '../../platform/schema.ts';

/** All SQL of the integration API (ERP/WMS) and of its keys. Every function takes the organisation explicitly. */

/**
 * Makes the organisation's batches of one kind take turns until the caller's transaction ends (issue #37): ten
 * identical batches sent at once (an ERP's or a WMS's retries) then answer as if sent one after another — the
 * first creates, the others find everything there ("unchanged") — instead of racing to insert the same keys.
 */
export async function takeBatchTurn(trx: Db, orgId: number, kind: 'orders' | 'receipts'): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`srm.integration.${kind}`}), ${orgId})`.execute(trx);
}

// ---- orders ----------------------------------------------------------------------------------------------------

export async function vendorCodesOf(db: Db, orgId: number): Promise<string[]> {
  const rows = await db.selectFrom('vendor').select('vendor_code').where('org_id', '=', orgId).execute();
  return rows.map((r) => r.vendor_code);
}

export async function partNosOf(db: Db, orgId: number): Promise<string[]> {
  const rows = await db.selectFrom('part').select('part_no').where('org_id', '=', orgId).execute();
  return rows.map((r) => r.part_no);
}

/** The names of the given parts (the forecast grid's part column); a part the master lacks is left out. */
export async function partNames(
  db: Db,
  orgId: number,
  partNos: readonly string[],
): Promise<Map<string, string>> {
  if (partNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('part')
    .select(['part_no', 'part_name'])
    .where('org_id', '=', orgId)
    .where('part_no', '=', anyOf(partNos, 'text'))
    .execute();
  return new Map(rows.map((r) => [r.part_no, r.part_name]));
}

export async function insertPart(db: Db, part: Insertable<PartTable>): Promise<void> {
  await db.insertInto('part').values(part).execute();
}

// ---- receipts and notes ----------------------------------------------------------------------------------------

/** A DN or OS note of the organisation by its number. */
export function findNoteByNumber(
  db: Db,
  orgId: number,
  deliveryNo: string,
): Promise<{ id: number; status: number; note_kind: 'DN' | 'OS' | 'SUB' } | undefined> {
  return db
    .selectFrom('delivery_note')
    .select(['id', 'status', 'note_kind'])
    .where('org_id', '=', orgId)
    .where('delivery_no', '=', deliveryNo)
    .where('note_kind', 'in', ['DN', 'OS'])
    .executeTakeFirst();
}

/** The note a receipt (by its external id) was applied to, if it was. */
export function findReceipt(
  db: Db,
  orgId: number,
  externalId: string,
): Promise<{ note_id: number } | undefined> {
  return db
    .selectFrom('goods_receipt')
    .select('note_id')
    .where('org_id', '=', orgId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

export async function insertReceipt(
  db: Db,
  orgId: number,
  externalId: string,
  noteId: number,
): Promise<void> {
  await db
    .insertInto('goods_receipt')
    .values({ org_id: orgId, external_id: externalId, note_id: noteId })
    .execute();
}

export function findNoteLineNumbers(db: Db, noteId: number): Promise<{ id: number; line_no: number }[]> {
  return db.selectFrom('delivery_line').select(['id', 'line_no']).where('note_id', '=', noteId).execute();
}

/** Ids of the organisation's DN and OS notes changed after a moment (oldest change first). */
export async function changedNoteIds(
  db: Db,
  orgId: number,
  filter: { since?: Date | undefined; status?: number | undefined; limit: number },
): Promise<number[]> {
  let query = db
    .selectFrom('delivery_note')
    .select('id')
    .where('org_id', '=', orgId)
    .where('note_kind', 'in', ['DN', 'OS']);
  if (filter.since) query = query.where('updated_at', '>', filter.since);
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query.orderBy('updated_at').orderBy('id').limit(filter.limit).execute();
  return rows.map((r) => r.id);
}

// ---- keys ------------------------------------------------------------------------------------------------------

export async function insertKey(db: Db, key: Insertable<IntegrationKeyTable>): Promise<number> {
  const row = await db.insertInto('integration_key').values(key).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type KeyRow = {
  id: number;
  name: string;
  key_prefix: string;
  scopes: string;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

/**
 * The keys of the organisation (vendor code null: its ERP/WMS keys) or of one of its vendors, newest first (never
 * the key or its hash).
 */
export function findKeys(db: Db, orgId: number, vendorCode: string | null): Promise<KeyRow[]> {
  return db
    .selectFrom('integration_key')
    .select(['id', 'name', 'key_prefix', 'scopes', 'created_by', 'created_at', 'revoked_at', 'last_used_at'])
    .where('org_id', '=', orgId)
    .where((eb) => (vendorCode === null ? eb('vendor_code', 'is', null) : eb('vendor_code', '=', vendorCode)))
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Revokes a key of the organisation (vendor code null) or of one of its vendors not revoked yet; false when there
 * is no such key.
 */
export async function revokeKey(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
): Promise<boolean> {
  const revoked = await db
    .updateTable('integration_key')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where((eb) => (vendorCode === null ? eb('vendor_code', 'is', null) : eb('vendor_code', '=', vendorCode)))
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

/** Who created a key and for which vendor (the vendor API acts as that account). */
export function keyCreator(db: Db, keyId: number) {
  return db
    .selectFrom('integration_key')
    .select(['vendor_code', 'created_by'])
    .where('id', '=', keyId)
    .executeTakeFirst();
}
