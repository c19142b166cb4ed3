import { z } from 'zod';
import { quantity } from './delivery-note.ts';

/**
 * Forecasts (issue #48, PRODUCT §16): the ERP (or a buyer's upload) publishes a vendor's demand per part in weekly or
 * monthly buckets as numbered versions; each bucket falls in a zone — firm, trade-off or forecast — by how far its
 * start lies from the week it was published in (the organisation's two boundaries, in weeks). The vendor commits to
 * every bucket of the current version; a commitment below demand in the firm or trade-off zone needs a reason and is
 * a shortfall, shown to both sides.
 */

export const forecastZones = ['firm', 'tradeoff', 'forecast'] as const;
export type ForecastZone = (typeof forecastZones)[number];

export const forecastZoneLabels = {
  firm: { 'zh-chs': '冻结区', en: 'Firm' },
  tradeoff: { 'zh-chs': '协商区', en: 'Trade-off' },
  forecast: { 'zh-chs': '预测区', en: 'Forecast' },
} as const satisfies Record<ForecastZone, { 'zh-chs': string; en: string }>;

/** A version's states: published (waiting for the vendor), committed, superseded by a newer version. */
export const forecastVersionStates = ['published', 'committed', 'superseded'] as const;
export type ForecastVersionState = (typeof forecastVersionStates)[number];
export const forecastVersionStateLabels = {
  published: { 'zh-chs': '待承诺', en: 'To commit' },
  committed: { 'zh-chs': '已承诺', en: 'Committed' },
  superseded: { 'zh-chs': '已被取代', en: 'Superseded' },
} as const satisfies Record<ForecastVersionState, { 'zh-chs': string; en: string }>;

/** A bucket: an ISO week (`2026-W49`, Monday to Sunday) or a calendar month (`2026-12`); days as YYYY-MM-DD. */
export type ForecastPeriod = { kind: 'week' | 'month'; text: string; start: string; end: string };

const dayMs = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
/** Monday of ISO week 1: the week with the year's 4 January in it. */
const weekOneMonday = (year: number) => {
  const jan4 = utc(year, 1, 4);
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * dayMs;
};
/** 52 or 53: the ISO week of 28 December is the year's last. */
export const isoWeeksIn = (year: number) =>
  Math.round((weekOneMonday(year + 1) - weekOneMonday(year)) / (7 * dayMs));

/** The bucket a text names, or null when it names none (a malformed text, week 53 of a 52-week year, month 13). */
export function parsePeriod(text: string): ForecastPeriod | null {
  const week = /^(\d{4})-W(\d{2})$/.exec(text);
  if (week) {
    const [year, n] = [Number(week[1]), Number(week[2])];
    if (year < 2000 || n < 1 || n > isoWeeksIn(year)) return null;
    const start = weekOneMonday(year) + (n - 1) * 7 * dayMs;
    return { kind: 'week', text, start: dayText(start), end: dayText(start + 6 * dayMs) };
  }
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    if (year < 2000 || m < 1 || m > 12) return null;
    return { kind: 'month', text, start: dayText(utc(year, m, 1)), end: dayText(utc(year, m + 1, 0)) };
  }
  return null;
}

/** The ISO week a day (YYYY-MM-DD) falls in, as a period text. */
export function weekOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const thursday = ms + (3 - ((new Date(ms).getUTCDay() + 6) % 7)) * dayMs;
  const year = new Date(thursday).getUTCFullYear();
  const n = Math.floor((thursday - weekOneMonday(year)) / (7 * dayMs)) + 1;
  return `${year}-W${String(n).padStart(2, '0')}`;
}

/** The first day after the firm and after the trade-off zone of a version published on `day`. */
export function zoneBoundaries(day: string, firmWeeks: number, tradeoffWeeks: number) {
  const monday = Date.parse(`${parsePeriod(weekOf(day))!.start}T00:00:00Z`);
  return {
    firmUntil: dayText(monday + firmWeeks * 7 * dayMs),
    tradeoffUntil: dayText(monday + tradeoffWeeks * 7 * dayMs),
  };
}

/** A bucket's zone by its first day. */
export const zoneOf = (start: string, bounds: { firmUntil: string; tradeoffUntil: string }): ForecastZone =>
  start < bounds.firmUntil ? 'firm' : start < bounds.tradeoffUntil ? 'tradeoff' : 'forecast';

