import { z } from 'zod';
import { queryParam } from './list.ts';

/**
 * List configuration (spec §2.4, §3, §7 "List configuration"): parameter definitions (advanced setting),
 * saved advanced queries, column configuration, dropdown options. Every payload carries LIST_ROUTE, the
 * screen path the configuration belongs to; the server adds organisation and user from the session.
 */
const yn = z.enum(['Y', 'N']);
const listRoute = z.string().trim().min(1).max(128);
/** USER_NAME as the spec's load calls send it: the server reads the caller from the session instead. */
const sentUserName = z.string().max(64).nullish();

/** A parameter definition (advanced setting row). */
export const paramDefinition = z.object({
  ID: z.number().int().optional(),
  LIST_ROUTE: listRoute,
  ORD_IDX: z.coerce.number().int().min(0).max(100_000),
  PARAM_NAME: z.string().trim().min(1).max(64),
  PARAM_CAPTION: z.string().trim().min(1).max(128),
  /** The list column (declared field) the parameter filters. */
  FIELD_NAME: z.string().trim().min(1).max(64),
  ACTION_TYPE: z.coerce.number().int().min(1).max(9).default(6),
  PARAM_VALUE: z.string().max(4000).nullish(),
  DATA_TYPE: z.coerce.number().int().min(1).max(6).default(1),
  /** Admin-configured dropdown SQL: one read-only statement returning CODE, NAME (PRODUCT §9). */
  REFERENCE_SQL: z.string().max(8000).nullish(),
  /** Admin-configured sub-query SQL: one read-only statement returning the keys the field must be in. */
  SUB_SQL: z.string().max(8000).nullish(),
  IS_PAGING: yn.default('N'),
  IS_FAST_SEARCH: yn.default('N'),
  DEFAULT_VALUE: z.string().max(4000).nullish(),
  REMARK: z.string().max(512).nullish(),
});
export type ParamDefinition = z.infer<typeof paramDefinition>;

export const listRouteBody = z.object({ LIST_ROUTE: listRoute });
export const paramListRequest = listRouteBody.extend({
  Page: z.coerce.number().int().min(1).default(1),
  Limit: z.coerce.number().int().min(1).max(999).default(999),
});
export const saveParamsBody = z.array(paramDefinition).max(500);
export const deleteParamBody = paramDefinition
  .pick({ LIST_ROUTE: true, PARAM_NAME: true })
  .extend({ ID: z.number().int().optional() });

/** A saved advanced query row, per user and list. */
export const savedQueryRow = queryParam.extend({
  ORD_ID: z.coerce.number().int().min(0).max(10_000),
  PARAM_NAME: z.string().trim().min(1).max(64),
  IS_PAGING: yn.default('N'),
  LIST_ROUTE: listRoute,
  USER_NAME: z.string().max(64).optional(),
});
export type SavedQueryRow = z.infer<typeof savedQueryRow>;
export const saveQueryBody = z.object({ LIST_ROUTE: listRoute, Rows: z.array(savedQueryRow).max(50) });
/** LoadListAdvancedQuery: the caller's saved query of a list. */
export const loadSavedQueryBody = listRouteBody.extend({ USER_NAME: sentUserName });
/** A saved query row as LoadListAdvancedQuery answers it (plain values, no input coercion). */
export const savedQueryView = z.object({
  ORD_ID: z.number().int(),
  PARAM_NAME: z.string(),
  FIELD_NAME: z.string(),
  ACTION_TYPE: z.number().int(),
  PARAM_VALUE: z.string(),
  DATA_TYPE: z.number().int(),
  IS_PAGING: yn,
  LIST_ROUTE: z.string(),
  USER_NAME: z.string(),
});
export type SavedQueryView = z.infer<typeof savedQueryView>;

/** Column configuration: a user's rows override the global rows (USER_NAME empty) of the list. */
export const columnConfig = z.object({
  ID: z.number().int().optional(),
  LIST_ROUTE: listRoute,
  ORD_IDX: z.coerce.number().int().min(1).max(10_000),
  FIELD_NAME: z.string().trim().min(1).max(64),
  FIELD_CAPTION: z.string().trim().min(1).max(128),
  FIELD_WIDTH: z.coerce.number().int().min(0).max(2000).default(140),
  IS_VISIBLE: yn.default('Y'),
  /** Empty = the global configuration of the list. */
  USER_NAME: z.string().max(64).nullish(),
});
export type ColumnConfig = z.infer<typeof columnConfig>;
export const saveColumnsBody = z.object({
  LIST_ROUTE: listRoute,
  Global: z.boolean().default(false),
  Rows: z.array(columnConfig).max(300),
});
export const loadColumnsBody = listRouteBody.extend({ USER_NAME: sentUserName });
/**
 * LoadListFields answers the caller's rows if any, else the global rows, else the list's declared columns with
 * captions in the caller's language; SOURCE says which.
 */
export const columnKinds = ['text', 'int', 'decimal', 'date', 'datetime', 'bool'] as const;
export type ColumnKindName = (typeof columnKinds)[number];
export const loadedColumn = columnConfig.extend({
  SOURCE: z.enum(['user', 'global', 'default']),
  /** What the column holds: the list table chooses its header search, renderer and print format by it. */
  KIND: z.enum(columnKinds).optional(),
  /** Decimals always shown (money: 2); a decimal otherwise drops its trailing zeros. */
  SCALE: z.number().int().min(0).max(6).optional(),
  /** Labels of coded values (statuses, flags) in the caller's language: shown instead of the code. */
  OPTIONS: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type LoadedColumn = z.infer<typeof loadedColumn>;
/** Delete-user-config removes only the caller's rows; without USER_NAME the global rows go (spec §6). */
export const deleteColumnsBody = z.object({ LIST_ROUTE: listRoute, USER_NAME: z.string().max(64).nullish() });

export const selectOption = z.object({ CODE: z.string(), NAME: z.string() });
export type SelectOption = z.infer<typeof selectOption>;
export const selectListBody = z.object({
  LIST_ROUTE: listRoute,
  PARAM_NAME: z.string().trim().min(1).max(64),
});
/** The paged dropdown (spec §7): Page, Limit, Key, PARAM_NAME, OrderByParam, OrderBySort (0 asc, 1 desc). */
export const selectPageBody = selectListBody.extend({
  Page: z.coerce.number().int().min(1).default(1),
  Limit: z.coerce.number().int().min(1).max(100).default(15),
  Key: z.string().max(128).optional().default(''),
  OrderByParam: z.enum(['CODE', 'NAME']).optional(),
  OrderBySort: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const tableColumnQuery = z.object({
  table_name: z.string().trim().min(1).max(64),
  /** The list asking, as every list configuration call carries it; the columns do not depend on it. */
  LIST_ROUTE: z.string().max(128).optional(),
});
export const tableColumn = z.object({ COLUMN_NAME: z.string(), COLUMN_CAPTION: z.string() });
