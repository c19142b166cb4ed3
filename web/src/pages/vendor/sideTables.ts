import { apiPaths } from '@srm/contract';
import { api } from '../../platform/api.ts';

/** A row to save: vendor + part → the table's percentage (`PCT`, sent as the table's field). */
export type SideRowSave = { ID?: number; VENDOR_CODE: string; PART_NO: string; PCT: string };

/** The two side tables of the Vender screen (PRODUCT §4): vendor + part → a percentage. */
export type SideTable = {
  key: 'overDelivery' | 'spare';
  listRoute: string;
  loadPath: string;
  save: (row: SideRowSave) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Several rows in one call, all or none (silent: the page names each refused row). */
  removeMany: (ids: number[]) => Promise<unknown>;
  /** The percentage field of the table. */
  pctField: 'OVER_PCT' | 'SPARE_PCT';
};

export const overDeliveryTable: SideTable = {
  key: 'overDelivery',
  listRoute: '/System/Vender/OverDelivery',
  loadPath: apiPaths.vendor.overDeliveryLoadData,
  save: ({ PCT, ...row }) => api.post(apiPaths.vendor.overDeliverySave, { ...row, OVER_PCT: PCT }),
  remove: (id) => api.post(apiPaths.vendor.overDeliveryDelete, undefined, { query: { id } }),
  removeMany: (IDS) => api.post(apiPaths.vendor.overDeliveryDeleteMany, { IDS }, { silent: true }),
  pctField: 'OVER_PCT',
};

export const spareTable: SideTable = {
  key: 'spare',
  listRoute: '/System/Vender/Spare',
  loadPath: apiPaths.vendor.spareLoadData,
  save: ({ PCT, ...row }) => api.post(apiPaths.vendor.spareSave, { ...row, SPARE_PCT: PCT }),
  remove: (id) => api.post(apiPaths.vendor.spareDelete, undefined, { query: { id } }),
  removeMany: (IDS) => api.post(apiPaths.vendor.spareDeleteMany, { IDS }, { silent: true }),
  pctField: 'SPARE_PCT',
};
