// @vitest-environment jsdom
import {
  apiPaths,
  confirmStateLabels,
  type LineTimeline,
  listOf,
  type OrderView,
  scheduleCellText,
  valueLabels,
} from '@srm/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kinds } from '../../app/note-kinds.ts';
import { chineseOptions, listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { OrderLinesDialog } from '../delivery-note/OrderLinesDialog.tsx';
import { ConfirmationReviewPage } from './ConfirmationReviewPage.tsx';
import { OrderConfirmationPage } from './OrderConfirmationPage.tsx';
import { OrderLineDrawer } from './OrderLineDrawer.tsx';

/**
 * Issue #45 item 4 on the screens: a schedule reads as its deliveries wherever a line appears (the confirmation
 * lists, the line's drawer, the delivery-note editor's add-lines dialog), a proposal is called a proposal; a bulk
 * answer asks first (OrderConfirmation.test.tsx); the review queue opens on what waits for the buyer; a click opens
 * a line; a whole order can be read and printed.
 */
const p = apiPaths.orderConfirmation;
const confirmationLoad = listOf('OrderConfirmation').loadData;
const reviewLoad = listOf('ConfirmationReview').loadData;
const labelled = (field: keyof typeof valueLabels) =>
  chineseOptions(valueLabels[field] as Record<string, { 'zh-chs': string }>);
const columnsOf = (fields: string[]) =>
  listColumns(fields, {
    options: { CONFIRM_STATE: labelled('CONFIRM_STATE'), WAITING_ON: labelled('WAITING_ON') },
    width: 160,
  });
const fields = ['ID', 'VERSION', 'CONFIRM_STATE', 'WAITING_ON', 'PO_NO', 'PO_ITEM', 'PART_NO', 'SCHEDULE'];

const split = [
  { DATE: '2099-08-01', QTY: '1500' },
  { DATE: '2099-08-15', QTY: '1300' },
];
const row = (ID: number, CONFIRM_STATE: string, schedule: { DATE: string; QTY: string }[]) => ({
  ID,
  VERSION: 3,
  CONFIRM_STATE,
  WAITING_ON: CONFIRM_STATE === 'proposed' ? 'buyer' : 'none',
  PO_NO: 'PO-7',
  PO_ITEM: ID * 10,
  PART_NO: `P-${ID}`,
  ORDERED_QTY: '2800',
  DUE_DATE: '2099-08-01',
  SCHEDULE: schedule.length ? scheduleCellText(schedule) : null,
});
const rows = [row(1, 'proposed', split), row(2, 'confirmed', split), row(3, 'new', [])];

function timeline(STATE: LineTimeline['STATE']): LineTimeline {
  return {
    ID: 1,
    PO_NO: 'PO-7',
    PO_ITEM: 10,
    VENDOR_CODE: 'V001',
    PART_NO: 'P-1',
    STATE,
    VERSION: 3,
    ORDERED_QTY: '2800',
    DUE_DATE: '2099-08-01',
    ORIGINAL_QTY: '2800',
    ORIGINAL_DUE_DATE: '2099-08-01',
    SCHEDULE: split,
    VERSIONS: [],
  };
}

const order: OrderView = {
  ORDER_KIND: 'PO',
  PO_NO: 'PO-7',
  VENDOR_CODE: 'V001',
  VENDOR_NAME: '深圳精密五金',
  BUYERS: ['buyer'],
  CURRENCY: 'CNY',
  TOTAL_AMOUNT: '8400.0000',
  LINES: rows.map((r) => ({
    ID: r.ID,
    PO_ITEM: r.PO_ITEM,
    PART_NO: r.PART_NO,
    PART_NAME: `Part ${r.ID}`,
    PO_UNIT: 'PCS',
    ORDERED_QTY: '2800.0000',
    DUE_DATE: '2099-08-01',
    ORIGINAL_QTY: r.ID === 2 ? '3000.0000' : '2800.0000',
    ORIGINAL_DUE_DATE: '2099-08-01',
    UNIT_PRICE: '1.0000',
    AMOUNT: '2800.0000',
    REMAINING_QTY: '2800.0000',
    RECEIVED_QTY: '0',
    STATUS: 'open',
    STATE: r.CONFIRM_STATE as OrderView['LINES'][number]['STATE'],
    VERSION: 3,
    SCHEDULE: r.CONFIRM_STATE === 'new' ? [] : split,
    REASON: r.ID === 1 ? '产能紧张，分两批交付' : null,
    ANSWERED_AT: null,
  })),
};

function server(loadPath: string, more: Parameters<typeof fakeServer>[0] = {}) {
  return listServer(loadPath, columnsOf(fields), rows, {
    [p.timeline]: (_b, q) => ({ data: { ...timeline('proposed'), ID: Number(q.get('id')) } }),
    [p.order]: () => ({ data: order }),
    ...more,
  });
}

const rowOf = (key: number) =>
  document.querySelector<HTMLTableRowElement>(`tbody tr[data-row-key="${key}"]`)!;
const chipsOf = (el: Element) =>
  [...el.querySelectorAll('.oc-chip')].map((c) => [c.getAttribute('data-date'), c.textContent]);

setUpRenderTests();

describe('A schedule reads as a schedule (issue #45)', { timeout: 30_000 }, () => {
  it('a list shows each delivery of a split, and labels one not agreed yet', async () => {
    server(confirmationLoad);
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('P-1');
    const proposed = rowOf(1).querySelector('[data-standing]')!;
    expect(chipsOf(proposed)).toEqual([
      ['2099-08-01', '2099-08-01 × 1,500'],
      ['2099-08-15', '2099-08-15 × 1,300'],
    ]);
    expect(within(proposed as HTMLElement).getByTestId('oc-standing').textContent).toBe('提议');
    // Agreed: the same deliveries, no label.
    const agreed = rowOf(2).querySelector('[data-standing]')!;
    expect(agreed.getAttribute('data-standing')).toBe('agreed');
    expect(chipsOf(agreed)).toHaveLength(2);
    expect(agreed.querySelector('[data-testid="oc-standing"]')).toBeNull();
    expect(rowOf(3).querySelector('.oc-chip')).toBeNull();
  });

  it('the line’s drawer calls a proposal a proposal, and an agreed schedule agreed', async () => {
    fakeServer({ [p.timeline]: () => ({ data: timeline('proposed') }) });
    const view = renderWithApp(<OrderLineDrawer id={1} onClose={() => undefined} />);
    const heading = await screen.findByTestId('oc-schedule-heading');
    expect(heading.textContent).toBe('供应商提议的交货计划（尚未约定）');
    expect(chipsOf(screen.getByTestId('oc-agreed'))).toHaveLength(2);
    view.unmount();
    cleanup();

    fakeServer({ [p.timeline]: () => ({ data: timeline('countered') }) });
    const countered = renderWithApp(<OrderLineDrawer id={1} onClose={() => undefined} />);
    expect((await screen.findByTestId('oc-schedule-heading')).textContent).toBe(
      '采购还盘的交货计划（尚未约定）',
    );
    countered.unmount();
    cleanup();

    fakeServer({ [p.timeline]: () => ({ data: timeline('confirmed') }) });
    renderWithApp(<OrderLineDrawer id={1} onClose={() => undefined} />);
    expect((await screen.findByTestId('oc-schedule-heading')).textContent).toBe('已约定的交货计划');
  });

  it('the add-lines dialog shows every delivery, marks the one a new line takes and says so', async () => {
    const dnFields = ['ID', 'PO_NO', 'PO_ITEM', 'PART_NO', 'PO_REMAINING_QTY', 'SCHEDULE'];
    const line = {
      ID: 5,
      PO_NO: 'PO-7',
      PO_ITEM: 10,
      PART_NO: 'P-5',
      PO_TOTAL_QTY: '2800',
      PO_REMAINING_QTY: '2800',
      CONFIRM_STATE: 'confirmed',
      SCHEDULE: scheduleCellText(split),
      PROMISED_DATE: '2099-08-01',
      PROMISED_QTY: '1500',
    };
    listServer(listOf('DeliveryNoteOrderLines').loadData, columnsOf(dnFields), [line]);
    renderWithApp(
      <OrderLinesDialog
        k={kinds.DN}
        open={{ mode: 'add' }}
        onClose={() => undefined}
        onChoose={() => undefined}
      />,
    );
    await screen.findByText('P-5');
    const cell = rowOf(5).querySelector('[data-standing]')!;
    expect(chipsOf(cell)).toEqual([
      ['2099-08-01', '2099-08-01 × 1,500'],
      ['2099-08-15', '2099-08-15 × 1,300'],
    ]);
    expect(cell.querySelector('[data-next]')?.getAttribute('data-date')).toBe('2099-08-01');
    expect(document.querySelector('.dn-dialog-hint')?.textContent).toBe(
      '可跨页多选；送货数量默认为未交数量，若已约定的下一批数量更少则取下一批（在交货计划中标出）。已选 0 行',
    );
  });
});

describe('Finding and opening lines and orders (issue #45)', { timeout: 30_000 }, () => {
  it('the review queue opens on the lines waiting for the buyer', async () => {
    const calls = server(reviewLoad);
    renderWithApp(<ConfirmationReviewPage />);
    await screen.findByText('P-1');
    const first = calls.callsTo(reviewLoad)[0]!.body as {
      Params: { FIELD_NAME: string; PARAM_VALUE: string }[];
    };
    expect(first.Params).toEqual([
      expect.objectContaining({ FIELD_NAME: 'WAITING_ON', PARAM_VALUE: 'buyer' }),
    ]);
    // The filter is the header search's, where the user sees it (and can clear it).
    expect(document.querySelector('thead')?.textContent).toContain('待采购');
  });

  it('a click on a row opens its line, not a click on its checkbox; the item is a link for the keyboard', async () => {
    const calls = server(confirmationLoad);
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('P-2');
    fireEvent.click(rowOf(2).querySelector('input[type=checkbox]')!);
    fireEvent.click(rowOf(2).querySelector('.ant-table-selection-column')!);
    expect(calls.callsTo(p.timeline)).toHaveLength(0);

    fireEvent.click(within(rowOf(2)).getByText('P-2'));
    await waitFor(() => expect(calls.callsTo(p.timeline)).toHaveLength(1));
    expect(calls.callsTo(p.timeline)[0]!.query.get('id')).toBe('2');
    expect(await screen.findByTestId('oc-drawer-title')).toBeTruthy();

    // The item is a button: Tab reaches it, Enter (a click) opens its line.
    // (Found by its name within its row: a role query over the whole page costs seconds in jsdom on a busy machine.)
    const item = within(rowOf(3)).getByRole('button', { name: '打开订单行 PO-7/30' });
    expect(item.tagName).toBe('BUTTON');
    fireEvent.click(item);
    await waitFor(() => expect(calls.callsTo(p.timeline).map((c) => c.query.get('id'))).toContain('3'));
  });

  it('the order number opens the whole order, which prints as one page with each line’s answer', async () => {
    const calls = server(confirmationLoad);
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('P-1');
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: '打开订单 PO-7' }));
    await waitFor(() => expect(calls.callsTo(p.order)).toHaveLength(1));
    expect(calls.callsTo(p.order)[0]!.query.get('id')).toBe('1');
    // Not the line too.
    expect(calls.callsTo(p.timeline)).toHaveLength(0);

    const drawer = await screen.findByTestId('oc-order');
    expect(within(drawer).getByTestId('oc-order-title').textContent).toBe('采购订单 PO-7');
    await waitFor(() => expect(drawer.querySelectorAll('tr[data-line]')).toHaveLength(3));
    expect(within(drawer).getByTestId('oc-order-summary').textContent).toBe(
      '已约定 1 行 · 待采购 1 行 · 待供应商 1 行',
    );
    const line1 = drawer.querySelector('tr[data-line="1"]')!;
    expect(chipsOf(line1)).toHaveLength(2);
    expect(line1.textContent).toContain('提议');
    expect(line1.textContent).toContain('产能紧张，分两批交付');
    expect(drawer.querySelector('tr[data-line="2"]')!.textContent).toContain('原始 3,000');
    expect(within(drawer).getByTestId('oc-order-total').textContent).toBe('8,400.00');

    fireEvent.click(within(drawer).getByTestId('oc-order-print'));
    const frame = document.querySelector<HTMLIFrameElement>('#list-table-print')!;
    frame.contentWindow!.print = () => undefined;
    const printed = frame.contentDocument!;
    expect(printed.querySelector('h1')?.textContent).toBe('采购订单 PO-7');
    const lines = [...printed.querySelectorAll('tbody tr')];
    expect(lines).toHaveLength(3);
    // Each delivery of the split on its own line, the proposal named so; the agreed one without a label.
    expect([...lines[0]!.querySelectorAll('.nowrap')].map((d) => d.textContent)).toEqual(
      expect.arrayContaining(['2099-08-01 × 1,500', '2099-08-15 × 1,300']),
    );
    expect(lines[0]!.querySelector('.pending')?.textContent).toBe('供应商提议的交货计划（尚未约定）');
    expect(lines[1]!.querySelector('.pending')).toBeNull();
    expect(lines[1]!.textContent).toContain(confirmStateLabels.confirmed['zh-chs']);
    expect(printed.body.textContent).toContain('深圳精密五金');
    expect(printed.querySelector('footer')?.textContent).toMatch(/^打印时间 \d{4}-\d{2}-\d{2} /);
  });
});
