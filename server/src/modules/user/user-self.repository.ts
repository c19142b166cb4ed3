import type { UserPreferences } from '@srm/contract';
import type { Db } from '../../platform/db.ts';

/** All SQL of what a user does to its own account: its password hash and its preferences. */

/** The caller's password hash and what it is known by (names, e-mail, its vendor's name in this organisation). */
export function findOwnAccount(db: Db, userId: number, orgId: number) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('vendor as v', (join) =>
      join.onRef('v.vendor_code', '=', 'u.vendor_code').on('v.org_id', '=', orgId),
    )
    .select(['u.password_hash', 'u.user_name', 'u.nick_name', 'u.email', 'v.vendor_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
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
