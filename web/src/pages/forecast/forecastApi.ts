import { apiPaths, type ForecastCell, type LateRisk } from '@srm/contract';
import { type ApiBody, type ApiData, api } from '../../platform/api.ts';

/**
 * The forecast calls (server/src/modules/forecast/forecast.routes.ts). Every call is silent: a refusal (the server's
 * message in the user's language) is shown where the user acted.
 */
const p = apiPaths.forecast;

type Answer = ApiData<'get', typeof p.get>;
export type ForecastCellData = ForecastCell;
/** A part of the grid with its buckets as cells, in period order (those it lacks left out). */
export type ForecastPart = {
  PART_NO: string;
  PART_NAME: string | null;
  RISK: LateRisk;
  Cells: ForecastCell[];
};
export type ForecastGrid = Omit<Answer, 'Parts'> & { Parts: ForecastPart[] };

/** The server sends each part's figures as columns aligned with the periods; the grid reads cells. */
export function cellsOf(answer: Answer): ForecastGrid {
  const periods = answer.Periods;
  return {
    ...answer,
    Parts: answer.Parts.map((part) => ({
      PART_NO: part.PART_NO,
      PART_NAME: part.PART_NAME,
      RISK: part.RISK,
      Cells: periods.flatMap((period, i) => {
        const qty = part.QTY[i];
        if (qty === null || qty === undefined) return [];
        return [
          {
            PERIOD: period.PERIOD,
            START: period.START,
            ZONE: period.ZONE,
            QTY: qty,
            PREVIOUS: part.PREVIOUS ? (part.PREVIOUS[i] ?? null) : null,
            COMMITTED: part.COMMITTED[i] ?? null,
            REASON: part.REASON[i] ?? null,
          },
        ];
      }),
    })),
  };
}
export type CommitBucket = NonNullable<ApiBody<'post', typeof p.commit>['Buckets']>[number];
export type Waterfall = ApiData<'get', typeof p.waterfall>;

export const forecastApi = {
  get: async (query: { vendor?: string; id?: number }, signal?: AbortSignal) =>
    cellsOf((await api.get(p.get, { query, signal, silent: true })).data),
  commit: async (ID: number, Buckets: CommitBucket[]) =>
    (await api.post(p.commit, { ID, Buckets }, { silent: true })).data,
  waterfall: async (query: { vendor?: string; part: string }, signal?: AbortSignal) =>
    (await api.get(p.waterfall, { query, signal, silent: true })).data,
};

export const forecastKey = (vendor: string | null) => ['forecast', vendor ?? 'own'] as const;
