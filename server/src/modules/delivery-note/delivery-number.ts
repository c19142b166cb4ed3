import type { Db } from '../../platform/db.ts';
import { nextSequence } from './delivery-note.repository.ts';

/** `yyyyMMdd` of a `yyyy-MM-dd` date. */
const compact = (day: string) => day.replaceAll('-', '');

/**
 * Next delivery note number `DN` + yyyyMMdd + 4-digit sequence for one organisation and day (PRODUCT §5).
 * The upsert takes the row lock on (org, day), so concurrent creators queue on it: numbers of one day are
 * unique and, as the caller's transaction either commits the note or rolls the counter back with it, gap-free.
 * Must run inside the transaction that inserts the note.
 */
export async function nextDeliveryNo(trx: Db, orgId: number, day: string, prefix = 'DN'): Promise<string> {
  const seq = await nextSequence(trx, orgId, day);
  return `${prefix}${compact(day)}${String(seq).padStart(4, '0')}`;
}
