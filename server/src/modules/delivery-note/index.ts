export { col, noteScope } from './delivery-note.list.ts';
export {
  findNoteFacts,
  findShortLines,
  type NoteFacts,
  noteByVendorRef,
  noteNumber,
  receiptsOfOrderLines,
  type ShortLine,
  setVendorRef,
} from './delivery-note.repository.ts';
export { deliveryNoteRoutes } from './delivery-note.routes.ts';
export { createNoteIn, getNote, getNoteOfOrg, transitionIn } from './delivery-note.service.ts';
export { refreshOrderTotals } from './delivery-note-totals.repository.ts';
export { nextDeliveryNo } from './delivery-number.ts';
