import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #46 item 3: a page shows a list through its declaration (`<ScreenList list="…">`), reads its rows through the
 * type the server's schema gives them (`ListRow`) and never casts one. This reads every production file of the pages
 * and the shell for the ways around that.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('test-utils')
      ? [file]
      : [];
  });
const files = ['pages', 'app'].flatMap((dir) => sources(path.join(root, dir)));
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The ways a page could take a list or its rows around the registry. */
const rules: [string, RegExp][] = [
  ['renders the untyped table', /<ListTable\b/],
  [
    'imports the untyped table or row',
    /import[^;]*\b(ListTable|Row)\b[^;]*from '[^']*list-table\/(ListTable|types|index)[^']*'/,
  ],
  ['loads a list by its path', /\bloadRows\(/],
  ['casts a row', /\b(row|rows|r|record|selected)\b[\w.[\]]*\s+as\s+(unknown|Row|ListRow|[A-Z]\w*Row\b)/],
  ['names a list path', /\b(loadPath|exportPath|listRoute)=/],
];

function findings(file: string): string[] {
  const code = codeOf(file);
  return rules
    .filter(([, pattern]) => pattern.test(code))
    .map(([rule]) => `${path.relative(root, file)}: ${rule}`);
}

describe('pages take their lists from the registry, typed', () => {
  it('reads the pages', () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it('no page renders the untyped table, loads a list by path or casts a list row', () => {
    expect(files.flatMap(findings)).toEqual([]);
  });

  it('would see each way around it', () => {
    const samples = [
      '<ListTable listRoute="/X" loadPath="X/LoadData" />',
      "import { ListTable, type Row } from '../../platform/list-table/index.ts';",
      "const { rows } = await loadRows('X/LoadData', body);",
      'const id = row.ID as unknown as number;',
    ];
    for (const sample of samples)
      expect(
        rules.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
  });
});
