import { languages } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { i18n, resources } from '../platform/i18n.ts';
import enPages from './en/pages.ts';
import zhPages from './zh-chs/pages.ts';

/**
 * The texts the app loads, the frame's and the pages' (issue 4: a key in one language and not the other fails): both languages hold the same
 * keys with non-empty texts and the same placeholders, every key the code asks for exists in both, and no
 * namespace is an untranslated copy of the other language's.
 */
type Tree = { [key: string]: string | Tree };
const pages: Record<string, Tree> = { 'zh-chs': zhPages as Tree, en: enPages as Tree };
const loaded = Object.fromEntries(
  Object.entries(resources).map(([lang, { translation }]) => [
    lang,
    { ...(translation as Tree), ...pages[lang] },
  ]),
) as Record<string, Tree>;

/** `[dotted key, text]` of every leaf; a leaf that is not a string is kept as its type, to be reported. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [[prefix, `<${typeof value}>`]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const lookup = (tree: Tree, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((v, part) => (v && typeof v === 'object' ? (v as Tree)[part] : undefined), tree);

const namespaces = [...new Set(Object.values(loaded).flatMap((tree) => Object.keys(tree)))].sort();

/** The app's own sources (tests excluded), as text. */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/test-utils.tsx'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

/** `t('a.b')`, `i18n.t("a.b", …)`: keys written out in full. */
const literalKeys = Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)].map((m) => ({ file, key: m[2]! })),
);
/** ``t(`a.b.${x}`)``: the part before the first substitution names a group of keys. */
const keyGroups = Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((m) => ({ file, group: m[1]!.replace(/\.$/, '') })),
);

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale texts', () => {
  it('exist for exactly the portal languages', () => {
    expect(Object.keys(loaded).sort()).toEqual([...languages].sort());
  });

  it.each(namespaces)('%s: the same keys in every language, none empty, the same placeholders', (ns) => {
    const byLang = Object.entries(loaded).map(
      ([lang, tree]) => [lang, new Map(leaves(tree[ns], ns))] as const,
    );
    const all = new Set(byLang.flatMap(([, texts]) => [...texts.keys()]));
    const problems = byLang.flatMap(([lang, texts]) =>
      [...all].flatMap((key) => {
        const text = texts.get(key);
        if (text === undefined) return [`${lang} lacks ${key}`];
        if (text.trim() === '' || text.startsWith('<'))
          return [`${lang} ${key} is empty or not a text: ${text}`];
        const [, other] = byLang.find(([l]) => l !== lang)!;
        const theirs = other.get(key);
        return theirs !== undefined && placeholders(text).join() !== placeholders(theirs).join()
          ? [
              `${lang} ${key} has placeholders ${placeholders(text).join()} but ${placeholders(theirs).join()} elsewhere`,
            ]
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it.each(namespaces)('%s: is not a copy of another language (some text differs)', (ns) => {
    const [first, ...others] = Object.values(loaded).map((tree) => JSON.stringify(tree[ns]));
    expect(others.filter((other) => other === first)).toEqual([]);
  });

  it('counts read right in English: one line, two lines (issue #36: "Add 1 lines")', async () => {
    const en = i18n.cloneInstance({ lng: 'en' });
    en.addResourceBundle('en', 'translation', enPages, true, false);
    expect(en.t('delivery-note.dialogs.add', { count: 1 })).toBe('Add 1 line');
    expect(en.t('delivery-note.dialogs.add', { count: 3 })).toBe('Add 3 lines');
    expect(en.t('delivery-note.totals', { count: 1 })).toBe('Total (1 line)');
    const zh = i18n.cloneInstance({ lng: 'zh-chs' });
    zh.addResourceBundle('zh-chs', 'translation', zhPages, true, false);
    expect(zh.t('delivery-note.dialogs.add', { count: 1 })).toBe('添加 1 行');
  });

  it('every key the code asks for exists in every language', () => {
    // The scan must see the code: a broken pattern would pass with nothing to check.
    expect(literalKeys.length).toBeGreaterThan(300);
    expect(keyGroups.length).toBeGreaterThan(20);
    const missing = Object.entries(loaded).flatMap(([lang, tree]) => [
      ...literalKeys
        .filter(
          ({ key }) =>
            typeof lookup(tree, key) !== 'string' && typeof lookup(tree, `${key}_other`) !== 'string',
        )
        .map(({ file, key }) => `${lang} lacks ${key} (${file})`),
      ...keyGroups
        .filter(({ group }) => {
          const found = group ? lookup(tree, group) : tree;
          return found === null || typeof found !== 'object';
        })
        .map(({ file, group }) => `${lang} lacks the group ${group} (${file})`),
    ]);
    expect(missing).toEqual([]);
  });
});
