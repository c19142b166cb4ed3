import type { ColumnConfig, Language, LoadedColumn } from '@srm/contract';
import { type AuthContext, holds } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { describeColumn } from '../../platform/list/list-definition.ts';
import type { RegisteredList } from '../../platform/list/list-registry.ts';
import * as repo from './list-param.repository.ts';
import {
  assertUnique,
  blank,
  declaredField,
  keyOf,
  type ListParamContext,
  listFor,
  requireAnyButton,
} from './list-param-context.ts';

/**
 * Columns: which columns of a list a caller sees, in which order, width and caption (LoadListFields, SaveListFields,
 * DeleteFields), and the columns of a table with their captions (GetIntiTableColumnList).
 */

/**
 * The columns a caller sees (LoadListFields, and what an export writes): the caller's rows if any, else the global
 * rows, else the declared columns. Rows naming a column the list no longer declares are dropped; a stored caption
 * equal to the declared one in either language follows the caller's language.
 */
export async function effectiveColumns(
  db: Db,
  list: RegisteredList,
  auth: AuthContext,
  lang: Language,
): Promise<LoadedColumn[]> {
  const { definition } = list;
  const key = { orgId: auth.orgId, route: definition.route };
  const declared = new Map(definition.columns.map((c) => [c.field, c]));
  const own = await repo.loadColumns(db, key, auth.userId);
  const stored = own.length > 0 ? own : await repo.loadColumns(db, key, null);
  const source: LoadedColumn['SOURCE'] = own.length > 0 ? 'user' : stored.length > 0 ? 'global' : 'default';
  if (stored.length > 0) {
    return stored
      .filter((r) => declared.has(r.field_name))
      .map((r) => {
        const column = declared.get(r.field_name)!;
        const standard =
          r.field_caption === column.caption['zh-chs'] || r.field_caption === column.caption.en;
        return {
          ID: r.id,
          LIST_ROUTE: definition.route,
          ORD_IDX: r.ord_idx,
          FIELD_NAME: r.field_name,
          FIELD_CAPTION: standard ? column.caption[lang] : r.field_caption,
          FIELD_WIDTH: r.field_width,
          IS_VISIBLE: r.is_visible,
          USER_NAME: r.user_id === null ? null : auth.userName,
          SOURCE: source,
        };
      });
  }
  return definition.columns.map((c, i) => ({
    LIST_ROUTE: definition.route,
    ORD_IDX: i + 1,
    FIELD_NAME: c.field,
    FIELD_CAPTION: c.caption[lang],
    FIELD_WIDTH: c.width ?? 140,
    IS_VISIBLE: c.hidden ? 'N' : 'Y',
    USER_NAME: null,
    SOURCE: 'default',
  }));
}

/** LoadListFields: the caller's columns, each with its kind and the labels of its coded values. */
export async function loadColumnConfig(ctx: ListParamContext, route: string): Promise<LoadedColumn[]> {
  const list = listFor(ctx, route);
  const columns = await effectiveColumns(ctx.db, list, ctx.auth, ctx.lang);
  return columns.map((c) => ({ ...c, ...describeColumn(list.definition, c.FIELD_NAME, ctx.lang) }));
}

/**
 * SaveListFields: the caller's own rows (SeniorColumn or BaseColumn), or with Global the list's global rows
 * (SeniorColumnDeleteAll, the key that also removes them).
 */
export async function saveColumnConfig(
  ctx: ListParamContext,
  route: string,
  global: boolean,
  rows: ColumnConfig[],
): Promise<number> {
  if (global) requireAnyButton(ctx.auth, 'SeniorColumnDeleteAll');
  else requireAnyButton(ctx.auth, 'SeniorColumn', 'BaseColumn');
  const list = listFor(ctx, route);
  if (rows.length === 0) return 0;
  const fields = rows.map((r) => declaredField(list.definition, r.FIELD_NAME));
  assertUnique(fields);
  const key = keyOf(ctx, route);
  const owner = global ? null : ctx.auth.userId;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteColumns(trx, key, owner);
    await repo.insertColumns(
      trx,
      key,
      owner,
      rows.map((r, i) => ({
        ord_idx: r.ORD_IDX,
        field_name: fields[i]!,
        field_caption: r.FIELD_CAPTION,
        field_width: r.FIELD_WIDTH,
        is_visible: r.IS_VISIBLE,
      })),
    );
  });
  return rows.length;
}

/**
 * DeleteFields: with USER_NAME the caller's own rows (SeniorColumnDeleteUserConfig; naming anyone else is refused),
 * without it the global rows (SeniorColumnDeleteAll).
 */
export async function deleteColumnConfig(
  ctx: ListParamContext,
  route: string,
  userName: string | null | undefined,
): Promise<number> {
  const own = !blank(userName);
  if (own) {
    requireAnyButton(ctx.auth, 'SeniorColumnDeleteUserConfig');
    if (userName!.trim().toLowerCase() !== ctx.auth.userName.toLowerCase()) {
      throw new AppError(403, 'listParam.ownOnly');
    }
  } else requireAnyButton(ctx.auth, 'SeniorColumnDeleteAll');
  listFor(ctx, route);
  return repo.deleteColumns(ctx.db, keyOf(ctx, route), own ? ctx.auth.userId : null);
}

// ---- table structure -------------------------------------------------------------------------------------------

const tableName = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** Tables whose structure no screen needs to show. */
const privateTables = new Set(['server_secret', 'user_session', 'captcha', 'login_attempt']);
const ignoredColumns = new Set(['ID', '_XID', 'CHECKED']);

/**
 * GetIntiTableColumnList: the columns of a table of the app's schema, with captions from the declared columns of
 * the lists (the lists over that table first) in the caller's language; empty when no list declares the column.
 * Holders of SeniorSetting may read any table of the schema; others only the tables of lists they hold.
 */
export async function tableColumns(
  ctx: ListParamContext,
  table: string,
): Promise<{ COLUMN_NAME: string; COLUMN_CAPTION: string }[]> {
  requireAnyButton(ctx.auth, 'SeniorColumn', 'SeniorSetting');
  if (!tableName.test(table))
    throw new AppError(400, 'listParam.invalidTableName', { table: table.slice(0, 64) });
  const name = table.toLowerCase();
  const readable = ctx.registry.all().filter((l) => holds(ctx.auth.grants, l.permission));
  const allowed =
    !privateTables.has(name) &&
    (holds(ctx.auth.grants, { button: 'SeniorSetting' }) ||
      readable.some((l) => l.definition.table === name));
  const columns = allowed ? await repo.tableColumnNames(ctx.db, name) : [];
  if (columns.length === 0) throw new AppError(404, 'listParam.unknownTable', { table: table.slice(0, 64) });
  const lists = [
    ...readable.filter((l) => l.definition.table === name),
    ...readable.filter((l) => l.definition.table !== name),
  ];
  const captionOf = (field: string) => {
    for (const list of lists) {
      const column = list.definition.columns.find((c) => c.field === field);
      if (column) return column.caption[ctx.lang];
    }
    return '';
  };
  return columns
    .map((c) => c.toUpperCase())
    .filter((c) => !ignoredColumns.has(c))
    .map((c) => ({ COLUMN_NAME: c, COLUMN_CAPTION: captionOf(c) }));
}
