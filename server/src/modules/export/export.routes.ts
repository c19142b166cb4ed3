import {
  apiPaths,
  envelopeOf,
  exportDownloadQuery,
  exportFileDeleteBody,
  exportFileListQuery,
  exportRecord,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import {
  deleteOwnExports,
  listOwnExports,
  openOwnExport,
  provideExportRuntime,
  startListExport,
} from './export.service.ts';

const tags = ['Export'];
const signedIn = { permission: { signedIn: true } } as const;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isPdf = (fileName: string) => fileName.toLowerCase().endsWith('.pdf');

/**
 * Export records (spec §2.3, PRODUCT §8): every signed-in user lists, deletes and downloads only their own records
 * in the current organisation (the header's download list shows them on every screen).
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every list's ExportData (platform/list/list-route.ts) starts its job here.
  app.listRegistry.provideExporter(startListExport);
  // Prints (modules/print-template) store their PDFs as export records through this app's jobs and files.
  provideExportRuntime(app);
  app.get(
    `/${apiPaths.exportFile.list}`,
    {
      schema: {
        tags,
        summary: "The caller's export records, newest first",
        querystring: exportFileListQuery,
        response: { 200: envelopeOf(z.array(exportRecord)) },
      },
      config: signedIn,
    },
    async (request) => {
      const { Page, Limit, Key } = request.query;
      const page = await listOwnExports(app, authOf(request), { page: Page, limit: Limit, key: Key.trim() });
      return { code: 200, msg: '', data: page.rows, count: page.total, pageSize: Limit };
    },
  );

  app.post(
    `/${apiPaths.exportFile.delete}`,
    {
      schema: {
        tags,
        summary: "Deletes the caller's export records named by FileUrl (or id), and their files",
        body: exportFileDeleteBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await deleteOwnExports(app, authOf(request), request.body.FileUrlList),
    }),
  );

  app.get(
    `/${apiPaths.exportFile.download}`,
    {
      schema: {
        tags,
        summary:
          'The file (xlsx, or PDF of a print) of a completed export record: only its owner; 404 for anyone else',
        querystring: exportDownloadQuery,
      },
      config: signedIn,
    },
    async (request, reply) => {
      const file = await openOwnExport(app, authOf(request), request.query.id);
      return reply
        .header('content-type', isPdf(file.fileName) ? 'application/pdf' : xlsxType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.fileName, { inline: isPdf(file.fileName) }))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
