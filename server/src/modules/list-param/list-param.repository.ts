import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { ListColumnTable, ListParamTable, ListQueryTable } from '../../platform/schema.ts';

/**
 * All SQL of list configuration: parameter definitions, saved queries, column configuration, table structure
 * (the administrator-configured statements are wrapped in list-param-options.repository.ts).
 */

export type ParamRow = Selectable<ListParamTable>;
export type NewParamRow = Insertable<ListParamTable>;
export type QueryRowRecord = Selectable<ListQueryTable>;
export type ColumnRow = Selectable<ListColumnTable>;
export type ListKey = { orgId: number; route: string };

export async function pageParams(
  db: Db,
  key: ListKey,
  page: number,
  limit: number,
): Promise<{ rows: ParamRow[]; total: number }> {
  const base = db
    .selectFrom('list_param')
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('ord_idx')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function findParam(db: Db, key: ListKey, name: string): Promise<ParamRow | undefined> {
  return db
    .selectFrom('list_param')
    .selectAll()
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route)
    .where('param_name', '=', name)
    .executeTakeFirst();
}

/** Updates by id when given, else by name; inserts when neither exists. Returns false for an id not of this list. */
export async function upsertParam(
  db: Db,
  key: ListKey,
  id: number | undefined,
  row: NewParamRow,
): Promise<boolean> {
  if (id !== undefined) {
    const updated = await db
      .updateTable('list_param')
      .set({ ...row, updated_at: new Date() })
      .where('id', '=', id)
      .where('org_id', '=', key.orgId)
      .where('list_route', '=', key.route)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  await db
    .insertInto('list_param')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['org_id', 'list_route', 'param_name']).doUpdateSet((eb) => ({
        ord_idx: eb.ref('excluded.ord_idx'),
        param_caption: eb.ref('excluded.param_caption'),
        field_name: eb.ref('excluded.field_name'),
        action_type: eb.ref('excluded.action_type'),
        param_value: eb.ref('excluded.param_value'),
        data_type: eb.ref('excluded.data_type'),
        reference_sql: eb.ref('excluded.reference_sql'),
        sub_sql: eb.ref('excluded.sub_sql'),
        is_paging: eb.ref('excluded.is_paging'),
        is_fast_search: eb.ref('excluded.is_fast_search'),
        default_value: eb.ref('excluded.default_value'),
        remark: eb.ref('excluded.remark'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: new Date(),
      })),
    )
    .execute();
  return true;
}

export async function deleteParam(db: Db, key: ListKey, by: { id?: number; name: string }): Promise<number> {
  let query = db.deleteFrom('list_param').where('org_id', '=', key.orgId).where('list_route', '=', key.route);
  query = by.id !== undefined ? query.where('id', '=', by.id) : query.where('param_name', '=', by.name);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAllParams(db: Db, key: ListKey): Promise<number> {
  const result = await db
    .deleteFrom('list_param')
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function loadQueries(db: Db, key: ListKey, userId: number): Promise<QueryRowRecord[]> {
  return db
    .selectFrom('list_query')
    .selectAll()
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route)
    .where('user_id', '=', userId)
    .orderBy('ord_id')
    .orderBy('id')
    .execute();
}

export async function deleteQueries(db: Db, key: ListKey, userId: number): Promise<void> {
  await db
    .deleteFrom('list_query')
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route)
    .where('user_id', '=', userId)
    .execute();
}

export async function insertQueries(
  db: Db,
  key: ListKey,
  userId: number,
  rows: Omit<Insertable<ListQueryTable>, 'org_id' | 'list_route' | 'user_id'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('list_query')
    .values(rows.map((r) => ({ ...r, org_id: key.orgId, list_route: key.route, user_id: userId })))
    .execute();
}

/** Column rows of one owner: a user, or the global configuration (userId null). */
export function loadColumns(db: Db, key: ListKey, userId: number | null): Promise<ColumnRow[]> {
  let query = db
    .selectFrom('list_column')
    .selectAll()
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  return query.orderBy('ord_idx').orderBy('id').execute();
}

/** Column rows of one owner: a user, or the global configuration (userId null). */
export async function insertColumns(
  db: Db,
  key: ListKey,
  userId: number | null,
  rows: Omit<Insertable<ListColumnTable>, 'org_id' | 'list_route' | 'user_id'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('list_column')
    .values(rows.map((r) => ({ ...r, org_id: key.orgId, list_route: key.route, user_id: userId })))
    .execute();
}

export async function deleteColumns(db: Db, key: ListKey, userId: number | null): Promise<number> {
  let query = db
    .deleteFrom('list_column')
    .where('org_id', '=', key.orgId)
    .where('list_route', '=', key.route);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The column names of a table of the app's schema, in their order; none for a table that does not exist. */
export async function tableColumnNames(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.column_name);
}
