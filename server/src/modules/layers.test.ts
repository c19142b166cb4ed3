import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Three layers per module (docs/architecture.md): routes → services → repositories, and all SQL in the
 * repositories. A list declaration (`*.list.ts`) is SQL by nature and stays where it is.
 */

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/** A query builder call, a `sql` template (typed or not) or one of kysely's `sql.*` helpers. */
const query =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\s*\(|\bsql\s*(?:<[^`]*?>)?\s*`|\bsql\.\w+\s*\(/;

const exempt = (file: string) => /\.(?:test|repository|list)\.ts$/.test(file);

/** Comment lines may name the things they explain. */
const isComment = (line: string) => /^\s*(?:\/\/|\/\*|\*)/.test(line);

function violationsIn(name: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (!isComment(line) && query.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
}

describe('module layers', () => {
  it('recognises SQL outside a repository', () => {
    const planted = [
      "const rows = await db.selectFrom('role').selectAll().execute();",
      'await trx',
      "  .insertInto('menu')",
      "await trx.updateTable('menu').set(values)",
      "await db.deleteFrom('captcha')",
      'await sql`select 1`.execute(db);',
      'const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);',
      'const order = sql.raw(text);',
      '// a comment naming selectFrom( is fine',
      "const ok = await repo.findRole(db, 1); // 'sql' in a string is fine too",
    ].join('\n');
    expect(violationsIn('x.service.ts', planted).map((v) => v.split(':')[1])).toEqual([
      '1',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });

  it('keeps SQL in repositories: no query builder or sql template in routes, services or helpers', () => {
    const files = (readdirSync(modulesDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !exempt(file))
      .sort();
    expect(files.length).toBeGreaterThan(20);
    const violations = files.flatMap((file) =>
      violationsIn(
        path.posix.join('server/src/modules', file.split(path.sep).join('/')),
        readFileSync(path.join(modulesDir, file), 'utf8'),
      ),
    );
    expect(violations, 'SQL belongs in a *.repository.ts file (or a *.list.ts declaration)').toEqual([]);
  });
});

describe('value lists in SQL', () => {
  /** `.where(column, 'in', values)` with values a variable: `in ($1 … $n)`, a statement text per length. */
  const inList = /'in',\s*(?![[(\s])/;
  const serverDir = path.resolve(modulesDir, '..');

  it('recognises a variable list', () => {
    expect(inList.test(".where('id', 'in', ids)")).toBe(true);
    expect(inList.test(".where('note_kind', 'in', ['DN', 'OS'])")).toBe(false);
    expect(inList.test(".where('menu_id', 'in', (eb) => eb.selectFrom('menu'))")).toBe(false);
  });

  it('binds a variable list as one array (anyOf), never as an in-list', () => {
    const files = (readdirSync(serverDir, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const violations = files.flatMap((file) =>
      readFileSync(path.join(serverDir, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          !isComment(line) && inList.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(violations, "use .where(column, '=', anyOf(values, type)) (platform/db.ts)").toEqual([]);
  });
});
