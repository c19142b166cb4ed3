import { readFileSync } from 'node:fs';
import path from 'node:path';
import { menuGroups, screenList } from '@srm/contract';
import { expect, it } from 'vitest';

/** The README's screen table is what a reader of a fresh clone finds a screen by (issue #45): it names them all. */
it('lists every screen of the registry in the README with its menu names and path', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const missing = screenList.filter(
    (s) =>
      !readme.includes(
        `| ${menuGroups[s.group].zh} / ${menuGroups[s.group].en} | ${s.zh} / ${s.en} | \`${s.path}\` |`,
      ),
  );
  expect(missing.map((s) => s.path)).toEqual([]);
});
