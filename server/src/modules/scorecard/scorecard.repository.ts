import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { scorecardMonths } from './scorecard.list.ts';

export type ScorecardScope = { orgId: number; vendorCode: string | null };

export type ScorecardTotal = {
  key: string;
  name: string;
  on_time_rate: string | null;
  fill_rate: string | null;
  received_lines: number;
};

/**
 * The scorecard's rates over the months `fromMonth`..`toMonth` (`YYYY-MM`, the order lines' due months), summed from
 * the same monthly counts the list shows: per vendor (named) or per month.
 */
export async function scorecardTotals(
  db: Db,
  scope: ScorecardScope,
  by: 'vendor' | 'month',
  fromMonth: string,
  toMonth: string,
): Promise<ScorecardTotal[]> {
  const key = by === 'vendor' ? sql`sc.vendor_code` : sql`sc.month`;
  const name = by === 'vendor' ? sql`coalesce(max(v.vendor_name), sc.vendor_code)` : sql`sc.month`;
  const { rows } = await sql<ScorecardTotal>`
    select ${key} as key, ${name} as name,
           case when sum(sc.received_lines) = 0 then null
                else round(100.0 * sum(sc.on_time_lines) / sum(sc.received_lines), 1)::text end as on_time_rate,
           case when sum(sc.ordered_qty) = 0 then null
                else round(100.0 * sum(sc.received_qty) / sum(sc.ordered_qty), 1)::text end as fill_rate,
           sum(sc.received_lines)::int as received_lines
      from ${scorecardMonths} sc
      left join vendor v on v.org_id = sc.org_id and v.vendor_code = sc.vendor_code
     where sc.org_id = ${scope.orgId}
       and (${scope.vendorCode}::text is null or sc.vendor_code = ${scope.vendorCode})
       and sc.month between ${fromMonth} and ${toMonth} and sc.order_lines > 0
     group by ${key}
     order by ${key}`.execute(db);
  return rows;
}

/** The database's current month and the month 11 months before it (`YYYY-MM`). */
export async function lastTwelveMonths(db: Db): Promise<{ from: string; to: string }> {
  const { rows } = await sql<{ from: string; to: string }>`
    select to_char(current_date - interval '11 months', 'YYYY-MM') as "from",
           to_char(current_date, 'YYYY-MM') as "to"`.execute(db);
  return rows[0]!;
}

/**
 * The days late of a vendor's receipts since `since` (YYYY-MM-DD), one row per received line of a delivery or
 * outsourced note (state received), with its part: receipt day − its order line's due day, as the scorecard's on-time
 * rate counts them (negative: early). The forecast's risk figures rest on them (issue #48).
 */
export async function receiptLateness(
  db: Db,
  orgId: number,
  vendorCode: string,
  since: string,
): Promise<{ part_no: string; days: number }[]> {
  const { rows } = await sql<{ part_no: string; days: number }>`
    select ol.part_no, (dn.received_at::date - ol.due_date)::int as days
      from delivery_line dl
      join delivery_note dn on dn.id = dl.note_id
      join order_line ol on ol.id = dl.order_line_id
     where dn.org_id = ${orgId} and dn.vendor_code = ${vendorCode} and dn.note_kind in ('DN', 'OS')
       and dn.status = 5 and dl.received_qty is not null and dn.received_at >= ${since}::date`.execute(db);
  return rows;
}
