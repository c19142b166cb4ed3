import { actionType, columnConfig, paramDefinition } from '@srm/contract';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { z } from 'zod';
import type { ColumnSearchType, ColumnSetting, QueryRow, SentParam, SettingRow } from './types.ts';

// Strict parsing of the range value's own format (antd's pickers extend dayjs with it too).
dayjs.extend(customParseFormat);

/**
 * The rules of spec §4/§5 that are pure logic, apart from the components so they can be tested one by one.
 * Message values are locale keys under `list-table.`.
 */

let keySeed = 0;
/** A local key for rows that have no id yet. */
export const newKey = (prefix = 'row') => `${prefix}-${Date.now().toString(36)}-${(keySeed++).toString(36)}`;

/** Operations 8 (is null) and 9 (is not null) take no value (spec §5). */
export const isNullCheck = (action: number | undefined) =>
  action === actionType.isNull || action === actionType.isNotNull;

// ——— Advanced query ———————————————————————————————————————————————————————————————————————————————

/** Save mode (spec §4): on by default; on = a search also saves (button reads "cancel save"), a flip. */
export const defaultSaveMode = true;
export const flipSaveMode = (saveOnSearch: boolean) => !saveOnSearch;
export const saveModeLabel = (saveOnSearch: boolean) => (saveOnSearch ? 'query.cancelSave' : 'query.saveNow');

/** A row counts only if it names a field and has a value, or its operation is 8 or 9 (spec §5). */
export const isUsableQueryRow = (row: QueryRow) =>
  row.PARAM_NAME.trim() !== '' &&
  (isNullCheck(row.ACTION_TYPE) || String(row.PARAM_VALUE ?? '').trim() !== '');

export type QueryCheck =
  | { ok: true; rows: QueryRow[] }
  | { ok: false; message: 'query.fieldRequired' | 'query.noParams'; index?: number };

/** PARAM_NAME is required on every row; a search with no usable row warns (spec §5). */
export function checkQueryRows(rows: QueryRow[]): QueryCheck {
  const missing = rows.findIndex((r) => r.PARAM_NAME.trim() === '');
  if (missing >= 0) return { ok: false, message: 'query.fieldRequired', index: missing };
  const usable = rows.filter(isUsableQueryRow);
  if (usable.length === 0) return { ok: false, message: 'query.noParams' };
  return { ok: true, rows: usable };
}

export const toSentParams = (rows: QueryRow[]): SentParam[] =>
  rows.filter(isUsableQueryRow).map((r) => ({
    FIELD_NAME: r.FIELD_NAME || r.PARAM_NAME,
    PARAM_NAME: r.PARAM_NAME,
    ACTION_TYPE: r.ACTION_TYPE,
    PARAM_VALUE: isNullCheck(r.ACTION_TYPE) ? '' : String(r.PARAM_VALUE ?? ''),
    DATA_TYPE: r.DATA_TYPE,
  }));

export const emptyQueryRow = (ordId: number): QueryRow => ({
  _key: newKey('q'),
  ORD_ID: ordId,
  PARAM_NAME: '',
  FIELD_NAME: '',
  ACTION_TYPE: actionType.like,
  PARAM_VALUE: '',
  DATA_TYPE: 1,
  IS_PAGING: 'N',
});

type Definition = Pick<
  SettingRow,
  'PARAM_NAME' | 'FIELD_NAME' | 'ACTION_TYPE' | 'DATA_TYPE' | 'IS_PAGING' | 'DEFAULT_VALUE'
>;

/** Choosing a field copies its default type, operation, paging flag and value (spec §5). */
export function chooseField(row: QueryRow, definition: Definition): QueryRow {
  const action = Number(definition.ACTION_TYPE ?? actionType.like);
  return {
    ...row,
    PARAM_NAME: definition.PARAM_NAME,
    FIELD_NAME: definition.FIELD_NAME,
    DATA_TYPE: Number(definition.DATA_TYPE ?? 1),
    ACTION_TYPE: action,
    IS_PAGING: definition.IS_PAGING === 'Y' ? 'Y' : 'N',
    PARAM_VALUE: isNullCheck(action) ? '' : (definition.DEFAULT_VALUE ?? ''),
  };
}

