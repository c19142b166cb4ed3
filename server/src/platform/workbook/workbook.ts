import { AppError } from '../errors.ts';
import type { MessageKey } from '../messages.ts';
import { workerPool } from '../worker-pool.ts';
import type { SheetData, SheetOptions } from './sheet-reader.ts';
import { inspectWorkbook, WorkbookError, type WorkbookRefusal } from './workbook-zip.ts';

export type { SheetData, SheetRow } from './sheet-reader.ts';
export { workbookLimits } from './workbook-zip.ts';

/**
 * Every uploaded workbook is read here (issue #44: a 747 KiB file that inflated to 300 MB held the server for 87 s).
 * Three fences, each bounded by what is allowed rather than by what was sent:
 * 1. the zip's directory is looked at on the request's thread before anything is inflated (`inspectWorkbook`):
 *    a non-zip, a part outside an .xlsx's folders, too many parts or a part or total over its limit is refused in
 *    milliseconds, so a bomb never reaches the worker;
 * 2. the first sheet is read as a stream in a worker thread and the read stops at the row limit (`readFirstSheet`);
 * 3. that worker has a heap limit and a time limit, one runs at a time (the other core serves requests), and a
 *    queue of more than a few waiting files is answered "busy" rather than held.
 */
const maxQueue = 8;
const timeLimitMs = 20_000;

const workers = workerPool(new URL('./workbook.worker.mjs', import.meta.url), {
  minThreads: 0,
  maxThreads: 1,
  maxQueue,
  // A thread left idle ends, so a server that imported one file an hour ago holds no worker.
  idleTimeout: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
});

/** Ends the worker threads (a server closing, a test file done). */
export const closeWorkbookWorkers = workers.close;

/**
 * The first sheet of an uploaded .xlsx as text rows (row 1 the header), at most `maxRows` data rows (`tooMany` says
 * more followed). Refusals are `AppError`s in the caller's language: `notWorkbook` is the caller's own key (its
 * screen's wording), sizes and parts the platform's.
 */
export async function readWorkbook(
  content: Buffer,
  options: { maxRows: number; maxColumns?: number; notWorkbook: MessageKey },
): Promise<SheetData> {
  const sheetOptions: SheetOptions = { maxRows: options.maxRows, maxColumns: options.maxColumns ?? 64 };
  try {
    (await inspectWorkbook(content)).zip.close();
    const answer = (await workers
      .get()
      .run(
        { content: new Uint8Array(content), options: sheetOptions },
        { signal: AbortSignal.timeout(timeLimitMs) },
      )) as { sheet?: SheetData; refused?: { reason: WorkbookRefusal; detail: WorkbookError['detail'] } };
    if (answer.refused) throw new WorkbookError(answer.refused.reason, answer.refused.detail);
    return answer.sheet as SheetData;
  } catch (error) {
    throw refusal(error, options.notWorkbook);
  }
}

/** A refusal as the user reads it. */
function refusal(error: unknown, notWorkbook: MessageKey): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof WorkbookError) {
    switch (error.reason) {
      case 'notWorkbook':
        return new AppError(400, notWorkbook);
      case 'unknownPart':
        return new AppError(400, 'workbook.unknownPart', { part: error.detail.part ?? '' });
      case 'tooLarge':
        return error.detail.part
          ? new AppError(413, 'workbook.partTooLarge', {
              part: error.detail.part,
              limit: error.detail.limitMb ?? 0,
            })
          : new AppError(413, 'workbook.tooLarge', { limit: error.detail.limitMb ?? 0 });
      case 'busy':
        return new AppError(503, 'workbook.busy');
      case 'tooComplex':
        return new AppError(413, 'workbook.tooComplex');
    }
  }
  // Piscina: the queue is full → busy; the time limit → aborted; the heap limit → the worker died.
  const text =
    error instanceof Error ? `${error.name} ${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  if (/queue is at limit/i.test(text)) return new AppError(503, 'workbook.busy');
  return new AppError(413, 'workbook.tooComplex');
}
