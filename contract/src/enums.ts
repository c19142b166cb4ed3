/** Delivery note STATUS (spec §4, PRODUCT §5) with the colour the screens show it in. */
export const deliveryStatus = {
  unprocessed: 1,
  audited: 2,
  voided: 3,
  inTransit: 4,
  received: 5,
} as const;
export type DeliveryStatus = (typeof deliveryStatus)[keyof typeof deliveryStatus];
export const deliveryStatusColor: Record<DeliveryStatus, string> = {
  1: 'default',
  2: 'orange',
  3: 'red',
  4: 'blue',
  5: 'green',
};

/** Export record Status (spec §4); 3 = the job failed after its retries (not in the spec: PRODUCT §2 retries). */
export const exportStatus = { processing: 0, completed: 1, empty: 2, failed: 3 } as const;

/** ACTION_TYPE of a query row (spec §3). */
export const actionType = {
  equals: 1,
  greater: 2,
  greaterOrEqual: 3,
  less: 4,
  lessOrEqual: 5,
  like: 6,
  notEqual: 7,
  isNull: 8,
  isNotNull: 9,
} as const;

/** DATA_TYPE of a parameter or column search (spec §3, §2.4 item 7). */
export const dataType = { text: 1, dropdown: 2, number: 3, date: 4, dateRange: 5, multiLine: 6 } as const;

export const appVersion = '5.0.3';
export const appEnvTag = 'test';
