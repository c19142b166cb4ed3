import type { ForecastVersionState, ForecastZone } from '@srm/contract';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** The forecast module's SQL (issue #48): its own tables only. */

export type ForecastSettingRow = { firm_weeks: number; tradeoff_weeks: number };
/** Without a saved setting: 4 weeks firm, trade-off up to 12. */
export const defaultSetting: ForecastSettingRow = { firm_weeks: 4, tradeoff_weeks: 12 };

export async function findSetting(db: Db, orgId: number): Promise<ForecastSettingRow | undefined> {
  return db
    .selectFrom('forecast_setting')
    .select(['firm_weeks', 'tradeoff_weeks'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export async function saveSetting(db: Db, orgId: number, setting: ForecastSettingRow, by: string) {
  await db
    .insertInto('forecast_setting')
    .values({ org_id: orgId, ...setting, updated_by: by })
    .onConflict((oc) =>
      oc.column('org_id').doUpdateSet({ ...setting, updated_by: by, updated_at: new Date() }),
    )
    .execute();
}

/** Pushes of one organisation take turns, so "older than the last published" holds under concurrent pushes. */
export async function lockForecasts(trx: Db, orgId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('srm.forecast'), ${orgId})`.execute(trx);
}

export type VersionRow = {
  id: number;
  vendor_code: string;
  version_no: number;
  state: ForecastVersionState;
  body_hash: string;
  firm_until: string;
  tradeoff_until: string;
  parts: number;
  buckets: number;
  shortfalls: number;
  published_by: string;
  published_at: Date;
  committed_by: string | null;
  committed_at: Date | null;
};

const versionColumns = [
  'id',
  'vendor_code',
  'version_no',
  'state',
  'body_hash',
  sql<string>`to_char(firm_until, 'YYYY-MM-DD')`.as('firm_until'),
  sql<string>`to_char(tradeoff_until, 'YYYY-MM-DD')`.as('tradeoff_until'),
  'parts',
  'buckets',
  'shortfalls',
  'published_by',
  'published_at',
  'committed_by',
  'committed_at',
] as const;

/** Each vendor's newest version (by number). */
export async function latestVersions(
  db: Db,
  orgId: number,
  vendorCodes: readonly string[],
): Promise<VersionRow[]> {
  if (vendorCodes.length === 0) return [];
  return (await db
    .selectFrom('forecast_version')
    .distinctOn('vendor_code')
    .select(versionColumns)
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', anyOf(vendorCodes, 'text'))
    .orderBy('vendor_code')
    .orderBy('version_no', 'desc')
    .execute()) as VersionRow[];
}

/** The versions named by vendor and number that exist (a push sent again). */
export async function versionsByNumber(
  db: Db,
  orgId: number,
  keys: readonly { vendor: string; no: number }[],
): Promise<VersionRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select v.id from forecast_version v
      join unnest(${keys.map((k) => k.vendor)}::text[], ${keys.map((k) => k.no)}::int[]) as k(vendor_code, version_no)
        on k.vendor_code = v.vendor_code and k.version_no = v.version_no
     where v.org_id = ${orgId}`.execute(db);
  if (rows.length === 0) return [];
  return (await db
    .selectFrom('forecast_version')
    .select(versionColumns)
    .where(
      'id',
      '=',
      anyOf(
        rows.map((r) => r.id),
        'integer',
      ),
    )
    .execute()) as VersionRow[];
}

/** A version in the caller's scope (a vendor: only its own); by id, or the vendor's newest. */
export async function findVersion(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number | null,
  lock = false,
): Promise<VersionRow | undefined> {
  let q = db.selectFrom('forecast_version').select(versionColumns).where('org_id', '=', orgId);
  if (vendorCode) q = q.where('vendor_code', '=', vendorCode);
  q = id === null ? q.orderBy('version_no', 'desc').limit(1) : q.where('id', '=', id);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as VersionRow | undefined;
}

/** The version published before `versionNo` for the vendor (what the grid compares with). */
export async function previousVersion(
  db: Db,
  orgId: number,
  vendorCode: string,
  versionNo: number,
): Promise<{ id: number; version_no: number } | undefined> {
  return db
    .selectFrom('forecast_version')
    .select(['id', 'version_no'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('version_no', '<', versionNo)
    .orderBy('version_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A vendor's versions, oldest first (the waterfall's rows). */
export async function versionsOf(db: Db, orgId: number, vendorCode: string): Promise<VersionRow[]> {
  return (await db
    .selectFrom('forecast_version')
    .select(versionColumns)
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .orderBy('version_no')
    .execute()) as VersionRow[];
}

export type NewVersion = {
  vendor_code: string;
  version_no: number;
  source: 'erp' | 'excel';
  body_hash: string;
  firm_until: string;
  tradeoff_until: string;
  parts: number;
  buckets: number;
  published_by: string;
};

export async function insertVersions(
  trx: Db,
  orgId: number,
  versions: readonly NewVersion[],
): Promise<{ id: number; vendor_code: string; version_no: number }[]> {
  if (versions.length === 0) return [];
  return trx
    .insertInto('forecast_version')
    .values(versions.map((v) => ({ org_id: orgId, ...v })))
    .returning(['id', 'vendor_code', 'version_no'])
    .execute();
}

/** Every earlier version of the vendors that are not the ones just published is superseded. */
export async function supersede(
  trx: Db,
  orgId: number,
  keep: readonly number[],
  vendorCodes: readonly string[],
) {
  if (keep.length === 0) return;
  await trx
    .updateTable('forecast_version')
    .set({ state: 'superseded' })
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', anyOf(vendorCodes, 'text'))
    .where('state', '<>', 'superseded')
    .where(sql<boolean>`id <> all(${keep}::int[])`)
    .execute();
}

export type NewBucket = {
  versionId: number;
  partNo: string;
  period: string;
  start: string;
  end: string;
  zone: ForecastZone;
  qty: string;
};

/** The buckets of the versions just published, in one statement (arrays bound as parameters). */
export async function insertBuckets(trx: Db, buckets: readonly NewBucket[]): Promise<void> {
  if (buckets.length === 0) return;
  await sql`
    insert into forecast_bucket (version_id, part_no, period, period_start, period_end, zone, quantity)
    select * from unnest(${buckets.map((b) => b.versionId)}::int[], ${buckets.map((b) => b.partNo)}::text[],
                         ${buckets.map((b) => b.period)}::text[], ${buckets.map((b) => b.start)}::date[],
                         ${buckets.map((b) => b.end)}::date[], ${buckets.map((b) => b.zone)}::text[],
                         ${buckets.map((b) => b.qty)}::numeric[])`.execute(trx);
}

export type BucketRow = {
  version_id: number;
  part_no: string;
  period: string;
  start: string;
  end: string;
  zone: ForecastZone;
  quantity: string;
  committed: string | null;
  reason: string | null;
};

/** The buckets of versions (a part's only, when named), by part and start; quantities without trailing zeros. */
export async function bucketsOf(
  db: Db,
  versionIds: readonly number[],
  partNo: string | null = null,
): Promise<BucketRow[]> {
  if (versionIds.length === 0) return [];
  const { rows } = await sql<BucketRow>`
    select version_id, part_no, period, to_char(period_start, 'YYYY-MM-DD') as start,
           to_char(period_end, 'YYYY-MM-DD') as "end", zone, trim_scale(quantity)::text as quantity,
           trim_scale(committed)::text as committed, reason
      from forecast_bucket
     where version_id = any(${versionIds}::int[]) ${partNo === null ? sql`` : sql`and part_no = ${partNo}`}
     order by part_no, period_start, version_id`.execute(db);
  return rows;
}

/**
 * The vendor's commitment to a version: every bucket as published, then the named ones at their quantity and
 * reason; returns how many buckets of the firm and trade-off zones are now below demand.
 */
export async function commitBuckets(
  trx: Db,
  versionId: number,
  answers: readonly { partNo: string; start: string; qty: string; reason: string | null }[],
): Promise<number> {
  await sql`update forecast_bucket set committed = quantity, reason = null where version_id = ${versionId}`.execute(
    trx,
  );
  if (answers.length)
    await sql`
      update forecast_bucket b set committed = a.qty, reason = a.reason
        from unnest(${answers.map((a) => a.partNo)}::text[], ${answers.map((a) => a.start)}::date[],
                    ${answers.map((a) => a.qty)}::numeric[], ${answers.map((a) => a.reason)}::text[])
             as a(part_no, period_start, qty, reason)
       where b.version_id = ${versionId} and b.part_no = a.part_no and b.period_start = a.period_start`.execute(
      trx,
    );
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from forecast_bucket
     where version_id = ${versionId} and committed < quantity and zone <> 'forecast'`.execute(trx);
  return rows[0]?.n ?? 0;
}

export async function markCommitted(
  trx: Db,
  versionId: number,
  shortfalls: number,
  by: string,
): Promise<void> {
  await trx
    .updateTable('forecast_version')
    .set({ state: 'committed', shortfalls, committed_by: by, committed_at: new Date() })
    .where('id', '=', versionId)
    .execute();
}

export type ShortRow = {
  part_no: string;
  period: string;
  zone: 'firm' | 'tradeoff';
  quantity: string;
  committed: string;
  reason: string | null;
};

/** A version's largest shortfalls (below demand in the firm or trade-off zone), at most `limit`. */
export async function shortfallsOf(db: Db, versionId: number, limit: number): Promise<ShortRow[]> {
  const { rows } = await sql<ShortRow>`
    select part_no, period, zone, trim_scale(quantity)::text as quantity, trim_scale(committed)::text as committed,
           reason
      from forecast_bucket
     where version_id = ${versionId} and committed < quantity and zone <> 'forecast'
     order by quantity - committed desc, part_no, period_start
     limit ${limit}`.execute(db);
  return rows;
}
