import { languages } from '@srm/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every locale file in every language has the same keys (issue 4: a key in one language and not the other
 * fails). The files are found by pattern, so files added later are checked too.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const byLanguage = new Map<string, Map<string, string[]>>();
for (const [path, content] of Object.entries(files)) {
  const [, lang, file] = path.match(/^\.\/([^/]+)\/([^/]+)\.json$/) ?? [];
  if (!lang || !file) continue;
  if (!byLanguage.has(lang)) byLanguage.set(lang, new Map());
  byLanguage.get(lang)!.set(file, keysOf(content).sort());
}
const allFiles = [...new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]))].sort();

describe('locale files', () => {
  it('exist for exactly the portal languages', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
  });

  it.each(allFiles)('%s.json exists in every language', (file) => {
    const missing = [...byLanguage].filter(([, m]) => !m.has(file)).map(([lang]) => lang);
    expect(missing, `${file}.json is missing in: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(allFiles)('%s.json has the same keys in every language', (file) => {
    const all = new Set([...byLanguage.values()].flatMap((m) => m.get(file) ?? []));
    const problems = [...byLanguage].flatMap(([lang, m]) => {
      const own = new Set(m.get(file) ?? []);
      return [...all].filter((k) => !own.has(k)).map((k) => `${lang} lacks ${file}.${k}`);
    });
    expect(problems).toEqual([]);
  });

  it.each(allFiles)('%s.json has no empty texts', (file) => {
    const empty = [...byLanguage].flatMap(([lang]) => {
      const content = files[`./${lang}/${file}.json`];
      const walk = (v: unknown, path: string): string[] =>
        typeof v === 'string'
          ? v.trim() === ''
            ? [`${lang}:${path}`]
            : []
          : v && typeof v === 'object'
            ? Object.entries(v).flatMap(([k, x]) => walk(x, path ? `${path}.${k}` : k))
            : [];
      return walk(content, '');
    });
    expect(empty).toEqual([]);
  });

  it('every locale file is registered in its language index', async () => {
    for (const lang of byLanguage.keys()) {
      const index = (await import(`./${lang}/index.ts`)) as { default: Record<string, unknown> };
      expect(Object.keys(index.default).sort(), lang).toEqual([...byLanguage.get(lang)!.keys()].sort());
    }
  });
});