/** Whether a commitment below demand in this zone needs a reason and counts as a shortfall. */
export const zoneBinds = (zone: ForecastZone) => zone !== 'forecast';

// ── The ERP's push ───────────────────────────────────────────────────────────────────────────────────────────────────

export const forecastBucketPush = z.object({
  PART_NO: z.string().trim().min(1).max(64),
  /** `YYYY-Www` (ISO week) or `YYYY-MM` (month). */
  PERIOD: z.string().trim().max(8),
  QTY: quantity,
});
export const forecastVersionPush = z.object({
  VENDOR_CODE: z.string().trim().min(1).max(32),
  /** The ERP's version number for this vendor: each push a higher one; the same again changes nothing. */
  VERSION: z.number().int().positive().max(2_000_000_000),
  Buckets: z.array(forecastBucketPush).min(1).max(100_000),
});
export type ForecastVersionPush = z.output<typeof forecastVersionPush>;
export const pushForecastBody = z.object({ Versions: z.array(forecastVersionPush).min(1).max(2_000) });

// ── Risk: the chance a delivery arrives late, from the vendor's own history ────────────────────────────────────────

/**
 * What a risk figure rests on: the part's own receipts from this vendor (when there are at least
 * `riskMinPartReceipts` of them in the window), else every receipt of the vendor, else nothing yet.
 */
export const riskBases = ['part', 'vendor', 'none'] as const;
export type RiskBasis = (typeof riskBases)[number];
export const riskBasisLabels = {
  part: { 'zh-chs': '本物料', en: 'Part' },
  vendor: { 'zh-chs': '供应商', en: 'Vendor' },
  none: { 'zh-chs': '无记录', en: 'No history' },
} as const satisfies Record<RiskBasis, { 'zh-chs': string; en: string }>;
export const riskMinPartReceipts = 10;
/** Receipts of the last year count. */
export const riskWindowDays = 365;

export type LateRisk = {
  BASIS: RiskBasis;
  /** How many receipts the figures rest on. */
  RECEIPTS: number;
  /** Receipts late (after their order line's due date), in whole per cent; null without history. */
  LATE_PCT: number | null;
  /** Days late that half (p50) and four in five (p80) of the receipts did not exceed (early counts as 0). */
  P50: number | null;
  P80: number | null;
};
export const lateRiskSchema = z.object({
  BASIS: z.enum(riskBases),
  RECEIPTS: z.number().int(),
  LATE_PCT: z.number().int().nullable(),
  P50: z.number().int().nullable(),
  P80: z.number().int().nullable(),
});

/** The nearest-rank percentile of an ascending list: the value at rank ⌈p·n⌉. */
const nearestRank = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

/**
 * The risk of a part's next delivery from the vendor's history: `partDays` are the days late (receipt day − due day;
 * negative: early) of this part's receipts, `vendorDays` of all the vendor's receipts, both within the window.
 */
export function lateRisk(partDays: readonly number[], vendorDays: readonly number[]): LateRisk {
  const [basis, sample]: [RiskBasis, readonly number[]] =
    partDays.length >= riskMinPartReceipts
      ? ['part', partDays]
      : vendorDays.length > 0
        ? ['vendor', vendorDays]
        : ['none', []];
  if (sample.length === 0) return { BASIS: 'none', RECEIPTS: 0, LATE_PCT: null, P50: null, P80: null };
  const late = sample.map((d) => Math.max(0, d)).sort((a, b) => a - b);
  return {
    BASIS: basis,
    RECEIPTS: sample.length,
    LATE_PCT: Math.round((100 * late.filter((d) => d > 0).length) / late.length),
    P50: nearestRank(late, 0.5),
    P80: nearestRank(late, 0.8),
  };
}

// ── What the screens read ────────────────────────────────────────────────────────────────────────────────────────────

export const forecastVersionSummary = z.object({
  ID: z.number().int(),
  VENDOR_CODE: z.string(),
  VERSION: z.number().int(),
  STATE: z.enum(forecastVersionStates),
  PUBLISHED_AT: z.string(),
  PUBLISHED_BY: z.string(),
  FIRM_UNTIL: z.string(),
  TRADEOFF_UNTIL: z.string(),
  COMMITTED_AT: z.string().nullable(),
  COMMITTED_BY: z.string().nullable(),
  /** Buckets committed below demand in the firm and trade-off zones. */
  SHORTFALLS: z.number().int(),
});
export type ForecastVersionSummary = z.infer<typeof forecastVersionSummary>;

