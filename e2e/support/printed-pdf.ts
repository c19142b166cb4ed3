import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks a print button and answers the PDF the app fetched for it: the print call's answer names the export
 * record, whose file the app then downloads with the user's token (web/src/platform/files.ts) to open it in a tab.
 * `queued`: the print is large enough to be rendered by a job (no file in the answer); the app waits for the job
 * and opens the file all the same.
 */
export async function printedPdf(
  page: Page,
  button: Locator,
  printCall: RegExp,
  { queued = false } = {},
): Promise<Buffer> {
  const printed = page.waitForResponse((r) => printCall.test(new URL(r.url()).pathname));
  const file = page.waitForResponse((r) => /\/api\/Export\/Download\?id=\d+/.test(r.url()), {
    timeout: 60_000,
  });
  await button.click();
  const answer = (await (await printed).json()) as { data: { FileUrl: string | null; ExportId: number } };
  if (queued) expect(answer.data.FileUrl, 'queued: rendered by a job').toBeNull();
  else expect(answer.data.FileUrl, 'rendered at once, not queued').toBeTruthy();
  const download = await file;
  expect(new URL(download.url()).searchParams.get('id')).toBe(String(answer.data.ExportId));
  expect(download.status()).toBe(200);
  // Chromium hands Playwright no body for this fetch (the app reads it as a blob): the test fetches the same
  // file with the same headers (the user's token and organisation).
  const { authorization, orgid } = await download.request().allHeaders();
  const again = await page.request.get(download.url(), {
    headers: { Authorization: authorization ?? '', OrgId: orgid ?? '' },
  });
  expect(again.status(), await again.text()).toBe(200);
  const body = await again.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return body;
}
