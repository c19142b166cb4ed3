import { createHash } from 'node:crypto';
import {
  type BatchResult,
  type ForecastCommitBody,
  type ForecastPeriod,
  type ForecastVersionPush,
  type ForecastVersionSummary,
  type ForecastView,
  type ForecastWaterfall,
  type Language,
  lateRisk,
  parsePeriod,
  type RowError,
  riskWindowDays,
  zoneBinds,
  zoneBoundaries,
  zoneOf,
} from '@srm/contract';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { decimalText, exact } from '../../platform/money.ts';
import { writeAudit } from '../audit/index.ts';
import { partNames } from '../integration/index.ts';
import { receiptLateness } from '../scorecard/index.ts';
import { existingVendorCodes, findVendorMaster } from '../vendor/index.ts';
import * as repo from './forecast.repository.ts';
import { vendorOf } from './forecast-scope.ts';
import { quantityText, Refusals } from './push-refusals.ts';

/**
 * Forecasts (issue #48, PRODUCT §16). The ERP publishes each vendor's demand as numbered versions of weekly or
 * monthly buckets per part; a push is all or none (every bad bucket named), and the same version sent again changes
 * nothing. The vendor reads the newest version beside the one before and commits to it: every bucket as published,
 * or below demand with a reason where the bucket is firm or in trade-off (a shortfall).
 */