/** One bucket of a part as the grid shows it (the web builds these from the columns `Forecast/Get` sends). */
export type ForecastCell = {
  PERIOD: string;
  START: string;
  ZONE: ForecastZone;
  QTY: string;
  /** The previous version's demand for the same bucket ('0': it had none; null: there is no previous version). */
  PREVIOUS: string | null;
  COMMITTED: string | null;
  REASON: string | null;
};

const column = z.array(z.string().nullable());
export const forecastView = z.object({
  Version: forecastVersionSummary.nullable(),
  PREVIOUS_VERSION: z.number().int().nullable(),
  /** Every period of the version, in order (the grid's columns). */
  Periods: z.array(
    z.object({ PERIOD: z.string(), START: z.string(), END: z.string(), ZONE: z.enum(forecastZones) }),
  ),
  /**
   * Each part's figures as columns aligned with `Periods` (13,000 cells of 500 parts travel as arrays, not objects):
   * null where the part has no bucket in that period.
   */
  Parts: z.array(
    z.object({
      PART_NO: z.string(),
      PART_NAME: z.string().nullable(),
      /** The chance its deliveries arrive late, and by how many days (the rule: `lateRisk`). */
      RISK: lateRiskSchema,
      QTY: column,
      /** The previous version's demand ('0' where it had no bucket); null: no previous version. */
      PREVIOUS: column.nullable(),
      COMMITTED: column,
      REASON: column,
    }),
  ),
  /** What the caller may do: commit (the vendor, on the current version). */
  ACTIONS: z.array(z.enum(['commit'])),
});
export type ForecastView = z.infer<typeof forecastView>;

export const forecastQuery = z.object({
  /** A buyer names the vendor; a vendor reads its own. */
  vendor: z.string().trim().min(1).max(32).optional(),
  /** A version by its id (default: the latest). */
  id: z.coerce.number().int().positive().optional(),
});

/** The vendor's answer: every bucket of the version as published, but those named (below demand: with a reason). */
export const forecastCommitBody = z.object({
  ID: z.number().int().positive(),
  Buckets: z
    .array(
      z.object({
        PART_NO: z.string().trim().min(1).max(64),
        PERIOD: z.string().trim().max(8),
        QTY: quantity,
        REASON: z.string().trim().max(512).optional(),
      }),
    )
    .max(100_000)
    .default([]),
});
export type ForecastCommitBody = z.output<typeof forecastCommitBody>;

/** How one part's demand moved: each version's quantity per bucket (the waterfall). */
export const forecastWaterfall = z.object({
  VENDOR_CODE: z.string(),
  PART_NO: z.string(),
  Periods: z.array(z.string()),
  Versions: z.array(
    z.object({
      ID: z.number().int(),
      VERSION: z.number().int(),
      PUBLISHED_AT: z.string(),
      /** Per period of `Periods` (null: the version had no such bucket). */
      QTY: z.array(z.string().nullable()),
      COMMITTED: z.array(z.string().nullable()),
    }),
  ),
});
export type ForecastWaterfall = z.infer<typeof forecastWaterfall>;
export const forecastWaterfallQuery = z.object({
  vendor: z.string().trim().min(1).max(32).optional(),
  part: z.string().trim().min(1).max(64),
});

export const forecastSetting = z.object({
  /** Weeks from the publishing week that are firm (0–26). */
  FIRM_WEEKS: z.number().int().min(0).max(26),
  /** Weeks from the publishing week that end the trade-off zone (≥ FIRM_WEEKS, ≤ 52). */
  TRADEOFF_WEEKS: z.number().int().min(0).max(52),
});
export type ForecastSetting = z.infer<typeof forecastSetting>;

// ── Delivery schedules ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Delivery schedules (issue #48, PRODUCT §16): firm call-offs with dates against a vendor's order lines (a scheduling
 * agreement's lines), pushed by the ERP as numbered releases. A release states each order line's whole schedule, past
 * call-offs included, so the figures are cumulative: what is required by a day is the sum of the call-offs due by
 * then, and what is due to ship is that less what the vendor's delivery notes already carry for the line. A newer
 * release replaces the vendor's schedule; the same release again changes nothing.
 */

