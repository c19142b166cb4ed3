import type { Language } from '@srm/contract';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import { checkAdminSql } from '../admin-sql/check.ts';
import { runAdminSql, subQueryRowCap } from '../admin-sql/run.ts';
import type { Scope } from '../auth.ts';
import type { Db } from '../db.ts';
import { AppError } from '../errors.ts';
import { translate } from '../messages.ts';
import type { ListParamTable } from '../schema.ts';
import type { ListColumn, ListDefinition } from './list-definition.ts';
import {
  compared,
  condition,
  fits,
  type ListQuery,
  type QueryRow,
  type ResolvedQuery,
} from './list-engine.ts';

export type ParamDefinitionRow = Selectable<ListParamTable>;

/**
 * The parameter definitions (advanced setting rows) of a list in an organisation, in their order, through a function
 * whose plan is prepared once per connection (migration 0009). LoadData reads them through `paramDefinitionsAt`.
 */
export async function loadParamDefinitions(
  db: Db,
  orgId: number,
  route: string,
): Promise<ParamDefinitionRow[]> {
  const { rows } = await sql<ParamDefinitionRow>`
    select * from srm_list_params(${orgId}::integer, ${route}::varchar)`.execute(db);
  return rows;
}

type CachedDefinitions = { version: number; rows: Promise<ParamDefinitionRow[]> };
const cachedDefinitions = new WeakMap<Db, Map<string, CachedDefinitions>>();

/**
 * The parameter definitions of a list as LoadData needs them on every request: kept per process and organisation,
 * and read again when the organisation's list-configuration version (returned by authentication, bumped by a
 * trigger on every change of `list_param`, migration 0009) differs from the one they were read at. A change made
 * by any process, or straight in the database, is seen by the next request everywhere.
 */
export function paramDefinitionsAt(
  db: Db,
  orgId: number,
  route: string,
  version: number,
): Promise<ParamDefinitionRow[]> {
  let perDb = cachedDefinitions.get(db);
  if (!perDb) {
    perDb = new Map();
    cachedDefinitions.set(db, perDb);
  }
  const key = `${orgId}|${route}`;
  const hit = perDb.get(key);
  if (hit && hit.version === version) return hit.rows;
  const rows = loadParamDefinitions(db, orgId, route);
  const entry = { version, rows };
  perDb.set(key, entry);
  // A failed read is not kept.
  rows.catch(() => {
    if (perDb.get(key) === entry) perDb.delete(key);
  });
  return rows;
}

/** The SQL type a sub-query's keys are read as, so they compare with the column they filter. */
function keyType(column: ListColumn): string {
  switch (column.kind) {
    case 'int':
    case 'decimal':
      return 'numeric';
    case 'date':
    case 'datetime':
      return 'date';
    case 'bool':
      return 'boolean';
    default:
      return 'text';
  }
}

/**
 * `<field> in (keys of the SUB_SQL)`: the sub-query runs on its own, read-only, with the time-out and a row cap and
 * the caller's session values (`:PARAM_VALUE` = the value typed for the parameter); its keys come back as one
 * bound JSON array, so the list query itself never contains admin SQL.
 */
async function subQueryCondition(
  db: Db,
  scope: Scope,
  lang: Language,
  definition: ParamDefinitionRow,
  column: ListColumn,
  value: string,
): Promise<RawBuilder<unknown>> {
  let rows: Record<string, unknown>[];
  try {
    const checked = await checkAdminSql(definition.sub_sql!, { allowParamValue: true });
    rows = await runAdminSql<Record<string, unknown>>(
      db,
      checked,
      { orgId: scope.orgId, vendorCode: scope.vendorCode, userName: scope.userName, paramValue: value },
      (inner) => sql`select * from (${inner}) q limit ${subQueryRowCap + 1}`,
    );
    if (rows.length > subQueryRowCap) throw new AppError(400, 'safeSql.tooManyRows', { cap: subQueryRowCap });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(400, 'listParam.sqlRefused', {
      param: definition.param_name,
      kind: translate(lang, 'listParam.kind.sub'),
      reason: translate(lang, error.key, error.params),
    });
  }
  const keys: string[] = [];
  for (const row of rows) {
    const key = Object.values(row)[0];
    if (key === null || key === undefined) continue;
    const text = key instanceof Date ? key.toISOString().slice(0, 10) : String(key);
    if (!fits(column.kind, text)) {
      throw new AppError(400, 'safeSql.subQueryValue', {
        param: definition.param_name,
        value: text.slice(0, 64),
        field: column.field,
      });
    }
    keys.push(text.trim());
  }
  const target = column.kind === 'datetime' ? compared(column) : sql.raw(column.sql);
  return sql`${target} in (select cast(k.v as ${sql.raw(keyType(column))}) from jsonb_array_elements_text(cast(${JSON.stringify(keys)} as jsonb)) as k(v))`;
}

