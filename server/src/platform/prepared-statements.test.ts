import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/helper.ts';
import { preparedMark } from './db.ts';

/*
 * Statements marked `preparedMark` are prepared once per PostgreSQL connection. A migration that replaces a function
 * they call (its body, or its result columns) must not break a process that is already running.
 */
describe.skipIf(!testDatabases().includes('postgres'))(
  'prepared statements across a migration [postgres]',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      // One connection: the second call certainly reuses the statement prepared by the first.
      database = await createTestDatabase('postgres', { maxConnections: 1 });
      await sql`create function srm_test_answer() returns table (a integer) language sql as $$ select 1 $$`.execute(
        database.db,
      );
    });
    afterAll(async () => {
      await database?.close();
    });
    const answer = async () =>
      (
        await sql<Record<string, unknown>>`${sql.raw(preparedMark)} select * from srm_test_answer()`.execute(
          database.db,
        )
      ).rows;

    it('sees a replaced body at once, and survives a changed result type', async () => {
      expect(await answer()).toEqual([{ a: 1 }]);
      expect(await answer()).toEqual([{ a: 1 }]);
      await sql`create or replace function srm_test_answer() returns table (a integer) language sql as $$ select 2 $$`.execute(
        database.db,
      );
      expect(await answer()).toEqual([{ a: 2 }]);
      await sql`drop function srm_test_answer()`.execute(database.db);
      await sql`create function srm_test_answer() returns table (a integer, b text) language sql as $$ select 3, 'x' $$`.execute(
        database.db,
      );
      expect(await answer()).toEqual([{ a: 3, b: 'x' }]);
      expect(await answer()).toEqual([{ a: 3, b: 'x' }]);
    });
  },
);
