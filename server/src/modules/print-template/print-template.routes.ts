import {
  apiPaths,
  envelopeOf,
  idQuery,
  printResult,
  printSettings,
  printTemplate,
  printTemplateSave,
  savedId,
  templateFields,
  templateFieldsQuery,
  templateIdBody,
  templatePreviewBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { fieldsOf } from './print-template.fields.ts';
import { printTemplateList } from './print-template.list.ts';
import {
  deleteTemplate,
  getPrintSettings,
  getTemplate,
  previewTemplate,
  printList,
  savePrintSettings,
  saveTemplate,
  setDefaultTemplate,
} from './print-template.service.ts';

const permission: Permission = { menu: printTemplateList.route };
const tags = ['Print template'];

/** The template screen (SysReportTpl): staff of the organisation holding its menu. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);

  registerList(
    app,
    'SysReportTpl',
    printTemplateList,
    'Print templates: the current version of each name (list engine)',
  );

  app.get(
    `/${apiPaths.printTemplate.get}`,
    {
      schema: {
        tags,
        summary: 'One template version with its pdfme JSON',
        querystring: idQuery,
        response: { 200: envelopeOf(printTemplate), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getTemplate(app.db, authOf(request), request.query.id)),
  );

  app.post(
    `/${apiPaths.printTemplate.save}`,
    {
      schema: {
        tags,
        summary: 'Save a template as a new version of its name (the first of a kind becomes its default)',
        body: printTemplateSave,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveTemplate(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.printTemplate.setDefault}`,
    {
      schema: {
        tags,
        summary: "Make a template the default of its kind (what the organisation's prints use)",
        body: templateIdBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await setDefaultTemplate(app.db, authOf(request), request.body.ID);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.printTemplate.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete every version of a template (not the default of its kind: 409)',
        body: templateIdBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteTemplate(app.db, authOf(request), request.body.ID);
      return ok(true);
    },
  );

  app.get(
    `/${apiPaths.printTemplate.getSettings}`,
    {
      schema: {
        tags,
        summary: "The organisation's print settings (GS1 company prefix of outer box SSCCs)",
        response: { 200: envelopeOf(printSettings), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getPrintSettings(app.db, authOf(request))),
  );

  app.post(
    `/${apiPaths.printTemplate.saveSettings}`,
    {
      schema: {
        tags,
        summary: "Save the organisation's print settings (a new prefix applies to boxes packed from now on)",
        body: printSettings,
        response: { 200: envelopeOf(printSettings), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await savePrintSettings(app.db, authOf(request), request.body)),
  );

  app.get(
    `/${apiPaths.printTemplate.fields}`,
    {
      schema: {
        tags,
        summary: "The fields a kind's template may show, with captions and sample values",
        querystring: templateFieldsQuery,
        response: { 200: envelopeOf(templateFields), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok({ KIND: request.query.kind, FIELDS: fieldsOf(request.query.kind, request.lang) }),
  );

  app.post(
    `/${apiPaths.printTemplate.preview}`,
    {
      schema: {
        tags,
        summary: "Render a template against its kind's sample record: a PDF export record",
        body: templatePreviewBody,
        response: { 200: envelopeOf(printResult), ...refusals },
      },
      config: { permission },
    },
    async (request) =>
      ok(
        await previewTemplate(
          app.db,
          authOf(request),
          request.body.KIND,
          request.body.TEMPLATE,
          request.lang,
        ),
      ),
  );
};

export const printTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every list's PrintData (platform/list/list-route.ts) prints here, through the list template.
  app.listRegistry.providePrinter(printList);
  await app.register(templateRoutes);
};
