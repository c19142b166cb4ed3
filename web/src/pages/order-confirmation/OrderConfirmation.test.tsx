import { apiPaths, confirmStateLabels, type LineTimeline, listOf } from '@srm/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { chineseOptions, listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { ConfirmationReviewPage } from './ConfirmationReviewPage.tsx';
import { OrderConfirmationPage } from './OrderConfirmationPage.tsx';
import { OrderLineDrawer } from './OrderLineDrawer.tsx';

vi.mock('../../platform/session.ts', () => ({
  usePermission: () => true,
  hasPermission: () => true,
  session: { userInfo: () => ({ USER_NAME: 'vendor1' }) },
}));

const p = apiPaths.orderConfirmation;
const confirmationLoad = listOf('OrderConfirmation').loadData;
const reviewLoad = listOf('ConfirmationReview').loadData;
const fields = ['ID', 'VERSION', 'CONFIRM_STATE', 'PO_NO', 'PO_ITEM', 'PART_NO', 'ORDERED_QTY', 'DUE_DATE'];
const columns = listColumns(fields, { options: { CONFIRM_STATE: chineseOptions(confirmStateLabels) } });
const due = dayjs().add(30, 'day').format('YYYY-MM-DD');
const line = (ID: number, CONFIRM_STATE: string, VERSION = ID + 10) => ({
  ID,
  VERSION,
  CONFIRM_STATE,
  PO_NO: `PO-${ID}`,
  PO_ITEM: 10,
  PART_NO: `P-${ID}`,
  ORDERED_QTY: '1000',
  DUE_DATE: due,
  OVER_PCT: '10',
});

function server(
  loadPath: string,
  rows: ReturnType<typeof line>[],
  more: Parameters<typeof fakeServer>[0] = {},
) {
  return listServer(loadPath, columns, rows, more);
}

const rowOf = (po: string) =>
  [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(po))!;
const tick = (po: string) =>
  fireEvent.click(rowOf(po).querySelector<HTMLInputElement>('input[type=checkbox]')!);
const ticked = (po: string) => rowOf(po).querySelector<HTMLInputElement>('input[type=checkbox]')!.checked;
const byTestId = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

setUpRenderTests();

