import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readPdf } from '../support/pdf-reader.ts';
import { demoPassword } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { enterAt, rowOf } from './admin-support.ts';
import { type Api, apiAs, type Row } from './list-table-support.ts';

/**
 * Issue #12, browser test 2: the administrator edits the default inner-label template in the pdfme designer (moves
 * the part number, adds a QR code bound to the label number), saves a new version, and the vendor's next inner
 * label print shows both changes. Issue #36: a text added from pdfme's sidebar prints what the designer shows (it
 * starts read-only: "Editable" unticked), and an element ticked "Editable" under a name that is no field is named
 * in a warning until it is bound. The original template is saved back as the newest default at the end, so the
 * other specs of the `data` group print with the built-in layout.
 */

const innerName = '内箱标签';
const mm = 72 / 25.4; // PDF points per millimetre

type Template = { ID: number; KIND: string; NAME: string; VERSION: number; TEMPLATE: unknown };

async function defaultInner(admin: Api): Promise<Template> {
  const found = await admin.post<Row[]>('SysReportTpl/LoadData', {
    Page: 1,
    Limit: 10,
    LIST_ROUTE: '/SysReportTpl/Index',
    Params: [
      { FIELD_NAME: 'KIND', ACTION_TYPE: 1, PARAM_VALUE: 'inner_label', DATA_TYPE: 1 },
      { FIELD_NAME: 'IS_DEFAULT', ACTION_TYPE: 1, PARAM_VALUE: 'Y', DATA_TYPE: 1 },
    ],
  });
  expect(found.data).toHaveLength(1);
  return (await admin.get<Template>('SysReportTpl/Get', { id: Number(found.data[0]!.ID) })).data;
}

/** The headers of a signed-in API call (to download a printed file, which `apiAs` does not offer). */
async function headersOf(request: APIRequestContext, userName: string) {
  const { PublicKey: key, Nonce: nonce } = (await (await request.get('/api/Auth/PublicKey')).json()).data;
  const orgs = (await (await request.get(`/api/User/GetOrgInfo?userName=${userName}`)).json()).data;
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${nonce}:${demoPassword}`),
  ).toString('base64');
  const res = await request.post('/api/Auth/GetToken', {
    data: { UserName: userName, Password: password, CaptchaId: '', CaptchaCode: '0000', OrgId: orgs[0].Id },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).data.Token}`, OrgId: String(orgs[0].Id) };
}

/** One word of the PDF, by its exact text. */
function wordOf(words: { x: number; y: number; text: string }[], text: string) {
  const found = words.filter((w) => w.text === text);
  expect(found, `"${text}" once on the label`).toHaveLength(1);
  return found[0]!;
}

