import {
  apiPaths,
  type PdfmeTemplate,
  type PrintResult,
  type PrintTemplate,
  type PrintTemplateSave,
  type TemplateKind,
} from '@srm/contract';
import { api } from '../../platform/api.ts';
import { loadRows } from '../../platform/list-table/listApi.ts';

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
  /**
   * The kind's default template (the built-in one until the organisation makes another the default): the contract
   * has no call answering a kind's built-in template, so it is found through the list and read with Get.
   */
  defaultOf: async (kind: TemplateKind): Promise<PrintTemplate | null> => {
    const { rows } = await loadRows(paths.loadData, {
      Page: 1,
      Limit: 1,
      LIST_ROUTE: '/SysReportTpl/Index',
      Params: [
        { FIELD_NAME: 'KIND', ACTION_TYPE: 1, PARAM_VALUE: kind, DATA_TYPE: 1 },
        { FIELD_NAME: 'IS_DEFAULT', ACTION_TYPE: 1, PARAM_VALUE: 'Y', DATA_TYPE: 1 },
      ],
    });
    const row = rows[0];
    return row ? printTemplateApi.get(Number(row.ID)) : null;
  },
  preview: async (KIND: TemplateKind, TEMPLATE: PdfmeTemplate) =>
    (await api.post<PrintResult>(paths.preview, { KIND, TEMPLATE })).data as PrintResult,
};
