import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { GetTokenResult } from '@srm/contract';
import { loadGrants, signToken, tokenLifetimeSeconds } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decryptPassword } from './password-transport.ts';
import * as repo from './sign-in.repository.ts';
import { consumeCaptcha } from './sign-in-captcha.service.ts';

/** `verifySeconds`: how long an attempt may be in flight before it counts as a failure (its process died). */
export const lockout = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15, verifySeconds: 30 } as const;
/** Sign-in attempts one IP address may make in five minutes, whatever the user names. */
export const ipAttemptLimit = 30;

export type SignInInput = {
  userName: string;
  encryptedPassword: string;
  captchaId: string;
  captchaCode: string;
  orgId: number;
  ip: string;
  checkCaptcha: boolean;
  /** Attempts one IP address may make in five minutes (default {@link ipAttemptLimit}). */
  ipLimit?: number;
};

// Verifying against a real hash for unknown users keeps the answer time the same (no user-name probing).
let dummyHash: Promise<string> | undefined;
const hashForUnknownUsers = () => {
  dummyHash ??= hash(randomUUID(), { algorithm: 2 });
  return dummyHash;
};

async function recentFailures(db: Db, userName: string, since: Date | null) {
  const windowStart = new Date(Date.now() - lockout.windowMinutes * 60_000);
  const from = since && since > windowStart ? since : windowStart;
  return repo.countFailuresAndInFlight(db, userName, from);
}

/** Before the password is checked: refused (and why), to wait for attempts in flight, or the attempt recorded. */
type Reservation = { refused: 'admin' | 'locked'; minutes: number } | { attempt: string } | { wait: true };

const pause = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));

/**
 * Counted and checked as one (issues #38, #44): under the account's row lock, failures and attempts in flight are
 * counted and this attempt is recorded in flight, so concurrent attempts (in any process) see each other. Only
 * failures lock the account; attempts in flight that could still fail take the rest of the allowance, and an attempt
 * beyond it waits for them: at most `maxFailures` wrong passwords are verified, and right ones are never refused.
 */
async function reserve(db: Db, input: SignInInput, user: repo.SignInUserRow | undefined) {
  const giveUpAt = Date.now() + lockout.verifySeconds * 1000;
  for (;;) {
    const reserved = await db.transaction().execute(async (trx): Promise<Reservation> => {
      const account = user ? await repo.lockAccount(trx, user.id) : undefined;
      if (account?.is_locked) return { refused: 'admin', minutes: 0 };
      if (account?.locked_until && new Date(account.locked_until) > new Date()) {
        const minutes = Math.ceil((new Date(account.locked_until).getTime() - Date.now()) / 60_000);
        return { refused: 'locked', minutes };
      }
      if (user) {
        const { failures, inFlight } = await recentFailures(
          trx,
          input.userName,
          account?.failures_reset_at ? new Date(account.failures_reset_at) : null,
        );
        if (failures >= lockout.maxFailures) {
          await repo.setLockedUntil(trx, user.id, new Date(Date.now() + lockout.lockMinutes * 60_000));
          return { refused: 'locked', minutes: lockout.lockMinutes };
        }
        if (failures + inFlight >= lockout.maxFailures) return { wait: true };
      }
      const attempt = await repo.insertAttemptInFlight(
        trx,
        input.userName.slice(0, 64),
        input.ip.slice(0, 64),
        lockout.verifySeconds,
      );
      return { attempt };
    });
    if (!('wait' in reserved)) return reserved;
    // Attempts in flight end within `verifySeconds`; still waiting then means a steady stream of them.
    if (Date.now() > giveUpAt) throw new AppError(429, 'auth.tooManyAttempts');
    await pause();
  }
}

/** Auth/GetToken: every rule of spec §5/§6 and PRODUCT §9, in the order a person would want them checked. */
export async function signIn(db: Db, input: SignInInput): Promise<GetTokenResult> {
  const ipAttempts = await repo.countAttemptsFromIp(db, input.ip, new Date(Date.now() - 5 * 60_000));
  if (ipAttempts >= (input.ipLimit ?? ipAttemptLimit)) throw new AppError(429, 'auth.tooManyAttempts');

  if (input.checkCaptcha) await consumeCaptcha(db, input.captchaId, input.captchaCode);
  const password = await decryptPassword(db, input.encryptedPassword);

  const user = await repo.findSignInUser(db, input.userName);

  const reserved = await reserve(db, input, user);
  if ('refused' in reserved) {
    if (reserved.refused === 'admin') throw new AppError(403, 'auth.lockedByAdmin');
    throw new AppError(
      403,
      'auth.locked',
      { minutes: reserved.minutes },
      { errorCount: lockout.maxFailures },
    );
  }

  const valid = await verify(user?.password_hash ?? (await hashForUnknownUsers()), password).catch(
    () => false,
  );
  if (!user || !valid) {
    await repo.markAttemptFailed(db, reserved.attempt);
    const { failures: errorCount } = await recentFailures(
      db,
      input.userName,
      user?.failures_reset_at ? new Date(user.failures_reset_at) : null,
    );
    if (user && errorCount >= lockout.maxFailures) {
      await repo.setLockedUntil(db, user.id, new Date(Date.now() + lockout.lockMinutes * 60_000));
      throw new AppError(403, 'auth.locked', { minutes: lockout.lockMinutes }, { errorCount });
    }
    throw new AppError(400, 'auth.badCredentials', {}, { errorCount });
  }
  // A right password that still cannot sign in (disabled, not of the organisation, no menus) is no failure.
  const stop = async (error: AppError): Promise<never> => {
    await repo.deleteAttempt(db, reserved.attempt);
    throw error;
  };
  if (!user.enabled) await stop(new AppError(403, 'auth.disabled'));

  const org = await repo.findUserOrganization(db, user.id, input.orgId);
  if (!org) return stop(new AppError(403, 'auth.notInOrganization'));

  const grants = user.role_id ? await loadGrants(db, user.role_id, user.role_type ?? 'normal') : null;
  if (!grants || (!grants.all && grants.menus.size === 0)) await stop(new AppError(403, 'auth.noMenus'));

  await repo.markAttemptSucceeded(db, reserved.attempt);
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + tokenLifetimeSeconds * 1000);
  await repo.insertSession(db, { id: sessionId, userId: user.id, orgId: org.id, expiresAt });
  await repo.setLockedUntil(db, user.id, null);
  const parentVendorCode = user.vendor_code
    ? await repo.findParentVendorCode(db, org.id, user.vendor_code)
    : null;

  return {
    Token: await signToken(db, sessionId, user.id, org.id),
    Ticket: sessionId,
    ExpiresAt: expiresAt.toISOString(),
    Userinfo: {
      ID: user.id,
      USER_NAME: user.user_name,
      NICK_NAME: user.nick_name,
      ROLE_ID: user.role_id ?? 0,
      VENDOR_CODE: user.vendor_code,
      PARENT_VENDOR_CODE: parentVendorCode,
      ORG_ID: org.id,
      ORG_CODE: org.code,
    },
  };
}

export async function signOut(db: Db, sessionId: string): Promise<void> {
  await repo.revokeSession(db, sessionId);
}
