import type {
  ColumnConfig,
  Language,
  LoadedColumn,
  ParamDefinition,
  SavedQueryRow,
  SavedQueryView,
  SelectOption,
} from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import { type CheckedSql, checkAdminSql } from '../../platform/admin-sql/check.ts';
import { dropdownRowCap, runAdminSql, type SessionValues } from '../../platform/admin-sql/run.ts';
import { type AuthContext, holds } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { ListDefinition } from '../../platform/list/list-definition.ts';
import type { ListRegistry, RegisteredList } from '../../platform/list/list-registry.ts';
import { translate } from '../../platform/messages.ts';
import * as repo from './list-param.repository.ts';

/** Who calls, in which language, against which registry of lists: every service call takes it explicitly. */
export type ListParamContext = { db: Db; registry: ListRegistry; auth: AuthContext; lang: Language };

const sessionOf = (auth: AuthContext): SessionValues => ({
  orgId: auth.orgId,
  vendorCode: auth.vendorCode,
  userName: auth.userName,
});

/**
 * The list a LIST_ROUTE names, if the caller may read it: it must be a registered list and the caller must hold
 * the permission of its LoadData. Unknown and forbidden lists get the same answer (default deny).
 */
export function listFor(ctx: ListParamContext, route: string): RegisteredList {
  const list = ctx.registry.get(route);
  if (!list || !holds(ctx.auth.grants, list.permission)) {
    throw new AppError(403, 'listParam.unknownList', { route: route.slice(0, 128) });
  }
  return list;
}

/** The caller holds at least one of these button keys (route-level permissions take one key only). */
function requireAnyButton(auth: AuthContext, ...keys: string[]): void {
  if (!keys.some((button) => holds(auth.grants, { button }))) throw forbidden();
}

const keyOf = (ctx: ListParamContext, route: string): repo.ListKey => ({ orgId: ctx.auth.orgId, route });

/** The declared field a configured FIELD_NAME names; `t.PO_NO` (the add-prefix tool of spec §5) names PO_NO. */
function declaredField(definition: ListDefinition, field: string): string {
  const fields = new Set(definition.columns.map((c) => c.field));
  if (fields.has(field)) return field;
  const bare = field.slice(field.lastIndexOf('.') + 1);
  if (fields.has(bare)) return bare;
  throw new AppError(400, 'listParam.unknownField', { field: field.slice(0, 64), route: definition.route });
}

function assertUnique(values: string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new AppError(400, 'listParam.duplicate', { name: value });
    seen.add(value);
  }
}

const blank = (text: string | null | undefined) => !text?.trim();

// ---- parameter definitions -------------------------------------------------------------------------------------

/** A definition as the caller may see it: the SQL text only for holders of SeniorSetting (PRODUCT §9). */
const toDefinition = (row: repo.ParamRow, showSql: boolean): ParamDefinition => ({
  ID: row.id,
  LIST_ROUTE: row.list_route,
  ORD_IDX: row.ord_idx,
  PARAM_NAME: row.param_name,
  PARAM_CAPTION: row.param_caption,
  FIELD_NAME: row.field_name,
  ACTION_TYPE: row.action_type,
  PARAM_VALUE: row.param_value,
  DATA_TYPE: row.data_type,
  REFERENCE_SQL: showSql ? row.reference_sql : null,
  SUB_SQL: showSql ? row.sub_sql : null,
  IS_PAGING: row.is_paging,
  IS_FAST_SEARCH: row.is_fast_search,
  DEFAULT_VALUE: row.default_value,
  REMARK: row.remark,
});

export async function loadDefinitions(
  ctx: ListParamContext,
  route: string,
  page: number,
  limit: number,
): Promise<{ rows: ParamDefinition[]; total: number }> {
  listFor(ctx, route);
  const { rows, total } = await repo.pageParams(ctx.db, keyOf(ctx, route), page, limit);
  const showSql = holds(ctx.auth.grants, { button: 'SeniorSetting' });
  return { rows: rows.map((row) => toDefinition(row, showSql)), total };
}

