import {
  type CaptionedField,
  type ConfirmState,
  formatDecimal,
  formatMoney,
  type OrderView,
  type ScheduleStanding,
  scheduleStanding,
} from '@srm/contract';
import { escapeHtml } from '../../platform/list-table/print.ts';

type OrderLine = OrderView['LINES'][number];

/** Whose move a line waits for, by its state (the lists' WAITING_ON): the order's summary counts them. */
export const waitingOf = (state: ConfirmState): 'agreed' | 'buyer' | 'vendor' =>
  state === 'accepted' || state === 'confirmed'
    ? 'agreed'
    : state === 'proposed' || state === 'refused'
      ? 'buyer'
      : 'vendor';

export const orderSummary = (view: OrderView) => {
  const counts = { agreed: 0, buyer: 0, vendor: 0 };
  for (const l of view.LINES) counts[waitingOf(l.STATE)] += 1;
  return counts;
};

/** The words of the printed order, in the reader's language (captions from the catalogue, labels from locales). */
export type SheetWords = {
  title: string;
  caption: (field: CaptionedField) => string;
  state: (state: ConfirmState) => string;
  /** A schedule not agreed yet: what it is (proposed, countered, before an ERP change). */
  standing: (standing: ScheduleStanding) => string;
  original: string;
  closed: string;
  summary: string;
  footer: string;
};

const qty = (v: string) => formatDecimal(v, 0);
const e = escapeHtml;

function scheduleHtml(line: OrderLine, words: SheetWords): string {
  if (line.SCHEDULE.length === 0) return '';
  const standing = scheduleStanding[line.STATE];
  const pending = standing !== 'agreed' && standing !== 'none';
  const head = pending ? `<div class="pending">${e(words.standing(standing))}</div>` : '';
  const rows = line.SCHEDULE.map((l) => `<div class="nowrap">${e(l.DATE)} × ${e(qty(l.QTY))}</div>`).join('');
  return `${head}${rows}`;
}

/**
 * A whole order as one printable page (issue #45): the order, its vendor, buyers and total, then every line with the
 * ERP's figures (the original ones beside them when the ERP changed them), its answer and schedule — each delivery
 * of a split on its own line, a schedule not agreed yet named so — what remains and the answer's reason. Every value
 * is escaped; the page is printed from a hidden frame (`printHtml`), so the app itself never prints.
 */
export function orderSheetHtml(view: OrderView, words: SheetWords): string {
  const c = words.caption;
  const head = (
    [
      ['PO_ITEM', ''],
      ['PART_NO', ''],
      ['PART_NAME', ''],
      ['ORDERED_QTY', 'num'],
      ['PO_UNIT', ''],
      ['DUE_DATE', ''],
      ['UNIT_PRICE', 'num'],
      ['AMOUNT', 'num'],
      ['CONFIRM_STATE', ''],
      ['SCHEDULE', ''],
      ['REMAINING_QTY', 'num'],
      ['REASON', ''],
    ] as [CaptionedField, string][]
  )
    .map(([f, cls]) => `<th${cls ? ` class="${cls}"` : ''}>${e(c(f))}</th>`)
    .join('');
  const body = view.LINES.map((l) => {
    const qtyChanged = Number(l.ORIGINAL_QTY) !== Number(l.ORDERED_QTY);
    const dueChanged = l.ORIGINAL_DUE_DATE !== l.DUE_DATE;
    return `<tr>
<td>${e(String(l.PO_ITEM))}${l.STATUS === 'closed' ? `<div class="sub">${e(words.closed)}</div>` : ''}</td>
<td class="nowrap">${e(l.PART_NO)}</td>
<td>${e(l.PART_NAME ?? '')}</td>
<td class="num">${e(qty(l.ORDERED_QTY))}${qtyChanged ? `<div class="sub">${e(words.original)} ${e(qty(l.ORIGINAL_QTY))}</div>` : ''}</td>
<td>${e(l.PO_UNIT)}</td>
<td class="nowrap">${e(l.DUE_DATE)}${dueChanged ? `<div class="sub">${e(words.original)} ${e(l.ORIGINAL_DUE_DATE)}</div>` : ''}</td>
<td class="num">${e(formatDecimal(l.UNIT_PRICE, 2))}</td>
<td class="num">${e(formatMoney(l.AMOUNT))}</td>
<td>${e(words.state(l.STATE))}</td>
<td>${scheduleHtml(l, words)}</td>
<td class="num">${e(qty(l.REMAINING_QTY))}</td>
<td>${e(l.REASON ?? '')}</td>
</tr>`;
  }).join('');
  const facts = [
    [c('VENDOR'), `${view.VENDOR_CODE} ${view.VENDOR_NAME ?? ''}`.trim()],
    [c('BUYER'), view.BUYERS.join(', ')],
    [c('CURRENCY'), view.CURRENCY],
    [c('TOTAL_AMOUNT'), formatMoney(view.TOTAL_AMOUNT)],
  ]
    .map(([k, v]) => `<div><span class="k">${e(k!)}</span> ${e(v!)}</div>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${e(words.title)}</title><style>
  @page { size: A4 landscape; margin: 12mm; }
  body { font-family: "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; font-size: 11px; color: #000; margin: 0; }
  h1 { font-size: 16px; margin: 0 0 6px; }
  .facts { display: flex; flex-wrap: wrap; gap: 4px 24px; margin-bottom: 4px; }
  .facts .k, .sub { color: #555; }
  .summary { margin-bottom: 8px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; vertical-align: top; overflow-wrap: break-word; }
  th { background: #f0f0f0; }
  .num { text-align: right; white-space: nowrap; }
  .nowrap { white-space: nowrap; }
  .sub { font-size: 10px; }
  .pending { font-style: italic; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  footer { margin-top: 6px; color: #555; }
</style></head><body><h1>${e(words.title)}</h1><div class="facts">${facts}</div><div class="summary">${e(words.summary)}</div>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table><footer>${e(words.footer)}</footer></body></html>`;
}
