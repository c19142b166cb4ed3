import { type CaptionedField, contextFieldCaptions, fieldCaptions, moduleFieldCaptions } from '@srm/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCaptions } from './captions.ts';
import { changeLanguage } from './i18n.ts';

/**
 * One caption catalogue for fields (issue #30 item 4, #46 item 3): the web's forms, drawers and tables take a field's
 * caption from the contract's `fieldCaptions` (through `useCaptions`), as the server's lists, exports and prints do
 * (`defineList` refuses a column that states one); no locale file states one again. A caption the code asks for by a
 * variable is checked by the compiler (`field(name: CaptionedField)`); the ones written out are checked here too, with
 * the locale files and the code of the server, the web and the contract that could bring a second wording back.
 */

/** Every locale file, both languages (`../locales/en/user.json` → its content). */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The app's own sources (tests excluded), as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * The server's and the contract's production sources, as text (the catalogue itself, `field-captions.ts`, aside): where
 * a caption could hide outside the catalogue besides the web's own code.
 */
const elsewhere = import.meta.glob<string>(
  [
    '../../../server/src/**/*.ts',
    '../../../contract/src/**/*.ts',
    '!../../../**/*.test.ts',
    '!../../../**/*.generated.ts',
    '!../../../contract/src/field-captions.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

/** Code only: a comment may quote a caption. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** `'zh-chs': '…'` or `en: '…'`: a bilingual literal's first entry, a text. */
const bilingual = String.raw`(?:'zh-chs'|"zh-chs"|en)\s*:\s*['"\`]`;
const catalogued = new Set(Object.keys(fieldCaptions));
/**
 * Captions written out in a source's code: a `caption:` (or `…Caption:`, `captions:`) given a bilingual literal, a
 * bilingual literal under a catalogued field's name (`LINE_NO: { 'zh-chs': … }`), and a `…Captions` map of bilingual
 * literals declared there. Titles of lists and value labels (`DN: { 'zh-chs': '送货单' … }`) are neither.
 */
function captionsWrittenIn(text: string): string[] {
  const code = codeOf(text);
  return [
    ...[...code.matchAll(new RegExp(String.raw`\b\w*[cC]aptions?\??\s*:\s*\{[^{}]*?${bilingual}`, 'g'))].map(
      (m) => m[0],
    ),
    ...[
      ...code.matchAll(new RegExp(String.raw`(?<![\w'"])([A-Z][A-Za-z0-9_]*)\s*:\s*\{\s*${bilingual}`, 'g')),
    ]
      .filter((m) => catalogued.has(m[1]!))
      .map((m) => m[0]),
    ...[
      ...code.matchAll(
        new RegExp(String.raw`\b(?:const|let|var)\s+\w*[cC]aptions?\b[^=;]*=\s*\{[^;]*?${bilingual}`, 'g'),
      ),
    ].map((m) => m[0]),
  ];
}

/** Dotted paths of the `fields` blocks (objects) anywhere in a locale tree. */
function fieldBlocks(value: unknown, prefix: string): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === 'fields' && child !== null && typeof child === 'object' ? [`${prefix}.${key}`] : []),
    ...fieldBlocks(child, `${prefix}.${key}`),
  ]);
}

/**
 * `field('PART_NO')` and the like: the calls, with a name written out, of the catalogue's lookup as a file binds it
 * (`const { field: caption } = useCaptions(…)`, `const f = caption`, a parameter `field: (name: CaptionedField) =>
 * string`).
 */
const captionCalls = Object.entries(sources).flatMap(([file, text]) => {
  const names = new Set<string>();
  for (const m of text.matchAll(/const \{([^}]*)\} = useCaptions\(/g))
    for (const part of m[1]!.split(',')) {
      const [key, local] = part.split(':').map((s) => s.trim());
      if (key === 'field') names.add(local || key);
    }
  for (const m of text.matchAll(/(\w+): \(name: CaptionedField\) => string/g)) names.add(m[1]!);
  for (const name of [...names])
    for (const m of text.matchAll(new RegExp(`const (\\w+) = ${name};`, 'g'))) names.add(m[1]!);
  return [...names].flatMap((name) =>
    [...text.matchAll(new RegExp(`\\b${name}\\(\\s*['"]([A-Za-z0-9_]+)['"]`, 'g'))].map((m) => ({
      file,
      key: m[1]!,
    })),
  );
});

