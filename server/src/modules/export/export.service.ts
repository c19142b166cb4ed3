import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportRecord, ExportStartResult, Language, PrintResult } from '@srm/contract';
import { exportIdOf } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, scopeOf } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { buildQuery, type ListQuery } from '../../platform/list/list-engine.ts';
import { resolveQuery } from '../../platform/list/list-params.ts';
import type { RegisteredList } from '../../platform/list/list-registry.ts';
import {
  type PdfInput,
  type PdfTemplate,
  PdfTemplateError,
  renderPdfPages,
} from '../../platform/pdf/render-pdf.ts';
import { effectiveColumns } from '../list-param/list-param-columns.service.ts';
import * as repo from './export.repository.ts';

export const exportQueue = 'list-export';
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
 * What printing needs beside the database: the job queue and the data folder. A module that prints gets only the
 * database handle (`printDocuments(db, …)`); the export plugin registers its app's runtime under that handle.
 * Several apps may share a database (tests): the newest one still open answers.
 */
type ExportRuntime = { jobs: JobQueue; dataDir: string };
const runtimes = new WeakMap<Db, ExportRuntime[]>();

export function provideExportRuntime(app: FastifyInstance): void {
  const runtime: ExportRuntime = { jobs: app.jobs, dataDir: app.config.dataDir };
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

/** Below this many records a print is rendered before the answer; from it on a job renders it. */
export const pdfDirectLimit = 200;

export const pdfFolder = (orgId: number) => path.join('files', 'exports', String(orgId));

/** Writes a rendered PDF beside the other exports (through a `.part` file) and answers its relative path. */
export async function storePdf(
  dataDir: string,
  orgId: number,
  exportId: number,
  pdf: Uint8Array,
): Promise<string> {
  const folder = pdfFolder(orgId);
  await mkdir(path.join(dataDir, folder), { recursive: true });
  const relative = path.join(folder, `${exportId}-${randomUUID()}.pdf`);
  const target = path.join(dataDir, relative);
  await writeFile(`${target}.part`, pdf);
  await rename(`${target}.part`, target);
  return relative;
}

/** A template the renderer refuses is the caller's (a saved template's) mistake: a 400 naming pdfme's reason. */
export async function renderOrRefuse(template: PdfTemplate, inputs: PdfInput[]) {
  try {
    return await renderPdfPages(template, inputs);
  } catch (error) {
    if (error instanceof PdfTemplateError)
      throw new AppError(400, 'printTemplate.invalid', { reason: error.message.slice(0, 200) });
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
    const id = await db.transaction().execute(async (trx) => {
      // The stored request keeps no records: the file is there already.
      const recordId = await repo.insertRecord(trx, owner, {
        listRoute: options.listRoute,
        fileName,
        request: { ...request, inputs: [] },
      });
      const relative = await storePdf(runtime.dataDir, auth.orgId, recordId, pdf);
      await repo.finishRecord(trx, recordId, { status: 1, rowCount: pages, filePath: relative });
      await recordPrinted(trx, auth, options.printed);
      return recordId;
    });
    return { FileUrl: fileUrlOf(id), ExportId: id, PAGES: pages };
  }
  await runtime.jobs.prepare(exportQueue);
  const id = await db.transaction().execute(async (trx) => {
    const recordId = await repo.insertRecord(trx, owner, { listRoute: options.listRoute, fileName, request });
    await runtime.jobs.send<ExportJob>(
      exportQueue,
      { exportId: recordId },
      { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
      trx,
    );
    return recordId;
  });
  runtime.jobs.notify(exportQueue);
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
    await app.jobs.send<ExportJob>(
      exportQueue,
      { exportId: recordId },
      { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
      trx,
    );
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

/** The file of an export record, under DATA_DIR (a stored path never leaves it). */
export function exportFilePath(dataDir: string, relative: string): string {
  const root = path.resolve(dataDir, 'files', 'exports');
  const full = path.resolve(dataDir, relative);
  if (!full.startsWith(`${root}${path.sep}`))
    throw new Error(`Export path outside the export folder: ${relative}`);
  return full;
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
    if (row.file_path) await rm(exportFilePath(app.config.dataDir, row.file_path), { force: true });
  }
  return deleted.length;
}

/** Export/Download: only the owner, only a completed record; anything else is the same 404. */
export async function ownExportFile(
  app: FastifyInstance,
  auth: AuthContext,
  id: number,
): Promise<{ path: string; fileName: string }> {
  const row = await repo.findOwnRecord(app.db, { userId: auth.userId, orgId: auth.orgId }, id);
  if (!row) throw new AppError(404, 'export.notFound');
  if (row.status === 0) throw new AppError(409, 'export.notReady');
  if (row.status === 3) throw new AppError(404, 'export.failed', { reason: row.error ?? '' });
  if (row.status !== 1 || !row.file_path) throw new AppError(404, 'export.empty');
  return { path: exportFilePath(app.config.dataDir, row.file_path), fileName: row.file_name };
}
