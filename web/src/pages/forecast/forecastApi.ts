import { apiPaths } from '@srm/contract';
import { type ApiBody, type ApiData, api } from '../../platform/api.ts';

/**
 * The forecast calls (server/src/modules/forecast/forecast.routes.ts). Every call is silent: a refusal (the server's
 * message in the user's language) is shown where the user acted.
 */
const p = apiPaths.forecast;

export type ForecastGrid = ApiData<'get', typeof p.get>;
export type ForecastPart = ForecastGrid['Parts'][number];
export type ForecastCellData = ForecastPart['Cells'][number];
export type CommitBucket = NonNullable<ApiBody<'post', typeof p.commit>['Buckets']>[number];
export type Waterfall = ApiData<'get', typeof p.waterfall>;

export const forecastApi = {
  get: async (query: { vendor?: string; id?: number }, signal?: AbortSignal) =>
    (await api.get(p.get, { query, signal, silent: true })).data,
  commit: async (ID: number, Buckets: CommitBucket[]) =>
    (await api.post(p.commit, { ID, Buckets }, { silent: true })).data,
  waterfall: async (query: { vendor?: string; part: string }, signal?: AbortSignal) =>
    (await api.get(p.waterfall, { query, signal, silent: true })).data,
};

export const forecastKey = (vendor: string | null) => ['forecast', vendor ?? 'own'] as const;
