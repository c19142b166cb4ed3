import {
  apiPaths,
  canDo,
  type InnerLabelAction,
  innerLabelTransitions,
  type LabelState,
  labelStates,
  type ManualLabelsBody,
  type NoteKind,
  notePaths,
  type OuterBoxAction,
  type OuterBoxState,
  outerBoxStates,
  outerBoxTransitions,
  screens,
} from '@srm/contract';
import { api } from '../../platform/api.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';
import type { SentParam } from '../../platform/list-table/types.ts';

/**
 * The label calls (contract/src/label.ts, server/src/modules/label/). Reads by id are `GET ?id=`, the rest `POST`
 * with the contract's bodies. Errors show as the shell's toast unless `silent` (the scan screens show them inline).
 */
const p = apiPaths.label;
const data = async <T>(call: Promise<{ data: T }>) => (await call).data;

export type LabelSource = 'note' | 'manual';

export const labelApi = {
  generate: (noteId: number) => data(api.post(p.generate, { NOTE_ID: noteId })),
  print: (body: { IDS: number[] } | { NOTE_ID: number }) => data(api.post(p.print, body)),
  packingState: (noteId: number) => data(api.get(p.packingState, { query: { noteId }, silent: true })),
  manualCreate: (body: ManualLabelsBody) => data(api.post(p.manualCreate, body)),
  manualVoid: (ids: number[]) => data(api.post(p.manualVoid, { IDS: ids })),
  outerGet: (id: number, signal?: AbortSignal) => data(api.get(p.outerGet, { query: { id }, signal })),
  /** Packs into box `outerId`, or a new box when it is left out; answers the box. */
  pack: (
    body: { OUTER_ID?: number; LABEL_IDS?: number[]; LABEL_NOS?: string[] },
    options: { silent?: boolean } = {},
  ) => data(api.post(p.pack, body, options)),
  unpack: (outerId: number, labelIds?: number[]) =>
    data(api.post(p.unpack, { OUTER_ID: outerId, LABEL_IDS: labelIds })),
  outerPrint: (ids: number[]) => data(api.post(p.outerPrint, { IDS: ids })),
  scanStart: (outerNo: string) => data(api.post(p.scanStart, { OUTER_NO: outerNo }, { silent: true })),
  scan: (outerNo: string, labelNo: string) =>
    data(api.post(p.scan, { OUTER_NO: outerNo, LABEL_NO: labelNo }, { silent: true })),
  /** A note through its kind's print route: `DeliveryNote/Print`, `Outsourced/Print`, `SubDeliveryNote/Print`. */
  printNote: (noteId: number, kind: NoteKind) =>
    data(api.get(notePaths(kind).print, { query: { id: noteId } })),
};

/** An outer box with its labels, as `outerGet` answers it. */
export type BoxDetail = Awaited<ReturnType<typeof labelApi.outerGet>>;

/** The screen of the inner labels (a note's "Labels" opens it). */
export const labelRoutes = { inner: screens.DeliveryCode.path } as const;

/** The inner-label lists: of notes, and of manual batches (server/src/modules/label/label.list.ts). */

export const equals = (field: string, value: string | number): SentParam => ({
  FIELD_NAME: field,
  ACTION_TYPE: 1,
  PARAM_VALUE: String(value),
  DATA_TYPE: 1,
});

/**
 * The labels of one note (or manual batch) through the inner-label list: at most 1000, which is more boxes than
 * one note has lines × boxes in practice; the packing dialogs need them all at once.
 */
export async function labelsOf(source: LabelSource, key: { noteId?: number; batchNo?: string }) {
  const body = { Page: 1, Limit: 1000 };
  return source === 'note'
    ? loadListRows('DeliveryCode', { ...body, Params: [equals('NOTE_ID', key.noteId ?? 0)] })
    : loadListRows('DnbarcodeHandmade', { ...body, Params: [equals('BATCH_NO', key.batchNo ?? '')] });
}
/** An inner label as the label lists answer it. */
export type LabelRow = Awaited<ReturnType<typeof labelsOf>>['rows'][number];

/** How many labels a note has (0: none generated yet). */
export async function noteLabelCount(noteId: number): Promise<number> {
  const { total } = await loadListRows('DeliveryCode', {
    Page: 1,
    Limit: 1,
    Params: [equals('NOTE_ID', noteId)],
  });
  return total;
}

const isLabelState = (v: unknown): v is LabelState => labelStates.some((s) => s === v);
const isBoxState = (v: unknown): v is OuterBoxState => outerBoxStates.some((s) => s === v);

/**
 * May the user (a `packer`: whoever holds the label screens) take `action` on a label or a box in `state` (a list's
 * text, or the contract's)? The contract's `innerLabelTransitions` and `outerBoxTransitions` say.
 */
export const labelMay = (action: InnerLabelAction, state: unknown) =>
  isLabelState(state) && canDo(innerLabelTransitions, action, state, 'packer');
export const boxMay = (action: OuterBoxAction, state: unknown) =>
  isBoxState(state) && canDo(outerBoxTransitions, action, state, 'packer');
