import { PassThrough } from 'node:stream';
import { type Language, yesNoLabels } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../messages.ts';
import { scopeOf } from '../../platform/auth.ts';
import { connectionOf } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { LeaseTiming } from '../../platform/jobs/job-lease.ts';
import type { Job, LeasedJob } from '../../platform/jobs/job-queue.ts';
import type { ListColumn } from '../../platform/list/list-definition.ts';
import { exportStatement, streamRows } from '../../platform/list/list-engine.ts';
import { resolveQuery } from '../../platform/list/list-params.ts';
import type { RegisteredList } from '../../platform/list/list-registry.ts';
import { type XlsxCellPlan, xlsxFromQuery, xlsxWriter } from '../../platform/xlsx/xlsx-writer.ts';
import * as repo from './export.repository.ts';
import {
  type ExportJob,
  type ExportRequest,
  exportKeyPrefix,
  exportQueue,
  fromStoredAuth,
  newExportKey,
  type PdfExportRequest,
  pdfQueue,
  recordPrinted,
  renderOrRefuse,
  storePdf,
} from './export.service.ts';

/** Rows read per batch: memory holds one batch and the writer's buffers, whatever the export's size. */
export const exportBatchSize = 5000;
/** Rows converted and handed to the xlsx thread at a time: between slices the event loop answers requests. */
const handOverRows = 1000;

/**
 * How the xlsx thread turns a list column's values into cells: coded values by their labels in the caller's language,
 * numbers as numbers while exact in a double, yes/no as words, timestamps as the screens show them, the rest as text
 * (list-text.ts listValueText, which prints use).
 */
function cellPlanOf(column: ListColumn, lang: Language): XlsxCellPlan {
  return {
    ...(column.labels
      ? {
          labels: Object.fromEntries(
            Object.entries(column.labels).map(([code, label]) => [code, label[lang]]),
          ),
        }
      : {}),
    ...(column.kind === 'int' || column.kind === 'decimal' ? { number: column.kind } : {}),
    ...(column.kind === 'bool' ? { bool: { yes: yesNoLabels.true[lang], no: yesNoLabels.false[lang] } } : {}),
  };
}

/** The attempt lost its job's lease: another process took the job over (ours was thought dead). */
class LeaseLost extends Error {}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Removes the files earlier attempts of a record still processing left when their process died: each attempt stores
 * `<id>-<random>.<ext>` and records it only when done, so a file of an unfinished record was never recorded (a
 * process killed between storing and recording). The stores themselves never show a half-written file.
 */
async function removeUnfinished(app: FastifyInstance, orgId: number, exportId: number): Promise<void> {
  for (const key of await app.files.list(`${exportKeyPrefix(orgId)}${exportId}-`))
    await app.files.remove(key);
}

/**
 * Writes one export record's file: the stored filters and columns, streamed in batches into an xlsx written by
 * exceljs's streaming writer in the xlsx thread (platform/xlsx) straight into the file store, then marks the record completed (1), or empty (2) when no
 * row matched. `signal` aborts it between batches when the attempt lost its lease (its file is removed; the attempt
 * that took over writes the one file).
 */
export async function runExport(app: FastifyInstance, exportId: number, signal?: AbortSignal): Promise<void> {
  const record = await repo.findRecord(app.db, exportId);
  if (record?.status !== 0) return;
  await removeUnfinished(app, record.org_id, exportId);
  if ((record.request as { format?: string }).format === 'pdf') {
    await runPdfExport(app, record, signal);
    return;
  }
  const request = record.request as unknown as ExportRequest;
  const list = app.listRegistry.get(record.list_route);
  if (!list) {
    await repo.finishRecord(app.db, exportId, {
      status: 3,
      rowCount: null,
      filePath: null,
      error: 'unknown list',
    });
    return;
  }
  const key = newExportKey(record.org_id, record.id, 'xlsx');
  // The workbook streams into the store as it is written: memory holds a batch and the writer's buffers.
  const body = new PassThrough();
  const stored = app.files.put(key, body, { contentType: xlsxType });
  // A store that fails stops the writing at once (the thread would write for a reader that is gone).
  const stop = new AbortController();
  stored.catch(() => stop.abort());
  signal?.addEventListener('abort', () => stop.abort(), { once: true });
  try {
    const [count] = await Promise.all([writeWorkbook(app, record, list, body, stop.signal), stored]);
    if (signal?.aborted) throw new LeaseLost('export lease lost');
    if (count === 0) {
      await app.files.remove(key);
      await repo.finishRecord(app.db, exportId, { status: 2, rowCount: 0, filePath: null });
      return;
    }
    const finished = await repo.finishRecord(app.db, exportId, {
      status: 1,
      rowCount: count,
      filePath: key,
    });
    if (!finished) await app.files.remove(key);
  } catch (error) {
    stop.abort();
    body.destroy(new Error('export abandoned'));
    await stored.catch(() => undefined);
    await app.files.remove(key);
    if (signal?.aborted) throw new LeaseLost('export lease lost');
    // A refused filter or SQL fails the same way on every try: record it and do not retry.
    if (error instanceof AppError) {
      const reason = translate(request.lang, error.key, error.params);
      await repo.finishRecord(app.db, exportId, { status: 3, rowCount: null, filePath: null, error: reason });
      return;
    }
    throw error;
  }
}

/**
 * Writes the record's rows as a one-sheet workbook into `out` (ended when complete); answers the rows written. On a
 * read replica that holds everything committed before the export was asked for (platform/replicas.ts). From
 * PostgreSQL the xlsx thread reads the rows itself; the embedded database's rows are read here and handed over in
 * slices, between which the event loop answers requests.
 */
