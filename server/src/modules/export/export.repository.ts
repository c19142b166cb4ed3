import type { Selectable } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';
import type { ExportRecordTable } from '../../platform/schema.ts';

/** All SQL of export records. A record belongs to one user in one organisation: every read is scoped to both. */

export type ExportRecordRow = Selectable<ExportRecordTable>;
export type Owner = { userId: number; orgId: number };

export async function insertRecord(
  db: Db,
  owner: Owner & { userName: string },
  values: { listRoute: string; fileName: string; request: object },
): Promise<number> {
  const row = await db
    .insertInto('export_record')
    .values({
      org_id: owner.orgId,
      user_id: owner.userId,
      user_name: owner.userName,
      list_route: values.listRoute,
      file_name: values.fileName,
      request: JSON.stringify(values.request),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findRecord(db: Db, id: number): Promise<ExportRecordRow | undefined> {
  return db.selectFrom('export_record').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOwnRecord(db: Db, owner: Owner, id: number): Promise<ExportRecordRow | undefined> {
  return db
    .selectFrom('export_record')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('org_id', '=', owner.orgId)
    .executeTakeFirst();
}

export async function pageOwnRecords(
  db: Db,
  owner: Owner,
  page: { page: number; limit: number; key: string },
): Promise<{ rows: ExportRecordRow[]; total: number }> {
  let base = db
    .selectFrom('export_record')
    .where('user_id', '=', owner.userId)
    .where('org_id', '=', owner.orgId);
  if (page.key) base = base.where('file_name', 'ilike', `%${page.key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Deletes the owner's records among `ids`; answers the deleted rows (their files are removed by the caller). */
export function deleteOwnRecords(db: Db, owner: Owner, ids: number[]): Promise<ExportRecordRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .deleteFrom('export_record')
    .where('user_id', '=', owner.userId)
    .where('org_id', '=', owner.orgId)
    .where('id', '=', anyOf(ids, 'integer'))
    .returningAll()
    .execute();
}

/** Finishes a record still processing; false when it was deleted (or finished) meanwhile. */
export async function finishRecord(
  db: Db,
  id: number,
  result: { status: 1 | 2 | 3; rowCount: number | null; filePath: string | null; error?: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('export_record')
    .set({
      status: result.status,
      row_count: result.rowCount,
      file_path: result.filePath,
      error: result.error?.slice(0, 512) ?? null,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
