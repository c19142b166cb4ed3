import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name per module in every layer (docs/architecture.md "Modules"): each folder or file of the server modules,
 * the contract, the web pages, the locale files and the e2e specs carries a name from that table, and each row's
 * layers are exactly the ones that exist.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const layers = ['server', 'contract', 'web', 'locale', 'e2e'] as const;
type Layer = (typeof layers)[number];

function declared(): Map<string, Set<string>> {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const rows = [...text.matchAll(/^\| `([a-z][a-z0-9-]*)` \| ([a-z0-9, ]+) \|/gm)];
  return new Map(rows.map((m) => [m[1]!, new Set(m[2]!.split(',').map((l) => l.trim()))]));
}

const list = (dir: string) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : []);
const dirs = (dir: string) =>
  list(dir).filter((name) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).some(
      (e) => e.name === name && e.isDirectory(),
    ),
  );

/** The names each layer shows, from the file system. */
function found(names: string[]): Record<Layer, Set<string>> {
  const localeNames = new Set(
    dirs('web/src/locales').flatMap((lang) =>
      list(`web/src/locales/${lang}`)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length)),
    ),
  );
  // A spec is named `<name>-<what>.spec.ts`: the longest declared name it starts with.
  const specOwner = (file: string) =>
    names
      .filter((n) => file === `${n}.spec.ts` || file.startsWith(`${n}-`))
      .sort((a, b) => b.length - a.length)[0] ?? `(none: ${file})`;
  return {
    server: new Set(dirs('server/src/modules')),
    contract: new Set(
      list('contract/src')
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
        .map((f) => f.slice(0, -'.ts'.length)),
    ),
    web: new Set(dirs('web/src/pages')),
    locale: localeNames,
    e2e: new Set(
      list('e2e/tests')
        .filter((f) => f.endsWith('.spec.ts'))
        .map(specOwner),
    ),
  };
}

describe('module names', () => {
  const table = declared();
  const names = [...table.keys()];

  it('the table in docs/architecture.md is there and names each part once', () => {
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(layers)(
    '%s: every folder or file carries a declared name, and every declared one is there',
    (layer) => {
      const actual = [...found(names)[layer]].sort();
      const expected = names.filter((n) => table.get(n)!.has(layer)).sort();
      expect(actual).toEqual(expected);
    },
  );

  it('a server module names its files after itself', () => {
    const stray = [...found(names).server].flatMap((module) =>
      list(`server/src/modules/${module}`)
        .filter((f) => /\.(routes|service|repository|list)\.ts$/.test(f))
        .filter((f) => f.split('.')[0] !== module && !f.startsWith(`${module}-`))
        .map((f) => `${module}/${f}`),
    );
    expect(stray).toEqual([]);
  });
});
