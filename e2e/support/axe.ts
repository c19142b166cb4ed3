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
const atLeast = (impact: ImpactValue | null | undefined, min: ImpactValue) =>
  impactOrder.indexOf(impact ?? 'minor') >= impactOrder.indexOf(min);

type AuditRule = {
  id: string;
  enabled?: boolean;
  tags: string[];
  impact?: ImpactValue;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
};
type Audit = { rules: AuditRule[]; data: { checks: Record<string, { impact?: ImpactValue }> } };

/**
 * The rules axe runs by default that can report a violation at `min` or worse: a rule's impact is its own, else the
 * worst of its failing checks'. The others (heading order, landmarks, `region`… minor or moderate at most) could
 * only report what the caller filters out; leaving them out gives the same answer for a quarter to a third less of
 * axe's time on a page (measured on home, a list, the roles and the statements).
 */
const rulesCache = new Map<ImpactValue, string[]>();
function rulesReaching(min: ImpactValue): string[] {
  let ids = rulesCache.get(min);
  if (!ids) {
    const audit = (createRequire(import.meta.url)('axe-core') as { _audit: Audit })._audit;
    const checkIds = (rule: AuditRule) =>
      [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id));
    ids = audit.rules
      // What axe runs when not told which rules: enabled and not experimental.
      .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
      .filter((rule) =>
        rule.impact
          ? atLeast(rule.impact, min)
          : checkIds(rule).some((id) => atLeast(audit.data.checks[id]?.impact, min)),
      )
      .map((rule) => rule.id);
    rulesCache.set(min, ids);
  }
  return ids;
}

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
    ({ include, rules }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(
        include ? { include: [include] } : document,
        { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } },
      ),
    { include: options.include ?? null, rules: rulesReaching(minImpact) },
  )) as AxeResults;
  const worse = (r: Result) => atLeast(r.impact, minImpact);
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
