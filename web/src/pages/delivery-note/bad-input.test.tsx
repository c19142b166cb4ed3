import type { DeliveryNoteDetail } from '@srm/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { type EditLine, lineFromOrder, lineProblems, totalOf } from './editor-model.ts';
import { LinesGrid } from './LinesGrid.tsx';
import { ReceiveDialog } from './StateDialogs.tsx';
import { orderLine } from './test-utils.ts';

/**
 * #36 items 6 and 8: what a user types that the note cannot take is said where it was typed and changes nothing
 * else: a negative quantity is refused as negative and adds nothing to the totals; a paste longer than a field
 * takes is kept and said, not cut; a receive the dialog holds says why.
 */
beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  await changeLanguage('zh-chs');
});

const order = orderLine;

const with_ = (line: EditLine, values: Partial<EditLine>): EditLine => ({ ...line, ...values });

describe('the note model', () => {
  const a = lineFromOrder(order(1, '25'), []);
  const b = lineFromOrder(order(2, '5'), [a]);

  it('calls a negative quantity negative, in every quantity cell', () => {
    const line = with_(a, { DELIVERY_QTY: '-5', SPARE_QTY: '-1', PACKING_QTY: '- 2', WEIGHT: '-0.5' });
    expect(lineProblems(line, [line]).map((p) => [p.field, p.code])).toEqual([
      ['DELIVERY_QTY', 'negative'],
      ['SPARE_QTY', 'negative'],
      ['PACKING_QTY', 'negative'],
      ['WEIGHT', 'negative'],
    ]);
  });

  it('totals only quantities the note can take', () => {
    const lines = [with_(a, { DELIVERY_QTY: '-5', SPARE_QTY: '-1' }), with_(b, { SPARE_QTY: '2' })];
    // 5 (b) — the −5 of a would make it 0; the −1 spare would make 1.
    expect(totalOf(lines, 'DELIVERY_QTY')).toBe(50_000n);
    expect(totalOf(lines, 'SPARE_QTY')).toBe(20_000n);
    expect(totalOf([with_(a, { DELIVERY_QTY: '1.23456' }), b], 'DELIVERY_QTY')).toBe(50_000n);
  });

  it('says a text longer than its field takes, by the contract’s limits (lot 64, date code 32)', () => {
    const line = with_(a, { LOT_NO: 'L'.repeat(65), DATE_CODE: '批'.repeat(33), COLOR: 'c'.repeat(32) });
    expect(lineProblems(line, [line])).toEqual([
      { field: 'LOT_NO', code: 'tooLong', values: { max: 64, count: 65 } },
      { field: 'DATE_CODE', code: 'tooLong', values: { max: 32, count: 33 } },
    ]);
  });
});

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
      onRemove={() => undefined}
      onReplace={() => undefined}
    />
  );
}

const slow = { timeout: 30_000 };

describe('the lines grid', slow, () => {
  it('says “cannot be negative” under the cell and leaves the negative out of the total row', () => {
    const a = lineFromOrder(order(1, '25'), []);
    const b = lineFromOrder(order(2, '5'), [a]);
    render(<Grid initial={[a, b]} />);
    expect(screen.getByTestId('dn-total-qty').textContent).toBe('30');
    fireEvent.change(screen.getByTestId('dn-cell-DELIVERY_QTY-0'), { target: { value: '-5' } });
    expect(screen.getByTestId('dn-problem-DELIVERY_QTY-0').textContent).toBe('不能为负数');
    const cell = screen.getByTestId('dn-cell-DELIVERY_QTY-0');
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(cell.getAttribute('aria-describedby')).toBe(screen.getByTestId('dn-problem-DELIVERY_QTY-0').id);
    expect(screen.getByTestId('dn-total-qty').textContent).toBe('5');
  });

  it('keeps a pasted lot number longer than 64 characters whole and says so', () => {
    const a = lineFromOrder(order(1, '25'), []);
    render(<Grid initial={[a]} />);
    const pasted = `LOT-${'9'.repeat(70)}`;
    fireEvent.change(screen.getByTestId('dn-cell-LOT_NO-0'), { target: { value: pasted } });
    const cell = screen.getByTestId('dn-cell-LOT_NO-0') as HTMLInputElement;
    expect(cell.value).toBe(pasted);
    expect(cell.hasAttribute('maxlength')).toBe(false);
    expect(screen.getByTestId('dn-problem-LOT_NO-0').textContent).toBe('最多 64 个字符，现有 74 个');
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
      DELIVERY_QTY: '100',
      SPARE_QTY: '0',
    },
  ],
} as unknown as DeliveryNoteDetail;

describe('the receive dialog', slow, () => {
  for (const language of ['zh-chs', 'en'] as const)
    it(`says why it holds the button, in ${language}; −1 is negative, not a shortage of 101`, async () => {
      await changeLanguage(language);
      const said = {
        'zh-chs': { over: '实收数量不能超过 100', negative: '实收数量不能为负数' },
        en: {
          over: 'The received quantity cannot exceed 100',
          negative: 'A received quantity cannot be negative',
        },
      }[language];
      render(
        <AntApp>
          <ReceiveDialog open note={note} onClose={() => undefined} onSubmit={async () => undefined} />
        </AntApp>,
      );
      const input = screen.getByTestId('dn-receive-0');
      const ok = () => screen.getByTestId('dn-receive-ok') as HTMLButtonElement;
      expect(screen.queryByTestId('dn-receive-problem-0')).toBeNull();

      fireEvent.change(input, { target: { value: '150' } });
      expect(screen.getByTestId('dn-receive-problem-0').textContent).toBe(said.over);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(ok().disabled).toBe(true);
      expect(screen.getByTestId('dn-receive-shortage-0').textContent).toBe('');

      fireEvent.change(input, { target: { value: '-1' } });
      expect(screen.getByTestId('dn-receive-problem-0').textContent).toBe(said.negative);
      expect(ok().disabled).toBe(true);
      expect(screen.getByTestId('dn-receive-shortage-0').textContent).toBe('');

      fireEvent.change(input, { target: { value: '99' } });
      expect(screen.queryByTestId('dn-receive-problem-0')).toBeNull();
      expect(ok().disabled).toBe(false);
      expect(screen.getByTestId('dn-receive-shortage-0').textContent).toBe('1');
    });
});
