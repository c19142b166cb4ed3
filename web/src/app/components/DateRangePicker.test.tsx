import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  await changeLanguage('zh-chs');
});

/** Types a range into the picker's two inputs as a user does: start, Enter, end, Enter. */
async function typeRange(from: string, to: string) {
  const [start, end] = screen.getAllByRole('textbox') as HTMLInputElement[];
  await act(async () => {
    fireEvent.mouseDown(start!);
    fireEvent.focus(start!);
    fireEvent.change(start!, { target: { value: from } });
    fireEvent.keyDown(start!, { key: 'Enter' });
  });
  await act(async () => {
    fireEvent.focus(end!);
    fireEvent.change(end!, { target: { value: to } });
    fireEvent.keyDown(end!, { key: 'Enter' });
  });
}

const days = (call: unknown[] | undefined) =>
  (call?.[0] as [Dayjs, Dayjs] | null)?.map((d) => d.format('YYYY-MM-DD'));

/** #36 item 8: a reversed date range is refused with a message, never swapped. */
describe('DateRangePicker', { timeout: 30_000 }, () => {
  it('passes a range typed in order on as it was typed', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker format="YYYY-MM-DD" onChange={onChange} />);
    await typeRange('2026-03-01', '2026-03-10');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(days(onChange.mock.calls[0])).toEqual(['2026-03-01', '2026-03-10']);
    expect(screen.queryByTestId('date-range-reversed')).toBeNull();
  });

  for (const [language, said] of [
    ['zh-chs', '结束日期不能早于开始日期：未采用，请重新选择'],
    ['en', 'The end is before the start: not applied, choose the dates again'],
  ] as const)
    it(`refuses an end before the start with a message (${language}), changing nothing`, async () => {
      await changeLanguage(language);
      const onChange = vi.fn();
      render(<DateRangePicker format="YYYY-MM-DD" onChange={onChange} />);
      await typeRange('2026-03-10', '2026-03-01');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByTestId('date-range-reversed').textContent).toBe(said);
      expect(document.querySelector('.ant-picker-status-error')).not.toBeNull();
    });
});

describe('every date range of the app', () => {
  it('is a DateRangePicker: antd’s RangePicker is used nowhere else', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      .filter(
        (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'app/components/DateRangePicker.tsx',
      );
    const found = files.filter((f) => /\bRangePicker\b/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
