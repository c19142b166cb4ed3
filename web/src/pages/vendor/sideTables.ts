import { apiPaths } from '@srm/contract';

/** The two side tables of the Vender screen (PRODUCT §4): vendor + part → a percentage. */
export type SideTable = {
  key: 'overDelivery' | 'spare';
  listRoute: string;
  loadPath: string;
  savePath: string;
  deletePath: string;
  /** The percentage field of the table. */
  pctField: 'OVER_PCT' | 'SPARE_PCT';
};

export const overDeliveryTable: SideTable = {
  key: 'overDelivery',
  listRoute: '/System/Vender/OverDelivery',
  loadPath: apiPaths.vendor.overDeliveryLoadData,
  savePath: apiPaths.vendor.overDeliverySave,
  deletePath: apiPaths.vendor.overDeliveryDelete,
  pctField: 'OVER_PCT',
};

export const spareTable: SideTable = {
  key: 'spare',
  listRoute: '/System/Vender/Spare',
  loadPath: apiPaths.vendor.spareLoadData,
  savePath: apiPaths.vendor.spareSave,
  deletePath: apiPaths.vendor.spareDelete,
  pctField: 'SPARE_PCT',
};
