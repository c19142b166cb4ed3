import { formatMoney, type Language, type MatchVerdict, type StatementMatch } from '@srm/contract';
import { translate } from '../../messages.ts';
import type { Db } from '../../platform/db.ts';
import { decimalText, exact, moneyText } from '../../platform/money.ts';
import { findTolerance, matchLines, type StatementRow } from './statement.repository.ts';

/**
 * Invoice matching (issue #13, docs/decisions.md "Money"): invoice ↔ statement ↔ receipts ↔ PO prices, in exact
 * decimals. The invoice's amount with tax (its amount before tax + its tax, as a VAT invoice prints them) is matched
 * against the statement's TOTAL_WITH_TAX and its tax against TOTAL_TAX, each within the organisation's amount
 * tolerance (absolute, both ways); each receipt line's billed unit
 * price against its PO line's current unit price within the price tolerance (percent of the PO price), and its billed
 * received quantity against the delivery line's received quantity now (exactly).
 */

/** What an organisation matches with until it saves its own (migration 0016's column defaults). */
export const defaultTolerance = { pricePct: '0', amountAbs: '0.05' } as const;

export type Tolerance = {
  pricePct: string;
  amountAbs: string;
  updatedBy: string | null;
  updatedAt: Date | null;
};

export async function toleranceOf(db: Db, orgId: number): Promise<Tolerance> {
  const row = await findTolerance(db, orgId);
  return row
    ? {
        pricePct: decimalText(row.price_pct),
        amountAbs: moneyText(row.amount_abs),
        updatedBy: row.updated_by,
        updatedAt: row.updated_at,
      }
    : {
        ...defaultTolerance,
        amountAbs: moneyText(defaultTolerance.amountAbs),
        updatedBy: null,
        updatedAt: null,
      };
}

/** The invoice's amount before tax and its tax (null: none recorded yet). */
export type Invoice = { amount: string; tax: string } | null;

/** The match of `statement` against `invoice` (null: none yet) under `tolerance`, with its differences in `lang`. */
export async function computeMatch(
  db: Db,
  statement: StatementRow,
  invoice: Invoice,
  tolerance: Tolerance,
  lang: Language,
): Promise<StatementMatch> {
  const differences: string[] = [];
  const amountLimit = exact(tolerance.amountAbs);
  const invoiceCheck = (
    check: 'amountWithTax' | 'tax',
    statementValue: string,
    invoiceValue: string | null,
  ) => {
    if (invoiceValue === null)
      return {
        CHECK: check,
        STATEMENT: moneyText(statementValue),
        INVOICE: null,
        DIFFERENCE: null,
        VERDICT: 'missing' as MatchVerdict,
      };
    const difference = exact(invoiceValue).minus(statementValue);
    const within = difference.abs().lte(amountLimit);
    if (!within)
      differences.push(
        translate(lang, check === 'amountWithTax' ? 'statement.diff.amount' : 'statement.diff.tax', {
          invoice: formatMoney(invoiceValue),
          statement: formatMoney(statementValue),
          difference: formatMoney(difference.toFixed(2)),
          tolerance: tolerance.amountAbs,
        }),
      );
    return {
      CHECK: check,
      STATEMENT: moneyText(statementValue),
      INVOICE: moneyText(invoiceValue),
      DIFFERENCE: moneyText(difference),
      VERDICT: (within ? 'ok' : 'outside') as MatchVerdict,
    };
  };
  const invoiceChecks = [
    invoiceCheck(
      'amountWithTax',
      statement.amount_with_tax,
      invoice ? exact(invoice.amount).plus(invoice.tax).toFixed(2) : null,
    ),
    invoiceCheck('tax', statement.tax, invoice?.tax ?? null),
  ];
  if (invoice === null) differences.push(translate(lang, 'statement.diff.noInvoice'));

  const lines = await lineMatch(db, statement.id, tolerance, lang);
  differences.push(...lines.differences);
  return {
    ID: statement.id,
    STATEMENT_NO: statement.statement_no,
    CURRENCY: statement.currency,
    PRICE_TOLERANCE_PCT: tolerance.pricePct,
    AMOUNT_TOLERANCE: tolerance.amountAbs,
    WITHIN: differences.length === 0,
    Invoice: invoiceChecks,
    Lines: lines.lines,
    DIFFERENCES: differences,
  };
}

/**
 * Statement ↔ receipts ↔ PO prices: each receipt line's billed unit price against its PO line's current price within
 * the price tolerance, and its billed received quantity against the delivery line's now; with each difference in
 * `lang`. Also what an invoice submission shows (the invoice module asks for it through the face).
 */
export async function lineMatch(
  db: Db,
  statementId: number,
  tolerance: Tolerance,
  lang: Language,
): Promise<{ lines: StatementMatch['Lines']; differences: string[] }> {
  const differences: string[] = [];
  const priceLimit = exact(tolerance.pricePct);
  const lines = (await matchLines(db, statementId)).map((l) => {
    const label = `${l.delivery_no}/${l.note_line_no}`;
    const po = `${l.po_no}/${l.po_item}`;
    const billed = exact(l.unit_price);
    const poPrice = exact(l.po_unit_price);
    const difference = billed.minus(poPrice);
    const pct = poPrice.isZero() ? null : difference.abs().div(poPrice.abs()).times(100);
    const priceWithin = pct === null ? difference.isZero() : pct.lte(priceLimit);
    const qtyWithin = exact(l.received_qty).eq(l.current_received_qty);
    if (!priceWithin)
      differences.push(
        translate(lang, pct === null ? 'statement.diff.priceNoPo' : 'statement.diff.price', {
          line: label,
          po,
          price: decimalText(billed),
          poPrice: decimalText(poPrice),
          pct: pct === null ? '' : pct.toDecimalPlaces(4).toFixed(),
          tolerance: tolerance.pricePct,
        }),
      );
    if (!qtyWithin)
      differences.push(
        translate(lang, 'statement.diff.qty', {
          line: label,
          billed: decimalText(l.received_qty),
          now: decimalText(l.current_received_qty),
        }),
      );
    return {
      LINE_ID: l.id,
      SEQ: l.line_no,
      DELIVERY_NO: l.delivery_no,
      LINE_NO: l.note_line_no,
      PO_NO: l.po_no,
      PO_ITEM: l.po_item,
      PART_NO: l.part_no,
      UNIT_PRICE: decimalText(billed),
      PO_UNIT_PRICE: decimalText(poPrice),
      PRICE_DIFFERENCE: decimalText(difference),
      PRICE_DIFFERENCE_PCT: pct === null ? null : pct.toDecimalPlaces(4).toFixed(4),
      RECEIVED_QTY: decimalText(l.received_qty),
      CURRENT_RECEIVED_QTY: decimalText(l.current_received_qty),
      VERDICT: (priceWithin && qtyWithin ? 'ok' : 'outside') as MatchVerdict,
    };
  });
  return { lines, differences };
}