/** Refuses configured SQL that is not one safe query, or that fails when run now with the saver's session. */
async function validateSql(ctx: ListParamContext, row: ParamDefinition): Promise<void> {
  const check = async (kind: 'reference' | 'sub', run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(400, 'listParam.sqlRefused', {
        param: row.PARAM_NAME,
        kind: translate(ctx.lang, `listParam.kind.${kind}`),
        reason: translate(ctx.lang, error.key, error.params),
      });
    }
  };
  const session = sessionOf(ctx.auth);
  if (!blank(row.REFERENCE_SQL)) {
    await check('reference', async () => {
      const checked = await checkAdminSql(row.REFERENCE_SQL!);
      // The statement on its own first, so its own mistakes are not reported as a missing CODE or NAME.
      await runAdminSql(ctx.db, checked, session, (inner) => sql`select * from (${inner}) q limit 0`);
      // A dropdown without paging must fit under the row cap for the person configuring it.
      const cap = row.IS_PAGING === 'Y' ? 0 : dropdownRowCap;
      const rows = await runOptions(
        ctx.db,
        checked,
        session,
        (inner) => sql`select * from (${optionsOf(inner)}) o limit ${cap + 1}`,
      );
      if (row.IS_PAGING !== 'Y' && rows.length > cap) throw new AppError(400, 'safeSql.tooManyRows', { cap });
    });
  }
  if (!blank(row.SUB_SQL)) {
    await check('sub', async () => {
      const checked = await checkAdminSql(row.SUB_SQL!, { allowParamValue: true });
      await runAdminSql(
        ctx.db,
        checked,
        { ...session, paramValue: '' },
        (inner) => sql`select * from (${inner}) q limit 0`,
      );
    });
  }
}

/** SaveData: upserts parameter definitions of one list (by ID, else by PARAM_NAME). */
export async function saveDefinitions(ctx: ListParamContext, rows: ParamDefinition[]): Promise<number> {
  if (rows.length === 0) return 0;
  const route = rows[0]!.LIST_ROUTE;
  if (rows.some((r) => r.LIST_ROUTE !== route)) throw new AppError(400, 'listParam.mixedRoutes');
  const list = listFor(ctx, route);
  assertUnique(rows.map((r) => r.PARAM_NAME));
  const prepared = rows.map((r) => ({ ...r, FIELD_NAME: declaredField(list.definition, r.FIELD_NAME) }));
  for (const row of prepared) await validateSql(ctx, row);
  const key = keyOf(ctx, route);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const r of prepared) {
        const found = await repo.upsertParam(trx, key, r.ID, {
          org_id: key.orgId,
          list_route: route,
          ord_idx: r.ORD_IDX,
          param_name: r.PARAM_NAME,
          param_caption: r.PARAM_CAPTION,
          field_name: r.FIELD_NAME,
          action_type: r.ACTION_TYPE,
          param_value: r.PARAM_VALUE ?? null,
          data_type: r.DATA_TYPE,
          reference_sql: blank(r.REFERENCE_SQL) ? null : r.REFERENCE_SQL!,
          sub_sql: blank(r.SUB_SQL) ? null : r.SUB_SQL!,
          is_paging: r.IS_PAGING,
          is_fast_search: r.IS_FAST_SEARCH,
          default_value: r.DEFAULT_VALUE ?? null,
          remark: r.REMARK ?? null,
          updated_by: ctx.auth.userName,
        });
        if (!found) throw new AppError(404, 'common.notFound');
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AppError(409, 'listParam.paramExists', {
        name: prepared.map((r) => r.PARAM_NAME).join(', '),
      });
    }
    throw error;
  }
  return prepared.length;
}

export async function deleteDefinition(
  ctx: ListParamContext,
  route: string,
  by: { id?: number; name: string },
): Promise<number> {
  listFor(ctx, route);
  const deleted = await repo.deleteParam(ctx.db, keyOf(ctx, route), by);
  if (deleted === 0) throw new AppError(404, 'listParam.paramNotFound', { name: by.name });
  return deleted;
}

