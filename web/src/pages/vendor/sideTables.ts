import { apiPaths } from '@srm/contract';
import { api } from '../../platform/api.ts';
import type { ListField, ListRenderers, ListRow } from '../../platform/list-table/index.ts';

/** A row to save: vendor + part → the table's percentage (`PCT`, sent as the table's field). */
export type SideRowSave = { ID?: number; VENDOR_CODE: string; PART_NO: string; PCT: string };

/** The declared lists of the side tables (contract/src/screens.ts sub-lists). */
export type SideListCode = 'VenderOverDelivery' | 'VenderSpare';

/** A side table's row as the page and its dialog read it: vendor + part → the table's percentage (`PCT`). */
export type SideRow = {
  ID: number;
  VENDOR_CODE: string | null;
  VENDOR_NAME: string | null;
  PART_NO: string | null;
  PART_NAME: string | null;
  PCT: string | null;
};

/** What the row dialog needs of a side table: its calls and its percentage field. */
export type SideTableCalls = {
  key: 'overDelivery' | 'spare';
  save: (row: SideRowSave) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Several rows in one call, all or none (silent: the page names each refused row). */
  removeMany: (ids: number[]) => Promise<unknown>;
  /** The percentage field of the table. */
  pctField: 'OVER_PCT' | 'SPARE_PCT';
};

/** The two side tables of the Vender screen (PRODUCT §4): vendor + part → a percentage. */
export type SideTable<C extends SideListCode> = SideTableCalls & {
  /** The table's declared list. */
  list: C;
  rowKey: ListField<C>;
  /** The list's row as a side row (its percentage as `PCT`). */
  rowOf: (row: ListRow<C>) => SideRow;
  /** The percentage shown with a `%`. */
  renderers: ListRenderers<C>;
};

const pctRenderer = (value: string | null, _row: unknown, _index: number, text: string) =>
  value === null || value === undefined ? '' : `${text} %`;

export const overDeliveryTable: SideTable<'VenderOverDelivery'> = {
  key: 'overDelivery',
  list: 'VenderOverDelivery',
  rowKey: 'ID',
  rowOf: ({ OVER_PCT, ...row }) => ({ ...row, PCT: OVER_PCT }),
  renderers: { OVER_PCT: pctRenderer },
  save: ({ PCT, ...row }) => api.post(apiPaths.vendor.overDeliverySave, { ...row, OVER_PCT: PCT }),
  remove: (id) => api.post(apiPaths.vendor.overDeliveryDelete, undefined, { query: { id } }),
  removeMany: (IDS) => api.post(apiPaths.vendor.overDeliveryDeleteMany, { IDS }, { silent: true }),
  pctField: 'OVER_PCT',
};

export const spareTable: SideTable<'VenderSpare'> = {
  key: 'spare',
  list: 'VenderSpare',
  rowKey: 'ID',
  rowOf: ({ SPARE_PCT, ...row }) => ({ ...row, PCT: SPARE_PCT }),
  renderers: { SPARE_PCT: pctRenderer },
  save: ({ PCT, ...row }) => api.post(apiPaths.vendor.spareSave, { ...row, SPARE_PCT: PCT }),
  remove: (id) => api.post(apiPaths.vendor.spareDelete, undefined, { query: { id } }),
  removeMany: (IDS) => api.post(apiPaths.vendor.spareDeleteMany, { IDS }, { silent: true }),
  pctField: 'SPARE_PCT',
};
