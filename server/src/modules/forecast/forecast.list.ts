import { forecastVersionStateLabels, forecastZoneLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { defineList } from '../../platform/list/list-definition.ts';

/** Rows a caller may list: its organisation's; a vendor only its own. */
const scope = (s: Scope) =>
  s.vendorCode
    ? sql`fv.org_id = ${s.orgId} and fv.vendor_code = ${s.vendorCode}`
    : sql`fv.org_id = ${s.orgId}`;

/**
 * Forecast commitments (ForecastCommitment/LoadData, the buyer's screen): every bucket of a vendor's current version
 * committed below demand in the firm or trade-off zone, the largest shortfall first, with the vendor's reason.
 */
export const forecastCommitmentList = defineList({
  route: screens.ForecastCommitment.path,
  title: { 'zh-chs': '预测承诺', en: 'Forecast commitments' },
  table: 'forecast_bucket',
  from: sql`forecast_bucket fb
    join forecast_version fv on fv.id = fb.version_id and fv.state = 'committed'
    left join vendor v on v.org_id = fv.org_id and v.vendor_code = fv.vendor_code
    left join part p on p.org_id = fv.org_id and p.part_no = fb.part_no`,
  scope: (s) => sql`${scope(s)} and fb.committed < fb.quantity and fb.zone <> 'forecast'`,
  columns: [
    {
      field: 'ID',
      sql: "fb.version_id || '/' || fb.part_no || '/' || fb.period",
      kind: 'text',
      hidden: true,
    },
    { field: 'FORECAST_ZONE', sql: 'fb.zone', kind: 'text', width: 90, labels: forecastZoneLabels },
    { field: 'VENDOR_CODE', sql: 'fv.vendor_code', kind: 'text', width: 100 },
    { field: 'PART_NO', sql: 'fb.part_no', kind: 'text', width: 130 },
    { field: 'FORECAST_PERIOD', sql: 'fb.period', kind: 'text', width: 100 },
    { field: 'DEMAND_QTY', sql: 'fb.quantity', kind: 'decimal', width: 110 },
    { field: 'COMMITTED_QTY', sql: 'fb.committed', kind: 'decimal', width: 110 },
    { field: 'SHORTFALL_QTY', sql: 'fb.quantity - fb.committed', kind: 'decimal', width: 110 },
    { field: 'SHORTFALL_REASON', sql: 'fb.reason', kind: 'text', width: 220 },
    { field: 'VENDOR_NAME', sql: 'coalesce(v.vendor_name, fv.vendor_code)', kind: 'text', width: 180 },
    { field: 'PART_NAME', sql: 'p.part_name', kind: 'text', width: 160 },
    { field: 'PERIOD_START', sql: 'fb.period_start', kind: 'date', width: 110 },
    { field: 'FORECAST_VERSION', sql: 'fv.version_no', kind: 'int', width: 100 },
    {
      field: 'FORECAST_STATE',
      sql: 'fv.state',
      kind: 'text',
      width: 100,
      labels: forecastVersionStateLabels,
      hidden: true,
    },
    { field: 'COMMITTED_BY', sql: 'fv.committed_by', kind: 'text', width: 100 },
    { field: 'COMMITTED_AT', sql: 'fv.committed_at', kind: 'datetime', width: 170 },
  ],
  defaultSort: { field: 'SHORTFALL_QTY', desc: true },
  key: 'ID',
});
