import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ExportRecord, ExportStartResult, Language, PrintResult } from '@srm/contract';
import { exportIdOf } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, scopeOf } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type FileStore, isValidKey } from '../../platform/files/file-store.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { buildQuery, type ListQuery } from '../../platform/list/list-engine.ts';
import { resolveQuery } from '../../platform/list/list-params.ts';
import type { RegisteredList } from '../../platform/list/list-registry.ts';
import {
  type PdfInput,
  PdfRenderFailure,
  type PdfTemplate,
  PdfTemplateError,
  renderPdfPages,
} from '../../platform/pdf/render-pdf.ts';
import { effectiveColumns } from '../list-param/index.ts';
import * as repo from './export.repository.ts';

export const exportQueue = 'list-export';
/**
 * PDF prints run in a queue of their own, one at a time per process (a render keeps a core busy), so list exports
 * (mostly waiting on the database and the file store) never queue behind a shift end's label prints.
 */
export const pdfQueue = 'pdf-export';
/** Whose export it is, for the queue's fair share (job-queue.ts `owner`). */
const ownerOf = (auth: { orgId: number; userId: number }) => `${auth.orgId}:${auth.userId}`;
/** An export or print job's retries and lease (three tries, backing off from 5 s, 15 minutes each), owned by the caller. */
const jobOptionsFor = (auth: { orgId: number; userId: number }) => ({
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  owner: ownerOf(auth),
});
export type ExportJob = { exportId: number };

/** The caller as the job needs it: grants as arrays (JSON), nothing a token could be rebuilt from. */
export type StoredAuth = Omit<AuthContext, 'grants' | 'sessionId'> & {
  grants: { all: boolean; menus: string[]; buttons: string[] };
};
/** What a job needs to write the file, fixed when the user pressed export. */
export type ExportRequest = {
  auth: StoredAuth;
  lang: Language;
  query: ListQuery;
  columns: { field: string; caption: string; width: number }[];
};

export const toStoredAuth = ({ grants, sessionId: _session, ...rest }: AuthContext): StoredAuth => ({
  ...rest,
  grants: { all: grants.all, menus: [...grants.menus], buttons: [...grants.buttons] },
});
export const fromStoredAuth = ({ grants, ...rest }: StoredAuth): AuthContext => ({
  ...rest,
  sessionId: '',
  grants: { all: grants.all, menus: new Set(grants.menus), buttons: new Set(grants.buttons) },
});

/** A PDF export: the template and the records to render, fixed when the user pressed print. */
export type PdfExportRequest = {
  format: 'pdf';
  auth: StoredAuth;
  lang: Language;
  template: PdfTemplate;
  inputs: PdfInput[];
  /** What to record once the PDF is stored (see `onPrinted`). */
  printed?: PrintedMark;
};

/**
 * Something a print changes once its PDF exists, such as labels counted as printed: by name, so a job can carry it.
 * It runs in the transaction that completes the export record, after the file is written; a print the renderer
 * refuses changes nothing.
 */
export type PrintedMark = { hook: string; payload: unknown };
type PrintedHook = (trx: Db, auth: AuthContext, payload: unknown) => Promise<void>;
const printedHooks = new Map<string, PrintedHook>();

/** Registers what a print of `hook` records once its PDF is stored (a module calls it when it loads). */
export function onPrinted(hook: string, run: PrintedHook): void {
  printedHooks.set(hook, run);
}

export async function recordPrinted(
  trx: Db,
  auth: AuthContext,
  mark: PrintedMark | undefined,
): Promise<void> {
  if (!mark) return;
  const run = printedHooks.get(mark.hook);
  if (!run) throw new Error(`No print hook ${mark.hook}`);
  await run(trx, auth, mark.payload);
}

/**
 * What printing needs beside the database: the job queue and the file store. A module that prints gets only the
 * database handle (`printDocuments(db, …)`); the export plugin registers its app's runtime under that handle.
 * Several apps may share a database (tests): the newest one still open answers.
 */
type ExportRuntime = { jobs: JobQueue; files: FileStore };
const runtimes = new WeakMap<Db, ExportRuntime[]>();

export function provideExportRuntime(app: FastifyInstance): void {
  const runtime: ExportRuntime = { jobs: app.jobs, files: app.files };
  const list = runtimes.get(app.db) ?? [];
  list.push(runtime);
  runtimes.set(app.db, list);
  app.addHook('onClose', async () => {
    const at = list.indexOf(runtime);
    if (at >= 0) list.splice(at, 1);
  });
}

function runtimeOf(db: Db): ExportRuntime {
  const runtime = runtimes.get(db)?.at(-1);
  if (!runtime)
    throw new Error('No export runtime for this database: print with the app database, not a transaction');
  return runtime;
}

