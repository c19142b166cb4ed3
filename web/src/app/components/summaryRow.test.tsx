import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeliveryNoteDetail } from '@srm/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EditLine, lineFromOrder } from '../../pages/delivery-note/editor-model.ts';
import { LinesGrid } from '../../pages/delivery-note/LinesGrid.tsx';
import { NoteDetail } from '../../pages/delivery-note/NoteDetail.tsx';
import { orderLine } from '../../pages/delivery-note/test-utils.ts';
import type { NoteView } from '../../pages/delivery-note/useNoteView.ts';
import { type AnyLine, LinesTable } from '../../pages/statement/LinesTable.tsx';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { kinds } from '../note-kinds.ts';

beforeAll(stubBrowser);
afterEach(cleanup);

/** The column a cell starts at and how many it spans, counting the colSpans of the cells before it. */
function place(cell: HTMLTableCellElement) {
  let start = 0;
  for (const c of Array.from(cell.parentElement!.children) as HTMLTableCellElement[]) {
    if (c === cell) break;
    start += c.colSpan;
  }
  return { start, span: cell.colSpan };
}

/**
 * #45 item 3: every total stands under its own column. The header cell is found by its caption (as a user reads
 * it), the total by its figure; both must start at the same column and the total span that one column.
 */
function expectUnder(grid: HTMLElement, totals: Record<string, string>) {
  const headers = Array.from(grid.querySelectorAll<HTMLTableCellElement>('thead th'));
  const row = grid.querySelector<HTMLTableRowElement>('.ant-table-summary tr');
  expect(row, 'the grid has a totals row').toBeTruthy();
  const cells = Array.from(row!.children) as HTMLTableCellElement[];
  // The totals row spans exactly the header's columns.
  const width = (cs: HTMLTableCellElement[]) =>
    cs.filter((c) => !c.classList.contains('ant-table-cell-scrollbar')).reduce((n, c) => n + c.colSpan, 0);
  expect(width(cells)).toBe(width(headers));
  for (const [caption, figure] of Object.entries(totals)) {
    const header = headers.find((h) => h.textContent?.trim() === caption);
    expect(header, `a column captioned ${caption}`).toBeTruthy();
    const under = cells.find((c) => place(c).start === place(header!).start);
    expect(
      { caption, text: under?.textContent?.trim(), span: under?.colSpan },
      `the total under ${caption}`,
    ).toEqual({ caption, text: figure, span: 1 });
  }
  return cells;
}

const order = orderLine;

const slow = { timeout: 30_000 };