const today = () => new Date().toISOString().slice(0, 10);
export type ForecastEvents = EventPublisher<'forecast'>;
/** The shortfalls a `forecast.shortfall` event names (its count says how many there are). */
const shortfallsNamed = 50;
/** The same demand hashes the same whatever the order of its buckets and however its quantities are written. */
function hashOf(v: ForecastVersionPush): string {
  const buckets = v.Buckets.map((b) => `${b.PART_NO}\u0000${b.PERIOD}\u0000${quantityText(b.QTY)}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([v.VENDOR_CODE, v.VERSION, buckets]))
    .digest('hex');
}

const periods = new Map<string, ForecastPeriod | null>();
/** Parsed once per text (a push repeats the same 26 periods for every part). */
function periodOf(text: string): ForecastPeriod | null {
  let period = periods.get(text);
  if (period === undefined) {
    period = parsePeriod(text);
    if (periods.size < 10_000) periods.set(text, period);
  }
  return period;
}

type Checked = { period: ForecastPeriod; partNo: string; qty: string };

/** A version's buckets checked: each period exists, and no two of a part overlap. */
function checkBuckets(v: ForecastVersionPush, row: number, ref: string, refusals: Refusals): Checked[] {
  const byPart = new Map<string, Checked[]>();
  for (const b of v.Buckets) {
    const period = periodOf(b.PERIOD);
    if (!period) {
      refusals.add(row, ref, 'forecast.badPeriod', { part: b.PART_NO, period: b.PERIOD });
      continue;
    }
    const list = byPart.get(b.PART_NO) ?? [];
    list.push({ period, partNo: b.PART_NO, qty: quantityText(b.QTY) });
    byPart.set(b.PART_NO, list);
  }
  const checked: Checked[] = [];
  for (const [part, list] of byPart) {
    list.sort((a, b) => (a.period.start < b.period.start ? -1 : a.period.start > b.period.start ? 1 : 0));
    for (const [i, b] of list.entries()) {
      const before = list[i - 1];
      if (before && before.period.end >= b.period.start)
        refusals.add(row, ref, 'forecast.overlap', {
          part,
          period: b.period.text,
          other: before.period.text,
        });
      checked.push(b);
    }
  }
  return checked;
}

export async function settingOf(db: Db, orgId: number): Promise<repo.ForecastSettingRow> {
  return (await repo.findSetting(db, orgId)) ?? repo.defaultSetting;
}

type Fresh = { version: repo.NewVersion; buckets: Checked[] };
type Known = {
  vendors: Set<string>;
  latest: Map<string, repo.VersionRow>;
  existing: Map<string, repo.VersionRow>;
};
const versionKey = (vendor: string, no: number) => `${vendor}\u0000${no}`;

/** What the organisation already has of the pushed vendors: which exist, their newest versions, the same versions. */
async function knownOf(trx: Db, orgId: number, versions: readonly ForecastVersionPush[]): Promise<Known> {
  const codes = [...new Set(versions.map((v) => v.VENDOR_CODE))];
  const vendors = await existingVendorCodes(trx, orgId, codes);
  const latest = new Map((await repo.latestVersions(trx, orgId, codes)).map((v) => [v.vendor_code, v]));
  const same = await repo.versionsByNumber(
    trx,
    orgId,
    versions.map((v) => ({ vendor: v.VENDOR_CODE, no: v.VERSION })),
  );
  return {
    vendors,
    latest,
    existing: new Map(same.map((v) => [versionKey(v.vendor_code, v.version_no), v])),
  };
}

/** Each pushed version: new (its buckets checked), the same again (unchanged), or refused with its reason. */
function sortVersions(
  versions: readonly ForecastVersionPush[],
  known: Known,
  refusals: Refusals,
  makeVersion: (v: ForecastVersionPush, hash: string, buckets: Checked[]) => repo.NewVersion,
): { fresh: Fresh[]; unchanged: number } {
  const seen = new Set<string>();
  const fresh: Fresh[] = [];
  let unchanged = 0;
  for (const [index, v] of versions.entries()) {
    const row = index + 1;
    const ref = `${v.VENDOR_CODE}/${v.VERSION}`;
    const key = versionKey(v.VENDOR_CODE, v.VERSION);
    const hash = hashOf(v);
    const before = known.existing.get(key);
    const newest = known.latest.get(v.VENDOR_CODE);
    const params = { vendor: v.VENDOR_CODE, version: v.VERSION };
    if (!known.vendors.has(v.VENDOR_CODE)) refusals.add(row, ref, 'forecast.unknownVendor', params);
    else if (seen.has(key)) refusals.add(row, ref, 'forecast.versionTwice', params);
    else if (before?.body_hash === hash) unchanged++;
    else if (before) refusals.add(row, ref, 'forecast.versionChanged', params);
    else if (newest && newest.version_no > v.VERSION)
      refusals.add(row, ref, 'forecast.versionOlder', { ...params, last: newest.version_no });
    else {
      const buckets = checkBuckets(v, row, ref, refusals);
      fresh.push({ version: makeVersion(v, hash, buckets), buckets });
    }
    seen.add(key);
  }
  return { fresh, unchanged };
}

/** Writes the new versions and their buckets (zones from `bounds`); each vendor's highest supersedes the rest. */
async function publishVersions(
  trx: Db,
  orgId: number,
  fresh: readonly Fresh[],
  bounds: { firmUntil: string; tradeoffUntil: string },
): Promise<number[]> {
  const inserted = await repo.insertVersions(
    trx,
    orgId,
    fresh.map((f) => f.version),
  );
  const idOf = new Map(inserted.map((v) => [versionKey(v.vendor_code, v.version_no), v.id]));
  const ids = fresh.map((f) => idOf.get(versionKey(f.version.vendor_code, f.version.version_no))!);
  await repo.insertBuckets(
    trx,
    fresh.flatMap((f, i) =>
      f.buckets.map((b) => ({
        versionId: ids[i]!,
        partNo: b.partNo,
        period: b.period.text,
        start: b.period.start,
        end: b.period.end,
        zone: zoneOf(b.period.start, bounds),
        qty: b.qty,
      })),
    ),
  );
  // Two new versions of one vendor in a batch: the higher is its newest.
  const highest = new Map<string, number>();
  for (const { version: v } of fresh)
    highest.set(v.vendor_code, Math.max(highest.get(v.vendor_code) ?? 0, v.version_no));
  const current = fresh
    .map((f, i) => ({ id: ids[i]!, vendor: f.version.vendor_code, no: f.version.version_no }))
    .filter((f) => highest.get(f.vendor) === f.no);
  await repo.supersede(
    trx,
    orgId,
    current.map((c) => c.id),
    current.map((c) => c.vendor),
  );
  return ids;
}

/**
 * `Integration/PushForecast`: versions of several vendors' demand. A version already published with the same
 * buckets is unchanged; with other buckets, or older than the vendor's newest, it is refused. Zones are fixed from the
 * organisation's boundaries and today's week; the vendor's earlier versions are superseded.
 */
export async function pushForecast(
  db: Db,
  events: ForecastEvents,
  caller: IntegrationCaller,
  versions: readonly ForecastVersionPush[],
  lang: Language,
  source: 'erp' | 'excel' = 'erp',
): Promise<BatchResult & { Errors?: RowError[] }> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    await repo.lockForecasts(trx, caller.orgId);
    const refusals = new Refusals(lang);
    const known = await knownOf(trx, caller.orgId, versions);
    const setting = await settingOf(trx, caller.orgId);
    const bounds = zoneBoundaries(today(), setting.firm_weeks, setting.tradeoff_weeks);
    const by = `${source}:${caller.name}`.slice(0, 64);
    const { fresh, unchanged } = sortVersions(versions, known, refusals, (v, hash, buckets) => ({
      vendor_code: v.VENDOR_CODE,
      version_no: v.VERSION,
      source,
      body_hash: hash,
      firm_until: bounds.firmUntil,
      tradeoff_until: bounds.tradeoffUntil,
      parts: new Set(buckets.map((b) => b.partNo)).size,
      buckets: buckets.length,
      published_by: by,
    }));
    if (refusals.count) refusals.refuse();
    const ids = await publishVersions(trx, caller.orgId, fresh, bounds);
    await events.publishMany(
      trx,
      'forecast.published',
      fresh.map((f, i) => ({
        orgId: caller.orgId,
        entityId: ids[i]!,
        payload: {
          versionId: ids[i]!,
          vendorCode: f.version.vendor_code,
          version: f.version.version_no,
          parts: f.version.parts,
          buckets: f.version.buckets,
          shortfalls: 0,
          by,
        },
      })),
    );
    if (fresh.length)
      await writeAudit(
        trx,
        { orgId: caller.orgId, userId: null, userName: by },
        {
          action: 'publish',
          entity: 'forecast_version',
          entityId: null,
          after: {
            versions: fresh.map((f) => [f.version.vendor_code, f.version.version_no, f.version.buckets]),
          },
        },
      );
    return { Created: fresh.length, Updated: 0, Unchanged: unchanged };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(v: repo.VersionRow): ForecastVersionSummary {
  return {
    ID: v.id,
    VENDOR_CODE: v.vendor_code,
    VERSION: v.version_no,
    STATE: v.state,
    PUBLISHED_AT: v.published_at.toISOString(),
    PUBLISHED_BY: v.published_by,
    FIRM_UNTIL: v.firm_until,
    TRADEOFF_UNTIL: v.tradeoff_until,
    COMMITTED_AT: iso(v.committed_at),
    COMMITTED_BY: v.committed_by,
    SHORTFALLS: v.shortfalls,
  };
}

/**
 * The grid of a version's buckets: its periods in order, and per part its figures as columns aligned with them, the
 * previous version's beside (a bucket it did not have was 0 there). Quantities come without trailing zeros (SQL).
 */
function gridOf(rows: readonly repo.BucketRow[], versionId: number, hasPrevious: boolean) {
  const periods = new Map<string, ForecastView['Periods'][number]>();
  for (const r of rows)
    if (r.version_id === versionId && !periods.has(r.period))
      periods.set(r.period, { PERIOD: r.period, START: r.start, END: r.end, ZONE: r.zone });
  const ordered = [...periods.values()].sort((a, b) => (a.START < b.START ? -1 : 1));
  const column = new Map(ordered.map((p, i) => [p.START, i]));
  const empty = () => ordered.map((): string | null => null);
  const parts = new Map<string, ForecastView['Parts'][number]>();
  const partOf = (partNo: string) => {
    let part = parts.get(partNo);
    if (!part) {
      part = {
        PART_NO: partNo,
        PART_NAME: null,
        RISK: { BASIS: 'none', RECEIPTS: 0, LATE_PCT: null, P50: null, P80: null },
        QTY: empty(),
        PREVIOUS: hasPrevious ? empty() : null,
        COMMITTED: empty(),
        REASON: empty(),
      };
      parts.set(partNo, part);
    }
    return part;
  };
  for (const r of rows) {
    const i = column.get(r.start);
    if (r.version_id !== versionId) continue;
    const part = partOf(r.part_no);
    part.QTY[i!] = r.quantity;
    part.COMMITTED[i!] = r.committed;
    part.REASON[i!] = r.reason;
    if (part.PREVIOUS) part.PREVIOUS[i!] = '0';
  }
  if (hasPrevious)
    for (const r of rows) {
      const i = column.get(r.start);
      const part = parts.get(r.part_no);
      if (r.version_id !== versionId && i !== undefined && part?.QTY[i] != null)
        part.PREVIOUS![i] = r.quantity;
    }
  return { periods: ordered, parts };
}

/** Each part's late risk from the vendor's receipts of the last year (the part's own when it has enough). */
async function risksOf(db: Db, orgId: number, vendorCode: string) {
  const since = new Date(Date.now() - riskWindowDays * 86_400_000).toISOString().slice(0, 10);
  const receipts = await receiptLateness(db, orgId, vendorCode, since);
  const byPart = new Map<string, number[]>();
  for (const r of receipts) {
    const days = byPart.get(r.part_no) ?? [];
    days.push(r.days);
    byPart.set(r.part_no, days);
  }
  const all = receipts.map((r) => r.days);
  return (partNo: string) => lateRisk(byPart.get(partNo) ?? [], all);
}

/**
 * `Forecast/Get`: a version (the newest by default) as the grid shows it — every period, every part with its demand,
 * the previous version's demand for the same bucket, and the commitment.
 */
export async function forecastView(
  db: Db,
  auth: AuthContext,
  query: { vendor?: string | undefined; id?: number | undefined },
): Promise<ForecastView> {
  const vendor = query.id === undefined ? vendorOf(auth, query.vendor) : auth.vendorCode;
  const version = await repo.findVersion(db, auth.orgId, vendor, query.id ?? null);
  if (!version) {
    if (query.id !== undefined) throw new AppError(404, 'forecast.notFound');
    if (vendor && !(await findVendorMaster(db, auth.orgId, vendor)))
      throw new AppError(404, 'forecast.unknownVendor', { vendor });
    return { Version: null, PREVIOUS_VERSION: null, Periods: [], Parts: [], ACTIONS: [] };
  }
  const previous = await repo.previousVersion(db, auth.orgId, version.vendor_code, version.version_no);
  const rows = await repo.bucketsOf(db, previous ? [version.id, previous.id] : [version.id]);
  const { periods, parts } = gridOf(rows, version.id, previous !== undefined);
  const names = await partNames(db, auth.orgId, [...parts.keys()]);
  const risks = await risksOf(db, auth.orgId, version.vendor_code);
  for (const part of parts.values()) {
    part.PART_NAME = names.get(part.PART_NO) ?? null;
    part.RISK = risks(part.PART_NO);
  }
  return {
    Version: summaryOf(version),
    PREVIOUS_VERSION: previous?.version_no ?? null,
    Periods: periods,
    Parts: [...parts.values()],
    ACTIONS: auth.vendorCode && version.state !== 'superseded' ? ['commit'] : [],
  };
}

/**
 * `Forecast/Commit`: the vendor commits to its newest version — every bucket as published but those it names; one
 * below demand in the firm or trade-off zone needs a reason (a shortfall). Committing again replaces the answer.
 */
export async function commitForecast(
  db: Db,
  events: ForecastEvents,
  auth: AuthContext,
  body: ForecastCommitBody,
): Promise<ForecastVersionSummary> {
  if (!auth.vendorCode) throw new AppError(403, 'forecast.onlyVendor');
  const vendor = auth.vendorCode;
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const version = await repo.findVersion(trx, auth.orgId, vendor, body.ID, true);
    if (!version) throw new AppError(404, 'forecast.notFound');
    if (version.state === 'superseded') {
      const latest = await repo.findVersion(trx, auth.orgId, vendor, null);
      throw new AppError(409, 'forecast.notCurrent', {
        version: version.version_no,
        latest: latest?.version_no ?? version.version_no,
      });
    }
    const buckets = new Map(
      (await repo.bucketsOf(trx, [version.id])).map((b) => [`${b.part_no}\u0000${b.period}`, b]),
    );
    const answers: { partNo: string; start: string; qty: string; reason: string | null }[] = [];
    const seen = new Set<string>();
    for (const a of body.Buckets) {
      const key = `${a.PART_NO}\u0000${a.PERIOD}`;
      const bucket = buckets.get(key);
      const params = { part: a.PART_NO, period: a.PERIOD };
      if (!bucket) throw new AppError(400, 'forecast.commitUnknownBucket', params);
      if (seen.has(key)) throw new AppError(400, 'forecast.commitTwice', params);
      seen.add(key);
      const below = exact(a.QTY).lt(bucket.quantity);
      const reason = a.REASON?.trim() || null;
      if (below && zoneBinds(bucket.zone) && !reason)
        throw new AppError(400, 'forecast.reasonNeeded', {
          ...params,
          zone: `forecast.zone.${bucket.zone}`,
          committed: decimalText(a.QTY),
          demand: decimalText(bucket.quantity),
        });
      answers.push({ partNo: a.PART_NO, start: bucket.start, qty: decimalText(a.QTY), reason });
    }
    const shortfalls = await repo.commitBuckets(trx, version.id, answers);
    await repo.markCommitted(trx, version.id, shortfalls, auth.userName);
    const after = (await repo.findVersion(trx, auth.orgId, vendor, version.id))!;
    await writeAudit(trx, auth, {
      action: 'commit',
      entity: 'forecast_version',
      entityId: version.id,
      after: {
        version: version.version_no,
        shortfalls,
        answers: answers.map((a) => [a.partNo, a.start, a.qty, a.reason]),
      },
    });
    await publishCommitment(trx, events, auth, after);
    return summaryOf(after);
  });
}

/** Tells of a commitment, and — below demand where it binds — of its shortfalls, the largest first. */
async function publishCommitment(trx: Db, events: ForecastEvents, auth: AuthContext, v: repo.VersionRow) {
  const base = { versionId: v.id, vendorCode: v.vendor_code, version: v.version_no, by: auth.userName };
  await events.publish(trx, 'forecast.committed', {
    orgId: auth.orgId,
    entityId: v.id,
    payload: { ...base, parts: v.parts, buckets: v.buckets, shortfalls: v.shortfalls },
  });
  if (v.shortfalls === 0) return;
  const short = await repo.shortfallsOf(trx, v.id, shortfallsNamed);
  await events.publish(trx, 'forecast.shortfall', {
    orgId: auth.orgId,
    entityId: v.id,
    payload: {
      ...base,
      shortfalls: v.shortfalls,
      buckets: short.map((b) => ({
        partNo: b.part_no,
        period: b.period,
        zone: b.zone,
        demand: b.quantity,
        committed: b.committed,
        reason: b.reason,
      })),
    },
  });
}

/** `Forecast/Waterfall`: how one part's demand moved — every version's quantity (and commitment) per bucket. */
export async function forecastWaterfall(
  db: Db,
  auth: AuthContext,
  query: { vendor?: string | undefined; part: string },
): Promise<ForecastWaterfall> {
  const vendor = vendorOf(auth, query.vendor);
  const versions = await repo.versionsOf(db, auth.orgId, vendor);
  const rows = await repo.bucketsOf(
    db,
    versions.map((v) => v.id),
    query.part,
  );
  const periods = [...new Map(rows.map((r) => [r.period, r.start])).entries()]
    .sort((a, b) => (a[1] < b[1] ? -1 : 1))
    .map(([p]) => p);
  const cell = new Map(rows.map((r) => [`${r.version_id}\u0000${r.period}`, r]));
  return {
    VENDOR_CODE: vendor,
    PART_NO: query.part,
    Periods: periods,
    Versions: versions
      .filter((v) => rows.some((r) => r.version_id === v.id))
      .map((v) => ({
        ID: v.id,
        VERSION: v.version_no,
        PUBLISHED_AT: v.published_at.toISOString(),
        QTY: periods.map((p) => {
          const r = cell.get(`${v.id}\u0000${p}`);
          return r ? decimalText(r.quantity) : null;
        }),
        COMMITTED: periods.map((p) => {
          const r = cell.get(`${v.id}\u0000${p}`);
          return r?.committed == null ? null : decimalText(r.committed);
        }),
      })),
  };
}

/** `ForecastSetting/Save`: the organisation's zone boundaries, for versions published from now on; audited. */
export async function saveSetting(
  db: Db,
  auth: AuthContext,
  input: { FIRM_WEEKS: number; TRADEOFF_WEEKS: number },
): Promise<{ FIRM_WEEKS: number; TRADEOFF_WEEKS: number }> {
  if (input.TRADEOFF_WEEKS < input.FIRM_WEEKS) throw new AppError(400, 'forecast.settingOrder');
  return inTransaction(db, async (trx) => {
    const before = await settingOf(trx, auth.orgId);
    const setting = { firm_weeks: input.FIRM_WEEKS, tradeoff_weeks: input.TRADEOFF_WEEKS };
    await repo.saveSetting(trx, auth.orgId, setting, auth.userName);
    await writeAudit(trx, auth, {
      action: 'save',
      entity: 'forecast_setting',
      entityId: 0,
      before,
      after: setting,
    });
    return { FIRM_WEEKS: setting.firm_weeks, TRADEOFF_WEEKS: setting.tradeoff_weeks };
  });
}
