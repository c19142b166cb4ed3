import { apiPaths, listOf } from '@srm/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { ManualBatchDialog } from './ManualBatchDialog.tsx';

/**
 * #36 item 8: a number the form cannot take is said, not changed into one it can: a batch of 0 boxes is not
 * created as 1. The field keeps what was typed, says why in the user's language, and nothing is sent.
 */
beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('zh-chs');
});

const slow = { timeout: 30_000 };

describe('the manual-coding batch dialog', slow, () => {
  for (const [language, said] of [
    ['zh-chs', '箱数须为 1 到 1000 之间的整数'],
    ['en', 'The number of boxes is a whole number from 1 to 1000'],
  ] as const)
    it(`keeps 0 boxes as typed and refuses it (${language}); no batch is created`, async () => {
      await changeLanguage(language);
      const server = fakeServer({
        [listOf('HandmadeParts').loadData]: () => ({ data: [], count: 0 }),
        [apiPaths.label.manualCreate]: () => ({ data: { BATCH_NO: 'MB1', COUNT: 1 } }),
      });
      const created = vi.fn();
      renderWithApp(<ManualBatchDialog open staff={false} onClose={() => undefined} onCreated={created} />);
      const boxes = (await screen.findByTestId('label-batch-box-count')) as HTMLInputElement;
      const part = screen.getByRole('combobox');
      await act(async () => fireEvent.change(part, { target: { value: 'P10001' } }));
      await act(async () =>
        fireEvent.change(screen.getByTestId('label-batch-box-qty'), { target: { value: '10' } }),
      );
      await act(async () => fireEvent.focus(boxes));
      await act(async () => fireEvent.change(boxes, { target: { value: '0' } }));
      await act(async () => fireEvent.blur(boxes));
      expect(boxes.value).toBe('0');
      await act(async () => {
        fireEvent.click(screen.getByTestId('label-batch-ok'));
      });
      expect(await screen.findByText(said)).toBeTruthy();
      expect(boxes.value).toBe('0');
      expect(server.callsTo(apiPaths.label.manualCreate)).toEqual([]);
      expect(created).not.toHaveBeenCalled();
    });
});
