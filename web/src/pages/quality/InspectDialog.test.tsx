import { apiPaths, inspectionStateLabels, listOf } from '@srm/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { chineseOptions, listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { defaultNcrDue, InspectDialog } from './InspectDialog.tsx';
import { InspectionList } from './InspectionPage.tsx';
import type { ReceivedLine } from './qualityApi.ts';

/** Issue #33 item 2: quality inspects a received line; accepted + rejected = received, a rejection needs a defect. */
setUpRenderTests({ resetLanguage: true });

const p = apiPaths.quality;
const options = [
  { CODE: 'DIM', NAME: '尺寸超差', NAME_EN: 'Dimension out of tolerance' },
  { CODE: 'APP', NAME: '外观不良', NAME_EN: 'Cosmetic defect' },
];
const line: ReceivedLine = {
  ID: 41,
  DELIVERY_NO: 'DN-0041',
  LINE_NO: '1',
  PART_NO: 'P-100',
  PART_NAME: '支架',
  VENDOR_CODE: 'V001',
  DELIVERY_QTY: '20.0000',
  RECEIVED_QTY: '20.0000',
  INSPECTED: false,
  REJECTED_QTY: '0',
  DEFECT_CODE: '',
  REMARK: '',
  NCR_NO: '',
};
type Handlers = Parameters<typeof fakeServer>[0];
const serverWith = (handlers: Handlers = {}) =>
  fakeServer({ [p.defectOptions]: () => ({ data: options }), ...handlers });

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) =>
  act(async () => fireEvent.change(input(testId), { target: { value } }));
