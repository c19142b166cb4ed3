import {
  apiPaths,
  type PdfmeTemplate,
  type PrintResult,
  type PrintTemplate,
  type PrintTemplateSave,
  type TemplateKind,
} from '@srm/contract';
import { api } from '../../platform/api.ts';

/** A field a kind's template may bind: its name (the element's name), caption and sample value. */
export type TemplateField = { NAME: string; CAPTION: string; SAMPLE: string };

/** What Save answers (`savedId`): the new version's ID; VERSION is read too, should the answer ever carry it. */
export type SavedVersion = { ID: number; VERSION?: number };

const paths = apiPaths.printTemplate;

export const printTemplateApi = {
  get: async (id: number) =>
    (await api.get<PrintTemplate>(paths.get, { query: { id } })).data as PrintTemplate,
  fields: async (kind: TemplateKind) =>
    ((await api.get<{ KIND: TemplateKind; FIELDS: TemplateField[] }>(paths.fields, { query: { kind } })).data
      ?.FIELDS ?? []) as TemplateField[],
  save: async (body: PrintTemplateSave) => (await api.post<SavedVersion>(paths.save, body)).data,
  setDefault: (ID: number) => api.post<unknown>(paths.setDefault, { ID }),
  remove: (ID: number) => api.post<unknown>(paths.delete, { ID }),
  preview: async (KIND: TemplateKind, TEMPLATE: PdfmeTemplate) =>
    (await api.post<PrintResult>(paths.preview, { KIND, TEMPLATE })).data as PrintResult,
};
