import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Announcements end to end (issue #14): an administrator writes a pinned announcement for all vendors with an image
 * uploaded through the editor and publishes it; vendor1 finds it first on its home page, marked unread, opens it
 * (the image shows through its authorised download), and it turns read; the administrator sees vendor1 in the read
 * receipts. Each user in a browser of its own.
 */
async function as(browser: Browser, user: string, path: string): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The editor (Tiptap) and the reader run under the strict CSP: any violation is kept to be checked at the end.
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await openSignedIn(page, user, path);
  return page;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** A small real PNG (a blue banner with a lighter stripe), made here: the server checks an upload's bytes. */
function bannerPng(width = 240, height = 90): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const stripe = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = stripe ? 160 : 64;
      rows[at + 1] = stripe ? 200 : 158;
      rows[at + 2] = 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an administrator publishes a pinned announcement with an image; vendor1 reads it; the receipt shows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 停运通知 ${Date.now()}`;

  // The administrator writes it: text, an image uploaded through the editor's toolbar, all vendors, pinned.
  const admin = await as(browser, 'admin', '/Portal/Announcement');
  await admin.getByTestId('ann-new').click();
  const drawer = admin.getByTestId('ann-editor-drawer');
  await drawer.getByTestId('ann-title').fill(title);
  const editor = drawer.getByTestId('ann-editor');
  await editor.click();
  await admin.keyboard.type('五一假期期间仓库停止收货，请提前安排送货。');
  await drawer.getByTestId('ann-image-input').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: bannerPng(),
  });
  // The uploaded image shows in the editor through its authorised download.
  await expect(editor.locator('img')).toHaveAttribute('src', /^blob:/);
  await drawer.getByTestId('ann-audience').getByText('全部供应商').click();
  await drawer.getByTestId('ann-pinned').click();
  await admin.getByTestId('ann-save-publish').click();
  await expect(drawer).toBeHidden();
  const row = admin.locator('.ant-table-row').filter({ hasText: title });
  await expect(row.locator('[data-state="published"]')).toBeVisible();

  // vendor1 finds it first on its home page, pinned and unread.
  const vendor = await as(browser, 'vendor1', '/index');
  const notices = vendor.getByTestId('home-notices');
  const notice = notices.getByTestId('home-notice').filter({ hasText: title });
  await expect(notice).toHaveAttribute('data-read', 'no');
  await expect(notice).toHaveAttribute('data-pinned', 'yes');
  await expect(notices.getByTestId('home-notice').first()).toHaveAttribute('data-pinned', 'yes');
  await expect(notices.getByTestId('home-notices-unread')).toBeVisible();
  await notice.click();
  const reader = vendor.getByTestId('ann-reader');
  await expect(reader.getByTestId('ann-reader-title')).toContainText(title);
  await expect(reader.getByTestId('ann-body')).toContainText('五一假期期间仓库停止收货');
  const image = reader.getByTestId('ann-body').locator('img');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await vendor.keyboard.press('Escape');
  await expect(reader).toBeHidden();
  await expect(notice).toHaveAttribute('data-read', 'yes');

  // The administrator sees vendor1's receipt.
  await row.getByTestId('ann-read-count').click();
  const receipts = admin.getByTestId('ann-receipts');
  const vendorRow = receipts.locator('.ant-table-row').filter({ hasText: 'vendor1' });
  await expect(vendorRow).toContainText('已读');
  await expect(receipts.locator('.ant-table-row').filter({ hasText: 'vendor2' })).toContainText('未读');
  expect(await violations(admin)).toEqual([]);
  expect(await violations(vendor)).toEqual([]);
});
