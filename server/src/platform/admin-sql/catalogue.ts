/**
 * What admin-configured SQL may use (PRODUCT §9, docs/security.md): the report views of migration 0011 and a short
 * list of functions, operators and types. Anything not named here is refused; a new entry needs a reason that it
 * can neither read outside the views, nor write, wait, lock, nor run SQL given as text.
 */

/** The report views (schema `report`), by name as configured SQL writes them. */
export const reportViews = [
  'organization',
  'vendor',
  'part',
  'order_line',
  'delivery_note',
  'delivery_line',
  'staff_user',
] as const;

/** Pure functions of their arguments (and the clock): text, numbers, dates, aggregates, ranking. */
export const allowedFunctions = new Set([
  // text
  'lower',
  'upper',
  'initcap',
  'btrim',
  'ltrim',
  'rtrim',
  'trim',
  'length',
  'char_length',
  'substring',
  'substr',
  'left',
  'right',
  'lpad',
  'rpad',
  'replace',
  'concat',
  'concat_ws',
  'position',
  'strpos',
  'split_part',
  'to_char',
  'to_date',
  'to_timestamp',
  'to_number',
  // numbers
  'abs',
  'round',
  'trunc',
  'floor',
  'ceil',
  'ceiling',
  'mod',
  'sign',
  // dates
  'now',
  'date_trunc',
  'date_part',
  'extract',
  'age',
  'make_date',
  // aggregates and ranking
  'count',
  'sum',
  'min',
  'max',
  'avg',
  'string_agg',
  'bool_and',
  'bool_or',
  'row_number',
  'rank',
  'dense_rank',
]);

/** Operators of comparisons, arithmetic, concatenation and LIKE (`~~`); no regular expressions, no custom ones. */
export const allowedOperators = new Set([
  '=',
  '<>',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '||',
  '~~',
  '!~~',
  '~~*',
  '!~~*',
]);

/** Types a value may be cast to (as the parser names them, `pg_catalog.` dropped). */
export const allowedTypes = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'int2',
  'int4',
  'int8',
  'int',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'float4',
  'float8',
  'date',
  'timestamp',
  'timestamptz',
  'interval',
  'bool',
  'boolean',
]);

/** Session values the server binds; `:PARAM_VALUE` (the value typed for a sub-query parameter) only in SUB_SQL. */
export const sessionParams = ['ORG_ID', 'VENDOR_CODE', 'USER_NAME', 'PARAM_VALUE'] as const;
export type SessionParam = (typeof sessionParams)[number];
/** The type each session value is bound as (the cast written around its placeholder). */
export const sessionParamTypes: Record<SessionParam, string> = {
  ORG_ID: 'integer',
  VENDOR_CODE: 'varchar',
  USER_NAME: 'varchar',
  PARAM_VALUE: 'varchar',
};
