import { expect, type Page } from '@playwright/test';

/**
 * What every page of the shell is checked for besides axe: shell-every-page-passes-axe-and-layout.spec.ts walks every
 * route once per theme family and language and runs axe and these checks on each painted page.
 */

export type Finding = { kind: string; text: string; where: string };

/**
 * Waits until a page of the shell has painted its content: header, page and breadcrumb shown, no spinner or
 * skeleton (a slow summary may keep one in a corner: 5 s is enough for the page itself), fonts loaded, and the
 * theme applied when one is given.
 */
export async function settle(page: Page, theme?: string) {
  await expect(page.getByTestId('shell-header')).toBeVisible();
  if (theme) await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('shell-page')).toBeVisible();
  await expect(page.getByTestId('shell-breadcrumb')).toBeVisible();
  // A slow summary may keep a spinner in a corner; the page itself has painted after 5 s.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  // Fonts and the panel's width animation (reduced motion: none) have settled.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Issue 15 item 3, checked generically in the page: no text is cut without a tooltip or broken in the middle of a
 * word.
 * - cut: a text whose glyphs reach outside the box that clips them (overflow hidden/clip, line clamp) needs a
 *   `title` on its element or an ancestor up to that box, there already or given when the pointer comes over it
 *   (a scrolling box is not a cut: it scrolls);
 * - a table cell's text stays inside its cell (beyond it, the next cell paints over it);
 * - broken word: no Latin word (letters/digits) lies on two lines;
 * - the header's product name is on one line, the breadcrumb's page title is shown whole and left of the header
 *   tools.
 */
export function layoutFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: { kind: string; text: string; where: string }[] = [];
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
        const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter(Boolean)[0] : '';
        const id = e.getAttribute('data-testid');
        parts.unshift(`${e.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`);
      }
      return parts.join('>');
    };
    const visible = (el: Element) => {
      if (el.closest('[aria-hidden="true"], .ant-table-measure-row, [inert]')) return false;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    /** The nearest ancestor (or the element) that clips its content; null when a scrolling box comes first. */
    const clipperOf = (el: Element): Element | null => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        const clips = (v: string) => v === 'hidden' || v === 'clip';
        // A scrolling box does not cut: it scrolls (a table's header row scrolls with the table's body).
        // A virtual table scrolls its rows with a scroll bar of its own (its holder clips, then moves the rows).
        if (
          s.overflowX === 'auto' ||
          s.overflowX === 'scroll' ||
          e.matches(
            '.ant-table-header, .ant-table-tbody-virtual-holder, .ant-table-tbody-virtual-holder > div',
          )
        )
          return null;
        if (clips(s.overflowX) || clips(s.overflowY) || s.webkitLineClamp !== 'none') return e;
      }
      return null;
    };
    const titled = (el: Element, upTo: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        if (e.getAttribute('title')?.trim()) return true;
        if (e === upTo) break;
      }
      return false;
    };
    const lineTops = (range: Range) => {
      const tops: number[] = [];
      for (const r of range.getClientRects())
        if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      return tops.length;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template') || !visible(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;

      // Cut: the text reaches outside the box that clips it (a visually hidden label of 1 px is not shown at all).
      const clipper = clipperOf(el);
      if (clipper && !seen.has(el)) {
        const c = clipper.getBoundingClientRect();
        const hidden = c.width <= 2 || c.height <= 2;
        const out = box.right > c.right + 1 || box.left < c.left - 1 || box.bottom > c.bottom + 2;
        // A tooltip given the moment the pointer arrives counts (the shell titles cut text on hover).
        if (!hidden && out && !titled(el, clipper))
          el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, view: window }));
        if (!hidden && out && !titled(el, clipper)) {
          seen.add(el);
          found.push({
            kind: 'cut without a tooltip',
            text: text.trim().slice(0, 60),
            where: `${describe(el)} in ${describe(clipper)}`,
          });
        }
      }

      // A table cell's text stays inside its cell (beyond it the next cell paints over it).
      const cell = el.closest('th, td');
      if (cell && !seen.has(el) && !(clipper && cell.contains(clipper))) {
        const c = cell.getBoundingClientRect();
        if (box.right > c.right + 1 || box.left < c.left - 1) {
          seen.add(el);
          found.push({
            kind: 'text outside its table cell',
            text: text.trim().slice(0, 60),
            where: describe(el),
          });
        }
      }

      // Broken word: a Latin word (2+ letters or digits) whose glyphs lie on two lines.
      for (const m of text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’.-]*[A-Za-z0-9]/g)) {
        const word = document.createRange();
        word.setStart(node, m.index);
        word.setEnd(node, m.index + m[0].length);
        if (lineTops(word) > 1)
          found.push({ kind: 'word broken across lines', text: m[0], where: describe(el) });
      }
    }

    // The header's product name on one line.
    const logo = document.querySelector('[data-testid="shell-app-name"]');
    if (logo) {
      const range = document.createRange();
      range.selectNodeContents(logo);
      if (lineTops(range) > 1)
        found.push({
          kind: 'header title on two lines',
          text: logo.textContent ?? '',
          where: describe(logo),
        });
    } else found.push({ kind: 'header title missing', text: '', where: 'shell-app-name' });

    // The breadcrumb's page title: whole (no ellipsis needed) and left of the header tools.
    const crumbs = document.querySelectorAll('[data-testid="shell-breadcrumb"] li');
    const last = crumbs[crumbs.length - 1];
    const tools = document.querySelector('[data-testid="shell-tools"]');
    if (last && tools) {
      const range = document.createRange();
      range.selectNodeContents(last);
      const r = range.getBoundingClientRect();
      const t = tools.getBoundingClientRect();
      const text = last.textContent ?? '';
      const shown = last.querySelector('.ant-breadcrumb-link') ?? last;
      if (r.right > t.left || r.width === 0)
        found.push({ kind: 'breadcrumb under the header tools', text, where: `${r.right} > ${t.left}` });
      if (shown.scrollWidth > shown.clientWidth + 1)
        found.push({ kind: 'breadcrumb page title cut', text, where: describe(shown) });
    } else
      found.push({ kind: 'breadcrumb or tools missing', text: '', where: 'shell-breadcrumb/shell-tools' });
    return found;
  });
}

