export {
  deleteNoteLabels,
  findNoteLinesForLabels,
  insertLabels,
  insertOuter,
  markPrinted,
  nextCounter,
  noteLabelHold,
  setLabelsOuter,
  todayCompact,
  voidNoteLabels,
} from './label.repository.ts';
export { labelRoutes } from './label.routes.ts';
export { boxesOf } from './label.service.ts';
