import { type CaptionedField, fieldCaptions, moduleFieldCaptions } from '@srm/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCaptions } from './captions.ts';
import { changeLanguage } from './i18n.ts';

/**
 * One caption catalogue for fields (issue #30 item 4): the web's forms, drawers and tables take a field's caption from
 * the contract's `fieldCaptions` (through `useCaptions`), as the lists, exports and prints do; no locale file states
 * one again. A caption the code asks for by a variable is checked by the compiler (`field(name: CaptionedField)`);
 * the ones written out are checked here too, with the locale files and the code that could bring a second wording
 * back.
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
