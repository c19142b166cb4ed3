import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../../test/helper.ts';
import { migrateToLatest } from '../platform/migrate.ts';
import { migrations } from './index.ts';

const folder = fileURLToPath(new URL('.', import.meta.url));

describe('migration list', () => {
  it('lists every NNNN_*.ts file of the migrations folder, in order', () => {
    const files = readdirSync(folder)
      .filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('numbers migrations without gaps or duplicates', () => {
    const numbers = Object.keys(migrations).map((name) => Number(name.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('gives every migration an up and a down', () => {
    for (const [name, migration] of Object.entries(migrations)) {
      expect(typeof migration.up, name).toBe('function');
      expect(typeof migration.down, name).toBe('function');
    }
  });
});

describe.each(testDatabases('each'))('migrating an empty database [%s]', (kind) => {
  it('applies every migration once; running them again changes nothing', async () => {
    const database = await createTestDatabase(kind, { empty: true });
    try {
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
      const tables = async () =>
        (
          await sql<{ table_name: string }>`
            select table_name from information_schema.tables
            where table_schema = current_schema() order by table_name`.execute(database.db)
        ).rows.map((r) => r.table_name);
      const before = await tables();
      expect(before).toEqual(
        expect.arrayContaining(['organization', 'app_user', 'delivery_note', 'delivery_line']),
      );

      expect(await migrateToLatest(database.db)).toEqual([]);
      expect(await tables()).toEqual(before);
    } finally {
      await database.close();
    }
  });
  if (kind === 'postgres') {
    it('migrates a schema of its own while another schema of the database is already migrated', async () => {
      const first = await createTestDatabase(kind, { empty: true });
      const second = await createTestDatabase(kind, { empty: true, besides: first });
      try {
        expect(await migrateToLatest(first.db)).toEqual(Object.keys(migrations));
        expect(await migrateToLatest(second.db)).toEqual(Object.keys(migrations));
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from organization`.execute(
          second.db,
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await first.close();
        await second.close();
      }
    });
  }
});
