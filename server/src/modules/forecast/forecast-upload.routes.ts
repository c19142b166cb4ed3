import fastifyMultipart from '@fastify/multipart';
import { apiPaths, envelopeOf, errorEnvelope, screens } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { refusals } from '../../platform/refusals.ts';
import { readUploadedFile } from '../../platform/uploaded-file.ts';
import { forecastUploadResult, forecastUploadTemplate, uploadForecast } from './forecast-upload.service.ts';

const tags = ['Forecasts'];
/** 50,000 rows of five short cells are about 2 MB as .xlsx; 10 MB leaves room for formatting. */
const maxFileBytes = 10 * 1024 * 1024;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The buyer's forecast screen: vendors (who commit, never publish) are refused. */
const permission = { menu: screens.ForecastCommitment.path };

/**
 * The buyers' Excel upload of forecast versions (issue #48), with the ASN import's rules: the template in the
 * caller's language, and the upload — multipart with the file in the field `file`, parsed only in this plugin's
 * encapsulation — published all or none, a 400 naming every bad row.
 */
export const forecastUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });
  const events = publisherFor(app.events, 'forecast');

  app.get(
    `/${apiPaths.forecast.uploadTemplate}`,
    {
      schema: {
        tags,
        summary:
          "The Excel forecast template: vendor, version, part, period and quantity headed in the caller's language (all required, marked *), an example row; a second sheet explains each column and the rules",
      },
      config: { permission },
    },
    async (request, reply) => {
      const content = await forecastUploadTemplate(request.lang);
      const name = request.lang === 'en' ? 'forecast-template.xlsx' : '预测上传模板.xlsx';
      return reply
        .header('content-type', xlsxType)
        .header('content-disposition', contentDisposition(name, { asciiName: 'forecast-template.xlsx' }))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    `/${apiPaths.forecast.upload}`,
    {
      schema: {
        tags,
        summary:
          'Excel upload of forecast versions (multipart, field "file"; buyers): one row a bucket, the rows of one vendor and version one version, published all or none as excel:<user>; a 400 names every bad row in data.Errors (Row, Field, Column, Reason)',
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeOf(forecastUploadResult),
          ...refusals,
          413: errorEnvelope,
          415: errorEnvelope,
          503: errorEnvelope,
        },
      },
      config: { permission },
    },
    async (request) => {
      const auth = authOf(request);
      const { content } = await readUploadedFile(request, 'forecast.upload.notMultipart');
      return ok(await uploadForecast(app.db, events, auth, content, request.lang));
    },
  );
};
