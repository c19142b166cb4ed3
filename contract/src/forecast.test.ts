import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isoWeeksIn,
  lateRisk,
  parsePeriod,
  riskMinPartReceipts,
  weekOf,
  zoneBoundaries,
  zoneOf,
} from './forecast.ts';

const day = 86_400_000;
const text = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * ISO 8601 weeks computed another way than the reader does: count the Thursdays. A week belongs to the year its
 * Thursday is in, and its number is 1 + the number of that year's Thursdays before it.
 */
function reference(ms: number): { year: number; week: number; monday: number } {
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = ms - weekday * day;
  const thursday = monday + 3 * day;
  const year = new Date(thursday).getUTCFullYear();
  let week = 1;
  for (let t = thursday - 7 * day; new Date(t).getUTCFullYear() === year; t -= 7 * day) week++;
  return { year, week, monday };
}

const days = fc
  .integer({ min: Date.UTC(2000, 0, 3), max: Date.UTC(2099, 11, 25) })
  .map((ms) => ms - (ms % day));

describe('forecast periods (issue #48)', () => {
  it('names the ISO week of any day as counting Thursdays does, and reads it back as Monday to Sunday around the day', () => {
    fc.assert(
      fc.property(days, (ms) => {
        const r = reference(ms);
        const week = weekOf(text(ms));
        expect(week).toBe(`${r.year}-W${String(r.week).padStart(2, '0')}`);
        const period = parsePeriod(week)!;
        expect(period).toEqual({
          kind: 'week',
          text: week,
          start: text(r.monday),
          end: text(r.monday + 6 * day),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a year 53 weeks exactly when 28 December falls in week 53, and refuses week 53 of the others', () => {
    for (let year = 2000; year < 2100; year++) {
      const last = reference(Date.UTC(year, 11, 28)).week;
      expect([year, isoWeeksIn(year)]).toEqual([year, last]);
      expect([year, parsePeriod(`${year}-W53`) === null]).toEqual([year, last === 52]);
    }
    expect(isoWeeksIn(2026)).toBe(53);
    expect(isoWeeksIn(2027)).toBe(52);
  });

  it('reads a month from its first to its last day, February of leap years included', () => {
    expect(parsePeriod('2028-02')).toEqual({
      kind: 'month',
      text: '2028-02',
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(parsePeriod('2100-02')?.end).toBe('2100-02-28');
    expect(parsePeriod('2026-12')).toEqual({
      kind: 'month',
      text: '2026-12',
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });

  it('refuses what names no week or month', () => {
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-W00',
      '2026-W54',
      '2026-W1',
      '2026-1',
      '26-W01',
      '2026W01',
      '',
      '1999-W10',
    ])
      expect([bad, parsePeriod(bad)]).toEqual([bad, null]);
  });

  it('puts a bucket in a zone by its start against the weeks from the publishing week', () => {
    // Published on a Wednesday: the week began on Monday 30 November 2026.
    const bounds = zoneBoundaries('2026-12-02', 2, 5);
    expect(bounds).toEqual({ firmUntil: '2026-12-14', tradeoffUntil: '2027-01-04' });
    expect(
      ['2026-W49', '2026-W50', '2026-W51', '2027-W01', '2027-01', '2026-12'].map((p) =>
        zoneOf(parsePeriod(p)!.start, bounds),
      ),
    ).toEqual(['firm', 'firm', 'tradeoff', 'forecast', 'tradeoff', 'firm']);
  });
});

describe('late risk (issue #48)', () => {
  /** The p-th percentile counted another way: the smallest value with at least p·n values at or below it. */
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b).find((v) => values.filter((x) => x <= v).length >= p * values.length)!;

  it('rests on the part when it has 10 receipts, else on the vendor, else on nothing — figures as counted by hand', () => {
    const days = fc.array(fc.integer({ min: -30, max: 60 }), { maxLength: 40 });
    fc.assert(
      fc.property(days, days, (part, vendor) => {
        const risk = lateRisk(part, vendor);
        const sample = part.length >= riskMinPartReceipts ? part : vendor;
        if (sample.length === 0) {
          expect(risk).toEqual({ BASIS: 'none', RECEIPTS: 0, LATE_PCT: null, P50: null, P80: null });
          return;
        }
        const late = sample.map((d) => (d > 0 ? d : 0));
        expect(risk).toEqual({
          BASIS: part.length >= riskMinPartReceipts ? 'part' : 'vendor',
          RECEIPTS: sample.length,
          LATE_PCT: Math.round((100 * sample.filter((d) => d > 0).length) / sample.length),
          P50: percentile(late, 0.5),
          P80: percentile(late, 0.8),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads ten receipts of a part as a person would', () => {
    expect(lateRisk([-2, 0, 0, 1, 3, 5, 0, 2, 8, 0], [])).toEqual({
      BASIS: 'part',
      RECEIPTS: 10,
      LATE_PCT: 50,
      P50: 0,
      P80: 3,
    });
  });
});
