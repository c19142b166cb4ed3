import type { UserPreferences } from '@srm/contract';
import type { Db } from '../../platform/db.ts';

/** All SQL of what a user does to its own account: its password hash and its preferences. */

export async function findPasswordHash(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** The caller's own preferences (an empty object when it has saved none). */
export async function findPreferences(db: Db, userId: number): Promise<UserPreferences> {
  const row = await db
    .selectFrom('user_preference')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.preferences ?? {};
}

/** Replaces the caller's preferences (JSON text already checked for size). */
export async function upsertPreferences(db: Db, userId: number, json: string): Promise<void> {
  await db
    .insertInto('user_preference')
    .values({ user_id: userId, preferences: json })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences: json, updated_at: new Date() }))
    .execute();
}
