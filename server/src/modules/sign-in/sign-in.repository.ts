import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** All SQL of signing in and out: captchas, password nonces, sign-in attempts, the account and its sessions. */

// ---- captchas ----------------------------------------------------------------------------------------------------

export async function insertCaptcha(db: Db, id: string, answer: string, expiresAt: Date): Promise<void> {
  await db.insertInto('captcha').values({ id, answer, expires_at: expiresAt }).execute();
}

/** Removes captchas expired for more than an hour. */
export async function deleteStaleCaptchas(db: Db): Promise<void> {
  await db.deleteFrom('captcha').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
}

/** Deletes the captcha and answers what it was: one statement, so a captcha answers at most one attempt. */
export function takeCaptcha(db: Db, id: string): Promise<{ answer: string; expires_at: Date } | undefined> {
  return db.deleteFrom('captcha').where('id', '=', id).returning(['answer', 'expires_at']).executeTakeFirst();
}

// ---- password nonces ---------------------------------------------------------------------------------------------

export async function insertPasswordNonce(db: Db, nonce: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_nonce').values({ nonce, expires_at: expiresAt }).execute();
}

export async function deleteExpiredPasswordNonces(db: Db): Promise<void> {
  await db.deleteFrom('password_nonce').where('expires_at', '<', sql<Date>`now()`).execute();
}

/** Deletes the nonce and answers when it expires: one statement, so a nonce is used at most once. */
export function takePasswordNonce(db: Db, nonce: string): Promise<{ expires_at: Date } | undefined> {
  return db
    .deleteFrom('password_nonce')
    .where('nonce', '=', nonce)
    .returning('expires_at')
    .executeTakeFirst();
}

// ---- sign-in attempts --------------------------------------------------------------------------------------------

/** Sign-in attempts from an IP address since a moment, whatever the user names. */
export async function countAttemptsFromIp(db: Db, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * An attempt in flight is a failure whose `at` still lies ahead: the moment by which its password must be verified.
 * It turns into a success or a failure at the moment it is verified; past that moment (its process died) it counts as
 * the failure it would have been.
 */
const stamp = sql<Date>`statement_timestamp()`;

/**
 * A user name's (any case) failed attempts since a moment and since its last successful sign-in, and its attempts
 * whose password is being verified.
 */
export async function countFailuresAndInFlight(
  db: Db,
  userName: string,
  since: Date,
): Promise<{ failures: number; inFlight: number }> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('at', '<=', stamp).as('failures'),
      eb.fn.countAll<number>().filterWhere('at', '>', stamp).as('inFlight'),
    ])
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .where('success', '=', false)
    .where('at', '>', since)
    .where('at', '>', (eb) =>
      eb
        .selectFrom('login_attempt')
        .select(sql<Date>`coalesce(max(at), '-infinity'::timestamptz)`.as('last'))
        .where(sql`lower(user_name)`, '=', userName.toLowerCase())
        .where('success', '=', true),
    )
    .executeTakeFirst();
  return { failures: Number(row?.failures ?? 0), inFlight: Number(row?.inFlight ?? 0) };
}

/** An attempt whose password is about to be verified, within `seconds`. */
export async function insertAttemptInFlight(
  db: Db,
  userName: string,
  ip: string,
  seconds: number,
): Promise<string> {
  const row = await db
    .insertInto('login_attempt')
    .values({
      user_name: userName,
      ip,
      success: false,
      at: sql<Date>`${stamp} + make_interval(secs => ${seconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The password was wrong: the attempt is a failure from now. */
export async function markAttemptFailed(db: Db, id: string): Promise<void> {
  await db.updateTable('login_attempt').set({ at: stamp }).where('id', '=', id).execute();
}

/** The attempt proved right: it no longer counts as a failure (and resets the count from here on). */
export async function markAttemptSucceeded(db: Db, id: string): Promise<void> {
  await db.updateTable('login_attempt').set({ success: true, at: stamp }).where('id', '=', id).execute();
}

/** The password was right but the sign-in stopped for another reason (disabled, no organisation): not a failure. */
export async function deleteAttempt(db: Db, id: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('id', '=', id).execute();
}

/** The account's lock-out state, its row locked until the caller's transaction ends (one check at a time). */
export function lockAccount(
  trx: Db,
  userId: number,
): Promise<{ is_locked: boolean; locked_until: Date | null; failures_reset_at: Date | null } | undefined> {
  return trx
    .selectFrom('app_user')
    .select(['is_locked', 'locked_until', 'failures_reset_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

// ---- the account and its sessions --------------------------------------------------------------------------------

export type SignInUserRow = {
  id: number;
  user_name: string;
  nick_name: string;
  password_hash: string;
  role_id: number | null;
  vendor_code: string | null;
  enabled: boolean;
  is_locked: boolean;
  locked_until: Date | null;
  failures_reset_at: Date | null;
  role_type: 'super' | 'system' | 'normal' | null;
};

/** The account of a user name (any case), with its role's type. */
export function findSignInUser(db: Db, userName: string): Promise<SignInUserRow | undefined> {
  return db
    .selectFrom('app_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.user_name',
      'u.nick_name',
      'u.password_hash',
      'u.role_id',
      'u.vendor_code',
      'u.enabled',
      'u.is_locked',
      'u.locked_until',
      'u.failures_reset_at',
      'r.role_type',
    ])
    .where(sql`lower(u.user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

/** The organisation, when it is enabled and the user belongs to it. */
export function findUserOrganization(
  db: Db,
  userId: number,
  orgId: number,
): Promise<{ id: number; code: string } | undefined> {
  return db
    .selectFrom('user_organization as uo')
    .innerJoin('organization as o', 'o.id', 'uo.org_id')
    .select(['o.id', 'o.code'])
    .where('uo.user_id', '=', userId)
    .where('uo.org_id', '=', orgId)
    .where('o.enabled', '=', true)
    .executeTakeFirst();
}

export async function setLockedUntil(db: Db, userId: number, until: Date | null): Promise<void> {
  await db.updateTable('app_user').set({ locked_until: until }).where('id', '=', userId).execute();
}

/** The parent vendor of a vendor of the organisation (a downstream vendor has one). */
export async function findParentVendorCode(
  db: Db,
  orgId: number,
  vendorCode: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('vendor')
    .select('parent_vendor_code')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row?.parent_vendor_code ?? null;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; orgId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('user_session')
    .values({ id: session.id, user_id: session.userId, org_id: session.orgId, expires_at: session.expiresAt })
    .execute();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('user_session').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
