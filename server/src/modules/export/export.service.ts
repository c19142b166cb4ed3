import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportRecord, ExportStartResult, Language } from '@srm/contract';
import { exportIdOf } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, scopeOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { buildQuery, type ListQuery } from '../../platform/list/list-engine.ts';
import { resolveQuery } from '../../platform/list/list-params.ts';
import type { RegisteredList } from '../../platform/list/list-registry.ts';
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

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

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

  const configured = await effectiveColumns(app.db, list, auth, lang);
  let columns = configured
    .filter((c) => c.IS_VISIBLE === 'Y')
    .sort((a, b) => a.ORD_IDX - b.ORD_IDX)
    .map((c) => ({ field: c.FIELD_NAME, caption: c.FIELD_CAPTION, width: c.FIELD_WIDTH }));
  if (columns.length === 0) {
    columns = definition.columns
      .filter((c) => !c.hidden)
      .map((c) => ({ field: c.field, caption: c.caption[lang], width: c.width ?? 140 }));
  }
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
