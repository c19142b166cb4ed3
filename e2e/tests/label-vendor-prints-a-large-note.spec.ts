import { readPdf } from '../support/pdf-reader.ts';
import { printedPdf } from '../support/printed-pdf.ts';
import { expect, test } from '../support/test.ts';
import { notesPath, signedIn } from './delivery-support.ts';
import { apiAs } from './list-table-support.ts';

/**
 * A print of 50 labels or more is rendered by a job (issue #38: at a shift end fifty vendors printing at once would
 * otherwise stall the server's requests). The vendor does not notice: the print button waits for the job and the
 * PDF opens as a small print's does, with every label in it.
 */

const boxes = 60;

test('a vendor prints the 60 inner labels of a note: rendered by a job, the PDF opens all the same', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, 'vendor1');
  const open = (
    await api.post<Record<string, unknown>[]>('DeliveryNote/OpenOrderLines', {
      LIST_ROUTE: `${notesPath}/OrderLines`,
      Page: 1,
      Limit: 1000,
      Params: [],
    })
  ).data;
  const line = open.find((r) => Number(r.PO_REMAINING_QTY) >= boxes);
  expect(line, `an open order line of vendor1 with ${boxes} left`).toBeTruthy();
  const note = await api.post<{ ID: number; DELIVERY_NO: string }>('DeliveryNote/AddOrModifySave', {
    DELIVERY_DATE: new Date().toISOString().slice(0, 10),
    Lines: [{ ORDER_LINE_ID: line!.ID, DELIVERY_QTY: String(boxes), PACKING_QTY: '1' }],
  });
  const { ID: id, DELIVERY_NO: no } = note.data;
  await api.post('DeliveryNote/Audit', { ID: id });
  await api.post('DeliveryCode/Generate', { NOTE_ID: id });
  const labels = (
    await api.post<{ LABEL_NO: string }[]>('DeliveryCode/LoadData', {
      Page: 1,
      Limit: 100,
      Params: [{ FIELD_NAME: 'NOTE_ID', ACTION_TYPE: 1, PARAM_VALUE: String(id), DATA_TYPE: 3 }],
    })
  ).data.map((l) => l.LABEL_NO);
  expect(labels).toHaveLength(boxes);

  const page = await signedIn(browser, 'vendor1', `/DeliveryNote/DeliveryCode?noteId=${id}&no=${no}`);
  page.context().on('page', (tab) => void tab.close());
  await expect(page.getByTestId('label-note-filter')).toHaveText(`送货单 ${no}`);
  const pdf = readPdf(
    await printedPdf(
      page,
      page.getByRole('button', { name: `打印 ${no} 全部` }),
      /^\/api\/DeliveryCode\/Print$/,
      {
        queued: true,
      },
    ),
  );
  // One label a page (pdftotext ends each page with a form feed), every label number on it.
  expect(pdf.text.split('\f').filter((p) => p.trim())).toHaveLength(boxes);
  for (const label of labels) expect(pdf.text).toContain(label);
  await expect(page.getByText(`PDF 已生成（${boxes} 页）`)).toBeVisible();
  await page.context().close();
});
