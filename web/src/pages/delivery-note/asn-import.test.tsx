// @vitest-environment jsdom
// (jsdom: under happy-dom the upload's refusal never reaches the dialog)
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { AsnImportDialog } from './AsnImportDialog.tsx';

beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('zh-chs'));
});

// antd's first render in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

const refusal = {
  code: 400,
  msg: '1 rows have errors: no delivery note was created',
  data: {
    Errors: [
      { Row: 3, Field: 'DELIVERY_DATE', Column: 'Delivery date', Reason: '"2026-13-45" is not a valid date' },
    ],
  },
};
const created = {
  data: {
    Notes: [
      { ID: 7, DELIVERY_NO: 'DN202612010001', DELIVERY_DATE: '2026-12-01', SHIP_TO: null, LINE_COUNT: 2 },
      { ID: 8, DELIVERY_NO: 'DN202612010002', DELIVERY_DATE: '2026-12-01', SHIP_TO: 'WH-A', LINE_COUNT: 1 },
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

describe('the ASN import dialog', slow, () => {
  it('downloads the template, lists a refused file’s bad rows, then shows the notes of the fixed one', async () => {
    await act(() => changeLanguage('en'));
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    let answer: typeof refusal | typeof created = refusal;
    const server = fakeServer({
      'DeliveryNote/AsnTemplate': () => ({ data: null }),
      'DeliveryNote/AsnImport': () => answer,
    });
    const onImported = vi.fn();
    renderWithApp(<AsnImportDialog open onClose={() => undefined} onImported={onImported} />);

    fireEvent.click(await screen.findByTestId('asn-template'));
    await waitFor(() => expect(server.callsTo('DeliveryNote/AsnTemplate')).toHaveLength(1));
    expect(server.callsTo('DeliveryNote/AsnTemplate')[0]!.query.get('prefill')).toBeNull();
    // The template pre-filled with the vendor's shippable order lines (issue #45).
    fireEvent.click(screen.getByTestId('asn-template-prefilled'));
    await waitFor(() => expect(server.callsTo('DeliveryNote/AsnTemplate')).toHaveLength(2));
    expect(server.callsTo('DeliveryNote/AsnTemplate')[1]!.query.get('prefill')).toBe('open');

    expect(screen.getByTestId('asn-upload')).toHaveProperty('disabled', true);
    choose('asn.xlsx');
    await waitFor(() => expect(screen.getByTestId('asn-file').textContent).toBe('asn.xlsx'));
    fireEvent.click(screen.getByTestId('asn-upload'));
    const errors = await screen.findByTestId('asn-errors');
    expect(screen.getByTestId('asn-refused').textContent).toContain('no delivery note was created');
    const cells = within(errors)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Row', 'Column', 'Reason'],
      ['3', 'Delivery date', '"2026-13-45" is not a valid date'],
    ]);
    const sent = server.callsTo('DeliveryNote/AsnImport')[0]!;
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onImported).not.toHaveBeenCalled();

    answer = created;
    choose('asn-fixed.xlsx');
    await waitFor(() => expect(screen.getByTestId('asn-file').textContent).toBe('asn-fixed.xlsx'));
    expect(screen.queryByTestId('asn-errors')).toBeNull();
    fireEvent.click(screen.getByTestId('asn-upload'));
    expect((await screen.findByTestId('asn-created')).textContent).toBe('Created 2 delivery notes');
    const notes = screen.getByTestId('asn-notes');
    expect(within(notes).getByText('DN202612010001')).toBeTruthy();
    expect(within(notes).getByText('WH-A')).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese too', async () => {
    fakeServer({});
    renderWithApp(<AsnImportDialog open onClose={() => undefined} onImported={() => undefined} />);
    expect((await screen.findByTestId('asn-template')).textContent).toContain('下载模板');
    expect(screen.getByTestId('asn-template-prefilled').textContent).toContain('含未交订单行的模板');
    expect(screen.getByTestId('asn-upload').textContent).toContain('上传');
    expect(screen.getByText('从 Excel 导入送货单 (ASN)')).toBeTruthy();
  });
});
