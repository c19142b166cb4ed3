import { verify } from '@node-rs/argon2';
import { type ChangePasswordBody, preferencesMaxBytes, type UserPreferences } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { revokeSessions } from '../sign-in/index.ts';
import { assertPasswordPolicy, hashPassword, readPassword } from './password.ts';
import { updateAccount } from './user.repository.ts';
import * as repo from './user-self.repository.ts';

type ChangePassword = Required<Pick<ChangePasswordBody, 'OldPassword' | 'NewPassword' | 'NewPasswordRe'>> & {
  Id: number;
  User_Name?: string | undefined;
};

/**
 * `User/ChangePassword` with the messages of spec §5: all three required, the two new ones equal, the old one right,
 * and the new one by the password policy (contract/src/password-policy.ts; the old one is whatever it was). Only
 * one's own password; every session of the account ends after it (the web app signs out and back in with the new
 * password).
 */
export async function changeOwnPassword(db: Db, auth: AuthContext, input: ChangePassword): Promise<void> {
  const sameName = !input.User_Name || input.User_Name.toLowerCase() === auth.userName.toLowerCase();
  if (input.Id !== auth.userId || !sameName) throw new AppError(403, 'password.ownOnly');

  const oldPassword = await readPassword(db, input.OldPassword, 'OldPassword', 'password.oldRequired');
  const newPassword = await readPassword(db, input.NewPassword, 'NewPassword', 'password.newRequired');
  const confirm = await readPassword(db, input.NewPasswordRe, 'NewPasswordRe', 'password.confirmRequired');
  if (newPassword !== confirm) {
    throw new AppError(400, 'password.mismatch', {}, { fields: ['NewPasswordRe'] });
  }
  const account = await repo.findOwnAccount(db, auth.userId, auth.orgId);
  const valid = await verify(account.password_hash, oldPassword).catch(() => false);
  if (!valid) throw new AppError(400, 'password.oldWrong', {}, { fields: ['OldPassword'] });
  const { user_name, nick_name, email, vendor_name } = account;
  await assertPasswordPolicy(newPassword, 'NewPassword', [user_name, nick_name, email, vendor_name]);

  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, auth.userId, { password_hash: passwordHash, updated_at: new Date() });
    await revokeSessions(trx, auth.userId);
    await writeAudit(trx, auth, {
      action: 'changePassword',
      entity: 'user',
      entityId: auth.userId,
      before: null,
      after: null,
    });
  });
}

export async function loadPreferences(db: Db, auth: AuthContext): Promise<UserPreferences> {
  return repo.findPreferences(db, auth.userId);
}

/**
 * Keeps the caller's preferences (PRODUCT §8) as given, replacing the previous ones. Not audited: they are the
 * person's own screen settings (theme, open tabs, …), saved on every change, and not a business record.
 */
export async function savePreferences(
  db: Db,
  auth: AuthContext,
  preferences: UserPreferences,
): Promise<void> {
  const text = JSON.stringify(preferences);
  if (Buffer.byteLength(text, 'utf8') > preferencesMaxBytes) {
    throw new AppError(413, 'user.preferencesTooLarge', { max: preferencesMaxBytes });
  }
  await repo.upsertPreferences(db, auth.userId, text);
}
