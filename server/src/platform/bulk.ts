import { sql } from 'kysely';
import { type Db, inTransaction } from './db.ts';
import { AppError, BulkRefusal } from './errors.ts';
import type { MessageKey, MessageParams } from './messages.ts';

/**
 * A bulk action of a list's toolbar (issue #46): `take` runs for every id in one transaction, in id order (so two
 * bulk calls over the same rows lock them in the same order), and either all are taken or none. Each item still
 * goes through its own operation — its checks, audit entry and events, inside this transaction. When any is refused
 * (an `AppError`) nothing changes: the 409 says `refusal` with its params, `count` (refused) and `total`, and names each
 * refused item (`labelOf`) with its own reason. Any other error rolls back and propagates as it is.
 */
export async function allOrNone(
  db: Db,
  ids: readonly number[],
  take: (trx: Db, id: number) => Promise<unknown>,
  refusal: {
    key: MessageKey;
    params?: MessageParams;
    labelOf: (trx: Db, id: number, error: AppError) => Promise<string>;
  },
): Promise<{ COUNT: number }> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return inTransaction(db, async (trx) => {
    const refused: { label: string; error: AppError }[] = [];
    for (const id of unique) {
      // Each item under a savepoint: a refusal that a failed statement caused (a row still referenced) leaves the
      // transaction usable for the next items, whose refusals are named too.
      await sql`savepoint srm_bulk_item`.execute(trx);
      try {
        await take(trx, id);
        await sql`release savepoint srm_bulk_item`.execute(trx);
      } catch (error) {
        await sql`rollback to savepoint srm_bulk_item`.execute(trx);
        if (!(error instanceof AppError)) throw error;
        refused.push({ label: await refusal.labelOf(trx, id, error), error });
      }
    }
    if (refused.length)
      throw new BulkRefusal(
        refusal.key,
        { ...refusal.params, count: refused.length, total: unique.length },
        refused,
      );
    return { COUNT: unique.length };
  });
}