const pickDefect = async (label: string) => {
  fireEvent.mouseDown(screen.getByLabelText('缺陷代码'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
      o.textContent?.includes(label),
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await act(async () => fireEvent.click(option));
};

describe('Inspect dialog', { timeout: 30_000 }, () => {
  it('keeps accepted + rejected = received as either is typed, and a rejection raises an NCR by default', async () => {
    serverWith();
    renderWithApp(<InspectDialog line={line} onClose={() => {}} onSaved={() => {}} />);
    expect((await screen.findByTestId('qi-received')).textContent).toBe('20');
    // Nothing rejected yet: everything accepted, no defect code, no NCR.
    expect(input('qi-rejected').value).toBe('0');
    expect(input('qi-accepted').value).toBe('20');
    expect((input('qi-raise-ncr') as HTMLInputElement).checked).toBe(false);

    await type('qi-rejected', '2');
    expect(input('qi-accepted').value).toBe('18');
    expect(input('qi-raise-ncr').checked).toBe(true);
    expect(input('qi-ncr-due').value).toBe(defaultNcrDue());

    await type('qi-accepted', '12.5');
    expect(input('qi-rejected').value).toBe('7.5');

    await type('qi-rejected', '0');
    expect(input('qi-accepted').value).toBe('20');
    expect(input('qi-raise-ncr').checked).toBe(false);
    expect(screen.queryByTestId('qi-ncr-due')).toBeNull();

    // More than received: said at the field, the other one left as it was.
    await type('qi-rejected', '21');
    expect(await screen.findByText('不能超过实收数量 20')).toBeTruthy();
    expect(input('qi-accepted').value).toBe('20');
  });

  it('requires a defect code when rejecting, then sends the inspection with its NCR', async () => {
    const saved = vi.fn();
    const server = serverWith({
      [p.inspect]: () => ({
        data: {
          DELIVERY_LINE_ID: 41,
          ACCEPTED_QTY: '18',
          REJECTED_QTY: '2',
          DEFECT_CODE: 'DIM',
          NCR_ID: 9,
          NCR_NO: 'NCR-2026-00009',
        },
      }),
    });
    renderWithApp(<InspectDialog line={line} onClose={() => {}} onSaved={saved} />);
    await screen.findByTestId('qi-received');
    await type('qi-rejected', '2');
    await act(async () => fireEvent.click(screen.getByTestId('qi-save')));
    expect(await screen.findByText('有不合格数量时请选择缺陷代码')).toBeTruthy();
    expect(server.callsTo(p.inspect)).toHaveLength(0);

    await pickDefect('尺寸超差');
    await type('qi-ncr-description', ' 孔径偏大 ');
    await act(async () => fireEvent.click(screen.getByTestId('qi-save')));
    await waitFor(() => expect(server.callsTo(p.inspect)).toHaveLength(1));
    expect(server.callsTo(p.inspect)[0]!.body).toEqual({
      DELIVERY_LINE_ID: 41,
      ACCEPTED_QTY: '18',
      REJECTED_QTY: '2',
      DEFECT_CODE: 'DIM',
      REMARK: null,
      ATTACHMENT_IDS: [],
      RAISE_NCR: true,
      NCR_DESCRIPTION: '孔径偏大',
      NCR_DUE_DATE: defaultNcrDue(),
    });
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(expect.objectContaining({ NCR_NO: 'NCR-2026-00009' })),
    );
  });

  it("accepts a line in full without a defect code or NCR, and shows the server's refusal in the dialog", async () => {
    await changeLanguage('en');
    const server = serverWith({
      [p.inspect]: () => ({
        data: null,
        code: 409,
        msg: 'This line of delivery note DN-0041 is on a statement and cannot be inspected again',
      }),
    });
    renderWithApp(<InspectDialog line={line} onClose={() => {}} onSaved={() => {}} />);
    await screen.findByTestId('qi-received');
    await act(async () => fireEvent.click(screen.getByTestId('qi-save')));
    await waitFor(() => expect(server.callsTo(p.inspect)).toHaveLength(1));
    expect(server.callsTo(p.inspect)[0]!.body).toMatchObject({
      ACCEPTED_QTY: '20',
      REJECTED_QTY: '0',
      DEFECT_CODE: null,
      RAISE_NCR: false,
      NCR_DUE_DATE: null,
    });
    expect((await screen.findByTestId('qi-error')).textContent).toContain('is on a statement');
    expect(screen.getByTestId('qi-dialog')).toBeTruthy();
  });

  it("a recount shows the earlier inspection's photos and keeps them unless removed", async () => {
    await changeLanguage('zh-chs');
    const photos = [
      {
        ID: 301,
        FILE_NAME: '孔径-1.png',
        CONTENT_TYPE: 'image/png',
        SIZE: 2048,
        CREATED_AT: '2026-11-26T08:00:00Z',
      },
      {
        ID: 302,
        FILE_NAME: '孔径-2.png',
        CONTENT_TYPE: 'image/png',
        SIZE: 4096,
        CREATED_AT: '2026-11-26T08:01:00Z',
      },
    ];
    const server = serverWith({
      [p.inspectionPhotos]: () => ({ data: photos }),
      [p.inspect]: () => ({
        data: {
          DELIVERY_LINE_ID: 41,
          ACCEPTED_QTY: '17',
          REJECTED_QTY: '3',
          DEFECT_CODE: 'DIM',
          NCR_ID: null,
          NCR_NO: null,
        },
      }),
    });
    const inspected = { ...line, INSPECTED: true, REJECTED_QTY: '3', DEFECT_CODE: 'DIM', REMARK: '孔径偏大' };
    renderWithApp(<InspectDialog line={inspected} onClose={() => {}} onSaved={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('qi-photos').textContent).toContain('孔径-2.png'));
    expect(server.callsTo(p.inspectionPhotos)[0]!.query.get('lineId')).toBe('41');
    await act(async () => fireEvent.click(screen.getByTestId('qi-save')));
    await waitFor(() => expect(server.callsTo(p.inspect)).toHaveLength(1));
    expect(server.callsTo(p.inspect)[0]!.body).toMatchObject({
      REJECTED_QTY: '3',
      ATTACHMENT_IDS: [301, 302],
    });
  });
});

describe('Inspection list', { timeout: 30_000 }, () => {
  const fields = [
    'ID',
    'INSPECTION_STATE',
    'DELIVERY_NO',
    'LINE_NO',
    'DELIVERY_QTY',
    'RECEIVED_QTY',
    'PHOTOS',
  ];
  const columns = listColumns(fields, {
    options: { INSPECTION_STATE: chineseOptions(inspectionStateLabels) },
  });
  const rows = [
    {
      ID: 41,
      INSPECTION_STATE: 'pending',
      DELIVERY_NO: 'DN-0041',
      LINE_NO: 1,
      DELIVERY_QTY: '20',
      RECEIVED_QTY: '18',
      PHOTOS: 1,
    },
  ];
  const inspectionServer = () =>
    listServer(listOf('Inspection').loadData, columns, rows, {
      [p.defectOptions]: () => ({ data: options }),
      [p.inspectionPhotos]: () => ({
        data: [
          { ID: 9, FILE_NAME: '孔径.png', CONTENT_TYPE: 'image/png', SIZE: 1024, CREATED_AT: '2026-11-26' },
        ],
      }),
    });

  it('gives staff the Inspect button for one selected line, the state as a tag, a short receipt marked', async () => {
    inspectionServer();
    renderWithApp(<InspectionList staff />);
    await screen.findByText('DN-0041');
    const row = document.querySelector<HTMLElement>('.lt-body tbody tr[data-row-key="41"]')!;
    expect(row.querySelector('[data-state="pending"]')?.textContent).toBe('待检验');
    expect(row.querySelector('[data-short="true"]')?.textContent).toBe('18');
    const inspect = screen.getByTestId('qi-inspect') as HTMLButtonElement;
    expect(inspect.disabled).toBe(true);
    fireEvent.click(row.querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await waitFor(() => expect(inspect.disabled).toBe(false));
    await act(async () => fireEvent.click(inspect));
    expect((await screen.findByTestId('qi-received')).textContent).toBe('18');
  });

  it('shows a vendor the list read-only: no Inspect button, no selection; the photo count opens the photos', async () => {
    const server = inspectionServer();
    renderWithApp(<InspectionList staff={false} />);
    await screen.findByText('DN-0041');
    expect(screen.queryByTestId('qi-inspect')).toBeNull();
    expect(document.querySelector('.lt-body tbody input[type=checkbox]')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('qi-photos-open')));
    expect((await screen.findByTestId('qi-photos-links')).textContent).toContain('孔径.png');
    expect(server.callsTo(p.inspectionPhotos)[0]!.query.get('lineId')).toBe('41');
  });
});