/**
 * Below this many records a print is rendered before the answer; from it on a job renders it. A 50-label PDF takes
 * ~0.2 s of CPU; larger ones, rendered in the request, would stall the process's other requests at a shift end (50
 * vendors printing 100 labels each): as jobs they render one at a time per process (issue #38, bench:burst).
 */
export const pdfDirectLimit = 50;

/** The file store folder of an organisation's exports and prints. */
export const exportKeyPrefix = (orgId: number) => `exports/${orgId}/`;

/**
 * The key of a new export file: `exports/<org>/<record id>-<random>.<ext>`. Each attempt writes a key of its own, so
 * an attempt that lost its job's lease never overwrites the file of the one that took over (export.job.ts).
 */
export const newExportKey = (orgId: number, exportId: number, ext: 'xlsx' | 'pdf') =>
  `${exportKeyPrefix(orgId)}${exportId}-${randomUUID()}.${ext}`;

/**
 * The file store key of a record's `file_path`: the key itself since the file store (#16), or before it the path
 * under DATA_DIR (`files/exports/1/…`, with backslashes on Windows), which is the same file of the local store. A stored
 * path never names anything outside the export folder.
 */
export function exportKeyOf(filePath: string): string {
  const key = filePath.replaceAll('\\', '/').replace(/^files\//, '');
  if (!key.startsWith('exports/') || !isValidKey(key))
    throw new Error(`Export file outside the export folder: ${filePath}`);
  return key;
}

/** Stores a rendered PDF beside the other exports and answers its key (the record's `file_path`). */
export async function storePdf(
  files: FileStore,
  orgId: number,
  exportId: number,
  pdf: Uint8Array,
): Promise<string> {
  const key = newExportKey(orgId, exportId, 'pdf');
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  await files.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
  return key;
}

/**
 * A template the renderer refuses is the caller's (a saved template's) mistake: a 400 naming pdfme's reason. A render
 * thread that failed is the server's: a 503 asking to try again (logged with its cause), never a 500.
 */
export async function renderOrRefuse(template: PdfTemplate, inputs: PdfInput[]) {
  try {
    return await renderPdfPages(template, inputs);
  } catch (error) {
    if (error instanceof PdfTemplateError)
      throw new AppError(400, 'printTemplate.invalid', { reason: error.message.slice(0, 200) });
    if (error instanceof PdfRenderFailure)
      throw new AppError(503, 'printTemplate.renderFailed', {}, undefined, { cause: error });
    throw error;
  }
}

/**
 * A print as an export record with a PDF file (the download list shows it). Fewer than `pdfDirectLimit` records
 * are rendered now: the record is completed and the answer carries its FileUrl and page count. More are a job
 * (export.job.ts renders them): the record is processing, FileUrl null, PAGES 0.
 */
export async function startPdfExport(
  db: Db,
  auth: AuthContext,
  options: {
    listRoute: string;
    fileName: string;
    template: PdfTemplate;
    inputs: PdfInput[];
    lang?: Language;
    printed?: PrintedMark;
  },
): Promise<PrintResult> {
  const runtime = runtimeOf(db);
  const fileName = `${options.fileName.replace(/\.pdf$/i, '')}_${stamp(new Date())}.pdf`;
  const owner = { userId: auth.userId, orgId: auth.orgId, userName: auth.userName };
  const request: PdfExportRequest = {
    format: 'pdf',
    auth: toStoredAuth(auth),
    lang: options.lang ?? 'zh-chs',
    template: options.template,
    inputs: options.inputs,
    ...(options.printed ? { printed: options.printed } : {}),
  };
  if (options.inputs.length < pdfDirectLimit) {
    const { pdf, pages } = await renderOrRefuse(options.template, options.inputs);
    let stored: string | undefined;
    const id = await db
      .transaction()
      .execute(async (trx) => {
        // The stored request keeps no records: the file is there already.
        const recordId = await repo.insertRecord(trx, owner, {
          listRoute: options.listRoute,
          fileName,
          request: { ...request, inputs: [] },
        });
        stored = await storePdf(runtime.files, auth.orgId, recordId, pdf);
        await repo.finishRecord(trx, recordId, { status: 1, rowCount: pages, filePath: stored });
        await recordPrinted(trx, auth, options.printed);
        return recordId;
      })
      .catch(async (error: unknown) => {
        // No record, no file: a print refused after its PDF was stored leaves nothing behind.
        if (stored) await runtime.files.remove(stored).catch(() => undefined);
        throw error;
      });
    return { FileUrl: fileUrlOf(id), ExportId: id, PAGES: pages };
  }
  await runtime.jobs.prepare(pdfQueue);
  const id = await db.transaction().execute(async (trx) => {
    const recordId = await repo.insertRecord(trx, owner, { listRoute: options.listRoute, fileName, request });
    await runtime.jobs.send<ExportJob>(pdfQueue, { exportId: recordId }, jobOptionsFor(auth), trx);
    return recordId;
  });
  runtime.jobs.notify(pdfQueue);
  return { FileUrl: null, ExportId: id, PAGES: 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

/** The columns the caller sees, in their order (their own or the global configuration, else the declaration). */
export async function shownColumns(
  db: Db,
  list: RegisteredList,
  auth: AuthContext,
  lang: Language,
): Promise<{ field: string; caption: string; width: number }[]> {
  const configured = await effectiveColumns(db, list, auth, lang);
  const columns = configured
    .filter((c) => c.IS_VISIBLE === 'Y')
    .sort((a, b) => a.ORD_IDX - b.ORD_IDX)
    .map((c) => ({ field: c.FIELD_NAME, caption: c.FIELD_CAPTION, width: c.FIELD_WIDTH }));
  if (columns.length > 0) return columns;
  return list.definition.columns
    .filter((c) => !c.hidden)
    .map((c) => ({ field: c.field, caption: c.caption[lang], width: c.width ?? 140 }));
}

/**
 * `X/ExportData`: checks the filters now (a wrong one is a 400 at once, not a failed job), fixes the caller's
 * visible columns and captions, and creates the record and its job in one transaction. Answers the record at once.
 */
export async function startListExport(
  app: FastifyInstance,
  auth: AuthContext,
  lang: Language,
  list: RegisteredList,
  query: ListQuery,
): Promise<ExportStartResult> {
  const { definition } = list;
  const scope = scopeOf(auth);
  const resolved = await resolveQuery(app.db, definition, scope, query, lang);
  buildQuery(definition, scope, query, list.extra?.(auth) ?? [], resolved);

  const columns = await shownColumns(app.db, list, auth, lang);
  const title = definition.title?.[lang] ?? definition.route.split('/').filter(Boolean).at(-1) ?? 'export';
  const fileName = `${title}_${stamp(new Date())}.xlsx`;
  const request: ExportRequest = {
    auth: toStoredAuth(auth),
    lang,
    query: { ...query, Page: 1 },
    columns,
  };

  await app.jobs.prepare(exportQueue);
  const id = await app.db.transaction().execute(async (trx) => {
    const recordId = await repo.insertRecord(
      trx,
      { userId: auth.userId, orgId: auth.orgId, userName: auth.userName },
      { listRoute: definition.route, fileName, request },
    );
    await app.jobs.send<ExportJob>(exportQueue, { exportId: recordId }, jobOptionsFor(auth), trx);
    return recordId;
  });
  app.jobs.notify(exportQueue);
  return { ID: id, FileName: fileName };
}

export const fileUrlOf = (id: number) => `Export/Download?id=${id}`;

const toExportRecord = (row: repo.ExportRecordRow): ExportRecord => ({
  ID: row.id,
  FileName: row.file_name,
  FileUrl: row.status === 1 ? fileUrlOf(row.id) : null,
  Status: row.status,
  CreateDate: row.created_at,
  RowCount: row.row_count,
});

export async function listOwnExports(
  app: FastifyInstance,
  auth: AuthContext,
  page: { page: number; limit: number; key: string },
): Promise<{ rows: ExportRecord[]; total: number }> {
  const { rows, total } = await repo.pageOwnRecords(app.db, { userId: auth.userId, orgId: auth.orgId }, page);
  return { rows: rows.map(toExportRecord), total };
}

/** User/ExportFileDelete: the caller's own records named in the list (FileUrl or id), and their files. */
export async function deleteOwnExports(
  app: FastifyInstance,
  auth: AuthContext,
  fileUrls: string[],
): Promise<number> {
  const ids = [...new Set(fileUrls.map(exportIdOf).filter((id): id is number => id !== null))];
  const deleted = await repo.deleteOwnRecords(app.db, { userId: auth.userId, orgId: auth.orgId }, ids);
  for (const row of deleted) {
    if (row.file_path) await app.files.remove(exportKeyOf(row.file_path));
  }
  return deleted.length;
}

/**
 * Export/Download: only the owner, only a completed record; anything else is the same 404. The owner is checked
 * before the file store is touched; the file streams from it (a file missing there is the store's 404).
 */
export async function openOwnExport(
  app: FastifyInstance,
  auth: AuthContext,
  id: number,
): Promise<{ fileName: string; stream: Readable; size: number }> {
  const row = await repo.findOwnRecord(app.db, { userId: auth.userId, orgId: auth.orgId }, id);
  if (!row) throw new AppError(404, 'export.notFound');
  if (row.status === 0) throw new AppError(409, 'export.notReady');
  if (row.status === 3) throw new AppError(404, 'export.failed', { reason: row.error ?? '' });
  if (row.status !== 1 || !row.file_path) throw new AppError(404, 'export.empty');
  const file = await app.files.open(exportKeyOf(row.file_path));
  return { fileName: row.file_name, stream: file.stream, size: file.size };
}
