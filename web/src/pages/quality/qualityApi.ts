import {
  apiPaths,
  type InspectionState,
  inspectionStates,
  type NcrAction,
  type NcrState,
  ncrStates,
} from '@srm/contract';
import { type ApiBody, api } from '../../platform/api.ts';
import type { ListRow } from '../../platform/list-table/index.ts';

/**
 * The quality calls (server/src/modules/quality/quality.routes.ts, issue #33). Every call a dialog or the NCR drawer
 * makes is silent: the refusal (400, 409) is shown where the user acted. The lists are the screens' own.
 */
const p = apiPaths.quality;

export type InspectBody = ApiBody<'post', typeof p.inspect>;
export type DefectSave = ApiBody<'post', typeof p.saveDefect>;
export type NcrAnswerBody = ApiBody<'post', typeof p.ncrAnswer>;
export type NcrReviewBody = ApiBody<'post', typeof p.ncrAccept>;

const reviewPath = {
  accept: p.ncrAccept,
  return: p.ncrReturn,
  close: p.ncrClose,
} as const satisfies Record<Exclude<NcrAction, 'answer'>, string>;

export const qualityApi = {
  inspect: async (body: InspectBody) => (await api.post(p.inspect, body, { silent: true })).data,
  inspectionPhotos: async (lineId: number, signal?: AbortSignal) =>
    (await api.get(p.inspectionPhotos, { query: { lineId }, signal, silent: true })).data,
  defectOptions: async (signal?: AbortSignal) =>
    (await api.get(p.defectOptions, { signal, silent: true })).data,
  saveDefect: async (body: DefectSave) => (await api.post(p.saveDefect, body, { silent: true })).data,
  rejectRule: async (signal?: AbortSignal) => (await api.get(p.rejectRule, { signal, silent: true })).data,
  saveRejectRule: async (rule: 'accepted' | 'deduct') =>
    (await api.post(p.saveRejectRule, { REJECT_BILLING: rule })).data,
  ncr: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.ncrGet, { query: { id }, signal, silent: true })).data,
  answer: async (body: NcrAnswerBody) => (await api.post(p.ncrAnswer, body, { silent: true })).data,
  review: async (action: Exclude<NcrAction, 'answer'>, body: NcrReviewBody) =>
    (await api.post(reviewPath[action], body, { silent: true })).data,
};

export const defectOptionsKey = ['quality', 'defectOptions'] as const;
export const ncrKey = (id: number) => ['quality', 'ncr', id] as const;

/** The colour of each inspection state: still to inspect gold, inspected green. */
export const inspectionStateColor: Record<InspectionState, string> = { pending: 'gold', inspected: 'green' };

/** The colour of each NCR state: waiting on the vendor blue, on quality gold, returned red, done green/grey. */
export const ncrStateColor: Record<NcrState, string> = {
  open: 'blue',
  answered: 'gold',
  accepted: 'green',
  returned: 'volcano',
  closed: 'default',
};

export const isInspectionState = (v: unknown): v is InspectionState =>
  typeof v === 'string' && (inspectionStates as readonly string[]).includes(v);
export const isNcrState = (v: unknown): v is NcrState =>
  typeof v === 'string' && (ncrStates as readonly string[]).includes(v);

/** Is the error the server's 409 (the NCR changed meanwhile, or the line is billed)? */
export const isConflict = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === 409;

/** A received line of the Inspection list, as the inspect dialog needs it. */
export type ReceivedLine = {
  ID: number;
  DELIVERY_NO: string;
  LINE_NO: string;
  PART_NO: string;
  PART_NAME: string;
  VENDOR_CODE: string;
  DELIVERY_QTY: string;
  RECEIVED_QTY: string;
  INSPECTED: boolean;
  REJECTED_QTY: string;
  DEFECT_CODE: string;
  REMARK: string;
  NCR_NO: string;
};

export const receivedLineOf = (row: ListRow<'Inspection'>): ReceivedLine => ({
  ID: row.ID,
  DELIVERY_NO: row.DELIVERY_NO ?? '',
  LINE_NO: row.LINE_NO === null ? '' : String(row.LINE_NO),
  PART_NO: row.PART_NO ?? '',
  PART_NAME: row.PART_NAME ?? '',
  VENDOR_CODE: row.VENDOR_CODE ?? '',
  DELIVERY_QTY: row.DELIVERY_QTY ?? '',
  RECEIVED_QTY: row.RECEIVED_QTY ?? '',
  INSPECTED: row.INSPECTION_STATE === 'inspected',
  REJECTED_QTY: row.REJECTED_QTY ?? '',
  DEFECT_CODE: row.DEFECT_CODE ?? '',
  REMARK: row.REMARK ?? '',
  NCR_NO: row.NCR_NO ?? '',
});
