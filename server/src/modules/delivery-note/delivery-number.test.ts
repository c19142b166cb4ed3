import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { nextDeliveryNo } from './delivery-number.ts';

// A day the demo data never uses, so its sequence starts at 0001.
const day = '2031-03-07';
const expected = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `DN20310307${String(from + i).padStart(4, '0')}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// On PostgreSQL the 30 transactions really overlap and queue on the (org, day) row lock; PGlite has one
// connection, so Kysely runs them one after the other.
describe.each(testDatabases('each'))('delivery note numbers [%s]', (kind) => {
  let database: TestDatabase;
  let orgId: number;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { maxConnections: 40 });
    orgId = await columnOf(database.db, 'organization', 'id', { code: 'HQ' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives 30 concurrent creators 30 distinct numbers 0001..0030, with no gap', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        database.db.transaction().execute(async (trx) => {
          const no = await nextDeliveryNo(trx, orgId, day);
          // Hold the transaction open a little, as creating a note's lines would.
          await pause(5 + (i % 7) * 3);
          return no;
        }),
      ),
    );
    expect(new Set(numbers).size).toBe(30);
    expect([...numbers].sort()).toEqual(expected(1, 30));
  });

  it('does not leave a gap when the creating transaction rolls back', async () => {
    const failure = new Error('the note could not be saved');
    let rolledBack = '';
    await expect(
      database.db.transaction().execute(async (trx) => {
        rolledBack = await nextDeliveryNo(trx, orgId, day);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(rolledBack).toBe(expected(31, 31)[0]);

    const next = await database.db.transaction().execute((trx) => nextDeliveryNo(trx, orgId, day));
    expect(next).toBe(rolledBack);
  });

  it('keeps a separate sequence per organisation', async () => {
    const sz = await columnOf(database.db, 'organization', 'id', { code: 'SZ' });
    const first = await database.db.transaction().execute((trx) => nextDeliveryNo(trx, sz, day));
    expect(first).toBe(expected(1, 1)[0]);
  });
});
