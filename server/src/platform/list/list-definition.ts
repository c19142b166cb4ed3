import {
  type CaptionContext,
  contextFieldCaption,
  contextFieldCaptions,
  type Language,
  valueLabels,
  yesNoLabels,
} from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Scope } from '../auth.ts';

/**
 * How a column is compared and returned:
 * - text: strings; `int`: whole numbers (returned as numbers); `decimal`: exact decimals (returned as strings);
 * - date: `yyyy-MM-dd`; datetime: a timestamp (filtered by its date); bool: true/false.
 */
export type ColumnKind = 'text' | 'int' | 'decimal' | 'date' | 'datetime' | 'bool';

export type ListColumn = {
  /** The field name of the spec (`DELIVERY_NO`): the row key, the FIELD_NAME of query rows, the sort key. */
  field: string;
  /** Trusted SQL expression written in code, e.g. `dn.delivery_no`. Never built from input. */
  sql: string;
  kind: ColumnKind;
  /**
   * Captions of the column configuration and of exports: the contract catalogue's, by field name (in the list's
   * `captions` context, when it names one). Never declared by the list (`defineList`).
   */
  caption: { 'zh-chs': string; en: string };
  /**
   * Labels of coded values (contract `valueLabels`): shown, exported, printed and offered in the header search
   * instead of the code. A `bool` column is labelled yes/no without saying so.
   */
  labels?: Record<string, { 'zh-chs': string; en: string }>;
  /** Hidden columns can be filtered and returned but are not shown by default (e.g. ids). */
  hidden?: boolean;
  width?: number;
  /** A decimal's digits always shown (money: 2): screens, prints and the selected-records drawer pad to it. */
  scale?: number;
};

export type ListDefinition = {
  /** LIST_ROUTE of the screen, e.g. `/System/User`. */
  route: string;
  /** Name of the list in exported file names; the last segment of the route when absent. */
  title?: { 'zh-chs': string; en: string };
  /**
   * The context of the contract's `contextFieldCaptions` whose wording the list's columns take where it words a field
   * its own way (the order lines a note picks from: ATTRIBUTE1 is the buyer); the catalogue's otherwise.
   */
  captions?: CaptionContext;
  /** Table name shown to administrators in column configuration (GetIntiTableColumnList). */
  table: string;
  /** `from … join …` of the list: trusted SQL. */
  from: RawBuilder<unknown>;
  /**
   * The list's driving table, e.g. `{ from: sql`order_line ol`, alias: 'ol' }`, when the joins of `from` neither drop
   * nor repeat its rows (left joins on unique keys) and `scope` and `key` use only its columns. A page whose filters
   * and sort use only this table's columns is then counted, sorted and cut on it alone, and the joins run for the
   * page's rows only (list-engine.ts `pageQuery`).
   */
  driving?: { from: RawBuilder<unknown>; alias: string };
  /** Rows the caller may see: organisation, vendor (PRODUCT §9). Must never be empty for business lists. */
  scope: (scope: Scope) => RawBuilder<unknown>;
  columns: ListColumn[];
  /** Sort when the caller asks none, and the tie-breaker that makes paging stable (a unique column). */
  defaultSort: { field: string; desc?: boolean };
  key: string;
};

const columnValue = (kind: ColumnKind) => {
  switch (kind) {
    case 'int':
      return z.number();
    case 'bool':
      return z.boolean();
    case 'datetime':
      return z.union([z.date(), z.string()]);
    default:
      return z.string();
  }
};

/**
 * The response row schema of a list: exactly its declared columns, so no undeclared field can leak. Every value may
 * be null but the key's (it identifies the row): the web's rows are typed by it (`ListRow`), with no cast.
 */
export function rowSchemaOf(definition: ListDefinition) {
  return z.object(
    Object.fromEntries(
      definition.columns.map((c) => [
        c.field,
        c.field === definition.key ? columnValue(c.kind) : columnValue(c.kind).nullable(),
      ]),
    ),
  );
}

