import { actionType, dataType, type listRequest } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Scope } from '../auth.ts';
import { type Db, preparedMark } from '../db.ts';
import { AppError } from '../errors.ts';
import { drivingFields, type ListColumn, type ListDefinition } from './list-definition.ts';

export type ListQuery = z.output<typeof listRequest>;
export type QueryRow = ListQuery['Params'][number];

const numberPattern = /^-?\d{1,18}(\.\d{1,8})?$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** Date range of the column search (spec §5): `yyyy/MM/dd HH:mm:ss-yyyy/MM/dd HH:mm:ss`. */
const rangePattern =
  /^(\d{4}[/-]\d{2}[/-]\d{2}(?: \d{2}:\d{2}:\d{2})?)\s*-\s*(\d{4}[/-]\d{2}[/-]\d{2}(?: \d{2}:\d{2}:\d{2})?)$/;

const invalid = (field: string) => new AppError(400, 'list.invalidValue', { field });

function isValidDate(text: string): boolean {
  const d = new Date(`${text.slice(0, 10).replaceAll('/', '-')}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10).replaceAll('/', '-')
  );
}

/** Whether a text value can be compared with a column of this kind (numbers, dates, booleans by their format). */
export function fits(kind: ListColumn['kind'], value: string): boolean {
  const v = value.trim();
  switch (kind) {
    case 'int':
    case 'decimal':
      return numberPattern.test(v);
    case 'date':
    case 'datetime':
      return datePattern.test(v) && isValidDate(v);
    case 'bool':
      return ['true', 'false', 'Y', 'N', '1', '0'].includes(v);
    default:
      return true;
  }
}

/**
 * Several values of a column as ONE bound, typed array: the statement's text is the same for any number of values,
 * so a prepared list statement is reused instead of one being prepared per count (docs/decisions.md).
 */
function bindArray(column: ListColumn, values: string[]): RawBuilder<unknown> {
  for (const value of values) if (!fits(column.kind, value)) throw invalid(column.field);
  const trimmed = values.map((v) => v.trim());
  switch (column.kind) {
    case 'int':
    case 'decimal':
      return sql`cast(${trimmed} as numeric[])`;
    case 'date':
    case 'datetime':
      return sql`cast(${trimmed} as date[])`;
    case 'bool':
      return sql`cast(${trimmed.map((v) => ['true', 'Y', '1'].includes(v))} as boolean[])`;
    default:
      return sql`cast(${values} as text[])`;
  }
}

/** A typed, bound SQL value for a column; throws a 400 naming the field when the text does not fit. */
function bind(column: ListColumn, value: string): RawBuilder<unknown> {
  if (!fits(column.kind, value)) throw invalid(column.field);
  switch (column.kind) {
    case 'int':
    case 'decimal':
      return sql`cast(${value.trim()} as numeric)`;
    case 'date':
    case 'datetime':
      return sql`cast(${value.trim()} as date)`;
    case 'bool':
      return sql`${['true', 'Y', '1'].includes(value.trim())}`;
    default:
      return sql`${value}`;
  }
}

/** The column as compared: timestamps compare by their date, as the date pickers of the screens do. */
export function compared(column: ListColumn): RawBuilder<unknown> {
  const expr = sql.raw(column.sql);
  return column.kind === 'datetime' ? sql`cast(${expr} as date)` : expr;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const comparators: Record<number, string> = {
  [actionType.equals]: '=',
  [actionType.greater]: '>',
  [actionType.greaterOrEqual]: '>=',
  [actionType.less]: '<',
  [actionType.lessOrEqual]: '<=',
  [actionType.notEqual]: '<>',
};

/** One query row → a SQL condition, or null when the row carries no usable value (spec §5: skipped). */
export function condition(columns: Map<string, ListColumn>, row: QueryRow): RawBuilder<unknown> | null {
  const column = columns.get(row.FIELD_NAME);
  if (!column) throw new AppError(400, 'list.unknownField', { field: row.FIELD_NAME.slice(0, 64) });
  const expr = sql.raw(column.sql);
  if (row.ACTION_TYPE === actionType.isNull) return sql`${expr} is null`;
  if (row.ACTION_TYPE === actionType.isNotNull) return sql`${expr} is not null`;
  const value = row.PARAM_VALUE;
  if (value.trim() === '') return null;

  if (row.DATA_TYPE === dataType.dateRange) {
    const match = rangePattern.exec(value.trim());
    if (!match || !isValidDate(match[1]!) || !isValidDate(match[2]!)) throw invalid(column.field);
    const from = match[1]!.replaceAll('/', '-');
    const to = match[2]!.replaceAll('/', '-');
    // A range given by days includes the whole last day.
    const end =
      to.length === 10
        ? sql`cast(${to} as timestamp) + interval '1 day'`
        : sql`cast(${to} as timestamp) + interval '1 second'`;
    return sql`(${expr} >= cast(${from} as timestamp) and ${expr} < ${end})`;
  }
  if (row.DATA_TYPE === dataType.multiLine) {
    const items = value
      .split(/[,\n\r]+/)
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 1000);
    if (items.length === 0) return null;
    return sql`${expr} = any(${bindArray(column, items)})`;
  }
  if (row.ACTION_TYPE === actionType.like) {
    return sql`cast(${expr} as text) ilike ${`%${escapeLike(value.trim())}%`} escape '\\'`;
  }
  const op = comparators[row.ACTION_TYPE];
  if (!op) throw invalid(column.field);
  return sql`${compared(column)} ${sql.raw(op)} ${bind(column, value.trim())}`;
}

/** Declared SQL as text, and a quoted output name (field names are declared in code). */
const selectItem = (c: ListColumn) => `${c.sql} as "${c.field.replaceAll('"', '""')}"`;

type DefinitionParts = { columns: Map<string, ListColumn>; select: RawBuilder<unknown> };
const partsCache = new WeakMap<ListDefinition, DefinitionParts>();

/** What every request of a list shares, built once per definition: the columns by field and the select list. */
function partsOf(definition: ListDefinition): DefinitionParts {
  let parts = partsCache.get(definition);
  if (!parts) {
    parts = {
      columns: new Map(definition.columns.map((c) => [c.field, c])),
      select: sql.raw(definition.columns.map(selectItem).join(', ')),
    };
    partsCache.set(definition, parts);
  }
  return parts;
}

export type BuiltQuery = {
  select: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  orderBy: RawBuilder<unknown>;
  /** The list's key expression, e.g. `ol.id`. */
  key: RawBuilder<unknown>;
  /** The driving table's `from` when the where clause and the sort read only it (ListDefinition.driving), else null. */
  drivingFrom: RawBuilder<unknown> | null;
};

/**
 * The query rows resolved against the list's parameter definitions (list-params.ts): the conditions to apply
 * instead of mapping `Params` one to one onto declared columns, and the sort field a parameter name stands for.
 */
/** The rows whose key is one of `keys` (a selection across pages), bound as one text array. */
export function keyCondition(definition: ListDefinition, keys: (string | number)[]): RawBuilder<unknown> {
  const column = definition.columns.find((c) => c.field === definition.key)!;
  return sql`cast(${sql.raw(column.sql)} as text) = any(${keys.map(String)}::text[])`;
}

export type ResolvedQuery = { conditions: RawBuilder<unknown>[]; fields: string[]; sortField?: string };

/** select list, where clause (scope AND every query row) and order by of one list request. */
export function buildQuery(
  definition: ListDefinition,
  scope: Scope,
  query: ListQuery,
  extra: RawBuilder<unknown>[] = [],
  resolved?: ResolvedQuery,
): BuiltQuery {
  const { columns, select } = partsOf(definition);
  const conditions = [definition.scope(scope), ...extra];
  const fields: string[] = [];
  if (resolved) {
    conditions.push(...resolved.conditions);
    fields.push(...resolved.fields);
  } else {
    for (const row of query.Params) {
      const c = condition(columns, row);
      if (c) conditions.push(c);
      fields.push(row.FIELD_NAME);
    }
  }
  const sortField = resolved?.sortField || query.OrderByParam || definition.defaultSort.field;
  const sortColumn = columns.get(sortField);
  if (!sortColumn) throw new AppError(400, 'list.unknownField', { field: sortField.slice(0, 64) });
  const desc =
    query.OrderBySort === undefined
      ? (!query.OrderByParam && definition.defaultSort.desc) === true
      : ['1', 'desc'].includes(String(query.OrderBySort));
  const keyColumn = columns.get(definition.key)!;
  const orderBy = sql`${sql.raw(sortColumn.sql)} ${sql.raw(desc ? 'desc nulls last' : 'asc nulls first')}, ${sql.raw(keyColumn.sql)}`;
  const driving = drivingFields(definition);
  // Conditions the caller adds (`extra`) are not tied to declared columns: they keep the joins.
  const onDrivingTable =
    extra.length === 0 && driving.has(sortColumn.field) && fields.every((f) => driving.has(f));
  return {
    select,
    key: sql.raw(keyColumn.sql),
    drivingFrom: definition.driving && onDrivingTable ? definition.driving.from : null,
    where: sql.join(
      conditions.map((c) => sql`(${c})`),
      sql` and `,
    ),
    orderBy,
  };
}

/**
 * The statement of one page and the total (`count(*) over()` as `__total`): what LoadData runs, and the bench.
 * When the filters and the sort read only the list's driving table, the page is counted, sorted and cut on that
 * table alone and the joins run for its rows only (the joins of all matching rows were most of the cost of a report
 * page: docs/performance.md).
 */
export function pageQuery<Row>(
  definition: ListDefinition,
  built: BuiltQuery,
  query: Pick<ListQuery, 'Page' | 'Limit'>,
  options: { authVersion?: boolean } = {},
): RawBuilder<Row & { __total: number; __auth?: number }> {
  const prepared = sql.raw(preparedMark);
  // The authentication counter, read in the page's own snapshot (platform/auth.ts `confirmAuth`).
  const auth = options.authVersion
    ? sql`, (select a.version from auth_state a where a.id = 1) as __auth`
    : sql``;
  if (built.drivingFrom) {
    return sql<Row & { __total: number; __auth?: number }>`${prepared}
    select ${built.select}, page.__total${auth}
    from ${definition.from}
    join (
      select ${built.key} as __key, count(*) over() as __total
      from ${built.drivingFrom}
      where ${built.where}
      order by ${built.orderBy}
      limit ${query.Limit} offset ${(query.Page - 1) * query.Limit}
    ) page on ${built.key} = page.__key
    order by ${built.orderBy}`;
  }
  return sql<Row & { __total: number; __auth?: number }>`${prepared}
    select ${built.select}, count(*) over() as __total${auth}
    from ${definition.from}
    where ${built.where}
    order by ${built.orderBy}
    limit ${query.Limit} offset ${(query.Page - 1) * query.Limit}`;
}

/** One page of a list and the total, in a single statement (`count(*) over()`). */
export async function loadPage<Row extends Record<string, unknown>>(
  db: Db,
  definition: ListDefinition,
  scope: Scope,
  query: ListQuery,
  extra: RawBuilder<unknown>[] = [],
  resolved?: ResolvedQuery,
  options: { authVersion?: boolean } = {},
): Promise<{ rows: Row[]; total: number; authVersion: number | null }> {
  const built = buildQuery(definition, scope, query, extra, resolved);
  const { where } = built;
  const offset = (query.Page - 1) * query.Limit;
  const { rows } = await pageQuery<Row>(definition, built, query, options).execute(db);
  let total = Number(rows[0]?.__total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await sql<{
      n: number;
    }>`select count(*) as n from ${built.drivingFrom ?? definition.from} where ${where}`.execute(db);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  const readAt = rows[0]?.__auth;
  return {
    rows: rows.map(({ __total, __auth, ...row }) => row as unknown as Row),
    total,
    // Only a row carries the counter; an empty page read none.
    authVersion: readAt === undefined || readAt === null ? null : Number(readAt),
  };
}

type ExportRequest = {
  definition: ListDefinition;
  scope: Scope;
  query: ListQuery;
  extra?: RawBuilder<unknown>[];
  resolved?: ResolvedQuery;
  fields?: string[];
};

/**
 * The select of every row of a list request (no paging), for exports: the request's filters, scope and order;
 * `fields` picks the returned columns, in that order (default: all declared).
 */
export function exportStatement(request: ExportRequest): RawBuilder<Record<string, unknown>> {
  const { definition, scope, query } = request;
  const { where, orderBy } = buildQuery(definition, scope, query, request.extra ?? [], request.resolved);
  const byField = new Map(definition.columns.map((c) => [c.field, c]));
  const columns = request.fields
    ? request.fields.map((f) => {
        const column = byField.get(f);
        if (!column) throw new AppError(400, 'list.unknownField', { field: f.slice(0, 64) });
        return column;
      })
    : definition.columns;
  const select = sql.raw(columns.map(selectItem).join(', '));
  return sql<
    Record<string, unknown>
  >`select ${select} from ${definition.from} where ${where} order by ${orderBy}`;
}

/**
 * Every row of a list request (no paging) in batches, for exports: memory holds one batch. PostgreSQL reads through
 * a cursor in one read-only snapshot; PGlite (one connection for the whole app) reads offset batches so other
 * requests get the database between two batches.
 */
export async function streamRows(
  db: Db,
  kind: 'pglite' | 'postgres',
  request: ExportRequest,
  batchSize: number,
  onBatch: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<number> {
  const statement = exportStatement(request);
  let total = 0;
  if (kind === 'postgres') {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await sql`declare list_export no scroll cursor for ${statement}`.execute(trx);
        for (;;) {
          const { rows } = await sql
            .raw<Record<string, unknown>>(`fetch forward ${Math.trunc(batchSize)} from list_export`)
            .execute(trx);
          if (rows.length === 0) break;
          total += rows.length;
          await onBatch(rows);
          if (rows.length < batchSize) break;
        }
        return total;
      });
  }
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await sql<
      Record<string, unknown>
    >`${statement} limit ${batchSize} offset ${offset}`.execute(db);
    if (rows.length === 0) break;
    total += rows.length;
    await onBatch(rows);
    if (rows.length < batchSize) break;
  }
  return total;
}
