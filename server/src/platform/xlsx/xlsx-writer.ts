import type { Writable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { workerPool } from '../worker-pool.ts';

/**
 * Excel files written off the thread that answers requests (issue #49): a 100,000-row export is seconds of exceljs
 * CPU (XML and zip), and reading and converting its rows another two; on the event loop they delayed every request of
 * the process. A worker thread (xlsx.worker.mjs) builds the workbook and sends the file's bytes back into the caller's
 * stream. From PostgreSQL the thread also reads the rows, over a connection of its own (`xlsxFromQuery`): the caller's
 * thread only passes the bytes on. The embedded database lives on the caller's thread, which then reads the rows and
 * hands them over in batches (`xlsxWriter`), one batch in the thread while it reads the next, so memory holds about
 * two batches whatever the file's size. Either way the thread turns the values into cells (`XlsxCellPlan`). One
 * thread per process takes several files at once (each is mostly waiting for its rows).
 */

/**
 * How a column's values become cells (xlsx.worker.mjs cellOf): `labels` text for coded values, numbers as numbers
 * (`decimal`: while exact in a double, else its text), booleans as the `bool` words, timestamps as local
 * `yyyy-MM-dd HH:mm:ss`, anything else as its text.
 */
export type XlsxCellPlan = {
  labels?: Record<string, string>;
  number?: 'int' | 'decimal';
  bool?: { yes: string; no: string };
};
export type XlsxColumn = { header: string; key: string; width: number; cell?: XlsxCellPlan };

/** A PostgreSQL select for the thread to read: its connection, statement text and bound values. */
export type XlsxQuery = {
  connection: { connectionString: string; options?: string };
  text: string;
  values: readonly unknown[];
  /** Rows fetched at a time: the thread's memory holds about two batches. */
  batchSize: number;
};

const xlsxThread = workerPool(new URL('./xlsx.worker.mjs', import.meta.url), {
  minThreads: 0,
  maxThreads: 1,
  concurrentTasksPerWorker: 8,
  idleTimeout: 60_000,
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
});

/** Ends the xlsx thread (a server closing, a test file done); the next file starts a new one. */
export const closeXlsxThread = xlsxThread.close;

export type XlsxWriter = {
  /** Hands a batch of rows to the thread; resolves once the batch before it is written (one batch in flight). */
  addRows(rows: unknown[][]): Promise<void>;
  /** Writes the last rows and the workbook's end; resolves once every byte is in `out` and `out` is ended. */
  finish(): Promise<void>;
  /** Drops the file (`out` is not ended: the caller destroys it). */
  abort(): void;
};

/** A one-sheet workbook written in the xlsx thread into `out`. */
export function xlsxWriter(out: Writable, sheet: { name: string; columns: XlsxColumn[] }): XlsxWriter {
  const { port1, port2 } = new MessageChannel();
  let failure: Error | undefined;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const waitFor = () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  const fail = (error: Error) => {
    failure ??= error;
    port1.close();
    settle?.reject(failure);
  };
  port1.on('message', (message: { chunk?: Uint8Array; written?: number; done?: true; error?: string }) => {
    if (message.chunk)
      out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if (message.written !== undefined) settle?.resolve();
    else if (message.done) {
      out.end();
      port1.close();
      settle?.resolve();
    } else if (message.error) fail(new Error(`xlsx thread: ${message.error}`));
  });
  // The thread itself failing (it died, or the pool was closed) fails whatever waits.
  const task = xlsxThread
    .get()
    .run({ port: port2, sheetName: sheet.name, columns: sheet.columns }, { transferList: [port2] })
    .catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));

  return {
    async addRows(rows) {
      await inFlight;
      if (failure) throw failure;
      inFlight = waitFor();
      // The promise is awaited by the next call or by finish(); a failure meanwhile is not left unheard.
      inFlight.catch(() => undefined);
      port1.postMessage({ rows });
    },
    async finish() {
      await inFlight;
      if (failure) throw failure;
      const done = waitFor();
      port1.postMessage({ end: true });
      await done;
      await task;
    },
    abort() {
      failure ??= new Error('xlsx file abandoned');
      port1.close();
    },
  };
}

/**
 * A one-sheet workbook of every row `query` selects, read and written in the xlsx thread into `out`; answers the rows
 * written once every byte is in `out` and `out` is ended. `signal` drops the file between two batches (`out` is not
 * ended: the caller destroys it) and fails the answer.
 */
export function xlsxFromQuery(
  out: Writable,
  sheet: { name: string; columns: XlsxColumn[] },
  query: XlsxQuery,
  signal?: AbortSignal,
): Promise<number> {
  const { port1, port2 } = new MessageChannel();
  return new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => {
      port1.close();
      reject(error);
    };
    if (signal?.aborted) return fail(new Error('xlsx file abandoned'));
    signal?.addEventListener('abort', () => fail(new Error('xlsx file abandoned')), { once: true });
    port1.on('message', (message: { chunk?: Uint8Array; done?: true; count?: number; error?: string }) => {
      if (message.chunk)
        out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
      else if (message.done) {
        port1.close();
        out.end();
        resolve(message.count ?? 0);
      } else if (message.error) fail(new Error(`xlsx thread: ${message.error}`));
    });
    // The thread itself failing (it died, or the pool was closed) fails the file.
    xlsxThread
      .get()
      .run({ port: port2, sheetName: sheet.name, columns: sheet.columns, query }, { transferList: [port2] })
      .catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  });
}
