import type { Db } from '../../platform/db.ts';
import { lastTwelveMonths, type ScorecardScope, scorecardTotals } from './scorecard.repository.ts';

export type ScorecardRate = {
  KEY: string;
  NAME: string;
  ON_TIME_RATE: number | null;
  FILL_RATE: number | null;
  RECEIVED_LINES: number;
};

/**
 * The scorecard over the order lines due in the last 12 months up to today: per vendor for staff, per month for
 * a vendor (its own only: the scope comes from the session).
 */
export async function recentRates(
  db: Db,
  scope: ScorecardScope,
): Promise<{ BY: 'vendor' | 'month'; ROWS: ScorecardRate[] }> {
  const by = scope.vendorCode === null ? 'vendor' : 'month';
  const { from, to } = await lastTwelveMonths(db);
  const rows = await scorecardTotals(db, scope, by, from, to);
  return {
    BY: by,
    ROWS: rows.map((r) => ({
      KEY: r.key,
      NAME: r.name,
      ON_TIME_RATE: r.on_time_rate === null ? null : Number(r.on_time_rate),
      FILL_RATE: r.fill_rate === null ? null : Number(r.fill_rate),
      RECEIVED_LINES: r.received_lines,
    })),
  };
}
