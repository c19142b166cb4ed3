import { listOf, type NoteKind, noteListCodes } from '@srm/contract';
import type { ListRow } from '../../platform/list-table/index.ts';

/** The note lists of the three kinds (MaintainDeliveryNote2, Outsourced, SubDeliveryNote): one component shows each. */
export type NoteListCode = (typeof noteListCodes)[NoteKind]['notes'];
/** The open order lines a note of each kind picks from. */
export type OrderLinesCode = (typeof noteListCodes)[NoteKind]['orderLines'];

/** A row of a note list (a downstream note's has its receiver too). */
export type NoteRow = ListRow<NoteListCode>;
/** A row of an open order lines list (the same columns for the three kinds). */
export type OrderLineRow = ListRow<OrderLinesCode>;

/** The declaration of a kind's note list: its LIST_ROUTE and `LoadData` path. */
export const notesListOf = (kind: NoteKind) => listOf(noteListCodes[kind].notes);
