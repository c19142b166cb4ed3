import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, roundDiv, scaled } from '../../../test/exact-money.ts';
import { allocate, type OpenInvoice } from './invoice.allocation.ts';
import { matchFigures, type RateFigures } from './invoice.figures.ts';

/**
 * The match and the payment allocation against an independent exact computation (BigInt cents, never the module's
 * code): what a statement and its invoices must agree on, and what a payment may settle.
 */
const rates = ['0', '6', '9', '13'];
const centsArb = (min: number, max: number) => fc.integer({ min, max }).map((n) => cents(BigInt(n)));
const rateLine = (rate: string) =>
  fc.record({
    rate: fc.constant(rate),
    amount: centsArb(-5_000_000, 50_000_000),
    tax: centsArb(-700_000, 7_000_000),
  });
const figures = fc
  .subarray(rates, { minLength: 1 })
  .chain((chosen) => fc.tuple(...chosen.map((r) => rateLine(r))))
  .map((l) => l as RateFigures[]);

/** Per rate, Σ amount and Σ tax in cents. */
function byRate(lines: readonly RateFigures[]) {
  const out = new Map<string, { amount: bigint; tax: bigint }>();
  for (const l of lines) {
    const key = String(Number(l.rate));
    const now = out.get(key) ?? { amount: 0n, tax: 0n };
    out.set(key, { amount: now.amount + scaled(l.amount, 2), tax: now.tax + scaled(l.tax, 2) });
  }
  return out;
}
const abs = (v: bigint) => (v < 0n ? -v : v);

