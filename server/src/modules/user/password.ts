import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  type PasswordContext,
  type PasswordProblem,
  passwordMaxChineseCharacters,
  passwordPolicy,
  passwordProblem,
} from '@srm/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/messages.ts';
import { decryptPassword } from '../sign-in/index.ts';

const problemKeys = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  containsName: 'password.containsName',
  guessable: 'password.guessable',
} as const satisfies Record<PasswordProblem, MessageKey>;

/**
 * The password policy (contract/src/password-policy.ts) for a password being set: refused with a 400 naming
 * `field`. `context`: the account's user name, nick name, e-mail and company name, none of which may be inside it.
 */
export async function assertPasswordPolicy(
  password: string,
  field: string,
  context: PasswordContext,
): Promise<void> {
  const problem = await passwordProblem(password, context);
  if (!problem) return;
  const params = {
    min: passwordPolicy.minLength,
    max: passwordPolicy.maxLength,
    chinese: passwordMaxChineseCharacters,
  };
  throw new AppError(400, problemKeys[problem], params, { fields: [field] });
}

/**
 * A password field of a request: base64 RSA-OAEP ciphertext (PRODUCT §9) → the password as typed. Empty (before or
 * after decryption) answers `requiredKey`. No rule here: a current password is whatever it was when it was set; a
 * new one goes through `assertPasswordPolicy`.
 */
export async function readPassword(
  db: Db,
  cipherText: string | undefined,
  field: string,
  requiredKey: MessageKey,
): Promise<string> {
  if (!cipherText) throw new AppError(400, requiredKey, {}, { fields: [field] });
  const password = await decryptPassword(db, cipherText);
  if (password === '') throw new AppError(400, requiredKey, {}, { fields: [field] });
  return password;
}

export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* Argon2id */ });

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%*+=?'];

/**
 * A temporary password for `ResetPassword`: 12 characters from a cryptographic source, at least one of each
 * kind (upper, lower, digit, symbol), without look-alike characters since a person copies it.
 */
function temporaryPassword(length = passwordPolicy.minLength): string {
  const all = alphabets.join('');
  const chars = alphabets.map((a) => a[randomInt(a.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * A temporary password that passes the policy like any other: a random one almost always does; the rare one that
 * reads as a keyboard row or holds the account's name is drawn again.
 */
export async function policyTemporaryPassword(context: PasswordContext): Promise<string> {
  for (;;) {
    const password = temporaryPassword();
    if (!(await passwordProblem(password, context))) return password;
  }
}
