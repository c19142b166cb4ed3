import type { VatQr } from '@srm/contract';
import { AppError } from '../../platform/errors.ts';
import { workerPool } from '../../platform/worker-pool.ts';
import type { UblResult } from './ubl/ubl.ts';

/**
 * Invoice documents are read off the request's thread (as uploaded workbooks are, issue #44): a 10 MB UBL file takes
 * about 2 s of CPU to parse and a large photo's QR search longer, which on the request thread would hold every other
 * request. One worker thread with a heap and a time limit reads them one at a time; more than a few waiting is
 * answered "busy" rather than held.
 */
const maxQueue = 8;
const timeLimitMs = 20_000;

const workers = workerPool(new URL('./invoice.documents.worker.mjs', import.meta.url), {
  minThreads: 0,
  maxThreads: 1,
  maxQueue,
  idleTimeout: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
});

async function run<T>(kind: 'ubl' | 'qr', content: Uint8Array): Promise<T> {
  try {
    return (await workers.get().run({ kind, content }, { signal: AbortSignal.timeout(timeLimitMs) })) as T;
  } catch (error) {
    const text = error instanceof Error ? `${error.name} ${error.message}` : '';
    if (/queue is at limit/i.test(text)) throw new AppError(503, 'invoice.documentBusy');
    throw new AppError(413, 'invoice.documentTooComplex');
  }
}

/** A UBL 2.1 invoice or credit note, read in the worker. */
export const readUbl = (content: Uint8Array): Promise<UblResult> => run('ubl', content);

/** The VAT QR code of an invoice PDF or photo, read in the worker (null: none). */
export const readVatQr = (content: Uint8Array): Promise<Extract<VatQr, { ok: true }> | null> =>
  run('qr', content);