/** Choosing a null check clears the value (and the input is disabled). */
export const chooseAction = (row: QueryRow, action: number): QueryRow => ({
  ...row,
  ACTION_TYPE: action,
  PARAM_VALUE: isNullCheck(action) ? '' : row.PARAM_VALUE,
});

/** Deleting a row renumbers the rest from 1. */
export const removeQueryRow = (rows: QueryRow[], key: string) =>
  rows.filter((r) => r._key !== key).map((r, i) => ({ ...r, ORD_ID: i + 1 }));

// ——— Advanced setting ——————————————————————————————————————————————————————————————————————————————

const maxOrder = (rows: { ORD_IDX?: number | null }[]) =>
  rows.reduce((max, r) => Math.max(max, Number(r.ORD_IDX) || 0), 0);

export const emptySettingRow = (rows: SettingRow[]): SettingRow => ({
  _key: newKey('s'),
  ORD_IDX: maxOrder(rows) + 1,
  PARAM_NAME: '',
  PARAM_CAPTION: '',
  FIELD_NAME: '',
  ACTION_TYPE: actionType.like,
  DATA_TYPE: 1,
  IS_PAGING: 'N',
  IS_FAST_SEARCH: 'N',
  PARAM_VALUE: '',
  REFERENCE_SQL: '',
  SUB_SQL: '',
  DEFAULT_VALUE: '',
  REMARK: '',
});

/**
 * Add-fields (spec §5): one row per list field not yet defined, with operation 6, type 1, paging N; order
 * numbers continue from the current maximum.
 */
export function addFields(
  rows: SettingRow[],
  fields: Pick<ColumnSetting, 'FIELD_NAME' | 'FIELD_CAPTION'>[],
): SettingRow[] {
  const defined = new Set(rows.map((r) => r.PARAM_NAME.trim().toUpperCase()));
  let next = maxOrder(rows);
  const added: SettingRow[] = [];
  for (const f of fields) {
    const name = f.FIELD_NAME.trim();
    if (!name || defined.has(name.toUpperCase())) continue;
    defined.add(name.toUpperCase());
    next += 1;
    added.push({
      ...emptySettingRow([]),
      ORD_IDX: next,
      PARAM_NAME: name,
      PARAM_CAPTION: f.FIELD_CAPTION || name,
      FIELD_NAME: name,
      ACTION_TYPE: actionType.like,
      DATA_TYPE: 1,
      IS_PAGING: 'N',
    });
  }
  return [...rows, ...added];
}

/** The add-prefix popover, when it closes, sets FIELD_NAME = prefix + PARAM_NAME on every row (spec §5). */
export const applyPrefix = (rows: SettingRow[], prefix: string): SettingRow[] =>
  rows.map((r) => ({ ...r, FIELD_NAME: `${prefix}${r.PARAM_NAME}` }));

/** Sync info: captions of the rows from the column configuration, by field name. */
export function syncCaptions(
  rows: SettingRow[],
  columns: Pick<ColumnSetting, 'FIELD_NAME' | 'FIELD_CAPTION'>[],
): SettingRow[] {
  const captions = new Map(columns.map((c) => [c.FIELD_NAME.toUpperCase(), c.FIELD_CAPTION]));
  return rows.map((r) => {
    const caption = captions.get(r.PARAM_NAME.toUpperCase()) ?? captions.get(r.FIELD_NAME.toUpperCase());
    return caption ? { ...r, PARAM_CAPTION: caption } : r;
  });
}

/** After removing a saved row the order numbers are renumbered from 1 (spec §4), in grid order. */
export const renumber = <T extends { ORD_IDX: number }>(rows: T[]): T[] =>
  rows.map((r, i) => (r.ORD_IDX === i + 1 ? r : { ...r, ORD_IDX: i + 1 }));

