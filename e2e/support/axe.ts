import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/**
 * axe-core in the page, without @axe-core/playwright (it declares Node ≥ 22): the script is injected as is. The
 * portal sends a strict Content-Security-Policy, so the browser context of an axe run is made with
 * `bypassCSP: true` (`test.use({ bypassCSP: true })`), for the accessibility specs only.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const impactOrder: ImpactValue[] = ['minor', 'moderate', 'serious', 'critical'];

/** One violation, short enough to read in a test failure: rule, impact, help and the first offending nodes. */
export type AxeViolation = {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
  count: number;
};

/**
 * The axe violations of the page (or of the part `include` selects) at `minImpact` or worse ('serious' = serious
 * and critical). Runs WCAG 2 A/AA and best-practice rules; colour contrast included.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; minImpact?: ImpactValue } = {},
): Promise<AxeViolation[]> {
  const minImpact = options.minImpact ?? 'serious';
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const results = (await page.evaluate(
    (include) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(
        include ? { include: [include] } : document,
        { resultTypes: ['violations'] },
      ),
    options.include ?? null,
  )) as AxeResults;
  const worse = (r: Result) => impactOrder.indexOf(r.impact ?? 'minor') >= impactOrder.indexOf(minImpact);
  return results.violations.filter(worse).map((r) => ({
    id: r.id,
    impact: r.impact,
    help: r.help,
    count: r.nodes.length,
    nodes: r.nodes.slice(0, 4).map((n) => ({
      target: n.target.join(' '),
      // The element itself (its class and attributes say where it is when the selector is a bare class).
      html: n.html.replace(/\s+/g, ' ').slice(0, 160),
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
    })),
  }));
}
