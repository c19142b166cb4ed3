import { apiPaths, type ScheduleDue } from '@srm/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { ScheduleDueDialog } from './ScheduleDueDialog.tsx';

setUpRenderTests({ resetLanguage: true });

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const due: ScheduleDue = {
  UNTIL: day(7),
  Lines: [
    {
      ORDER_LINE_ID: 11,
      PO_NO: '4500001',
      PO_ITEM: 10,
      PART_NO: 'P10001',
      PART_NAME: '六角螺栓',
      DUE_DATE: day(-2),
      CUM_REQUIRED: '50',
      CUM_NOTED: '0',
      DUE_QTY: '50',
    },
    {
      ORDER_LINE_ID: 12,
      PO_NO: '4500001',
      PO_ITEM: 20,
      PART_NO: 'P10002',
      PART_NAME: '平垫圈',
      DUE_DATE: day(3),
      CUM_REQUIRED: '30',
      CUM_NOTED: '12.5',
      DUE_QTY: '17.5',
    },
  ],
};

describe('the note editor’s schedule lines due (issue #48)', { timeout: 30_000 }, () => {
  it('lists the call-offs due with the overdue one marked, all chosen; adds what stays chosen', async () => {
    await act(() => changeLanguage('en'));
    const server = fakeServer({ [apiPaths.forecast.scheduleDue]: () => ({ data: due }) });
    const onChoose = vi.fn(async () => {});
    renderWithApp(<ScheduleDueDialog open onClose={() => undefined} onChoose={onChoose} />);
    expect(await screen.findByText(`Schedule lines due by ${day(7)}`)).toBeTruthy();
    const table = screen.getByTestId('dn-schedule-due');
    const rows = await within(table).findAllByRole('row');
    const texts = rows.slice(1).map((r) => r.textContent);
    expect(texts[0]).toContain('4500001/10');
    expect(texts[0]).toContain('Overdue');
    expect(texts[1]).toContain('17.5');
    expect(texts[1]).not.toContain('Overdue');
    expect(server.callsTo(apiPaths.forecast.scheduleDue)).toHaveLength(1);

    const add = screen.getByTestId('dn-schedule-confirm');
    await waitFor(() => expect(add.textContent).toContain('Add 2 lines'));
    // Unchoose the second: only the overdue line is added.
    const boxes = within(table).getAllByRole('checkbox');
    await act(async () => fireEvent.click(boxes[2]!));
    await waitFor(() => expect(add.textContent).toContain('Add 1 line'));
    await act(async () => fireEvent.click(add));
    expect(onChoose).toHaveBeenCalledWith([due.Lines[0]]);
  });

  it('says so when nothing is due, in Chinese, and adds nothing', async () => {
    fakeServer({ [apiPaths.forecast.scheduleDue]: () => ({ data: { UNTIL: day(7), Lines: [] } }) });
    const onChoose = vi.fn(async () => {});
    renderWithApp(<ScheduleDueDialog open onClose={() => undefined} onChoose={onChoose} />);
    expect(await screen.findByText('没有到期的要货：交货计划已覆盖')).toBeTruthy();
    expect(screen.getByTestId('dn-schedule-confirm')).toHaveProperty('disabled', true);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
