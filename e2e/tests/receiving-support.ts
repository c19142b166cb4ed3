import type { Page } from '@playwright/test';
import { expect } from '../support/test.ts';
import { notesPath } from './delivery-support.ts';
import type { Api } from './list-table-support.ts';

/** Helpers of the dock receiving specs (receiving-dock-phone, phone-dock-keeps-scans). Not a spec itself. */

export type Note = {
  ID: number;
  DELIVERY_NO: string;
  STATUS: number;
  Lines: { RECEIVED_QTY: string | null }[];
};

/**
 * A note of vendor1 of `boxes` inner labels (one piece each), audited, labelled and packed as `packs` says (label
 * counts per outer box; the labels left over stay loose), then shipped: its number, id, SSCCs and label numbers.
 */
export async function shippedNote(api: Api, boxes: number, packs: number[]) {
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
  const note = (
    await api.post<Note>('DeliveryNote/AddOrModifySave', {
      DELIVERY_DATE: new Date().toISOString().slice(0, 10),
      Lines: [{ ORDER_LINE_ID: line!.ID, DELIVERY_QTY: String(boxes), PACKING_QTY: '1' }],
    })
  ).data;
  await api.post('DeliveryNote/Audit', { ID: note.ID });
  await api.post('DeliveryCode/Generate', { NOTE_ID: note.ID });
  const labels = (
    await api.post<{ LABEL_NO: string }[]>('DeliveryCode/LoadData', {
      Page: 1,
      Limit: 100,
      Params: [{ FIELD_NAME: 'NOTE_ID', ACTION_TYPE: 1, PARAM_VALUE: String(note.ID), DATA_TYPE: 3 }],
    })
  ).data
    .map((l) => l.LABEL_NO)
    .sort();
  expect(labels).toHaveLength(boxes);
  const ssccs: string[] = [];
  let next = 0;
  for (const count of packs) {
    const box = await api.post<{ OUTER_NO: string }>('OuterBox/Pack', {
      LABEL_NOS: labels.slice(next, next + count),
    });
    ssccs.push(box.data.OUTER_NO);
    next += count;
  }
  await api.post('DeliveryNote/Ship', { ID: note.ID, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: `SF${note.ID}` });
  return { id: note.ID, no: note.DELIVERY_NO, ssccs, labels, loose: labels.slice(next) };
}

/** A keyboard-wedge scanner: it types the code into the focused field and presses Enter. */
export async function scan(page: Page, code: string) {
  await expect(page.getByTestId('dock-scan-input')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}