/**
 * The request's rows, each with the definition it names (by PARAM_NAME, or else FIELD_NAME), followed by a row of
 * each fast-search definition's default that no request row names.
 */
function paramRows(
  requested: QueryRow[],
  params: ParamDefinitionRow[],
  byName: Map<string, ParamDefinitionRow>,
): { row: QueryRow; param?: ParamDefinitionRow }[] {
  const named = new Set<string>();
  const rows: { row: QueryRow; param?: ParamDefinitionRow }[] = [];
  for (const row of requested) {
    const param = (row.PARAM_NAME && byName.get(row.PARAM_NAME)) || byName.get(row.FIELD_NAME);
    if (param) named.add(param.param_name);
    rows.push({ row, ...(param ? { param } : {}) });
  }
  for (const param of params) {
    if (param.is_fast_search !== 'Y' || !param.default_value?.trim() || named.has(param.param_name)) continue;
    rows.push({
      param,
      row: {
        FIELD_NAME: param.param_name,
        ACTION_TYPE: param.action_type,
        DATA_TYPE: param.data_type,
        PARAM_VALUE: param.default_value,
      },
    });
  }
  return rows;
}

/**
 * The query rows of a request with the list's parameter definitions applied (spec §3, decisions.md):
 * - a row whose PARAM_NAME, or else FIELD_NAME, is a PARAM_NAME filters that definition's FIELD_NAME (a definition
 *   wins over a declared column of the same name: the administrator configured it on purpose);
 * - a definition with SUB_SQL filters `<field> in (<sub sql>)` instead of comparing the value itself;
 * - a fast-search definition (IS_FAST_SEARCH = 'Y') with a DEFAULT_VALUE applies its default when the request has
 *   no row for it; a row with an empty value switches the default off;
 * - any other row must name a declared column, as before.
 */
export async function resolveQuery(
  db: Db,
  definition: ListDefinition,
  scope: Scope,
  query: ListQuery,
  lang: Language,
  definitions?: ParamDefinitionRow[],
): Promise<ResolvedQuery> {
  const params = definitions ?? (await loadParamDefinitions(db, scope.orgId, definition.route));
  const columns = new Map(definition.columns.map((c) => [c.field, c]));
  const byName = new Map(params.map((p) => [p.param_name, p]));
  const rows = paramRows(query.Params, params, byName);

  const conditions: RawBuilder<unknown>[] = [];
  const fields: string[] = [];
  for (const { row, param } of rows) {
    if (!param) {
      const c = condition(columns, row);
      if (c) conditions.push(c);
      fields.push(row.FIELD_NAME);
      continue;
    }
    const column = columns.get(param.field_name);
    if (!column) throw new AppError(400, 'list.unknownField', { field: param.field_name });
    fields.push(column.field);
    if (param.sub_sql?.trim()) {
      conditions.push(await subQueryCondition(db, scope, lang, param, column, row.PARAM_VALUE));
      continue;
    }
    const c = condition(columns, { ...row, FIELD_NAME: param.field_name });
    if (c) conditions.push(c);
  }
  const sortParam = query.OrderByParam ? byName.get(query.OrderByParam) : undefined;
  return { conditions, fields, ...(sortParam ? { sortField: sortParam.field_name } : {}) };
}