describe('every totals row stands under its columns (#45 item 3)', slow, () => {
  it('the note editor: delivered, spares and boxes', () => {
    const a = lineFromOrder(order(1, '25'), []);
    const b = lineFromOrder(order(2, '7'), [a]);
    // 25 in boxes of 10 is 3 boxes, 7 in boxes of 5 is 2: 5 boxes; 2 + 1.5 spares.
    const lines: EditLine[] = [
      { ...a, SPARE_QTY: '2', DATE_CODE: '2611', LOT_NO: 'L1' },
      { ...b, SPARE_QTY: '1.5', PACKING_QTY: '5', DATE_CODE: '2612', LOT_NO: 'L2' },
    ];
    render(
      <LinesGrid
        lines={lines}
        problems={new Map()}
        flagged={[]}
        onChange={() => undefined}
        onRemove={() => undefined}
        onReplace={() => undefined}
      />,
    );
    const cells = expectUnder(screen.getByTestId('dn-lines-grid'), {
      送货数量: '32',
      备品数量: '3.5',
      箱数: '5',
    });
    expect(cells[0]!.textContent).toContain('2');
  });

  const line = (n: number, delivered: string, spare: string, received: string | null) => ({
    ID: n,
    LINE_NO: n,
    ORDER_LINE_ID: n,
    PO_NO: '4500',
    PO_ITEM: n * 10,
    PART_NO: `P${n}`,
    PART_NAME: 'part',
    PART_DESCR: null,
    PO_TOTAL_QTY: '100',
    PO_REMAINING_QTY: '50',
    MAX_DELIVERY_QTY: '50',
    DELIVERY_QTY: delivered,
    SPARE_QTY: spare,
    SPQ: '10',
    PACKING_QTY: '10',
    BOX_COUNT: 1,
    RECEIVED_QTY: received,
    SHORTAGE_QTY: received === null ? null : String(Number(delivered) - Number(received)),
    VENDOR_PART_NO: null,
    DATE_CODE: '2611',
    LOT_NO: 'L',
    PO_UNIT: 'PCS',
    BASE_UNIT: 'PCS',
    UNIT_EXRATE: '1',
    ATTRIBUTE1: null,
    ATTRIBUTE8: null,
    ATTRIBUTE9: null,
    DUE_DATE: '2026-11-30',
  });
  const note = (lines: ReturnType<typeof line>[]): DeliveryNoteDetail => ({
    ID: 1,
    NOTE_KIND: 'DN',
    DELIVERY_NO: 'DN202611220001',
    STATUS: lines.some((l) => l.RECEIVED_QTY !== null) ? 5 : 1,
    VENDOR_CODE: 'V1',
    VENDOR_NAME: 'Vendor',
    RECEIVER_VENDOR_CODE: null,
    DELIVERY_DATE: '2026-11-22',
    ARRIVAL_DATE: null,
    DESCRIPTION: null,
    CHECK_MAN: null,
    CHECK_DATE: null,
    ATTRIBUTE1: null,
    ATTRIBUTE2: null,
    VOID_REASON: null,
    RECEIVED_AT: null,
    CREATETIME: '2026-11-22 08:00:00',
    CREATORID: null,
    CREATOR_NAME: null,
    BillCloseDate: null,
    Lines: lines,
  });
  const nav = { go: () => undefined } as unknown as NoteView;

  it.each([
    [
      'not yet received',
      [line(1, '10', '1', null), line(2, '5', '0.5', null)],
      { 送货数量: '15', 备品数量: '1.5' },
    ],
    [
      'received short',
      [line(1, '10', '1', '8'), line(2, '5', '0', '5')],
      { 送货数量: '15', 备品数量: '1', 已收货数量: '13', 短收数量: '2' },
    ],
  ])('the note view, %s', async (_, lines, totals) => {
    fakeServer({ 'DeliveryNote/Get': () => ({ data: note(lines) }) });
    renderWithApp(<NoteDetail k={kinds.DN} nav={nav} id={1} />);
    expectUnder(await screen.findByTestId('dn-lines'), totals);
  });

  const eligible = (n: number, amount: string, tax: string): AnyLine =>
    ({
      LINE_KIND: 'receipt',
      DELIVERY_LINE_ID: n,
      DELIVERY_NO: 'DN1',
      LINE_NO: n,
      RECEIVED_AT: '2026-11-20',
      PO_NO: '4500',
      PO_ITEM: n * 10,
      PART_NO: `P${n}`,
      PART_NAME: 'part',
      RECEIVED_QTY: '10',
      PO_UNIT: 'PCS',
      BASE_UNIT: 'PCS',
      UNIT_EXRATE: '1',
      QTY: '10',
      UNIT_PRICE: '1.5',
      TAX_RATE: '13',
      AMOUNT: amount,
      TAX: tax,
      AMOUNT_WITH_TAX: String(Number(amount) + Number(tax)),
    }) as unknown as AnyLine;
  const onStatement = (l: AnyLine, n: number): AnyLine => ({
    ...l,
    ID: n,
    SEQ: n,
    LINE_STATE: 'ok',
    REJECT_REASON: null,
  });
  const lines = [eligible(1, '15', '1.95'), eligible(2, '30', '3.9')];
  const totals = { TOTAL_AMOUNT: '45', TOTAL_TAX: '5.85', TOTAL_WITH_TAX: '50.85' };
  const money = { 金额: '45.00', 税额: '5.85', 含税金额: '50.85' };

  it.each([
    ['eligible lines to pick', lines, true],
    ['a statement being drafted (picked lines)', lines.map(onStatement), true],
    ['a statement sent', lines.map(onStatement), false],
  ])('the statement lines, %s', (_, rows, selectable) => {
    render(
      <LinesTable
        lines={rows}
        totals={totals}
        testId="st-lines"
        rowSelection={selectable ? { selectedRowKeys: [] } : undefined}
      />,
    );
    expectUnder(screen.getByTestId('st-lines'), money);
  });

  it('covers every grid that has a totals row', () => {
    // A new grid with a totals row is laid out by summaryRow and added to the cases above.
    const src = path.resolve(import.meta.dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    const code = files(src)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => ({ file: path.relative(src, f).split(path.sep).join('/'), text: readFileSync(f, 'utf8') }));
    expect(
      code.filter((c) => /Summary\.Cell|Summary\.Row/.test(c.text)).map((c) => c.file),
      'totals cells are laid out by summaryRow only',
    ).toEqual(['app/components/summaryRow.tsx']);
    expect(code.filter((c) => /\bsummary=\{/.test(c.text)).map((c) => c.file)).toEqual([
      'pages/delivery-note/LinesGrid.tsx',
      'pages/delivery-note/NoteDetailParts.tsx',
      'pages/statement/LinesTable.tsx',
    ]);
  });
});
