import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';
import type { DB } from '../../platform/db-types.generated.ts';

/** All SQL of attachments. A released row (its document dropped it) is invisible to everything but the sweep. */

export type AttachmentRow = Selectable<DB['attachment']>;

export async function insertAttachment(
  trx: Db,
  values: Omit<Insertable<DB['attachment']>, 'id' | 'owner_kind' | 'owner_id' | 'released_at'>,
): Promise<AttachmentRow> {
  return trx.insertInto('attachment').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Makes one user's uploads take turns until the caller's transaction ends, so a burst of uploads is counted against
 * the hourly limit one by one (issue #37).
 */
export async function takeUploadTurn(trx: Db, orgId: number, userName: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('srm.attachment.upload'), hashtext(${`${orgId}:${userName}`}))`.execute(
    trx,
  );
}

/** The user's uploads since `since` that no document has claimed: how many, and their bytes. */
export async function unclaimedSince(
  db: Db,
  orgId: number,
  userName: string,
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('files'),
      eb.fn.coalesce(eb.fn.sum<string | number>('size_bytes'), sql<number>`0`).as('bytes'),
    ])
    .where('org_id', '=', orgId)
    .where('created_by', '=', userName)
    .where('owner_kind', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** Drops an unclaimed row whose file could not be stored (the upload failed). */
export async function deleteAttachment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('attachment').where('id', '=', id).where('owner_kind', 'is', null).execute();
}

/** An attachment of the organisation that is not released. */
export async function findAttachment(db: Db, orgId: number, id: number): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('attachment')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
}

/** The named attachments of the organisation that are not released, locked until the caller's transaction ends. */
export async function lockAttachments(
  trx: Db,
  orgId: number,
  ids: readonly number[],
): Promise<AttachmentRow[]> {
  return trx
    .selectFrom('attachment')
    .selectAll()
    .where('id', '=', anyOf(ids, 'integer'))
    .where('org_id', '=', orgId)
    .where('released_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Gives unclaimed attachments their owner. */
export async function setOwner(
  trx: Db,
  ids: readonly number[],
  kind: string,
  ownerId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('attachment')
    .set({ owner_kind: kind, owner_id: ownerId })
    .where('id', '=', anyOf(ids, 'integer'))
    .where('owner_kind', 'is', null)
    .execute();
}

/** The attachments the owners hold (not released), by owner then upload order. */
export async function attachmentsOfOwners(
  db: Db,
  kind: string,
  ownerIds: readonly number[],
): Promise<AttachmentRow[]> {
  return db
    .selectFrom('attachment')
    .selectAll()
    .where('owner_kind', '=', kind)
    .where('owner_id', '=', anyOf(ownerIds, 'integer'))
    .where('released_at', 'is', null)
    .orderBy('owner_id')
    .orderBy('id')
    .execute();
}

/** Marks the owner's attachments other than `keepIds` released; answers their ids. */
export async function releaseOwned(
  trx: Db,
  kind: string,
  ownerId: number,
  keepIds: readonly number[],
): Promise<number[]> {
  const rows = await trx
    .updateTable('attachment')
    .set({ released_at: sql`now()` })
    .where('owner_kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .where('released_at', 'is', null)
    .where((eb) => eb.not(eb('id', '=', anyOf(keepIds, 'integer'))))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Deletes up to `limit` rows the sweep removes (released ones, and unclaimed ones created before `unclaimedBefore`)
 * and answers their storage keys. Each row is deleted by one statement of one process, so its file is removed once.
 */
export async function deleteExpired(db: Db, unclaimedBefore: Date, limit: number): Promise<string[]> {
  const expired = (w: ExpressionBuilder<DB, 'attachment'>) =>
    w.or([
      w('released_at', 'is not', null),
      w.and([w('owner_kind', 'is', null), w('created_at', '<', unclaimedBefore)]),
    ]);
  // The condition again on the deleted row itself: a row claimed meanwhile is re-checked and kept.
  const rows = await db
    .deleteFrom('attachment')
    .where('id', 'in', (eb) => eb.selectFrom('attachment').select('id').where(expired).limit(limit))
    .where(expired)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}