const settingFields = [
  'ORD_IDX',
  'PARAM_NAME',
  'PARAM_CAPTION',
  'FIELD_NAME',
  'ACTION_TYPE',
  'PARAM_VALUE',
  'DATA_TYPE',
  'REFERENCE_SQL',
  'SUB_SQL',
  'IS_PAGING',
  'IS_FAST_SEARCH',
  'DEFAULT_VALUE',
  'REMARK',
] as const;
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

export type PendingChanges = { inserted: SettingRow[]; updated: SettingRow[]; removed: SettingRow[] };

/**
 * Unsaved inserts, updates and removals of the setting grid against the rows as loaded (spec §4): a row
 * without LIST_ROUTE is an insert; a loaded row that differs is an update; a loaded row gone is a removal.
 */
export function pendingChanges(loaded: SettingRow[], current: SettingRow[]): PendingChanges {
  const byKey = new Map(loaded.map((r) => [r._key, r]));
  const inserted: SettingRow[] = [];
  const updated: SettingRow[] = [];
  for (const row of current) {
    const before = byKey.get(row._key);
    if (!row.LIST_ROUTE || !before) inserted.push(row);
    else if (settingFields.some((f) => !same(row[f], before[f]))) updated.push(row);
  }
  const kept = new Set(current.map((r) => r._key));
  const removed = loaded.filter((r) => !kept.has(r._key));
  return { inserted, updated, removed };
}
export const hasPendingChanges = (c: PendingChanges) =>
  c.inserted.length + c.updated.length + c.removed.length > 0;

/**
 * The first invalid cell of a grid: the row, the field the grid highlights and a locale key under `list-table.`;
 * `values` fills the key's placeholders (`max`; the drawer adds the field's caption as `field`).
 */
export type RowError = { index: number; field: string; message: string; values?: { max: number } };

/** Locale keys of the spec's own messages per field; other issues get a generic message naming the field. */
type FieldMessages = Record<string, { required?: string; min?: string }>;

const rowMessage = (
  issue: z.core.$ZodIssue,
  own: FieldMessages[string] = {},
): Omit<RowError, 'index' | 'field'> => {
  const generic = { message: 'validation.invalid' };
  switch (issue.code) {
    // A blank number arrives as undefined and is coerced to NaN; a blank text is too short once trimmed.
    case 'invalid_type':
      return own.required ? { message: own.required } : generic;
    case 'too_small':
      return issue.origin === 'string'
        ? { message: own.required ?? generic.message }
        : { message: own.min ?? generic.message };
    case 'too_big':
      return {
        message: issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig',
        values: { max: Number(issue.maximum) },
      };
    default:
      return generic;
  }
};

/** An empty cell (null from a cleared number, '' from a cleared text) is a value not given. */
const blanksAsMissing = (row: object) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null || v === '' ? undefined : v]));

/**
 * Checks rows with the contract's schema, so the grid refuses exactly what the server would (required fields,
 * order and width bounds, lengths); the first issue becomes the row error.
 */
function firstRowError(rows: object[], schema: z.ZodType, messages: FieldMessages): RowError | null {
  for (const [index, row] of rows.entries()) {
    const result = schema.safeParse(blanksAsMissing(row));
    if (result.success) continue;
    const issue = result.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    return { index, field, ...rowMessage(issue, messages[field]) };
  }
  return null;
}

const settingRowSchema = paramDefinition.omit({ LIST_ROUTE: true });
const settingMessages: FieldMessages = {
  ORD_IDX: { required: 'setting.ordRequired', min: 'setting.ordMin' },
  PARAM_NAME: { required: 'setting.paramNameRequired' },
  PARAM_CAPTION: { required: 'setting.captionRequired' },
  FIELD_NAME: { required: 'setting.fieldRequired' },
};

/** Setting rows (spec §5, `paramDefinition`): PARAM_NAME, PARAM_CAPTION, FIELD_NAME required; order number at least 0. */
export const validateSettingRows = (rows: SettingRow[]): RowError | null =>
  firstRowError(rows, settingRowSchema, settingMessages);

// ——— Column configuration ——————————————————————————————————————————————————————————————————————————

export const defaultColumnWidth = 140;
/** Keys of a data row that are never columns (spec §3). */
export const ignoredKeys = new Set(['ID', '_XID', 'checked']);