/** pdfme's "Editable" (可编辑的) checkbox of the selected element (its label is not tied to it). */
/** Ticks a checkbox of pdfme's panel, again if a redraw swallowed the click. */
async function tick(box: Locator) {
  await expect(async () => {
    if (!(await box.isChecked())) await box.check({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const editableBox = (page: Page) =>
  page.getByTestId('pt-designer').locator('.pdfme-designer-right-sidebar input#editable');

/** Drags an element type from pdfme's left sidebar onto the label at a fraction of its frame. */
async function dropElement(page: Page, type: string, fx: number, fy: number) {
  const designer = page.getByTestId('pt-designer');
  const icon = designer.locator(`.pdfme-designer-left-sidebar [title="${type}"]`);
  const from = (await icon.boundingBox())!;
  const frame = (await designer.locator('.selectable[title="frame_label"]').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const tx = frame.x + frame.width * fx;
  const ty = frame.y + frame.height * fy;
  await page.mouse.move(tx - 50, ty - 20, { steps: 10 });
  await page.mouse.move(tx, ty, { steps: 10 });
  await page.mouse.up();
}

/** Types a value into a number field of pdfme's property panel. */
async function setNumber(page: Page, id: string, value: number) {
  const input = page.getByTestId('pt-designer').locator(`.pdfme-designer-right-sidebar input#${id}`);
  await input.fill(String(value));
  await input.press('Tab');
  await expect(input).toHaveValue(String(value));
}

test('the administrator moves a field and adds a QR code to the inner label; the next print shows both', async ({
  page,
  request,
}) => {
  // The designer (pdfme), two prints read back with their barcodes: 42–47 s on session 13's machine, over a minute
  // with a core kept busy. A timed-out run also cannot put the built-in layout back (its requests are closed), and
  // its retry then starts from the edited template: the time must suffice the first time.
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin');
  const vendor = await apiAs(request, 'vendor1');
  const vendorHeaders = await headersOf(request, 'vendor1');
  const original = await defaultInner(admin);
  expect(original.NAME).toBe(innerName);

  const labels = await vendor.post<Row[]>('DeliveryCode/LoadData', { Page: 1, Limit: 10 });
  // A label the demo data has printed already: printing it again changes nothing another spec counts on.
  const label = labels.data.find((l) => Number(l.PRINT_COUNT) > 0)!;
  expect(label, 'a printed inner label of vendor1').toBeDefined();
  const labelNo = String(label.LABEL_NO);
  const partNo = String(label.PART_NO);
  const print = async () => {
    const printed = await vendor.post<{ FileUrl: string; PAGES: number }>('DeliveryCode/Print', {
      IDS: [label.ID],
    });
    expect(printed.data.FileUrl, 'printed at once').toBeTruthy();
    const res = await request.get(`/api/${printed.data.FileUrl}`, { headers: vendorHeaders });
    expect(res.ok()).toBe(true);
    return readPdf(await res.body());
  };

  const before = await print();
  const labelCodesBefore = before.codes.filter((c) => c === labelNo).length;
  const partBefore = wordOf(before.words, partNo);

  try {
    await enterAt(page, '/SysReportTpl/Index');
    const row = rowOf(page, innerName); // the list shows each name's current version
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await row.dblclick();
    const designer = page.getByTestId('pt-designer');
    const panel = designer.locator('.pdfme-designer-right-sidebar');
    const partField = designer.locator('.selectable[title="PART_NO"]');
    await expect(partField).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('pt-version')).toHaveText(`版本 ${original.VERSION}`);

    // Move the part number 4 mm to the right through the property panel.
    await partField.click();
    const x = panel.locator('input#position_x');
    await expect(panel.locator('input#name')).toHaveValue('PART_NO');
    const oldX = Number(await x.inputValue());
    await setNumber(page, 'position_x', oldX + 4);
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    // Drag a text from the left sidebar into the free corner: it starts read-only, so it prints what it shows.
    const unbound = page.getByTestId('pt-unbound');
    await dropElement(page, 'text', 0.8, 0.93);
    const name = panel.locator('input#name');
    await expect(name).toHaveValue(/^字段\d+$/);
    const textName = await name.inputValue();
    await expect(editableBox(page)).not.toBeChecked();
    await expect(unbound).toHaveCount(0);
    // pdfme's new text (45 × 10 mm, 13 pt) in the corner the label leaves free.
    await setNumber(page, 'position_x', 51);
    await setNumber(page, 'position_y', 58);
    // Ticked "Editable" under its "字段…" name it would print no field: the drawer names it; unticked again it is quiet.
    await tick(editableBox(page));
    await expect(unbound).toContainText(`以下元素勾选了“可编辑的”，但没有同名字段：${textName}`);
    await editableBox(page).uncheck();
    await expect(unbound).toHaveCount(0);
    const addedText = designer.locator(`.selectable[title="${textName}"]`);
    await expect(addedText).toContainText('Type Something...');

    // Drag a QR code from the left sidebar onto the label, bind it to the label number, place it in the free corner.
    await dropElement(page, 'qrcode', 0.5, 0.3);
    await expect(name).toHaveValue(/^字段\d+$/);
    await expect(editableBox(page)).not.toBeChecked();
    await name.fill('LABEL_NO#qr');
    await name.press('Tab');
    const qr = designer.locator('.selectable[title="LABEL_NO#qr"]');
    await expect(qr).toHaveCount(1);
    // Bound to the label number: editable, filled from the printed label. pdfme redraws its panel after the
    // rename: a click landing on the panel being replaced changes nothing (a busy CI run), so it is tried again.
    await tick(editableBox(page));
    await expect(unbound).toHaveCount(0);
    const dropped = (await qr.boundingBox())!;
    await setNumber(page, 'width', 13);
    await setNumber(page, 'height', 13);
    await setNumber(page, 'position_x', 83);
    // The panel shows a value before pdfme has applied it to the template: wait until the canvas shows the QR code
    // at its new size (30 → 13 mm) and place, so Save sends what the panel says; then the same for the height
    // (Save once sent y 15.91 for 35 on a busy machine, when only the size and x were waited for).
    await expect
      .poll(async () => {
        const box = await qr.boundingBox();
        return box !== null && box.width < dropped.width * 0.6 && box.x > dropped.x;
      })
      .toBe(true);
    const placed = (await qr.boundingBox())!;
    await setNumber(page, 'position_y', 35);
    await expect.poll(async () => (await qr.boundingBox())?.y).toBeGreaterThan(placed.y + 1);

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByTestId('pt-version')).toHaveText(`版本 ${original.VERSION + 1}`);
    await expect(page.getByText('有未保存的修改')).toHaveCount(0);
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page.getByTestId('pt-designer')).toHaveCount(0);
    await expect(rowOf(page, innerName)).toHaveCount(1);

    const saved = await defaultInner(admin);
    expect(saved.VERSION).toBe(original.VERSION + 1);
    const elements = (saved.TEMPLATE as { schemas: Record<string, unknown>[][] }).schemas[0]!;
    expect(elements.find((e) => e.name === 'LABEL_NO#qr')).toMatchObject({
      type: 'qrcode',
      position: { x: 83, y: 35 },
      width: 13,
      height: 13,
    });
    expect(elements.find((e) => e.name === 'PART_NO')).toMatchObject({ position: { x: oldX + 4 } });
    expect(elements.find((e) => e.name === textName)).toMatchObject({ type: 'text', readOnly: true });

    const after = await print();
    // One barcode more: the new QR code, reading the label number (the Code 128 reads it too).
    expect(after.codes).toHaveLength(before.codes.length + 1);
    expect(after.codes.filter((c) => c === labelNo)).toHaveLength(labelCodesBefore + 1);
    // The part number moved 4 mm to the right, on the same line.
    const partAfter = wordOf(after.words, partNo);
    expect(partAfter.x - partBefore.x).toBeCloseTo(4 * mm, 0);
    expect(partAfter.y).toBeCloseTo(partBefore.y, 1);
    // The added text prints as the designer showed it, where it was placed (not blank as an unbound input).
    const added = wordOf(after.words, 'Something...');
    expect(added.x).toBeGreaterThan(51 * mm);
    expect(added.y).toBeGreaterThan(58 * mm - 1);
  } finally {
    // The built-in layout back as the newest default version, for the specs printing labels after this one.
    const current = await defaultInner(admin);
    if (current.ID !== original.ID)
      await admin.post('SysReportTpl/Save', {
        ID: current.ID,
        KIND: 'inner_label',
        NAME: innerName,
        TEMPLATE: original.TEMPLATE,
      });
    expect((await defaultInner(admin)).TEMPLATE).toEqual(original.TEMPLATE);
  }
});
