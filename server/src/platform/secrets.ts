import type { Db } from './db.ts';

const caches = new WeakMap<Db, Map<string, string>>();

/**
 * A server-wide secret made once and kept in the database, so every API process uses the same one. The first
 * process to start creates it; a concurrent creator's insert is ignored and both read the stored value.
 */
export async function serverSecret(db: Db, name: string, create: () => string): Promise<string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(name);
  if (cached) return cached;
  let row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) {
    await db
      .insertInto('server_secret')
      .values({ name, value: create() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    row = await db
      .selectFrom('server_secret')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  }
  cache.set(name, row.value);
  return row.value;
}
