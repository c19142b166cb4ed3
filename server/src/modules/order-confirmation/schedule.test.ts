import { apiPaths, type ScheduleLine, type ScheduleProblem, scheduleProblems } from '@srm/contract';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';

/**
 * The rules of a promised schedule (PRODUCT §10), `scheduleProblems` of the contract, against an oracle written
 * apart from it with decimal.js: dates today or later and once each, quantities above zero, the total at most
 * ordered × (1 + over-delivery %) rounded down to the quantities' 4 decimals.
 */
function oracle(
  lines: ScheduleLine[],
  rule: { ordered: string; overPct: string; today: string },
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const dates: string[] = [];
  for (const l of lines) {
    if (new Date(l.DATE).getTime() < new Date(rule.today).getTime())
      problems.push({ kind: 'dateInPast', date: l.DATE });
    if (dates.includes(l.DATE)) problems.push({ kind: 'dateTwice', date: l.DATE });
    dates.push(l.DATE);
    if (new Decimal(l.QTY).isZero()) problems.push({ kind: 'zeroQty', date: l.DATE });
  }
  const total = lines.reduce((sum, l) => sum.plus(l.QTY), new Decimal(0));
  const max = new Decimal(rule.ordered)
    .times(new Decimal(100).plus(rule.overPct))
    .dividedBy(100)
    .toDecimalPlaces(4, Decimal.ROUND_DOWN);
  if (total.greaterThan(max))
    problems.push({ kind: 'overOrdered', total: total.toFixed(), max: max.toFixed() });
  return problems;
}

const decimalText = (wholeMax: number, zeroAllowed: boolean) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: wholeMax }),
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 4 }),
    )
    .map(([whole, fraction, digits]) => {
      const f = String(fraction).padStart(4, '0').slice(0, digits);
      return digits > 0 ? `${whole}.${f}` : String(whole);
    })
    .filter((q) => zeroAllowed || !new Decimal(q).isZero());

const day = (base: string, offset: number) =>
  new Date(new Date(`${base}T00:00:00Z`).getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('scheduleProblems', () => {
  it('agrees with an independent decimal oracle on random schedules', () => {
    const today = '2026-03-15';
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            DATE: fc.integer({ min: -40, max: 60 }).map((o) => day(today, o)),
            QTY: fc.oneof(
              decimalText(2000, true),
              fc.constantFrom('0', '0.0', '0.0001', '1000', '99999999999999.9999'),
            ),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        decimalText(5000, false),
        fc.oneof(
          decimalText(100, true).filter((p) => new Decimal(p).lte(100)),
          fc.constantFrom('0', '10', '100', '33.3333'),
        ),
        (lines, ordered, overPct) => {
          const rule = { ordered, overPct, today };
          expect(scheduleProblems(lines, rule)).toEqual(oracle(lines, rule));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('allows a total exactly at the limit and refuses one ten-thousandth above it', () => {
    const rule = { ordered: '1000', overPct: '5', today: '2026-01-01' };
    expect(scheduleProblems([{ DATE: '2026-01-01', QTY: '1050' }], rule)).toEqual([]);
    expect(scheduleProblems([{ DATE: '2026-01-01', QTY: '1050.0001' }], rule)).toEqual([
      { kind: 'overOrdered', total: '1050.0001', max: '1050' },
    ]);
    // Short is allowed: confirming it is the buyer's acceptance.
    expect(scheduleProblems([{ DATE: '2026-02-01', QTY: '600' }], rule)).toEqual([]);
  });
});

describeOnDatabase('Propose and counter refuse every schedule problem', (t) => {
  const { vendor1, buyer } = signedIn(t);
  let line: { id: number; po_no: string; po_item: number; ordered_qty: string; over_pct: string };
  let today: string;

  beforeAll(async () => {
    // A V001 line of a part with an over-delivery allowance: the limit is ordered × (1 + its %).
    const { rows } = await sql<typeof line>`
      select ol.id, ol.po_no, ol.po_item, ol.ordered_qty, od.over_pct
      from order_line ol
      join over_delivery_part od on od.org_id = ol.org_id and od.vendor_code = ol.vendor_code and od.part_no = ol.part_no
      where ol.vendor_code = 'V001' and ol.status = 'open' and ol.ordered_qty > ol.qty_delivered and od.over_pct > 0
      order by ol.id limit 1`.execute(t.db);
    line = rows[0]!;
    expect(line).toBeDefined();
    today = (await sql<{ d: string }>`select to_char(current_date, 'YYYY-MM-DD') as d`.execute(t.db)).rows[0]!
      .d;
  });

  const state = async () =>
    (
      await sql<{ s: string; v: number; n: number }>`
        select confirm_state as s, confirm_version as v,
               (select count(*) from order_line_version where order_line_id = ${line.id})::int as n
        from order_line where id = ${line.id}`.execute(t.db)
    ).rows[0]!;

  it('answers 400 naming the problem in both languages, and changes nothing', async () => {
    const max = new Decimal(line.ordered_qty)
      .times(new Decimal(100).plus(line.over_pct))
      .dividedBy(100)
      .toDecimalPlaces(4, Decimal.ROUND_DOWN);
    const cases: [string, ScheduleLine[], RegExp][] = [
      ['dateInPast', [{ DATE: day(today, -1), QTY: '1' }], /past|早于/],
      [
        'dateTwice',
        [
          { DATE: day(today, 3), QTY: '1' },
          { DATE: day(today, 3), QTY: '2' },
        ],
        /more than once|多次/,
      ],
      ['zeroQty', [{ DATE: day(today, 3), QTY: '0' }], /above 0|大于 0/],
      [
        'overOrdered',
        [{ DATE: day(today, 3), QTY: max.plus('0.0001').toFixed() }],
        new RegExp(max.toFixed().replace('.', '\\.')),
      ],
    ];
    for (const [actor, path] of [
      [vendor1, apiPaths.orderConfirmation.propose],
      [buyer, apiPaths.orderConfirmation.counter],
    ] as const) {
      await sql`update order_line set confirm_state = ${actor === vendor1 ? 'new' : 'proposed'} where id = ${line.id}`.execute(
        t.db,
      );
      const before = await state();
      for (const [kind, schedule, text] of cases)
        for (const lang of ['en', 'zh-chs'] as const) {
          const res = await call(t.app, actor, 'POST', path, {
            body: { ID: line.id, VERSION: before.v, SCHEDULE: schedule },
            lang,
          });
          expect(res.status, `${kind} ${lang}: ${res.body.msg}`).toBe(400);
          expect(res.body.msg, kind).toMatch(lang === 'en' ? /[a-z]/ : /[\u4e00-\u9fff]/);
          if (lang === 'en' || kind !== 'overOrdered') expect(res.body.msg, kind).toMatch(text);
        }
      expect(await state()).toEqual(before);
      // At the limit exactly, today: allowed.
      const ok = await call(t.app, actor, 'POST', path, {
        body: { ID: line.id, VERSION: before.v, SCHEDULE: [{ DATE: today, QTY: max.toFixed() }] },
      });
      expect(ok.status, ok.body.msg).toBe(200);
    }
  });
});
