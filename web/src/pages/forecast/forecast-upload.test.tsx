// @vitest-environment jsdom
// (jsdom: under happy-dom an upload's refusal never reaches the dialog — see asn-import.test.tsx)
import { apiPaths, listOf } from '@srm/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import ForecastCommitmentPage from './ForecastCommitmentPage.tsx';
import { ForecastUploadDialog } from './ForecastUploadDialog.tsx';

vi.mock('../../platform/session.ts', () => ({
  usePermission: () => true,
  hasPermission: () => true,
  session: { userInfo: () => ({ USER_NAME: 'buyer' }) },
}));

setUpRenderTests({ resetLanguage: true });

// antd's first render in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

const refusal = {
  code: 400,
  msg: '2 rows have errors: no forecast was published',
  data: {
    Errors: [
      {
        Row: 3,
        Field: 'PERIOD',
        Column: 'Period',
        Reason: 'Period "2030-W60" does not exist: write an ISO week (2026-W49) or a month (2026-12)',
      },
      { Row: 5, Field: 'VENDOR_CODE', Column: 'Vendor code', Reason: 'Vendor V999 does not exist' },
    ],
  },
};
const published = {
  data: {
    Created: 2,
    Unchanged: 1,
    Versions: [
      { VENDOR_CODE: 'V001', VERSION: 12, BUCKETS: 52 },
      { VENDOR_CODE: 'V002', VERSION: 7, BUCKETS: 26 },
      { VENDOR_CODE: 'V003', VERSION: 3, BUCKETS: 4 },
    ],
  },
};

function choose(name: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(input, { target: { files: [file] } });
}

const tableCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));

describe('the forecast Excel upload', slow, () => {
  it('downloads the template, lists a refused file’s bad rows, then tells what the fixed one published', async () => {
    await act(() => changeLanguage('en'));
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    let answer: typeof refusal | typeof published = refusal;
    const server = fakeServer({
      [apiPaths.forecast.uploadTemplate]: () => ({ data: null }),
      [apiPaths.forecast.upload]: () => answer,
    });
    const onUploaded = vi.fn();
    renderWithApp(<ForecastUploadDialog open onClose={() => undefined} onUploaded={onUploaded} />);

    fireEvent.click(await screen.findByTestId('forecast-upload-template'));
    await waitFor(() => expect(server.callsTo(apiPaths.forecast.uploadTemplate)).toHaveLength(1));

    expect(screen.getByTestId('forecast-upload-send')).toHaveProperty('disabled', true);
    choose('forecast.xlsx');
    await waitFor(() => expect(screen.getByTestId('forecast-upload-file').textContent).toBe('forecast.xlsx'));
    fireEvent.click(screen.getByTestId('forecast-upload-send'));
    const errors = await screen.findByTestId('forecast-upload-errors');
    expect(screen.getByTestId('forecast-upload-refused').textContent).toContain('no forecast was published');
    expect(tableCells(errors)).toEqual([
      ['Row', 'Column', 'Reason'],
      ['3', 'Period', 'Period "2030-W60" does not exist: write an ISO week (2026-W49) or a month (2026-12)'],
      ['5', 'Vendor code', 'Vendor V999 does not exist'],
    ]);
    const sent = server.callsTo(apiPaths.forecast.upload)[0]!;
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onUploaded).not.toHaveBeenCalled();

    answer = published;
    choose('forecast-fixed.xlsx');
    await waitFor(() =>
      expect(screen.getByTestId('forecast-upload-file').textContent).toBe('forecast-fixed.xlsx'),
    );
    expect(screen.queryByTestId('forecast-upload-errors')).toBeNull();
    fireEvent.click(screen.getByTestId('forecast-upload-send'));
    expect((await screen.findByTestId('forecast-upload-published')).textContent).toBe(
      'Published 2 new versions (82 buckets in the file; 1 already published unchanged)',
    );
    expect(tableCells(screen.getByTestId('forecast-upload-versions'))).toEqual([
      ['Vendor code', 'Version', 'Buckets'],
      ['V001', '12', '52'],
      ['V002', '7', '26'],
      ['V003', '3', '4'],
    ]);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('is a button of the buyer’s commitment list, in Chinese, and the list reloads after a publish', async () => {
    const load = listOf('ForecastCommitment').loadData;
    const server = listServer(load, listColumns(['VENDOR_CODE', 'PART_NO']), [], {
      [apiPaths.forecast.upload]: () => published,
    });
    renderWithApp(<ForecastCommitmentPage />);
    const button = await screen.findByTestId('forecast-upload');
    expect(button.textContent).toContain('上传 Excel');
    await waitFor(() => expect(server.callsTo(load)).toHaveLength(1));
    fireEvent.click(button);
    expect(await screen.findByText('从 Excel 上传预测版本')).toBeTruthy();
    expect(screen.getByTestId('forecast-upload-template').textContent).toContain('下载模板');
    choose('预测.xlsx');
    await waitFor(() => expect(screen.getByTestId('forecast-upload-file').textContent).toBe('预测.xlsx'));
    fireEvent.click(screen.getByTestId('forecast-upload-send'));
    expect((await screen.findByTestId('forecast-upload-published')).textContent).toBe(
      '已发布 2 个新版本（文件共 82 个需求桶；1 个已发布的版本没有变化）',
    );
    await waitFor(() => expect(server.callsTo(load).length).toBeGreaterThan(1));
  });
});