describe('the invoice match', () => {
  it('agrees with an exact computation: totals, per rate and each rate tax, within the tolerance both ways', () => {
    fc.assert(
      fc.property(
        figures,
        fc.array(fc.record({ no: fc.string({ minLength: 1, maxLength: 8 }), rates: figures }), {
          minLength: 1,
          maxLength: 4,
        }),
        centsArb(0, 500),
        (statement, invoices, tolerance) => {
          const match = matchFigures({ rates: statement }, invoices, tolerance);
          const limit = scaled(tolerance, 2);
          const all = invoices.flatMap((i) => i.rates);
          const sum = (l: readonly RateFigures[], f: 'amount' | 'tax') =>
            l.reduce((a, r) => a + scaled(r[f], 2), 0n);
          const expectTotals = [
            ['amount', sum(statement, 'amount'), sum(all, 'amount')],
            ['tax', sum(statement, 'tax'), sum(all, 'tax')],
            ['total', sum(statement, 'amount') + sum(statement, 'tax'), sum(all, 'amount') + sum(all, 'tax')],
          ].map(([check, s, i]) => ({
            CHECK: check,
            STATEMENT: cents(s as bigint),
            INVOICES: cents(i as bigint),
            DIFFERENCE: cents((i as bigint) - (s as bigint)),
            VERDICT: abs((i as bigint) - (s as bigint)) <= limit ? 'ok' : 'outside',
          }));
          expect(match.totals).toEqual(expectTotals);
          const st = byRate(statement);
          const inv = byRate(all);
          const keys = [...new Set([...st.keys(), ...inv.keys()])].sort((a, b) => Number(a) - Number(b));
          expect(match.rates.map((r) => [r.RATE, r.VERDICT])).toEqual(
            keys.map((k) => {
              const s = st.get(k) ?? { amount: 0n, tax: 0n };
              const i = inv.get(k) ?? { amount: 0n, tax: 0n };
              const ok = abs(i.amount - s.amount) <= limit && abs(i.tax - s.tax) <= limit;
              return [k, ok ? 'ok' : 'outside'];
            }),
          );
          // Each rate line whose tax is off amount × rate (rounded half away from zero) by more than the tolerance.
          const offTax = all.filter(
            (r) =>
              abs(scaled(r.tax, 2) - roundDiv(scaled(r.amount, 2) * scaled(r.rate, 4), 10n ** 6n)) > limit,
          ).length;
          const outside =
            expectTotals.filter((t) => t.VERDICT === 'outside').length +
            match.rates.filter((r) => r.VERDICT === 'outside').length;
          expect(match.differences).toHaveLength(outside);
          expect(match.warnings).toHaveLength(offTax);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds a rate tax half away from zero: 0.125 at 13 % gives 0.02, -0.125 gives -0.02', () => {
    const m = matchFigures(
      { rates: [{ rate: '13', amount: '0.13', tax: '0.02' }] },
      [{ no: 'A', rates: [{ rate: '13', amount: '0.13', tax: '0.02' }] }],
      '0',
    );
    expect([...m.differences, ...m.warnings]).toEqual([]);
    const wrong = matchFigures(
      { rates: [{ rate: '13', amount: '0.13', tax: '0.01' }] },
      [{ no: 'A', rates: [{ rate: '13', amount: '0.13', tax: '0.01' }] }],
      '0',
    );
    expect(wrong.differences).toEqual([]);
    expect(wrong.warnings.map((d) => d.key)).toEqual(['invoice.diff.rateTax']);
  });
});

describe('the payment allocation', () => {
  const invoiceArb = fc.record({
    total: fc.integer({ min: 1, max: 10_000_000 }),
    paid: fc.nat(),
    credit: fc.boolean(),
    state: fc.constantFrom('approved', 'scheduled', 'partlyPaid', 'submitted', 'paid'),
  });
  it('settles exactly what an independent computation allows, or refuses the whole payment', () => {
    let settledRuns = 0;
    fc.assert(
      fc.property(
        fc.array(invoiceArb, { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.record({ index: fc.nat({ max: 5 }), amount: fc.integer({ min: -2_000_000, max: 12_000_000 }) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 3 }),
        fc.constantFrom(0, 0, 0, 1, -1),
        (specs, lines, deductions, skew) => {
          const open: OpenInvoice[] = specs.map((s, i) => {
            const sign = s.credit ? -1n : 1n;
            const total = sign * BigInt(s.total);
            const paid = s.state === 'paid' ? total : sign * BigInt(s.paid % s.total);
            return {
              id: i + 1,
              no: `N${i}`,
              currency: 'CNY',
              state: s.state,
              total: cents(total),
              paid: cents(paid),
            };
          });
          const byNo = new Map(open.map((o) => [o.no, o]));
          // Most payments are meant to be right: a line pays what is open, or half of it.
          const resolved = lines.map((line) => {
            const l = { ...line, index: line.index % specs.length };
            const o = byNo.get(`N${l.index}`);
            if (typeof l.amount === 'number') return { index: l.index, amount: l.amount };
            const left = o ? Number(scaled(o.total, 2) - scaled(o.paid, 2)) : 1;
            return { index: l.index, amount: l.amount === 'open' ? left : Math.trunc(left / 2) };
          });
          const paymentLines = resolved.map((l) => ({
            invoiceNo: `N${l.index}`,
            amount: cents(BigInt(l.amount)),
          }));
          const allocated = resolved.reduce((a, l) => a + BigInt(l.amount), 0n);
          const deducted = deductions.reduce((a, d) => a + BigInt(d), 0n);
          const amount = allocated - deducted + BigInt(skew);
          const result = allocate(
            {
              currency: 'CNY',
              amount: cents(amount),
              invoices: paymentLines,
              deductions: deductions.map((d) => ({ amount: cents(BigInt(d)) })),
            },
            byNo,
            'V001',
          );
          // Independently: every line names a distinct, payable invoice, with the invoice's sign, within what is
          // open; and the money is the allocations less the deductions.
          const seen = new Set<string>();
          const valid = resolved.every((l) => {
            const o = byNo.get(`N${l.index}`);
            if (!o || seen.has(o.no)) return false;
            seen.add(o.no);
            const total = scaled(o.total, 2);
            const openCents = total - scaled(o.paid, 2);
            const a = BigInt(l.amount);
            return (
              ['approved', 'scheduled', 'partlyPaid'].includes(o.state) &&
              a !== 0n &&
              a < 0n === total < 0n &&
              abs(a) <= abs(openCents)
            );
          });
          const ok = valid && amount === allocated - deducted;
          expect(result.ok).toBe(ok);
          settledRuns += ok ? 1 : 0;
          if (result.ok)
            expect(result.settled.map((s) => [s.no, s.amount, s.paid, s.state])).toEqual(
              resolved.map((l) => {
                const o = byNo.get(`N${l.index}`)!;
                const paid = scaled(o.paid, 2) + BigInt(l.amount);
                return [
                  o.no,
                  cents(BigInt(l.amount)),
                  cents(paid),
                  paid === scaled(o.total, 2) ? 'paid' : 'partlyPaid',
                ];
              }),
            );
        },
      ),
      { numRuns: 500 },
    );
    // Both branches are exercised: a good share of the payments settle.
    expect(settledRuns).toBeGreaterThan(3);
  });
});
