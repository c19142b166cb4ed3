import { openSignedIn, tokenFor } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Stored XSS (issue #14): an announcement body sent straight to the API with every hostile payload we know of is
 * stored sanitised; opened by a vendor in Chromium, nothing of it runs (no script, handler, javascript: link, SVG or
 * frame), no dialog opens, and the page reports no CSP violation: the allowlist removed it all before the CSP had to
 * step in.
 */
test('a hostile stored body runs no script when a vendor opens it', async ({ page, request }) => {
  const title = `E2E XSS ${Date.now()}`;
  const hostile = [
    '<p>Hostile body</p>',
    '<script>window.__xss = "script"; alert(1)</script>',
    '<img src="x" onerror="window.__xss = \'img\'; alert(2)">',
    '<svg onload="window.__xss = \'svg\'; alert(3)"><circle r="1"/></svg>',
    '<svg><script>window.__xss = "svg-script"</script></svg>',
    '<a href="javascript:window.__xss = \'link\'; alert(4)" id="js-link">click me</a>',
    '<p onmouseover="window.__xss = \'hover\'" style="position:fixed;inset:0">hover me</p>',
    '<iframe src="javascript:parent.__xss = \'frame\'"></iframe>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'"></style></mglyph></table></mtext></math>',
  ].join('\n');
  // Stored through the API as any client could send it (the editor would never write it).
  const { Token, Userinfo } = await tokenFor(request, 'admin');
  const headers = { Authorization: `Bearer ${Token}`, OrgId: String(Userinfo.ORG_ID) };
  const saved = await request.post('/api/Announcement/Save', {
    headers,
    data: { TITLE: title, BODY: hostile, AUDIENCE: 'vendors' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const id = (await saved.json()).data.ID as number;
  expect((await request.post('/api/Announcement/Publish', { headers, data: { ID: id } })).ok()).toBe(true);

  await openSignedIn(page, 'vendor1', '/index');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.evaluate(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.getByTestId('home-notice').filter({ hasText: title }).click();
  const body = page.getByTestId('ann-reader').getByTestId('ann-body');
  await expect(body).toContainText('Hostile body');
  await expect(body).toContainText('click me');
  await body.getByText('hover me').hover();
  await body.getByText('click me').click();
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing the allowlist refuses reached the page (so not even the CSP had to step in).
  const dom = await body.evaluate((el) => ({
    html: el.innerHTML,
    handlers: Array.from(el.querySelectorAll('*')).flatMap((e) =>
      Array.from(e.attributes)
        .filter((a) => /^on/i.test(a.name) || a.name === 'style')
        .map((a) => `${e.tagName} ${a.name}`),
    ),
    tags: Array.from(el.querySelectorAll('script, svg, math, iframe, style, img')).map((e) => e.tagName),
    links: Array.from(el.querySelectorAll('a')).map((a) => a.getAttribute('href')),
  }));
  expect(dom.handlers).toEqual([]);
  expect(dom.tags).toEqual([]);
  expect(dom.links).toEqual([]);
  expect(dom.html).not.toMatch(/javascript:|data:/i);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
