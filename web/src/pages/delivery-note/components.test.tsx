import type { DeliveryNoteDetail } from '@srm/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { type EditLine, lineFromOrder, lineProblems } from './editor-model.ts';
import { LinesGrid } from './LinesGrid.tsx';
import { ReceiveDialog } from './StateDialogs.tsx';
import { orderLine } from './test-utils.ts';

beforeAll(stubBrowser);
afterEach(cleanup);

const order = orderLine;

function Grid({ initial }: { initial: EditLine[] }) {
  const [lines, setLines] = useState(initial);
  const problems = new Map(lines.map((l) => [l.key, lineProblems(l, lines)]));
  return (
    <LinesGrid
      lines={lines}
      problems={problems}
      flagged={[]}
      onChange={(key, field, value) =>
        setLines((ls) => ls.map((l) => (l.key === key ? { ...l, [field]: value } : l)))
      }
      onRemove={(key) => setLines((ls) => ls.filter((l) => l.key !== key))}
      onReplace={() => undefined}
    />
  );
}

// antd's first render in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

describe('the lines grid', slow, () => {
  it('counts boxes live, totals exactly and moves down a column with Enter', () => {
    const a = lineFromOrder(order(1, '25'), []);
    const b = lineFromOrder(order(2, '0.1'), [a]);
    render(<Grid initial={[a, b]} />);
    const first = screen.getByTestId('dn-cell-DELIVERY_QTY-0') as HTMLInputElement;
    expect(first.value).toBe('25');
    expect(screen.getAllByTestId('dn-boxes')[0]!.textContent).toBe('3');
    fireEvent.change(first, { target: { value: '30.2' } });
    expect(screen.getAllByTestId('dn-boxes')[0]!.textContent).toBe('4');
    // 30.2 + 0.1 in floating point would be 30.300000000000004.
    expect(screen.getByTestId('dn-total-qty').textContent).toBe('30.3');
    // The cell is looked up again: antd re-mounts the body once it has measured the sticky header.
    const again = screen.getByTestId('dn-cell-DELIVERY_QTY-0');
    again.focus();
    fireEvent.keyDown(again, { key: 'Enter' });
    console.log(
      document.querySelectorAll('[data-cell]').length,
      first.closest('.dn-grid')?.className,
      document.activeElement?.outerHTML.slice(0, 200),
    );
    expect(document.activeElement).toBe(screen.getByTestId('dn-cell-DELIVERY_QTY-1'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    const cell = screen.getByTestId('dn-cell-DELIVERY_QTY-0');
    expect(document.activeElement).toBe(cell);
    // Typing through a state that is not a number yet ("12.") keeps the same input, and the focus.
    fireEvent.change(cell, { target: { value: '12.' } });
    expect(cell.getAttribute('aria-invalid') ?? cell.className).toMatch(/true|status-error/);
    fireEvent.change(cell, { target: { value: '12.5' } });
    expect(document.activeElement).toBe(cell);
    expect(screen.getByTestId('dn-cell-DELIVERY_QTY-0')).toBe(cell);
  });

  it('removes a row', () => {
    const a = lineFromOrder(order(1, '25'), []);
    const b = lineFromOrder(order(2, '5'), [a]);
    render(<Grid initial={[a, b]} />);
    expect(screen.getAllByTestId('dn-boxes')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '删除行 450000001/10' }));
    expect(screen.getAllByTestId('dn-boxes')).toHaveLength(1);
    expect((screen.getByTestId('dn-cell-DELIVERY_QTY-0') as HTMLInputElement).value).toBe('5');
  });
});

const note = {
  ID: 1,
  DELIVERY_NO: 'DN202611220001',
  Lines: [
    {
      ID: 11,
      LINE_NO: 1,
      PO_NO: '4500',
      PO_ITEM: 10,
      PART_NO: 'P1',
      PART_NAME: 'a',
      DELIVERY_QTY: '10',
      SPARE_QTY: '1',
    },
    {
      ID: 12,
      LINE_NO: 2,
      PO_NO: '4500',
      PO_ITEM: 20,
      PART_NO: 'P2',
      PART_NAME: 'b',
      DELIVERY_QTY: '5',
      SPARE_QTY: '0',
    },
  ],
} as unknown as DeliveryNoteDetail;

describe('the receive dialog', slow, () => {
  it('defaults to what was delivered, shows the shortage and sends only the lines received short', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <AntApp>
        <ReceiveDialog open note={note} onClose={() => undefined} onSubmit={onSubmit} />
      </AntApp>,
    );
    const first = screen.getByTestId('dn-receive-0') as HTMLInputElement;
    expect(first.value).toBe('10');
    fireEvent.change(first, { target: { value: '11.0001' } });
    expect((screen.getByTestId('dn-receive-ok') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(first, { target: { value: '8.5' } });
    expect((screen.getByTestId('dn-receive-ok') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('1.5')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('dn-receive-ok'));
    });
    expect(onSubmit).toHaveBeenCalledWith([{ ID: 11, RECEIVED_QTY: '8.5' }]);
  });
});