describe('Order confirmation, the vendor (issue #32)', { timeout: 30_000 }, () => {
  it('accepts in bulk only the selected lines the state machine lets it accept, with their versions', async () => {
    const rows = [
      line(1, 'new'),
      line(2, 'proposed'),
      line(3, 'changed'),
      line(4, 'countered'),
      line(5, 'new'),
    ];
    const calls = server(confirmationLoad, rows, {
      [p.accept]: (body) => ({
        data: (body as { LINES: { ID: number }[] }).LINES.map((l) => ({
          ID: l.ID,
          STATE: 'accepted',
          VERSION: 99,
        })),
      }),
    });
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('PO-1');
    // The state shows as its tag with the list's label.
    expect(rowOf('PO-2').querySelector('[data-state="proposed"]')?.textContent).toBe('供应商提议');
    expect(byTestId('oc-accept').disabled).toBe(true);

    tick('PO-2');
    await waitFor(() => expect(ticked('PO-2')).toBe(true));
    // A proposal waits on the buyer: nothing the vendor may accept.
    expect(byTestId('oc-accept').disabled).toBe(true);
    tick('PO-1');
    tick('PO-3');
    tick('PO-4');
    await waitFor(() => expect(byTestId('oc-accept').textContent).toContain('3'));
    // Several lines: propose and refuse are for one line.
    expect(byTestId('oc-propose').disabled).toBe(true);
    expect(byTestId('oc-refuse').disabled).toBe(true);

    const loads = calls.callsTo(confirmationLoad).length;
    // The bulk answer asks first (issue #45): how many lines it answers, and that one selected line stays as it is.
    fireEvent.click(byTestId('oc-accept'));
    const question = await screen.findByTestId('oc-bulk-question');
    expect(question.getAttribute('data-count')).toBe('3');
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('接受 3 行？');
    expect(question.textContent).toContain('PO-1/10');
    expect(question.textContent).toContain('PO-4/10');
    expect(question.textContent).toContain('另有 1 个已选行不能执行此操作');
    expect(calls.callsTo(p.accept)).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('oc-bulk-ok'));
    await waitFor(() => expect(calls.callsTo(p.accept)).toHaveLength(1));
    expect(calls.callsTo(p.accept)[0]!.body).toEqual({
      LINES: [
        { ID: 1, VERSION: 11 },
        { ID: 3, VERSION: 13 },
        { ID: 4, VERSION: 14 },
      ],
    });
    // The list is read again and the selection dropped.
    await waitFor(() => expect(calls.callsTo(confirmationLoad).length).toBeGreaterThan(loads));
    await waitFor(() => expect(byTestId('oc-accept').disabled).toBe(true));
  });

  it('a 409 (someone answered meanwhile) shows the server’s message and reads the list again', async () => {
    const calls = server(confirmationLoad, [line(1, 'new')], {
      [p.accept]: () => ({ data: null, code: 409, msg: 'PO-1/10 was answered meanwhile' }),
    });
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('PO-1');
    tick('PO-1');
    await waitFor(() => expect(byTestId('oc-accept').disabled).toBe(false));
    const loads = calls.callsTo(confirmationLoad).length;
    fireEvent.click(byTestId('oc-accept'));
    fireEvent.click(await screen.findByTestId('oc-bulk-ok'));
    await waitFor(() => expect(calls.callsTo(confirmationLoad).length).toBeGreaterThan(loads));
    expect(calls.callsTo(p.accept)).toHaveLength(1);
  });

  it('the proposal refuses a past date and a total over the allowance without asking the server, then sends a split', async () => {
    const calls = server(confirmationLoad, [line(1, 'new'), line(2, 'accepted')], {
      [p.propose]: (body) => ({
        data: [{ ID: (body as { ID: number }).ID, STATE: 'proposed', VERSION: 12 }],
      }),
    });
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('PO-1');
    tick('PO-2');
    await waitFor(() => expect(ticked('PO-2')).toBe(true));
    // An accepted line cannot be proposed on again.
    expect(byTestId('oc-propose').disabled).toBe(true);
    tick('PO-2');
    tick('PO-1');
    await waitFor(() => expect(byTestId('oc-propose').disabled).toBe(false));
    fireEvent.click(byTestId('oc-propose'));
    const dialog = await screen.findByTestId('oc-schedule-dialog');

    // Pre-filled with the line as ordered.
    const date = (n: number) => within(dialog).getByLabelText(`第 ${n} 行日期`) as HTMLInputElement;
    const qty = (n: number) => within(dialog).getByLabelText(`第 ${n} 行数量`) as HTMLInputElement;
    // A date is typed as a user does: the text, then Enter.
    const typeDate = (n: number, value: string) => {
      fireEvent.change(date(n), { target: { value } });
      fireEvent.keyDown(date(n), { key: 'Enter' });
    };
    expect(date(1).value).toBe(due);
    expect(qty(1).value).toBe('1000');

    const problems = () =>
      within(dialog)
        .queryAllByTestId('oc-problem')
        .map((e) => e.getAttribute('data-kind'));
    typeDate(1, '2020-01-01');
    fireEvent.click(byTestId('oc-schedule-ok'));
    await waitFor(() => expect(problems()).toEqual(['dateInPast']));
    expect(within(dialog).getByText('2020-01-01 已过去')).toBeTruthy();

    // 1000 ordered, 10 % over allowed: 1200 is too many.
    typeDate(1, due);
    fireEvent.change(qty(1), { target: { value: '1200' } });
    await waitFor(() => expect(problems()).toEqual(['overOrdered']));
    expect(within(dialog).getByText(/合计 1200 超过允许交货的数量（1100）/)).toBeTruthy();
    // Enter sends the form: still refused here.
    fireEvent.submit(qty(1).closest('form')!);
    expect(calls.callsTo(p.propose)).toHaveLength(0);

    // A split: 600 on the due date, 400 two weeks later.
    const later = dayjs(due).add(14, 'day').format('YYYY-MM-DD');
    fireEvent.change(qty(1), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByTestId('oc-add-row'));
    // The new row offers a week after the last date and what the schedule still lacks of the order.
    expect((date(2) as HTMLInputElement).value).toBe(dayjs(due).add(7, 'day').format('YYYY-MM-DD'));
    expect((qty(2) as HTMLInputElement).value).toBe('400');
    typeDate(2, later);
    fireEvent.change(qty(2), { target: { value: '400' } });
    await waitFor(() => expect(problems()).toEqual([]));
    fireEvent.change(within(dialog).getByTestId('oc-reason'), { target: { value: 'Capacity in December' } });
    fireEvent.submit(qty(2).closest('form')!);
    await waitFor(() => expect(calls.callsTo(p.propose)).toHaveLength(1));
    expect(calls.callsTo(p.propose)[0]!.body).toEqual({
      ID: 1,
      VERSION: 11,
      SCHEDULE: [
        { DATE: due, QTY: '600' },
        { DATE: later, QTY: '400' },
      ],
      REASON: 'Capacity in December',
    });
  });

  it('a refusal needs a reason', async () => {
    const calls = server(confirmationLoad, [line(1, 'new')], {
      [p.refuse]: () => ({ data: [{ ID: 1, STATE: 'refused', VERSION: 12 }] }),
    });
    renderWithApp(<OrderConfirmationPage />);
    await screen.findByText('PO-1');
    tick('PO-1');
    await waitFor(() => expect(byTestId('oc-refuse').disabled).toBe(false));
    fireEvent.click(byTestId('oc-refuse'));
    const reason = (await screen.findByTestId('oc-refuse-reason')) as HTMLInputElement;
    fireEvent.submit(reason.closest('form')!);
    expect(await screen.findByText('拒绝必须填写原因')).toBeTruthy();
    expect(calls.callsTo(p.refuse)).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Part discontinued' } });
    fireEvent.submit(reason.closest('form')!);
    await waitFor(() => expect(calls.callsTo(p.refuse)).toHaveLength(1));
    expect(calls.callsTo(p.refuse)[0]!.body).toEqual({ ID: 1, VERSION: 11, REASON: 'Part discontinued' });
  });
});

