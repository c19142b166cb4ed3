import {
  apiPaths,
  listOf,
  type PdfmeTemplate,
  type PrintTemplate,
  type TemplateKind,
  templateKinds,
} from '@srm/contract';
import { type ApiBody, api } from '../../platform/api.ts';

/** A field a kind's template may bind: its name (the element's name), caption and sample value. */
export type TemplateField = { NAME: string; CAPTION: string; SAMPLE: string };

const paths = apiPaths.printTemplate;
const list = listOf('SysReportTpl');

/** Whether a list row's kind is one the portal prints (the list answers it as text). */
export const isTemplateKind = (kind: string | null): kind is TemplateKind =>
  templateKinds.some((k) => k === kind);

export const printTemplateApi = {
  get: async (id: number) => (await api.get(paths.get, { query: { id } })).data,
  fields: async (kind: TemplateKind) => (await api.get(paths.fields, { query: { kind } })).data?.FIELDS ?? [],
  save: async (body: ApiBody<'post', typeof paths.save>) => (await api.post(paths.save, body)).data,
  setDefault: (ID: number) => api.post(paths.setDefault, { ID }),
  remove: (ID: number) => api.post(paths.delete, { ID }),
  /**
   * The kind's default template (the built-in one until the organisation makes another the default): the contract
   * has no call answering a kind's built-in template, so it is found through the list and read with Get.
   */
  defaultOf: async (kind: TemplateKind): Promise<PrintTemplate | null> => {
    const { data: rows } = await api.post(list.loadData, {
      Page: 1,
      Limit: 1,
      LIST_ROUTE: list.route,
      Params: [
        { FIELD_NAME: 'KIND', ACTION_TYPE: 1, PARAM_VALUE: kind, DATA_TYPE: 1 },
        { FIELD_NAME: 'IS_DEFAULT', ACTION_TYPE: 1, PARAM_VALUE: 'Y', DATA_TYPE: 1 },
      ],
    });
    const row = rows[0];
    return row ? printTemplateApi.get(row.ID) : null;
  },
  preview: async (KIND: TemplateKind, TEMPLATE: PdfmeTemplate) =>
    (await api.post(paths.preview, { KIND, TEMPLATE })).data,
};
