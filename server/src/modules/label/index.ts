export {
  deleteNoteLabels,
  findNoteLinesForLabels,
  findPackageByCode,
  insertLabels,
  insertOuter,
  markPrinted,
  nextCounter,
  noteLabelHold,
  type PackageHit,
  type PackedLabelRow,
  packedLabelsOfNote,
  setLabelsOuter,
  todayCompact,
  voidNoteLabels,
} from './label.repository.ts';
export { labelRoutes } from './label.routes.ts';
export { noteLabels } from './label.service.ts';