describe('Confirmation review, the buyer (issue #32)', { timeout: 30_000 }, () => {
  it('confirms the selected proposals in bulk, and only those', async () => {
    const rows = [line(1, 'proposed'), line(2, 'refused'), line(3, 'proposed'), line(4, 'new')];
    const calls = server(reviewLoad, rows, {
      [p.confirm]: (body) => ({
        data: (body as { LINES: { ID: number }[] }).LINES.map((l) => ({
          ID: l.ID,
          STATE: 'confirmed',
          VERSION: 1,
        })),
      }),
    });
    renderWithApp(<ConfirmationReviewPage />);
    await screen.findByText('PO-1');
    fireEvent.click(document.querySelector<HTMLInputElement>('thead input[type=checkbox]')!);
    await waitFor(() => expect(byTestId('oc-confirm').textContent).toContain('2'));
    // Several lines: a counter is for one.
    expect(byTestId('oc-counter').disabled).toBe(true);
    // It asks first, naming the two proposals; cancelling sends nothing.
    fireEvent.click(byTestId('oc-confirm'));
    expect((await screen.findByTestId('oc-bulk-question')).getAttribute('data-count')).toBe('2');
    fireEvent.click(screen.getByTestId('oc-bulk-cancel'));
    expect(calls.callsTo(p.confirm)).toHaveLength(0);
    fireEvent.click(byTestId('oc-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('oc-bulk-ok').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('oc-bulk-ok').at(-1)!);
    await waitFor(() => expect(calls.callsTo(p.confirm)).toHaveLength(1));
    expect(calls.callsTo(p.confirm)[0]!.body).toEqual({
      LINES: [
        { ID: 1, VERSION: 11 },
        { ID: 3, VERSION: 13 },
      ],
    });
  });

  it('counters a proposal from the vendor’s schedule', async () => {
    const later = dayjs(due).add(7, 'day').format('YYYY-MM-DD');
    const calls = server(reviewLoad, [line(1, 'proposed')], {
      [p.timeline]: () => ({
        data: timeline([
          { DATE: due, QTY: '500' },
          { DATE: later, QTY: '500' },
        ]),
      }),
      [p.counter]: () => ({ data: [{ ID: 1, STATE: 'countered', VERSION: 12 }] }),
    });
    renderWithApp(<ConfirmationReviewPage />);
    await screen.findByText('PO-1');
    tick('PO-1');
    await waitFor(() => expect(byTestId('oc-counter').disabled).toBe(false));
    fireEvent.click(byTestId('oc-counter'));
    const dialog = await screen.findByTestId('oc-schedule-dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('oc-schedule-row')).toHaveLength(2));
    expect((within(dialog).getByLabelText('第 2 行日期') as HTMLInputElement).value).toBe(later);
    fireEvent.click(within(dialog).getAllByTestId('oc-remove-row')[1]!);
    fireEvent.change(within(dialog).getByLabelText('第 1 行数量'), { target: { value: '1000' } });
    fireEvent.click(byTestId('oc-schedule-ok'));
    await waitFor(() => expect(calls.callsTo(p.counter)).toHaveLength(1));
    expect(calls.callsTo(p.counter)[0]!.body).toEqual({
      ID: 1,
      VERSION: 11,
      SCHEDULE: [{ DATE: due, QTY: '1000' }],
    });
  });
});

function timeline(proposal: { DATE: string; QTY: string }[]): LineTimeline {
  const erp = { ORDERED_QTY: '1000', DUE_DATE: due, UNIT_PRICE: '2.5' };
  return {
    ID: 1,
    PO_NO: 'PO-1',
    PO_ITEM: 10,
    VENDOR_CODE: 'V001',
    PART_NO: 'P-1',
    STATE: 'proposed',
    VERSION: 2,
    ORDERED_QTY: '1000',
    DUE_DATE: due,
    ORIGINAL_QTY: '1200',
    ORIGINAL_DUE_DATE: '2026-11-01',
    SCHEDULE: [],
    VERSIONS: [
      {
        VERSION: 0,
        ACTION: 'create',
        ACTOR: 'erp',
        STATE: 'new',
        SCHEDULE: [],
        REASON: null,
        ...erp,
        BY: null,
        AT: '2026-11-20T08:00:00Z',
      },
      {
        VERSION: 1,
        ACTION: 'change',
        ACTOR: 'erp',
        STATE: 'changed',
        SCHEDULE: [],
        REASON: null,
        ...erp,
        BY: null,
        AT: '2026-11-21T08:00:00Z',
      },
      {
        VERSION: 2,
        ACTION: 'propose',
        ACTOR: 'vendor',
        STATE: 'proposed',
        SCHEDULE: proposal,
        REASON: 'Two trucks',
        ...erp,
        BY: 'vendor1',
        AT: '2026-11-22T08:00:00Z',
      },
    ],
  };
}

describe('The order-line drawer (issue #32)', { timeout: 30_000 }, () => {
  it('shows the line, current against original figures and every version', async () => {
    const calls = fakeServer({
      [p.timeline]: () => ({
        data: timeline([
          { DATE: due, QTY: '600' },
          { DATE: '2099-01-15', QTY: '400' },
        ]),
      }),
    });
    renderWithApp(<OrderLineDrawer id={1} onClose={() => undefined} />);
    const versions = await screen.findAllByTestId('oc-version');
    expect(calls.callsTo(p.timeline)[0]!.query.get('id')).toBe('1');
    // Newest first.
    expect(versions.map((v) => v.getAttribute('data-version'))).toEqual(['2', '1', '0']);
    expect(versions[0]!.textContent).toContain('提议');
    expect(versions[0]!.textContent).toContain('供应商提议');
    expect(versions[0]!.textContent).toContain('vendor1');
    expect(versions[0]!.textContent).toContain('Two trucks');
    expect(versions[0]!.textContent).toContain('600');
    expect(versions[1]!.textContent).toContain('ERP变更');
    expect(versions[2]!.textContent).toContain('从 ERP 导入');
    expect(screen.getByTestId('oc-erp-qty').textContent).toBe('1,000');
    expect(screen.getByTestId('oc-original-qty').textContent).toBe('1,200');
    expect(screen.getByTestId('oc-original-due').textContent).toBe('2026-11-01');
    expect(screen.getByTestId('oc-drawer-title').textContent).toContain('PO-1/10');
  });
});
