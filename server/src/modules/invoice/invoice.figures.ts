import type { Language, MatchVerdict } from '@srm/contract';
import { formatMoney } from '@srm/contract';
import type Decimal from 'decimal.js';
import { type MessageKey, type MessageParams, translate } from '../../messages.ts';
import { exact, moneyText, roundMoney } from '../../platform/money.ts';

/**
 * The money rule of an invoice submission (PRODUCT §15), pure and exact: the invoices' totals — credit notes count
 * negative — against the statement's, and per tax rate, each within the organisation's amount tolerance (absolute,
 * both ways); and, as a warning, on each invoice each rate's tax against its amount × rate (EN 16931 rounds VAT per
 * rate while a statement rounds per line: they may differ by cents).
 */
export type RateFigures = { rate: string; amount: string; tax: string };
export type InvoiceFigures = { no: string; rates: readonly RateFigures[] };
export type Difference = { key: MessageKey; params: MessageParams };

export type TotalsCheck = {
  CHECK: 'amount' | 'tax' | 'total';
  STATEMENT: string;
  INVOICES: string;
  DIFFERENCE: string;
  VERDICT: MatchVerdict;
};
export type RateCheck = {
  RATE: string;
  STATEMENT_AMOUNT: string;
  INVOICE_AMOUNT: string;
  STATEMENT_TAX: string;
  INVOICE_TAX: string;
  VERDICT: MatchVerdict;
};
/**
 * `differences` decide the verdict; `warnings` do not: an invoice whose tax at a rate is off its amount × rate is
 * shown, but a VAT invoice that adds its lines' rounded taxes (as the statement does) is off by design on a long
 * statement, and the rate's figures against the statement's already decide.
 */
export type FiguresMatch = {
  totals: TotalsCheck[];
  rates: RateCheck[];
  differences: Difference[];
  warnings: Difference[];
};

/** A rate as one key whatever its spelling (`13`, `13.0`, `13.0000`). */
export const rateKey = (rate: string) => exact(rate).toFixed();

const sum = (values: readonly string[]) => values.reduce<Decimal>((a, v) => a.plus(v), exact(0));

/** An invoice's amount and tax: the sums of its rates. */
export function invoiceTotals(rates: readonly RateFigures[]): { amount: string; tax: string; total: string } {
  const amount = sum(rates.map((r) => r.amount));
  const tax = sum(rates.map((r) => r.tax));
  return { amount: moneyText(amount), tax: moneyText(tax), total: moneyText(amount.plus(tax)) };
}

export function matchFigures(
  statement: { rates: readonly RateFigures[] },
  invoices: readonly InvoiceFigures[],
  tolerance: string,
): FiguresMatch {
  const limit = exact(tolerance);
  const within = (d: Decimal) => d.abs().lte(limit);
  const differences: Difference[] = [];
  const allRates = invoices.flatMap((i) => i.rates);

  const statementAmount = sum(statement.rates.map((r) => r.amount));
  const statementTax = sum(statement.rates.map((r) => r.tax));
  const invoiceAmount = sum(allRates.map((r) => r.amount));
  const invoiceTax = sum(allRates.map((r) => r.tax));
  const totals = (
    [
      ['amount', statementAmount, invoiceAmount],
      ['tax', statementTax, invoiceTax],
      ['total', statementAmount.plus(statementTax), invoiceAmount.plus(invoiceTax)],
    ] as const
  ).map(([check, s, i]): TotalsCheck => {
    const difference = i.minus(s);
    const ok = within(difference);
    if (!ok)
      differences.push({
        key: `invoice.diff.${check}`,
        params: {
          invoices: formatMoney(moneyText(i)),
          statement: formatMoney(moneyText(s)),
          difference: formatMoney(moneyText(difference)),
          tolerance,
        },
      });
    return {
      CHECK: check,
      STATEMENT: moneyText(s),
      INVOICES: moneyText(i),
      DIFFERENCE: moneyText(difference),
      VERDICT: ok ? 'ok' : 'outside',
    };
  });

  const keys = [...new Set([...statement.rates, ...allRates].map((r) => rateKey(r.rate)))].sort((a, b) =>
    exact(a).comparedTo(b),
  );
  const rates = keys.map((rate): RateCheck => {
    const of = (list: readonly RateFigures[]) => list.filter((r) => rateKey(r.rate) === rate);
    const sa = sum(of(statement.rates).map((r) => r.amount));
    const st = sum(of(statement.rates).map((r) => r.tax));
    const ia = sum(of(allRates).map((r) => r.amount));
    const it = sum(of(allRates).map((r) => r.tax));
    const ok = within(ia.minus(sa)) && within(it.minus(st));
    if (!ok)
      differences.push({
        key: 'invoice.diff.rate',
        params: {
          rate,
          invoiceAmount: formatMoney(moneyText(ia)),
          invoiceTax: formatMoney(moneyText(it)),
          statementAmount: formatMoney(moneyText(sa)),
          statementTax: formatMoney(moneyText(st)),
          tolerance,
        },
      });
    return {
      RATE: rate,
      STATEMENT_AMOUNT: moneyText(sa),
      INVOICE_AMOUNT: moneyText(ia),
      STATEMENT_TAX: moneyText(st),
      INVOICE_TAX: moneyText(it),
      VERDICT: ok ? 'ok' : 'outside',
    };
  });

  const warnings: Difference[] = [];
  for (const invoice of invoices)
    for (const r of invoice.rates) {
      const expected = roundMoney(exact(r.amount).times(r.rate).div(100));
      const difference = exact(r.tax).minus(expected);
      if (!within(difference))
        warnings.push({
          key: 'invoice.diff.rateTax',
          params: {
            no: invoice.no,
            rate: rateKey(r.rate),
            tax: formatMoney(moneyText(r.tax)),
            expected: formatMoney(moneyText(expected)),
            difference: formatMoney(moneyText(difference)),
            tolerance,
          },
        });
    }
  return { totals, rates, differences, warnings };
}

export const say = (lang: Language, d: Difference) => translate(lang, d.key, d.params);