/**
 * Issue 15 item 7: in Chinese mode nothing a user sees or hears is English. Every visible text and every accessible
 * name (aria-label, title, placeholder, alt) is searched for an English word: a capitalised word of 3+ letters or a
 * lower-case one of 4+ (codes, user names, e-mail, host and web addresses, paths, identifiers (with an underscore) and file names are data, and
 * are left out, as is content marked `lang="en"`).
 */
export function englishFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: { kind: string; text: string; where: string }[] = [];
    // Data, not words: addresses, file names, the demo's account names, units, product and technical names.
    const data =
      /\S+@\S+|https?:\/\/\S+|\S*\/\S*|\b\w*_\w*\b|\b[\w-]+(?:\.[\w-]+){2,}\b|\b[\w-]+\.(?:xlsx|pdf|png|jpg|csv|json)\b|\b(?:admin|buyer\d*|finance\d*|vendor\d*|warehouse|SRM|Chromium|Excel|PDF|SQL|API|Prometheus|Enter|Shift|Ctrl|Esc|Tab)\b/gi;
    const english = /\b(?:[A-Z][a-z]{2,}|[a-z]{4,})\b/;
    // Content marked as English (lang="en", e.g. a menu's English name) is English on purpose.
    const visible = (el: Element) =>
      !el.closest('[lang]:not([lang^="zh"])') &&
      !el.closest(
        '[aria-hidden="true"], .ant-table-measure-row, [inert], script, style, noscript, template, code, pre',
      ) &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const where = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 3; e = e.parentElement) {
        const id = e.getAttribute('data-testid');
        const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter(Boolean)[0] : '';
        parts.unshift(`${e.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`);
      }
      return parts.join('>');
    };
    const check = (text: string, el: Element, kind: string) => {
      const bare = text.replace(data, ' ');
      const m = bare.match(english);
      if (m) found.push({ kind, text: text.trim().slice(0, 60), where: where(el) });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && node.textContent?.trim() && visible(el)) check(node.textContent, el, 'English text');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value?.trim() && visible(el)) check(value, el, `English ${name}`);
        // A field's code (PO_NO) is what the program calls it: a control is named by its caption.
        if (name === 'aria-label' && value && /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(value) && visible(el))
          found.push({ kind: 'field code in aria-label', text: value, where: where(el) });
      }
    return found;
  });
}