async function writeWorkbook(
  app: FastifyInstance,
  record: repo.ExportRecordRow,
  list: RegisteredList,
  out: PassThrough,
  signal: AbortSignal,
): Promise<number> {
  const request = record.request as unknown as ExportRequest;
  const auth = fromStoredAuth(request.auth);
  const scope = scopeOf(auth);
  const { definition } = list;
  const declared = new Map(definition.columns.map((c) => [c.field, c]));
  const columns = request.columns.filter((c) => declared.has(c.field));
  const resolved = await resolveQuery(app.db, definition, scope, request.query, request.lang);
  const rowsOf = {
    definition,
    scope,
    query: request.query,
    extra: list.extra?.(auth) ?? [],
    resolved,
    fields: columns.map((c) => c.field),
  };
  const sheet = {
    name: record.file_name.replace(/_\d{14}\.xlsx$/, '').slice(0, 31) || 'Sheet1',
    columns: columns.map((c) => ({
      header: c.caption,
      key: c.field,
      width: Math.max(8, Math.min(80, Math.round(c.width / 7))),
      cell: cellPlanOf(declared.get(c.field)!, request.lang),
    })),
  };
  const source = await app.reads.asOf(new Date(record.created_at).getTime());
  const connection = connectionOf(source);
  if (connection) {
    const { sql: text, parameters } = exportStatement(rowsOf).compile(source);
    return xlsxFromQuery(
      out,
      sheet,
      { connection, text, values: parameters, batchSize: exportBatchSize },
      signal,
    );
  }
  const writer = xlsxWriter(out, sheet);
  try {
    const count = await streamRows(source, app.dbKind, rowsOf, exportBatchSize, async (rows) => {
      if (signal.aborted) throw new Error('export stopped');
      // In slices: handing over a whole batch at once held the event loop ~50 ms (bench).
      for (let from = 0; from < rows.length; from += handOverRows)
        await writer.addRows(
          rows.slice(from, from + handOverRows).map((row) => columns.map((c) => row[c.field])),
        );
    });
    await writer.finish();
    return count;
  } catch (error) {
    writer.abort();
    throw error;
  }
}

/** A print of many records (export.service.ts startPdfExport): renders the stored template and records. */
async function runPdfExport(
  app: FastifyInstance,
  record: repo.ExportRecordRow,
  signal?: AbortSignal,
): Promise<void> {
  const request = record.request as unknown as PdfExportRequest;
  let pages: number;
  let key: string;
  try {
    const rendered = await renderOrRefuse(request.template, request.inputs);
    if (signal?.aborted) throw new LeaseLost('export lease lost');
    pages = rendered.pages;
    key = await storePdf(app.files, record.org_id, record.id, rendered.pdf);
  } catch (error) {
    if (error instanceof AppError) {
      const reason = translate(request.lang, error.key, error.params);
      await repo.finishRecord(app.db, record.id, {
        status: 3,
        rowCount: null,
        filePath: null,
        error: reason,
      });
      return;
    }
    throw error;
  }
  const finished = await app.db.transaction().execute(async (trx) => {
    const done = await repo.finishRecord(trx, record.id, { status: 1, rowCount: pages, filePath: key });
    if (done) await recordPrinted(trx, fromStoredAuth(request.auth), request.printed);
    return done;
  });
  if (!finished) await app.files.remove(key);
}

/**
 * An export whose process died on its last try (the job sweep found its lease stale): failed, with a message in the
 * language of the user who asked for it, and without the unfinished file.
 */
export async function abandonExport(app: FastifyInstance, exportId: number): Promise<void> {
  const record = await repo.findRecord(app.db, exportId);
  if (record?.status !== 0) return;
  await removeUnfinished(app, record.org_id, exportId);
  const lang = (record.request as unknown as ExportRequest).lang ?? 'zh-chs';
  await repo.finishRecord(app.db, exportId, {
    status: 3,
    rowCount: null,
    filePath: null,
    error: translate(lang, 'export.interrupted'),
  });
}

/**
 * Starts this process's export worker; jobs that throw are retried with back-off, the last failure is recorded. A
 * job whose process died is retried (or, on its last try, recorded as failed) once the lease sweep notices.
 */
export async function startExportWorker(
  app: FastifyInstance,
  options: { pollingIntervalSeconds?: number; lease?: Partial<LeaseTiming> } = {},
): Promise<void> {
  const handler = async (job: LeasedJob<ExportJob>) => {
    try {
      await runExport(app, job.data.exportId, job.signal);
    } catch (error) {
      // Another attempt holds the job now and writes the record: this one only steps aside.
      if (error instanceof LeaseLost) throw error;
      (job.log ?? app.log).error({ err: error, exportId: job.data.exportId }, 'export job failed');
      if ((job.retryCount ?? 0) >= (job.retryLimit ?? 0)) {
        await repo.finishRecord(app.db, job.data.exportId, {
          status: 3,
          rowCount: null,
          filePath: null,
          error: translate('en', 'http.500'),
        });
      }
      throw error;
    }
  };
  const onAbandoned = (job: Job<ExportJob>) => abandonExport(app, job.data.exportId);
  // List exports mostly wait (database, file store): four at once per process. PDF renders keep a core busy: one
  // per process, i.e. about one per core with WORKERS = cores.
  await app.jobs.work<ExportJob>(exportQueue, handler, { ...options, concurrency: 4, onAbandoned });
  await app.jobs.work<ExportJob>(pdfQueue, handler, { ...options, concurrency: 1, onAbandoned });
}