export const scheduleLinePush = z.object({
  PO_NO: z.string().trim().min(1).max(64),
  PO_ITEM: z.number().int().positive().max(999_999),
  /** YYYY-MM-DD: the day the goods are to arrive. */
  DUE_DATE: z.string().trim().max(10),
  QTY: quantity,
});
export const scheduleReleasePush = z.object({
  VENDOR_CODE: z.string().trim().min(1).max(32),
  /** The ERP's release number for this vendor: each push a higher one; the same again changes nothing. */
  RELEASE: z.number().int().positive().max(2_000_000_000),
  Lines: z.array(scheduleLinePush).min(1).max(20_000),
});
export type ScheduleReleasePush = z.output<typeof scheduleReleasePush>;
export const pushScheduleBody = z.object({ Releases: z.array(scheduleReleasePush).min(1).max(2_000) });

/** The days a vendor looks ahead for call-offs due to ship (the editor's proposal; a query may name another day). */
export const scheduleHorizonDays = 7;

export const scheduleQuery = z.object({
  /** A buyer names the vendor; a vendor reads its own. */
  vendor: z.string().trim().min(1).max(32).optional(),
});
export const scheduleDueQuery = scheduleQuery.extend({
  /** Call-offs due by this day (YYYY-MM-DD; default: today + `scheduleHorizonDays`). */
  until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** One point of a part's cumulative curve: required by the day, received by the day. */
const cumulativePoint = z.object({ DATE: z.string(), REQUIRED: z.string(), RECEIVED: z.string() });

export const scheduleView = z.object({
  Release: z
    .object({
      ID: z.number().int(),
      VENDOR_CODE: z.string(),
      RELEASE: z.number().int(),
      PUBLISHED_AT: z.string(),
      PUBLISHED_BY: z.string(),
    })
    .nullable(),
  TODAY: z.string(),
  /** Per part: the figure both sides look at — cumulative received against cumulative required today. */
  Parts: z.array(
    z.object({
      PART_NO: z.string(),
      PART_NAME: z.string().nullable(),
      /** Call-offs due by today, summed over the part's scheduled order lines. */
      CUM_REQUIRED: z.string(),
      /** Received on those order lines (every receipt of a line counts). */
      CUM_RECEIVED: z.string(),
      /** On delivery notes not voided (shipped or still to ship). */
      CUM_NOTED: z.string(),
      /** CUM_RECEIVED − CUM_REQUIRED: below zero, behind by that much. */
      BALANCE: z.string(),
      /** Every call-off of the part, in date order. */
      Lines: z.array(
        z.object({
          ORDER_LINE_ID: z.number().int(),
          PO_NO: z.string(),
          PO_ITEM: z.number().int(),
          DUE_DATE: z.string(),
          QTY: z.string(),
          /** The part's call-offs summed up to and including this one. */
          CUM_QTY: z.string(),
        }),
      ),
      /** The cumulative curves at each call-off and receipt day. */
      Curve: z.array(cumulativePoint),
    }),
  ),
});
export type ScheduleView = z.infer<typeof scheduleView>;

/** An order line with call-offs due that its notes do not cover yet: what the note editor proposes. */
export const scheduleDueLine = z.object({
  ORDER_LINE_ID: z.number().int(),
  PO_NO: z.string(),
  PO_ITEM: z.number().int(),
  PART_NO: z.string(),
  PART_NAME: z.string().nullable(),
  /** The earliest call-off not covered yet (before today: overdue). */
  DUE_DATE: z.string(),
  /** Call-offs due by `until`, summed. */
  CUM_REQUIRED: z.string(),
  /** On the line's delivery notes not voided. */
  CUM_NOTED: z.string(),
  /** CUM_REQUIRED − CUM_NOTED: what to ship now (the editor caps it at what the order line may still take). */
  DUE_QTY: z.string(),
});
export type ScheduleDueLine = z.infer<typeof scheduleDueLine>;
export const scheduleDue = z.object({ UNTIL: z.string(), Lines: z.array(scheduleDueLine) });
export type ScheduleDue = z.infer<typeof scheduleDue>;