describe('one caption catalogue for fields', () => {
  it('no locale file states field captions (a `fields` block): they are the contract’s', () => {
    const files = Object.entries(localeFiles);
    expect(files.length).toBeGreaterThan(40);
    const blocks = files.flatMap(([file, content]) => fieldBlocks(content, file.replace('../locales/', '')));
    expect(blocks).toEqual([]);
  });

  it('no code asks the locale texts for a field caption (`<module>.fields.<FIELD>`)', () => {
    const asked = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/(['"`])[^'"`\n]*\.fields\.[^'"`\n]*\1/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(asked).toEqual([]);
  });

  it('every field caption the web asks for by name is in the catalogue', () => {
    // The scan must see the code: a broken pattern would pass with nothing to check.
    expect(captionCalls.length).toBeGreaterThan(150);
    expect(new Set(captionCalls.map((c) => c.file)).size).toBeGreaterThan(20);
    const missing = captionCalls
      .filter(({ key }) => !Object.hasOwn(fieldCaptions, key))
      .map(({ file, key }) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('no server, web or contract source writes a caption outside the catalogue', () => {
    // The scan must see the code: a broken glob would pass with nothing to check.
    const files = Object.keys(elsewhere);
    expect(files.filter((f) => f.includes('/server/src/modules/')).length).toBeGreaterThan(150);
    expect(files.filter((f) => f.includes('/contract/src/')).length).toBeGreaterThan(30);
    expect(files.some((f) => f.endsWith('/server/src/modules/scorecard/scorecard.list.ts'))).toBe(true);
    const written = Object.entries({ ...elsewhere, ...sources }).flatMap(([file, text]) =>
      captionsWrittenIn(text).map((c) => `${file.replace(/^(\.\.\/)+/, '')}: ${c}`),
    );
    expect(written).toEqual([]);
  });

  it('would find one: a column caption, a caption map, a field worded under its name', () => {
    const column = `{ field: 'ID', sql: 'sc.id', kind: 'text', caption: { 'zh-chs': '键', en: 'Key' } }`;
    const extra = `col('ATTRIBUTE1', 'ol.buyer', 'text', { width: 90, caption: { en: 'Buyer', 'zh-chs': '采购员' } })`;
    const map = `export const lineCaptions = {\n  NOTE_LINE: { 'zh-chs': '送货单行号', en: 'Note line' },\n};`;
    const worded = `const own = {\n  LINE_NO: {\n    'zh-chs': '送货单行号',\n    en: 'Note line',\n  },\n};`;
    expect(captionsWrittenIn(column)).toHaveLength(1);
    expect(captionsWrittenIn(extra)).toHaveLength(1);
    expect(captionsWrittenIn(map)).toHaveLength(1);
    expect(captionsWrittenIn(worded)).toEqual([`LINE_NO: {\n    'zh-chs': '`]);
    // What is not a caption: a list's title, value labels, a caption read from the catalogue, a comment.
    const fine = [
      `title: { 'zh-chs': '送货单', en: 'Delivery notes' },`,
      `DN: { 'zh-chs': '送货单', en: 'Delivery note' },`,
      `CAPTION: contextFieldCaption(f.name, captionsOf[kind])?.[lang] ?? f.name,`,
      `// caption: { 'zh-chs': '键', en: 'Key' }`,
      `caption: { 'zh-chs': string; en: string };`,
      `const sqlCaption = { SUB_SQL: 'subSql', REFERENCE_SQL: 'refSql' }[invalid.field];`,
    ].join('\n');
    expect(captionsWrittenIn(fine)).toEqual([]);
  });

  it('a list or print words a field its own way only for a catalogued field, in other words, in a context in use', () => {
    const server = Object.entries(elsewhere)
      .filter(([file]) => file.includes('/server/src/'))
      .map(([, text]) => codeOf(text))
      .join('\n');
    for (const [context, captions] of Object.entries(contextFieldCaptions)) {
      expect(server, `context ${context} is named by a list or print`).toMatch(
        new RegExp(`['"]${context}['"]`),
      );
      for (const [field, caption] of Object.entries(captions)) {
        const catalogue = fieldCaptions[field as CaptionedField];
        expect(catalogue, `${context} ${field}`).toBeDefined();
        expect(
          caption['zh-chs'] !== catalogue['zh-chs'] || caption.en !== catalogue.en,
          `${context} ${field} says what the catalogue says`,
        ).toBe(true);
      }
    }
  });

  it('a module words a field its own way only for another meaning, and only a catalogued field', () => {
    const namespaces = new Set(Object.keys(localeFiles).map((f) => f.replace(/^.*\/(.*)\.json$/, '$1')));
    for (const [module, captions] of Object.entries(moduleFieldCaptions)) {
      expect(namespaces, module).toContain(module);
      for (const [field, caption] of Object.entries(captions)) {
        const catalogue = fieldCaptions[field as CaptionedField];
        expect(catalogue, `${module} ${field}`).toBeDefined();
        expect(caption['zh-chs'], `${module} ${field} says what the catalogue says`).not.toBe(
          catalogue['zh-chs'],
        );
        expect(caption.en, `${module} ${field} says what the catalogue says`).not.toBe(catalogue.en);
      }
    }
  });
});

describe('useCaptions', () => {
  afterEach(async () => {
    await changeLanguage('zh-chs');
  });

  it('answers the catalogue’s caption in the current language, a module’s own where it means something else', async () => {
    await act(() => changeLanguage('en'));
    const { result, rerender } = renderHook(({ module }) => useCaptions(module), {
      initialProps: { module: 'statement' as string | undefined },
    });
    expect(result.current.field('QTY')).toBe('Billed qty');
    expect(result.current.field('DELIVERY_QTY')).toBe(fieldCaptions.DELIVERY_QTY.en);
    const first = result.current.field;
    rerender({ module: 'statement' });
    expect(result.current.field, 'the same function while nothing changed').toBe(first);
    rerender({ module: 'label' });
    expect(result.current.field('QTY')).toBe(fieldCaptions.QTY.en);
    rerender({ module: undefined });
    expect(result.current.value('STATUS', 5)).toBe('Received');

    await act(() => changeLanguage('zh-chs'));
    expect(result.current.field('QTY')).toBe(fieldCaptions.QTY['zh-chs']);
    rerender({ module: 'statement' });
    expect(result.current.field('QTY')).toBe('对账数量');
  });
});
