// @vitest-environment jsdom
// (jsdom: the print frame's own document, which happy-dom does not give an iframe)
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnFormats, formatDecimal } from './columnFormat.ts';
import { ListTable } from './ListTable.tsx';
import { fakeServer, renderWithApp, setUpRenderTests } from './test-utils.tsx';
import type { CellRenderer, ColumnSetting } from './types.ts';

vi.mock('../session.ts', () => ({
  usePermission: () => true,
  hasPermission: () => true,
  session: { userInfo: () => ({ USER_NAME: 'admin' }) },
}));

/**
 * A list's columns say what they hold (KIND) and the labels of their coded values (OPTIONS): the table derives the
 * header search, the cell text and the printout from that, and the screen restates none of it.
 */
const overdue = [
  { value: 'Y', label: '逾期' },
  { value: 'N', label: '否' },
];
const col = (
  ORD_IDX: number,
  FIELD_NAME: string,
  FIELD_CAPTION: string,
  extra: Partial<ColumnSetting> = {},
) => ({
  ORD_IDX,
  FIELD_NAME,
  FIELD_CAPTION,
  FIELD_WIDTH: 120,
  IS_VISIBLE: 'Y' as const,
  ...extra,
});
const columns = [
  col(1, 'PO_NO', '订单号', { KIND: 'text' }),
  col(2, 'ORDERED_QTY', '订单数量', { KIND: 'decimal' }),
  col(3, 'OVERDUE', '是否逾期', { KIND: 'text', OPTIONS: overdue }),
  col(4, 'DUE_DATE', '交期', { KIND: 'date' }),
  col(5, 'ENABLED', '启用', {
    KIND: 'bool',
    OPTIONS: [
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ],
  }),
];
const rows = [
  { ID: 1, PO_NO: 'PO-1', ORDERED_QTY: '2900.5000', OVERDUE: 'Y', DUE_DATE: '2026-01-31', ENABLED: true },
  { ID: 2, PO_NO: 'PO-2', ORDERED_QTY: '1234567.0000', OVERDUE: 'N', DUE_DATE: '2026-02-28', ENABLED: false },
];

function server() {
  return fakeServer({
    'ListParam/LoadListFields': () => ({ data: columns }),
    'Test/LoadData': () => ({ data: rows, count: rows.length }),
    'ListParam/LoadData': () => ({ data: [] }),
    'ListParam/LoadListAdvancedQuery': () => ({ data: [] }),
  });
}
const lastParams = (calls: ReturnType<typeof server>) => {
  const loads = calls.callsTo('Test/LoadData');
  return (loads[loads.length - 1]!.body as { Params: unknown[] }).Params;
};
const cellsOf = (field: string) =>
  [...document.querySelectorAll<HTMLTableCellElement>('.lt-body .ant-table-row td')].filter(
    (td) => td.cellIndex === columns.findIndex((c) => c.FIELD_NAME === field),
  );
const printed = () => document.querySelector<HTMLIFrameElement>('#list-table-print')?.contentDocument;

setUpRenderTests();
afterEach(() => document.getElementById('list-table-print')?.remove());

describe('formatDecimal', () => {
  it.each([
    ['2900.5000', '2,900.5'],
    ['1234567.0001', '1,234,567.0001'],
    ['12345678901234.1234', '12,345,678,901,234.1234'],
    ['100.0000', '100'],
    ['0.1000', '0.1'],
    ['-1500.2500', '-1,500.25'],
    ['-0.0000', '0'],
    ['007', '7'],
    [12.5, '12.5'],
    [null, ''],
    [undefined, ''],
    ['n/a', 'n/a'],
  ])('%s → %s (exact, grouped, no trailing zeros)', (value, shown) => {
    expect(formatDecimal(value)).toBe(shown);
  });

  it.each([
    ['1280', '1,280.00'],
    ['449712.9000', '449,712.90'],
    ['-315.7500', '-315.75'],
    ['0.0050', '0.005'],
    ['-0.0000', '0.00'],
  ])('money (scale 2): %s → %s (two decimals at least, every digit kept)', (value, shown) => {
    expect(formatDecimal(value, 2)).toBe(shown);
  });
});

