import { riskMinPartReceipts, riskWindowDays, screens } from '@srm/contract';
import { sql } from 'kysely';
import { orderLineColumns } from '../../platform/list/list-columns.ts';
import { defineList, ownRows } from '../../platform/list/list-definition.ts';

/**
 * The days late of every receipt in the risk window, as the scorecard face `receiptLateness` (which the forecast
 * grid's RISK reads) counts them: a received line of a delivery or outsourced note, its receipt day − its order line's
 * due day. The window starts at the UTC date `riskWindowDays` ago, the day `risksOf` computes in JavaScript, so the
 * list and the grid rest on the same receipts.
 */
const receiptDays = sql`
  select dn.org_id, dn.vendor_code, rol.part_no, (dn.received_at::date - rol.due_date) as days
    from delivery_line dl
    join delivery_note dn on dn.id = dl.note_id
    join order_line rol on rol.id = dl.order_line_id
   where dn.note_kind in ('DN', 'OS') and dn.status = 5 and dl.received_qty is not null
     and dn.received_at >= (now() at time zone 'UTC')::date - ${sql.lit(riskWindowDays)}`;

/**
 * Contract `lateRisk` in SQL over receipts grouped by `keys`: how many, the share late in whole per cent (round half
 * up, as Math.round on a positive share) and the nearest-rank p50 / p80 of the days late with early counted as 0
 * (`percentile_disc` takes the value at rank ⌈p·n⌉, computed in float8 as the contract computes it).
 */
const riskOf = (keys: string) => sql`
  select r.org_id, r.vendor_code${sql.raw(keys)}, count(*)::int as receipts,
         round(100.0 * count(*) filter (where r.days > 0) / count(*))::int as late_pct,
         percentile_disc(0.5) within group (order by greatest(r.days, 0)) as p50,
         percentile_disc(0.8) within group (order by greatest(r.days, 0)) as p80
    from (${receiptDays}) r
   group by r.org_id, r.vendor_code${sql.raw(keys)}`;

/** The basis a line's figures rest on: its part's receipts when there are enough (`rp` joins only then), else its vendor's. */
const basis =
  "(case when rp.receipts is not null then 'part' when rv.receipts is not null then 'vendor' else 'none' end)";
const openQty = '(ol.ordered_qty - ol.qty_delivered)';
const figure = (column: string) => `coalesce(rp.${column}, rv.${column})`;

/**
 * At risk (AtRisk/LoadData, issue #48, PRODUCT §16): every open order line with something left to deliver, with the
 * chance it arrives late and by how many days from the vendor's (with enough receipts, the part's) own history, and
 * the exposure open qty × p80 days, the largest first. The figures are computed in the list's query, so sorting,
 * filtering and paging stay in SQL.
 *
 * Two grouped subqueries rather than one CTE read twice: a CTE referenced twice is materialised for every
 * organisation, whereas the scope's organisation (and a vendor's code) on `ol` reaches into each subquery's grouping
 * through the join, so a page reads only its organisation's receipts. Both are unique on their join keys (and `rp`
 * joins only a part with `riskMinPartReceipts`), so every order line is one row and a page sorted and filtered by
 * order line columns is cut before the joins (ListDefinition.driving).
 */
export const atRiskList = defineList({
  route: screens.AtRisk.path,
  title: { 'zh-chs': screens.AtRisk.zh, en: screens.AtRisk.en },
  table: 'order_line',
  from: sql`order_line ol
    left join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
    left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join (${riskOf(', r.part_no')}) rp
      on rp.org_id = ol.org_id and rp.vendor_code = ol.vendor_code and rp.part_no = ol.part_no
     and rp.receipts >= ${sql.lit(riskMinPartReceipts)}
    left join (${riskOf('')}) rv on rv.org_id = ol.org_id and rv.vendor_code = ol.vendor_code`,
  driving: { from: sql`order_line ol`, alias: 'ol' },
  // A vendor (a downstream one too) sees only its own vendor code's lines; staff every line of the organisation.
  scope: (s) => sql`${ownRows('ol', s)} and ol.status = 'open' and ol.ordered_qty > ol.qty_delivered`,
  // What a buyer scans first — the exposure and the risk in words — then whose line it is, then the figures apart.
  columns: [
    { field: 'ID', sql: 'ol.id', kind: 'int', hidden: true },
    ...orderLineColumns(true).slice(0, 2),
    { field: 'EXPOSURE', sql: `(${openQty} * ${figure('p80')})`, kind: 'decimal', width: 130 },
    // Wide enough for the page's one-phrase figure ("58 % late · p50 1 d · p80 4 d"), not cut.
    { field: 'LATE_PCT', sql: figure('late_pct'), kind: 'int', width: 230 },
    { field: 'DUE_DATE', sql: 'ol.due_date', kind: 'date', width: 110 },
    { field: 'OPEN_QTY', sql: openQty, kind: 'decimal', width: 110 },
    ...orderLineColumns(true).slice(2),
    { field: 'RISK_BASIS', sql: basis, kind: 'text', width: 100 },
    { field: 'RISK_RECEIPTS', sql: 'coalesce(rp.receipts, rv.receipts, 0)', kind: 'int', width: 100 },
    { field: 'P50_DAYS', sql: figure('p50'), kind: 'int', width: 110 },
    { field: 'P80_DAYS', sql: figure('p80'), kind: 'int', width: 110 },
  ],
  defaultSort: { field: 'EXPOSURE', desc: true },
  key: 'ID',
});