const columnRowSchema = columnConfig.omit({ LIST_ROUTE: true });
const columnMessages: FieldMessages = {
  ORD_IDX: { required: 'columns.ordRequired', min: 'columns.ordMin' },
  FIELD_NAME: { required: 'columns.fieldRequired' },
  FIELD_CAPTION: { required: 'columns.captionRequired' },
  FIELD_WIDTH: { min: 'columns.widthMin' },
};

/** Column config (spec §5, `columnConfig`): order ≥ 1 required, field and caption required, width ≥ 0. */
export const validateColumnRows = (rows: ColumnSetting[]): RowError | null =>
  firstRowError(rows, columnRowSchema, columnMessages);

/** Field names to choose from: the configured ones and the keys of the loaded rows, less ID/_XID/checked. */
export function fieldOptions(columns: ColumnSetting[], rows: Record<string, unknown>[]): string[] {
  const names = new Set(columns.map((c) => c.FIELD_NAME));
  for (const row of rows.slice(0, 1)) for (const k of Object.keys(row)) names.add(k);
  return [...names].filter((n) => !ignoredKeys.has(n));
}

export type CaptionMode = 'supplement' | 'overwrite';

/** Caption lookup by table name: supplement fills only empty captions, overwrite replaces them. */
export function applyCaptions(
  rows: ColumnSetting[],
  found: { COLUMN_NAME: string; COLUMN_CAPTION: string }[],
  mode: CaptionMode,
): ColumnSetting[] {
  const captions = new Map(found.map((c) => [c.COLUMN_NAME.toUpperCase(), c.COLUMN_CAPTION]));
  return rows.map((r) => {
    const caption = captions.get(r.FIELD_NAME.toUpperCase());
    if (!caption) return r;
    if (mode === 'supplement' && r.FIELD_CAPTION?.trim()) return r;
    return { ...r, FIELD_CAPTION: caption };
  });
}

export const visibleColumns = (columns: ColumnSetting[]) =>
  [...columns].filter((c) => c.IS_VISIBLE !== 'N').sort((a, b) => Number(a.ORD_IDX) - Number(b.ORD_IDX));

// ——— Header search ——————————————————————————————————————————————————————————————————————————————————

/** Date-time inside a date range value (spec §5): `yyyy/MM/dd HH:mm:ss`, local time. */
const rangeDateTime = 'YYYY/MM/DD HH:mm:ss';
/** `yyyy/MM/dd HH:mm:ss` of a local date-time. */
export const formatDateTime = (d: Date) => dayjs(d).format(rangeDateTime);

/**
 * Date range value (spec §5): `yyyy/MM/dd HH:mm:ss-yyyy/MM/dd HH:mm:ss`; a range of days runs from the first
 * day's 00:00:00 to the last day's 23:59:59.
 */
export function formatDateRange(from: Date, to: Date, wholeDays = true): string {
  const start = wholeDays ? dayjs(from).startOf('day') : dayjs(from);
  const end = wholeDays ? dayjs(to).endOf('day') : dayjs(to);
  return `${start.format(rangeDateTime)}-${end.format(rangeDateTime)}`;
}

export function parseDateRange(value: string): [Date, Date] | null {
  const parts = value.split(/-(?=\d{4}\/)/);
  if (parts.length !== 2) return null;
  const dates = parts.map((p) => dayjs(p.trim(), rangeDateTime, true));
  return dates[0]?.isValid() && dates[1]?.isValid() ? [dates[0].toDate(), dates[1].toDate()] : null;
}

/** Multi-line list (spec §5): the lines, trimmed and without blanks, joined by commas. */
export const joinLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(',');
export const splitLines = (value: string) => (value ? value.split(',').join('\n') : '');

/** The query row of one header search: text matches by "like", every other type by "equals". */
export function headerParam(field: string, type: ColumnSearchType, value: string): SentParam | null {
  if (value.trim() === '') return null;
  return {
    FIELD_NAME: field,
    ACTION_TYPE: type === 1 ? actionType.like : actionType.equals,
    PARAM_VALUE: value.trim(),
    DATA_TYPE: type,
  };
}
