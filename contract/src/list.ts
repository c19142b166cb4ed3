import { z } from 'zod';

/**
 * One query row: advanced query, inline column search and fast search all arrive this way (PRODUCT §3).
 * FIELD_NAME is a declared column or the PARAM_NAME of a parameter definition (the definition wins); rows of the
 * advanced query may also carry PARAM_NAME, which then picks the definition.
 */
export const queryParam = z.object({
  FIELD_NAME: z.string().trim().min(1).max(64),
  PARAM_NAME: z.string().trim().max(64).optional(),
  ACTION_TYPE: z.coerce.number().int().min(1).max(9).default(1),
  PARAM_VALUE: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v)))
    .pipe(z.string().max(4000)),
  DATA_TYPE: z.coerce.number().int().min(1).max(6).default(1),
});
export type QueryParam = z.input<typeof queryParam>;

export const pageSizes = [10, 20, 30, 50] as const;
/** Configuration grids load everything at once (spec §9). */
export const configGridLimit = 999;

export const listRequest = z.object({
  Page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  Limit: z.coerce.number().int().min(1).max(1000).default(10),
  LIST_ROUTE: z.string().max(128).optional(),
  OrderByParam: z.string().max(64).optional(),
  /** 0 / 'asc' ascending, 1 / 'desc' descending (spec §7). */
  OrderBySort: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('asc'), z.literal('desc')])
    .optional(),
  Params: z.array(queryParam).max(50).default([]),
});
export type ListRequest = z.input<typeof listRequest>;

/**
 * `X/PrintData`: the page the body's query selects, or the rows whose keys are KEYS (a selection across pages, at
 * most 1,000), printed through the organisation's list template as a PDF (answer: a PrintResult).
 */
export const listPrintRequest = listRequest.extend({
  /** The heading printed (the screen's title as the user sees it); the list's own title when absent. */
  TITLE: z.string().max(100).optional(),
  KEYS: z
    .array(z.union([z.string().max(128), z.number()]))
    .min(1)
    .max(1000)
    .optional(),
});
export type ListPrintRequest = z.input<typeof listPrintRequest>;

/** The list engine's answer inside the envelope: `data` = rows, `count` = total, `pageSize` = Limit. */
export type ListPage<Row> = { rows: Row[]; total: number };
