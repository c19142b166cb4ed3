import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { antdLocales } from '../antd-locales.ts';
import { DateInput } from './DateInput.tsx';

beforeAll(stubBrowser);
afterEach(cleanup);

/** #45 item 10: every date input writes the date as YYYY-MM-DD, as the rest of the app does, in both languages. */
describe('date inputs', { timeout: 30_000 }, () => {
  it.each(['zh-chs', 'en'] as const)('show YYYY-MM-DD in %s', (lang) => {
    render(
      <ConfigProvider locale={antdLocales[lang]}>
        <DateInput value="2026-11-30" aria-label="due" />
        <DatePicker value={dayjs('2026-03-05')} aria-label="plain" />
      </ConfigProvider>,
    );
    expect((screen.getByLabelText('due') as HTMLInputElement).value).toBe('2026-11-30');
    expect((screen.getByLabelText('plain') as HTMLInputElement).value).toBe('2026-03-05');
  });

  it('hands on the typed date as the API writes it', async () => {
    const onChange = vi.fn();
    render(<DateInput value="" onChange={onChange} aria-label="due" />);
    const input = screen.getByLabelText('due') as HTMLInputElement;
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '2026-12-01' } });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it("no page uses the browser's date input, which writes the date in the browser's locale", () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    const native = files(src)
      .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
      .filter((f) => /type=["'{]+(date|datetime-local|month|week)\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(native).toEqual([]);
  });
});
