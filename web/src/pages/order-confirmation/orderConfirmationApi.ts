import {
  type AnsweredLine,
  apiPaths,
  type ConfirmAction,
  type ConfirmActor,
  type ConfirmState,
  canDo,
  confirmStates,
  confirmTransitions,
  type LineTimeline,
  type OrderView,
  type ScheduleLine,
  type ScheduleStanding,
  scheduleStanding,
} from '@srm/contract';
import { type ApiBody, type ApiPath, api } from '../../platform/api.ts';
import type { ListRow } from '../../platform/list-table/index.ts';

/**
 * The order-collaboration calls (server/src/modules/order-confirmation/). The answers of a dialog are silent (the
 * dialog shows the refusal itself); the bulk ones let the api layer toast the server's message (a 409 names the
 * line answered meanwhile).
 */
const p = apiPaths.orderConfirmation;
type Body<P extends ApiPath<'post'>> = ApiBody<'post', P>;

export const orderConfirmationApi = {
  /** Accept many lines as ordered (or as countered): all or none. */
  accept: async (body: Body<typeof p.accept>) => (await api.post(p.accept, body)).data,
  propose: async (body: Body<typeof p.propose>) => (await api.post(p.propose, body, { silent: true })).data,
  refuse: async (body: Body<typeof p.refuse>) => (await api.post(p.refuse, body, { silent: true })).data,
  /** Confirm many proposals (buyer): all or none. */
  confirm: async (body: Body<typeof p.confirm>) => (await api.post(p.confirm, body)).data,
  counter: async (body: Body<typeof p.counter>) => (await api.post(p.counter, body, { silent: true })).data,
  timeline: async (id: number, signal?: AbortSignal): Promise<LineTimeline> =>
    (await api.get(p.timeline, { query: { id }, signal })).data,
  /** The whole order of a line: every line with its answer. */
  order: async (lineId: number, signal?: AbortSignal): Promise<OrderView> =>
    (await api.get(p.order, { query: { id: lineId }, signal })).data,
};

export const timelineKey = (id: number) => ['order-line', 'timeline', id] as const;
export const orderKey = (lineId: number) => ['order-line', 'order', lineId] as const;

/**
 * A row of either confirmation list: the vendor's (OrderConfirmation) columns, which the buyer's review shares (it
 * adds the vendor's name and the answer's reason).
 */
export type ConfirmationRow = ListRow<'OrderConfirmation'>;

/** Is the value a confirmation state of the contract (`confirmStates`)? */
export const isConfirmState = (v: unknown): v is ConfirmState =>
  typeof v === 'string' && (confirmStates as readonly string[]).includes(v);

/** Where a row's schedule stands by its CONFIRM_STATE (agreed, proposed…); a row without a state: agreed. */
export const standingOf = (state: unknown): ScheduleStanding =>
  isConfirmState(state) ? scheduleStanding[state] : 'agreed';

/** A list row's confirmation state (null when the row holds none the contract knows). */
export const stateOf = (row: Pick<ConfirmationRow, 'CONFIRM_STATE'>): ConfirmState | null =>
  isConfirmState(row.CONFIRM_STATE) ? row.CONFIRM_STATE : null;

/** May `actor` take `action` on this row, by the contract's state machine? */
export const rowAllows = (
  row: Pick<ConfirmationRow, 'CONFIRM_STATE'>,
  action: ConfirmAction,
  actor: ConfirmActor,
) => {
  const state = stateOf(row);
  return state !== null && canDo(confirmTransitions, action, state, actor);
};

/** The line as the answer saw it: its ID and the VERSION the list showed (a row without one: 0). */
export const answered = (row: Pick<ConfirmationRow, 'ID' | 'VERSION'>): AnsweredLine => ({
  ID: row.ID,
  VERSION: row.VERSION ?? 0,
});

/** A list row's figures the schedule dialog needs. */
export type LineFigures = {
  ID: number;
  VERSION: number;
  PO_NO: string;
  PO_ITEM: string;
  PART_NO: string;
  ORDERED_QTY: string;
  DUE_DATE: string;
  /**
   * The over-delivery % allowed for the line, when the list carries it; without it the total is left to the server
   * (a stricter guess would refuse what the vendor may promise).
   */
  OVER_PCT: string | null;
};

/** A quantity as typed (600, 600.5): the server's "600.0000" without the trailing zeros. */
export const plainQty = (v: string | null): string => {
  const q = (v ?? '').trim();
  return /^\d+\.\d*$/.test(q) ? q.replace(/\.?0+$/, '') || '0' : q;
};
/** A date cell as YYYY-MM-DD (a datetime is cut to its day). */
export const dayOf = (v: string | null): string => (v ?? '').slice(0, 10);

export const figuresOf = (row: ConfirmationRow): LineFigures => ({
  ID: row.ID,
  VERSION: row.VERSION ?? 0,
  PO_NO: row.PO_NO ?? '',
  PO_ITEM: row.PO_ITEM === null ? '' : String(row.PO_ITEM),
  PART_NO: row.PART_NO ?? '',
  ORDERED_QTY: plainQty(row.ORDERED_QTY) || '0',
  DUE_DATE: dayOf(row.DUE_DATE),
  OVER_PCT: row.OVER_PCT,
});

/** The line as ordered: one schedule line of the ERP's due date and quantity. */
export const asOrdered = (line: LineFigures): ScheduleLine[] => [
  { DATE: line.DUE_DATE, QTY: line.ORDERED_QTY },
];

/** Is the error the server's 409 (someone answered the line meanwhile)? */
export const isConflict = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === 409;
