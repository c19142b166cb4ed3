// The xlsx thread's entry (issue #49): writes one workbook per task with exceljs's streaming writer, the file's bytes
// going back through the task's MessagePort. The rows either arrive through the port (the embedded database, which
// lives on the caller's thread) or are read here from PostgreSQL over a connection of the thread's own, so a large
// export reads, converts and writes without the thread that answers requests. Plain JavaScript (exceljs and pg need
// no TypeScript), so the thread starts without a loader. See xlsx-writer.ts for the protocol.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';

const pad = (n) => String(n).padStart(2, '0');
/** A timestamp as the screens show it: local `yyyy-MM-dd HH:mm:ss` (as list-text.ts dateTimeText). */
const dateTimeText = (d) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * A value as an Excel cell by its column's plan (xlsx-writer.ts `XlsxCellPlan`): coded values by their labels,
 * numbers as numbers while exact in a double, yes/no as words, timestamps in local time, everything else as text —
 * what the list screens show (list-text.ts listValueText).
 */
export function cellOf(plan, value) {
  if (value === null || value === undefined) return null;
  const label = plan.labels?.[String(value)];
  if (label) return label;
  if (plan.number === 'int') return Number(value);
  if (plan.number === 'decimal') {
    const text = String(value);
    const n = Number(text);
    const canonical = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
    return Number.isFinite(n) && String(n) === canonical ? n : text;
  }
  if (plan.bool) return value ? plan.bool.yes : plan.bool.no;
  if (value instanceof Date) return dateTimeText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Bytes of sheet XML the zip may have waiting before the reading waits for it (one batch is ~1 MB). */
const zipBacklog = 4 * 1024 * 1024;

/**
 * Waits while the zip has more than `zipBacklog` of the sheet's XML still to compress. exceljs writes rows into the
 * zip's entry without waiting (its StreamBuf ignores backpressure), and the thread reads rows faster than zlib
 * compresses them: without the wait, a 100,000-row export held most of its XML in memory (RSS +500 MB).
 */
async function zipCaughtUp(sheet, signal) {
  // The entry is archiver's PassThrough (readable-stream 2: no `writableLength` yet).
  const entry = sheet.stream.pipes?.[0];
  const backlog = () => entry?.writableLength ?? entry?._writableState?.length ?? 0;
  // A file dropped meanwhile never drains (its reader is gone): the stop ends the wait.
  while (backlog() > zipBacklog && !signal.aborted)
    await once(entry, 'drain', { signal }).catch(() => undefined);
}

const OID = { int8: 20, date: 1082 };
/** The values the server's pool hands its code (db.ts pgTypes): bigint as numbers, dates as `yyyy-MM-dd` text. */
const types = {
  getTypeParser: (oid, format) => {
    if (oid === OID.int8) return (v) => Number(v);
    if (oid === OID.date) return (v) => v;
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * Reads `query` (a list's select, parameters bound) through a cursor in one read-only snapshot, `batchSize` rows at a
 * time (the next batch read while this one is written), handing each row's values to `addRow`. Stops between two
 * batches once `signal` is aborted. Answers the rows read.
 */
async function readRows(query, addRow, signal, caughtUp) {
  const client = new pg.Client({ ...query.connection, types });
  // A connection the server ends fails the statement in progress; unheard, its 'error' event would end the thread.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query({
      text: `declare xlsx_rows no scroll cursor for ${query.text}`,
      values: query.values,
    });
    const size = Math.trunc(query.batchSize);
    const fetch = () => {
      const batch = client.query({ text: `fetch forward ${size} from xlsx_rows`, rowMode: 'array' });
      // Read ahead while the rows before are written: a failure is heard when awaited, never as an unhandled one
      // (which would end the thread and every file in it).
      batch.catch(() => undefined);
      return batch;
    };
    let count = 0;
    for (let next = fetch(); ; ) {
      const { rows } = await next;
      if (signal.aborted) return count;
      if (rows.length === size) next = fetch();
      for (const row of rows) addRow(row);
      count += rows.length;
      await caughtUp();
      if (rows.length < size) break;
    }
    await client.query('commit');
    return count;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * One workbook of one sheet. With `query`, the thread reads the rows itself (readRows) and ends with `{ done, count }`.
 * Without, messages in: `{ rows }` (each row an array of values, in the columns' order), `{ end: true }`. The caller
 * closing the port drops the file. Messages out: `{ chunk }` (the file's next bytes), `{ written: n }` once a batch of
 * rows is written, `{ done: true, count }` after the last chunk, `{ error }`. Answers true when the file was completed.
 */
export default function write({ port, sheetName, columns, query }) {
  return new Promise((resolve) => {
    const out = new PassThrough();
    // Each chunk copied once into a buffer of its own, handed over (transferred) rather than copied again.
    out.on('data', (chunk) => {
      const bytes = new Uint8Array(chunk);
      port.postMessage({ chunk: bytes }, [bytes.buffer]);
    });
    // Styles double the writer's CPU time (measured: 100,000 × 16 cells 6 s → 3 s): no bold header.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
    // A column without a plan takes its values as they come.
    const plans = columns.map((c) => c.cell);
    const addRow = (values) =>
      sheet.addRow(values.map((v, i) => (plans[i] ? cellOf(plans[i], v) : (v ?? null)))).commit();
    let closed = false;
    const stopped = new AbortController();
    const stop = (completed) => {
      port.close();
      resolve(completed);
    };
    // The caller gone (it aborted, or failed and closed its side): the task ends, its slot free for the next file.
    // Reading from PostgreSQL, it ends once the reading has stopped and let its connection go: a task that ended
    // earlier could leave the reading frozen, with its connection open (piscina's idle thread waits on a lock).
    port.on('close', () => {
      closed = true;
      stopped.abort();
      out.destroy();
      if (!query) resolve(false);
    });
    const fail = (error) => {
      if (!closed) port.postMessage({ error: error instanceof Error ? error.message : String(error) });
      stop(false);
    };
    const end = async (count) => {
      sheet.commit();
      await workbook.commit();
      await finished(out);
      port.postMessage({ done: true, count });
      stop(true);
    };
    if (query) {
      readRows(query, addRow, stopped.signal, () => zipCaughtUp(sheet, stopped.signal))
        .then((count) => (closed ? stop(false) : end(count)))
        .catch(fail);
      return;
    }
    let written = 0;
    port.on('message', async (message) => {
      try {
        if (message.rows) {
          for (const row of message.rows) addRow(row);
          written += message.rows.length;
          port.postMessage({ written });
        } else if (message.end) await end(written);
      } catch (error) {
        fail(error);
      }
    });
  });
}