/** Table aliases a column's SQL qualifies names with (`ol.due_date` → `ol`), string literals left out. */
export function qualifiersOf(expression: string): Set<string> {
  const code = expression.replace(/'(?:[^']|'')*'/g, "''");
  return new Set(
    [...code.matchAll(/(?<![\w.])([a-z_][a-z0-9_]*)\.(?=[a-z_"])/gi)].map((m) => m[1]!.toLowerCase()),
  );
}

const drivingFieldsOf = new WeakMap<ListDefinition, Set<string>>();

/** Fields whose SQL reads only the driving table (empty when the list declares none). */
export function drivingFields(definition: ListDefinition): Set<string> {
  let fields = drivingFieldsOf.get(definition);
  if (!fields) {
    const alias = definition.driving?.alias.toLowerCase();
    fields = new Set(
      alias === undefined
        ? []
        : definition.columns
            .filter((c) => {
              const used = qualifiersOf(c.sql);
              return used.size > 0 && [...used].every((q) => q === alias);
            })
            .map((c) => c.field),
    );
    drivingFieldsOf.set(definition, fields);
  }
  return fields;
}

/**
 * A column as a list declares it: no caption. The caption is the contract catalogue's (field-captions.ts), by field
 * name, in the list's `captions` context when it names one; a list cannot word one itself.
 */
export type DeclaredColumn = Omit<ListColumn, 'caption'>;

export function defineList(
  declared: Omit<ListDefinition, 'columns'> & { columns: DeclaredColumn[] },
): ListDefinition {
  const definition: ListDefinition = {
    ...declared,
    columns: declared.columns.map((column) => {
      // The type has no caption; a column built past it (a spread, a cast) is refused all the same.
      if (Object.hasOwn(column, 'caption'))
        throw new Error(
          `${declared.route}: column ${column.field} states its own caption: captions come from the catalogue (contract field-captions.ts, contextFieldCaptions for a list's own wording)`,
        );
      const caption = contextFieldCaption(column.field, declared.captions);
      const labels =
        column.labels ?? (valueLabels as Record<string, ListColumn['labels']>)[column.field] ?? undefined;
      if (!caption)
        throw new Error(
          `${declared.route}: column ${column.field} has no caption (contract field-captions.ts)`,
        );
      return { ...column, caption, ...(labels ? { labels } : {}) };
    }),
  };
  const fields = new Set<string>();
  for (const column of definition.columns) {
    if (fields.has(column.field))
      throw new Error(`${definition.route}: column ${column.field} declared twice`);
    fields.add(column.field);
  }
  for (const f of Object.keys(declared.captions ? contextFieldCaptions[declared.captions] : {}))
    if (!fields.has(f))
      throw new Error(
        `${definition.route}: captions ${declared.captions} word ${f}, which is not a declared column`,
      );
  for (const f of [definition.defaultSort.field, definition.key]) {
    if (!fields.has(f)) throw new Error(`${definition.route}: ${f} is not a declared column`);
  }
  if (definition.driving && !drivingFields(definition).has(definition.key))
    throw new Error(`${definition.route}: key ${definition.key} is not a column of the driving table`);
  return definition;
}

/**
 * What the web needs to show, search, print and export a column without restating the declaration: its kind and
 * the labels of its coded values (yes/no for a bool) in the caller's language.
 */
export function describeColumn(
  definition: ListDefinition,
  field: string,
  lang: Language,
): { KIND?: ColumnKind; SCALE?: number; OPTIONS?: { value: string; label: string }[] } {
  const column = definition.columns.find((c) => c.field === field);
  if (!column) return {};
  const labels = column.labels ?? (column.kind === 'bool' ? yesNoLabels : undefined);
  return {
    KIND: column.kind,
    ...(column.scale !== undefined ? { SCALE: column.scale } : {}),
    ...(labels
      ? { OPTIONS: Object.entries(labels).map(([value, label]) => ({ value, label: label[lang] })) }
      : {}),
  };
}

/**
 * A list scope's organisation and, for a vendor user, its vendor: `<alias>.org_id = … [and <alias>.vendor_code = …]`
 * (the table at `alias` holds both columns).
 */
export const ownRows = (alias: string, s: Scope): RawBuilder<unknown> =>
  s.vendorCode === null
    ? sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId}`
    : sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId} and ${sql.ref(`${alias}.vendor_code`)} = ${s.vendorCode}`;
