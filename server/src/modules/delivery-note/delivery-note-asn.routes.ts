import fastifyMultipart from '@fastify/multipart';
import { apiPaths, asnImportResult, envelopeOf, errorEnvelope } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { ok } from '../../platform/envelope.ts';
import { refusals } from '../../platform/refusals.ts';
import { readUploadedFile } from '../../platform/uploaded-file.ts';
import { noteListRoutes } from './delivery-note.list.ts';
import { asnPrefilledTemplate, asnTemplate, importAsn } from './delivery-note-asn.service.ts';

const tags = ['Delivery note'];
/** An xlsx of 5,000 rows is well under 1 MB; 10 MB leaves room for formatting. */
const maxFileBytes = 10 * 1024 * 1024;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The Excel ASN import of delivery notes (issue #35, PRODUCT §11), on the delivery-note screen's permission. The
 * template is the screen's to download (it is blank); the import is a vendor user's only (staff: 403), multipart
 * with the file in the field `file`, parsed only in this plugin's encapsulation.
 */
export const asnRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });
  const permission = { menu: noteListRoutes.DN };

  app.get(
    `/${apiPaths.asn.template}`,
    {
      schema: {
        tags,
        summary:
          "The Excel ASN template: the columns headed in the caller's language (required ones marked *), an example row or, with prefill=open (vendors), the vendor's order lines that can be shipped; a second sheet explains each column and the rules",
        querystring: z.object({
          prefill: z.enum(['open']).optional().meta({
            description:
              "open: one row per order line the vendor can ship, with its next shipment's quantity and date",
          }),
        }),
      },
      config: { permission },
    },
    async (request, reply) => {
      const content =
        request.query.prefill === 'open'
          ? await asnPrefilledTemplate(app.db, authOf(request), request.lang)
          : await asnTemplate(request.lang);
      const name = request.lang === 'en' ? 'asn-template.xlsx' : 'ASN导入模板.xlsx';
      return reply
        .header('content-type', xlsxType)
        .header('content-disposition', contentDisposition(name, { asciiName: 'asn-template.xlsx' }))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    `/${apiPaths.asn.import}`,
    {
      schema: {
        tags,
        summary:
          'Excel ASN import (multipart, field "file"; vendors): rows grouped into notes by delivery date and ship-to, all created or none; a 400 names every bad row in data.Errors (Row, Field, Column, Reason)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(asnImportResult), ...refusals, 413: errorEnvelope, 415: errorEnvelope },
      },
      config: { permission },
    },
    async (request) => {
      const auth = authOf(request);
      const file = await readUploadedFile(request, 'deliveryNote.asn.notMultipart');
      return ok(await importAsn(app.db, auth, file, request.lang));
    },
  );
};