export async function deleteAllDefinitions(ctx: ListParamContext, route: string): Promise<number> {
  listFor(ctx, route);
  return repo.deleteAllParams(ctx.db, keyOf(ctx, route));
}

// ---- dropdown options ------------------------------------------------------------------------------------------

/** The options of REFERENCE_SQL: its CODE and NAME columns as text, at most `cap` of them. */
async function selectOptions(
  db: Db,
  text: string,
  session: SessionValues,
  cap: number,
): Promise<SelectOption[]> {
  const checked = await checkAdminSql(text);
  const rows = await runOptions(
    db,
    checked,
    session,
    (inner) => sql<SelectOption>`select * from (${optionsOf(inner)}) o limit ${cap + 1}`,
  );
  if (rows.length > cap) throw new AppError(400, 'safeSql.tooManyRows', { cap });
  return rows;
}

const optionsOf = (inner: RawBuilder<unknown>) =>
  sql`select cast(q.code as text) as "CODE", cast(q.name as text) as "NAME" from (${inner}) q`;

/** The wrapper reads the columns CODE and NAME of the configured SQL: say so when one is missing. */
async function runOptions<Row>(
  db: Db,
  checked: CheckedSql,
  session: SessionValues,
  wrap: (inner: RawBuilder<unknown>) => RawBuilder<Row>,
): Promise<Row[]> {
  try {
    return await runAdminSql(db, checked, session, wrap);
  } catch (error) {
    if (
      error instanceof AppError &&
      /column q\.(code|name) does not exist/.test(String(error.params.reason))
    ) {
      throw new AppError(400, 'safeSql.codeName');
    }
    throw error;
  }
}

async function referenceSqlOf(
  ctx: ListParamContext,
  route: string,
  paramName: string,
): Promise<string | null> {
  listFor(ctx, route);
  const param = await repo.findParam(ctx.db, keyOf(ctx, route), paramName);
  if (!param) throw new AppError(404, 'listParam.paramNotFound', { name: paramName });
  return blank(param.reference_sql) ? null : param.reference_sql;
}

function refusedReference(ctx: ListParamContext, paramName: string, error: unknown): never {
  if (!(error instanceof AppError) || error.status !== 400) throw error;
  throw new AppError(400, 'listParam.sqlRefused', {
    param: paramName,
    kind: translate(ctx.lang, 'listParam.kind.reference'),
    reason: translate(ctx.lang, error.key, error.params),
  });
}

/** GetSelectList: every option of a dropdown parameter, run with the caller's session values. */
export async function selectList(
  ctx: ListParamContext,
  route: string,
  paramName: string,
): Promise<SelectOption[]> {
  const text = await referenceSqlOf(ctx, route, paramName);
  if (!text) return [];
  try {
    return await selectOptions(ctx.db, text, sessionOf(ctx.auth), dropdownRowCap);
  } catch (error) {
    return refusedReference(ctx, paramName, error);
  }
}

/** GetSelectPage: one page of a dropdown's options, searched by Key in CODE or NAME, with the total. */
export async function selectPage(
  ctx: ListParamContext,
  request: {
    LIST_ROUTE: string;
    PARAM_NAME: string;
    Page: number;
    Limit: number;
    Key: string;
    OrderByParam?: 'CODE' | 'NAME' | undefined;
    OrderBySort?: 0 | 1 | undefined;
  },
): Promise<{ rows: SelectOption[]; total: number }> {
  const text = await referenceSqlOf(ctx, request.LIST_ROUTE, request.PARAM_NAME);
  if (!text) return { rows: [], total: 0 };
  const key = request.Key.trim();
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const order = sql.raw(`"${request.OrderByParam ?? 'CODE'}" ${request.OrderBySort === 1 ? 'desc' : 'asc'}`);
  const where = key ? sql`("CODE" ilike ${like} escape '\\' or "NAME" ilike ${like} escape '\\')` : sql`true`;
  try {
    const checked = await checkAdminSql(text);
    const session = sessionOf(ctx.auth);
    const rows = await runOptions(
      ctx.db,
      checked,
      session,
      (inner) => sql<SelectOption & { __total: number }>`
        select "CODE", "NAME", count(*) over() as __total
        from (${optionsOf(inner)}) o
        where ${where}
        order by ${order} nulls last, "CODE"
        limit ${request.Limit} offset ${(request.Page - 1) * request.Limit}`,
    );
    let total = Number(rows[0]?.__total ?? 0);
    if (rows.length === 0 && request.Page > 1) {
      const counted = await runOptions(
        ctx.db,
        checked,
        session,
        (inner) => sql<{ n: number }>`select count(*) as n from (${optionsOf(inner)}) o where ${where}`,
      );
      total = Number(counted[0]?.n ?? 0);
    }
    return { rows: rows.map(({ CODE, NAME }) => ({ CODE, NAME })), total };
  } catch (error) {
    return refusedReference(ctx, request.PARAM_NAME, error);
  }
}

