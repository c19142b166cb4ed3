export { startExportWorker } from './export.job.ts';
export { finishRecord, insertRecord } from './export.repository.ts';
export { exportRoutes } from './export.routes.ts';
export type { PrintedMark } from './export.service.ts';
export {
  fileUrlOf,
  newExportKey,
  onPrinted,
  renderOrRefuse,
  shownColumns,
  startPdfExport,
} from './export.service.ts';
