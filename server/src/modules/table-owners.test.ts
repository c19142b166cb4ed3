import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGrants, readsToMove, type Table, tableOwners, writeGrants } from './table-owners.ts';

/**
 * Each table has one owner (table-owners.ts, issue #46): a module writes only its own tables and reads others only
 * through a granted list join or report, or while the read is still listed to move behind the owner's face. The SQL
 * is read from each module's source (Kysely's selectFrom/joins/insertInto/updateTable/deleteFrom and raw SQL's
 * from/join/insert into/update/delete from), comments left out.
 */
const modulesDir = import.meta.dirname;
const tables = Object.keys(tableOwners) as Table[];

export type Access = { module: string; file: string; table: Table; write: boolean };

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The tables a module's source file reads and writes. */
export function accessesOf(module: string, file: string, text: string): Access[] {
  const code = withoutComments(text);
  return tables.flatMap((table) => {
    const write = new RegExp(
      `(insertInto|updateTable|deleteFrom|mergeInto)\\(\\s*'${table}(\\s+as\\s+\\w+)?'|\\b(insert\\s+into|update|delete\\s+from)\\s+${table}\\b`,
      'i',
    ).test(code);
    const read = new RegExp(
      `(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*'${table}(\\s+as\\s+\\w+)?'|\\b(from|join)\\s+${table}\\b`,
      'i',
    ).test(code);
    return [
      ...(write ? [{ module, file, table, write: true }] : []),
      ...(read ? [{ module, file, table, write: false }] : []),
    ];
  });
}

/** Why an access is allowed, or null when it is not. */
export function allowance(a: Access): string | null {
  if (tableOwners[a.table] === a.module) return 'owner';
  if (a.write) return writeGrants[a.module]?.tables.includes(a.table) ? 'write grant' : null;
  const grant = readGrants[a.module];
  if (grant?.tables.includes(a.table) && (grant.report || a.file.endsWith('.list.ts'))) return 'read grant';
  return readsToMove[a.module]?.includes(a.table) ? 'to move' : null;
}

function allAccesses(): Access[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap(({ name: module }) =>
      readdirSync(path.join(modulesDir, module))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.messages.ts'))
        .flatMap((f) => accessesOf(module, f, readFileSync(path.join(modulesDir, module, f), 'utf8'))),
    );
}

describe('table ownership', () => {
  const accesses = allAccesses();

  it('every module writes only its own tables and reads others only as granted', () => {
    const refused = accesses
      .filter((a) => allowance(a) === null)
      .map(
        (a) =>
          `${a.module}/${a.file} ${a.write ? 'writes' : 'reads'} ${a.table} (owner: ${tableOwners[a.table]})`,
      );
    expect(refused).toEqual([]);
  });

  it('every grant and every read to move is still used (the lists only shrink)', () => {
    const used = (module: string, table: Table, how: string) =>
      accesses.some((a) => a.module === module && a.table === table && allowance(a) === how);
    const stale = [
      ...Object.entries(writeGrants).flatMap(([m, g]) =>
        g!.tables.filter((t) => !used(m, t, 'write grant')).map((t) => `write grant ${m} → ${t}`),
      ),
      ...Object.entries(readGrants).flatMap(([m, g]) =>
        g!.tables.filter((t) => !used(m, t, 'read grant')).map((t) => `read grant ${m} → ${t}`),
      ),
      ...Object.entries(readsToMove).flatMap(([m, ts]) =>
        ts!.filter((t) => !used(m, t, 'to move')).map((t) => `to move ${m} → ${t}`),
      ),
    ];
    expect(stale).toEqual([]);
  });

  it('sees a deliberate violation: a foreign write, a raw-SQL read outside a list, a list join not granted', () => {
    const found = [
      ...accessesOf(
        'label',
        'label.repository.ts',
        "await db.updateTable('vendor').set({ x: 1 }).execute();",
      ),
      ...accessesOf('dispute', 'dispute.service.ts', 'await sql`select * from statement s where s.id = 1`;'),
      ...accessesOf('receiving', 'receiving.list.ts', "db.selectFrom('ncr as n')"),
      ...accessesOf('receiving', 'receiving.service.ts', '// rows from vendor, a comment'),
    ];
    expect(found.map((a) => [a.module, a.table, a.write, allowance(a)])).toEqual([
      ['label', 'vendor', true, null],
      ['dispute', 'statement', false, null],
      ['receiving', 'ncr', false, null],
    ]);
  });
});