// ---- saved advanced queries ------------------------------------------------------------------------------------

export async function loadSavedQueries(ctx: ListParamContext, route: string): Promise<SavedQueryView[]> {
  listFor(ctx, route);
  const rows = await repo.loadQueries(ctx.db, keyOf(ctx, route), ctx.auth.userId);
  return rows.map((r) => ({
    ORD_ID: r.ord_id,
    PARAM_NAME: r.param_name,
    FIELD_NAME: r.field_name,
    ACTION_TYPE: r.action_type,
    PARAM_VALUE: r.param_value,
    DATA_TYPE: r.data_type,
    IS_PAGING: r.is_paging,
    LIST_ROUTE: r.list_route,
    USER_NAME: ctx.auth.userName,
  }));
}

/** SaveListAdvancedQuery: the caller's saved rows of the list become exactly these. */
export async function saveQueries(
  ctx: ListParamContext,
  route: string,
  rows: SavedQueryRow[],
): Promise<number> {
  const list = listFor(ctx, route);
  const params = await repo.pageParams(ctx.db, keyOf(ctx, route), 1, 10_000);
  const known = new Set([
    ...list.definition.columns.map((c) => c.field),
    ...params.rows.map((p) => p.param_name),
  ]);
  for (const row of rows) {
    for (const name of [row.PARAM_NAME, row.FIELD_NAME]) {
      if (!known.has(name)) throw new AppError(400, 'listParam.unknownField', { field: name, route });
    }
  }
  await repo.replaceQueries(
    ctx.db,
    keyOf(ctx, route),
    ctx.auth.userId,
    rows.map((r) => ({
      ord_id: r.ORD_ID,
      param_name: r.PARAM_NAME,
      field_name: r.FIELD_NAME,
      action_type: r.ACTION_TYPE,
      param_value: r.PARAM_VALUE,
      data_type: r.DATA_TYPE,
      is_paging: r.IS_PAGING,
    })),
  );
  return rows.length;
}

// ---- column configuration --------------------------------------------------------------------------------------

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

export async function loadColumnConfig(ctx: ListParamContext, route: string): Promise<LoadedColumn[]> {
  return effectiveColumns(ctx.db, listFor(ctx, route), ctx.auth, ctx.lang);
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
  await repo.replaceColumns(
    ctx.db,
    keyOf(ctx, route),
    global ? null : ctx.auth.userId,
    rows.map((r, i) => ({
      ord_idx: r.ORD_IDX,
      field_name: fields[i]!,
      field_caption: r.FIELD_CAPTION,
      field_width: r.FIELD_WIDTH,
      is_visible: r.IS_VISIBLE,
    })),
  );
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
  const columns = allowed
    ? await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${name}
        order by ordinal_position`.execute(ctx.db)
    : { rows: [] };
  if (columns.rows.length === 0)
    throw new AppError(404, 'listParam.unknownTable', { table: table.slice(0, 64) });
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
  return columns.rows
    .map((c) => c.column_name.toUpperCase())
    .filter((c) => !ignoredColumns.has(c))
    .map((c) => ({ COLUMN_NAME: c, COLUMN_CAPTION: captionOf(c) }));
}