describe('columnFormats', () => {
  const formats = columnFormats(
    [
      ...columns,
      col(6, 'PO_ITEM', '行号', { KIND: 'int' }),
      col(7, 'CREATETIME', '创建时间', { KIND: 'datetime' }),
      col(8, 'STATUS', '状态', { KIND: 'int', OPTIONS: [{ value: '5', label: '已收货' }] }),
      col(9, 'IS_LOCKED', '锁定', { KIND: 'bool' }),
      col(10, 'OLD', '旧列'),
    ],
    { PO_NO: { type: 6 } },
    'zh-chs',
  );
  const of = (field: string) => formats.get(field)!;

  it('numbers get the number search and line up right; decimals show as written', () => {
    expect(of('ORDERED_QTY')).toMatchObject({ search: { type: 3 }, numeric: true });
    expect(of('ORDERED_QTY').text('2900.5000')).toBe('2,900.5');
    expect(of('PO_ITEM')).toMatchObject({ search: { type: 3 }, numeric: true });
    expect(of('PO_ITEM').text(10)).toBe('10');
  });

  it('dates and times get the date-range search', () => {
    expect(of('DUE_DATE').search).toEqual({ type: 5 });
    expect(of('CREATETIME').search).toEqual({ type: 5 });
  });

  it('coded values get a dropdown of their labels and show the label, an unknown code as it is', () => {
    expect(of('OVERDUE').search).toEqual({ type: 2, options: overdue });
    expect(of('OVERDUE').text('Y')).toBe('逾期');
    expect(of('OVERDUE').text('N')).toBe('否');
    expect(of('OVERDUE').text('X')).toBe('X');
    expect(of('OVERDUE').text(null)).toBe('');
    // A coded number is a label, not a figure.
    expect(of('STATUS')).toMatchObject({ search: { type: 2 }, numeric: false });
    expect(of('STATUS').text(5)).toBe('已收货');
  });

  it('a bool reads yes/no, also when the server sent no labels', () => {
    expect(of('ENABLED').text(true)).toBe('是');
    expect(of('IS_LOCKED').text(false)).toBe('否');
    expect(of('IS_LOCKED').search).toEqual({
      type: 2,
      options: [
        { value: 'true', label: '是' },
        { value: 'false', label: '否' },
      ],
    });
    expect(
      columnFormats([col(1, 'IS_LOCKED', 'L', { KIND: 'bool' })], undefined, 'en')
        .get('IS_LOCKED')!
        .text(true),
    ).toBe('Yes');
  });

  it("the screen's search wins; text and columns without a kind search as text; false turns search off", () => {
    expect(of('PO_NO').search).toEqual({ type: 6 });
    expect(of('OLD')).toMatchObject({ search: { type: 1 }, numeric: false });
    expect(columnFormats(columns, false, 'zh-chs').get('ORDERED_QTY')!.search).toBeNull();
  });
});

describe('ListTable over declared kinds', { timeout: 30_000 }, () => {
  it('a decimal column: number search, exact grouped text, right-aligned', async () => {
    const calls = server();
    renderWithApp(<ListTable listRoute="/Test/Kinds" loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    expect(cellsOf('ORDERED_QTY').map((td) => td.textContent)).toEqual(['2,900.5', '1,234,567']);
    expect(cellsOf('ORDERED_QTY')[0]!.className).toContain('lt-num');
    const search = screen.getByLabelText('搜索 订单数量');
    expect(search.getAttribute('role')).toBe('spinbutton');
    fireEvent.change(search, { target: { value: '2900.5' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lastParams(calls)).toEqual([
        { FIELD_NAME: 'ORDERED_QTY', ACTION_TYPE: 1, PARAM_VALUE: '2900.5', DATA_TYPE: 3 },
      ]),
    );
  });

  it('a coded column: labels in the cells and a dropdown of the labels that sends the code', async () => {
    const calls = server();
    renderWithApp(<ListTable listRoute="/Test/Kinds" loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    expect(cellsOf('OVERDUE').map((td) => td.textContent)).toEqual(['逾期', '否']);
    expect(cellsOf('ENABLED').map((td) => td.textContent)).toEqual(['是', '否']);
    const dropdown = screen.getByLabelText('搜索 是否逾期');
    expect(dropdown.getAttribute('role')).toBe('combobox');
    fireEvent.mouseDown(dropdown);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === '逾期',
      );
      if (!found) throw new Error('no option 逾期');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() =>
      expect(lastParams(calls)).toEqual([
        { FIELD_NAME: 'OVERDUE', ACTION_TYPE: 1, PARAM_VALUE: 'Y', DATA_TYPE: 2 },
      ]),
    );
  });

  it("prints labels and decimals as shown; a screen's tag renderer gets the label and prints it", async () => {
    server();
    const tag: CellRenderer = (value, _row, _index, text) => <mark data-code={String(value)}>{text}</mark>;
    renderWithApp(
      <ListTable
        listRoute="/Test/Kinds"
        loadPath="Test/LoadData"
        rowKey="ID"
        renderers={{ OVERDUE: tag }}
        title="T"
      />,
    );
    await screen.findByText('PO-1');
    expect(document.querySelector('mark[data-code="Y"]')?.textContent).toBe('逾期');
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[aria-label="打印"]')!);
    // The frame is written at once and asks the browser to print a moment later: jsdom has no print dialog.
    document.querySelector<HTMLIFrameElement>('#list-table-print')!.contentWindow!.print = () => undefined;
    const doc = await waitFor(() => {
      const d = printed();
      if (!d?.querySelector('tbody tr')) throw new Error('not printed');
      return d;
    });
    const body = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(body).toEqual([
      ['PO-1', '2,900.5', '逾期', '2026-01-31', '是'],
      ['PO-2', '1,234,567', '否', '2026-02-28', '否'],
    ]);
    expect(doc.querySelectorAll('td.num')).toHaveLength(2);
  });
});
