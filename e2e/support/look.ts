import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { englishFindings, type Finding, layoutFindings } from './page-checks.ts';

export type LookOptions = {
  /** `screenshots/<folder>/` (git-ignored), where SHOTS=1 writes `<language>-<what>.png`. */
  folder: string;
  language: string;
  /** Where the mouse rests while the screen is checked (off any hover state). */
  mouseAt?: { x: number; y: number };
  /** Waits for success toasts to go first (they cover the toolbar). */
  noToasts?: boolean;
  fullPage?: boolean;
  /** Findings that do not apply to this screen (e.g. the shell's own checks on a public page). */
  ignore?: (finding: Finding) => boolean;
};

const screenshotsRoot = path.resolve(import.meta.dirname, '..', '..', 'screenshots');

/**
 * Checks a flow's screen as the every-page walk checks each route, adding what is wrong to `problems`: axe (serious
 * or critical), no text cut or broken mid-word and, in Chinese, no English but data and acronyms. With SHOTS=1 the
 * screen is also written to `screenshots/<folder>/` for a person to look at; CI takes no pictures (their encoding
 * and the settling before them cost time nobody looks at there).
 */
export async function look(page: Page, what: string, problems: string[], options: LookOptions) {
  const { language } = options;
  await expect(page.locator('.ant-spin-spinning').filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  if (options.noToasts)
    await expect(page.locator('.ant-message-notice').filter({ visible: true }))
      .toHaveCount(0, { timeout: 6_000 })
      .catch(() => undefined);
  const mouse = options.mouseAt ?? { x: 1, y: 1 };
  await page.mouse.move(mouse.x, mouse.y);
  if (process.env.SHOTS === '1') {
    await page.waitForTimeout(300);
    const folder = path.join(screenshotsRoot, options.folder);
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${language}-${what}.png`), fullPage: options.fullPage });
  }
  const findings = (await layoutFindings(page)).filter((f) => !options.ignore?.(f));
  if (language === 'zh-chs') findings.push(...(await englishFindings(page)));
  problems.push(...findings.map((f) => `${language} ${what}: ${f.kind}: "${f.text}" (${f.where})`));
  for (const v of await axeViolations(page, { minImpact: 'serious' }))
    problems.push(`${language} ${what}: axe ${v.id} (${v.impact}): ${JSON.stringify(v.nodes)}`);
}
