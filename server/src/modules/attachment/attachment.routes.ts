import fastifyMultipart from '@fastify/multipart';
import {
  apiPaths,
  attachmentDownloadQuery,
  attachmentInfo,
  attachmentMaxBytes,
  attachmentUploadQuery,
  envelopeOf,
  errorEnvelope,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { refusals } from '../../platform/refusals.ts';
import { cleanFileName } from './attachment.file-type.ts';
import { maxBytesOf, openAttachment, sizeText, uploadAttachment } from './attachment.service.ts';

const tags = ['Attachments'];
/**
 * Any signed-in user of the organisation: who may read or claim a file is the attachment's rule (its uploader, then
 * its owner kind's `canRead`), not a menu, since the same upload serves bills, disputes and announcements.
 */
const signedIn = { permission: { signedIn: true } } as const;

/** What a browser may show in place rather than download: images and PDFs, nothing that runs script. */
const inlineTypes = new Set(['image/png', 'image/jpeg', 'application/pdf']);

const multipartCode = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

/**
 * Attachments (issue #16): `Attachment/Upload?KIND=` takes one file (multipart, field `file`) for a kind of document
 * and answers its ID; the document's save claims it. `Attachment/Download?id=` streams a file to who may read it.
 */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only here (this plugin's encapsulation): every other route stays JSON-only.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: attachmentMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
      headerPairs: 100,
    },
  });

  app.post(
    `/${apiPaths.attachment.upload}`,
    {
      schema: {
        tags,
        summary:
          'Uploads one file (multipart/form-data, field "file") for a kind of document; it stays unclaimed, readable by its uploader only, until the document is saved with its ID',
        consumes: ['multipart/form-data'],
        querystring: attachmentUploadQuery,
        response: { 200: envelopeOf(attachmentInfo), ...refusals, 413: errorEnvelope, 415: errorEnvelope },
      },
      config: signedIn,
    },
    async (request) => {
      const auth = authOf(request);
      const kind = request.query.KIND;
      const max = maxBytesOf(kind);
      if (!request.isMultipart()) throw new AppError(415, 'attachment.notMultipart');
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file({ limits: { fileSize: max } });
      } catch (error) {
        if (multipartCode(error).startsWith('FST_') && (error as { statusCode?: number }).statusCode === 413)
          throw error;
        throw new AppError(400, 'attachment.notMultipart');
      }
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError(400, 'attachment.noFile');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (multipartCode(error) === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'attachment.tooLarge', {
            name: cleanFileName(part.filename),
            max: sizeText(max),
          });
        throw new AppError(400, 'attachment.notMultipart');
      }
      return ok(await uploadAttachment(app, auth, kind, { fileName: part.filename, bytes }));
    },
  );

  app.get(
    `/${apiPaths.attachment.download}`,
    {
      schema: {
        tags,
        summary:
          'The file of an attachment, to its uploader while unclaimed, then to whoever may read its document; 404 for anyone else. `inline=1` shows images and PDFs in place',
        querystring: attachmentDownloadQuery,
      },
      config: signedIn,
    },
    async (request, reply) => {
      const file = await openAttachment(app, authOf(request), request.query.id);
      const inline = request.query.inline === '1' && inlineTypes.has(file.info.CONTENT_TYPE);
      return reply
        .header('content-type', file.info.CONTENT_TYPE)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.info.FILE_NAME, { inline }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
