import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { passwordLength } from '@srm/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/messages.ts';
import { decryptPassword } from '../sign-in/password-transport.ts';

/** The password rule of spec §5/§9: 4 to 33 characters. */
export function assertPasswordLength(password: string, field: string): void {
  const length = [...password].length;
  if (length < passwordLength.min || length > passwordLength.max) {
    throw new AppError(400, 'password.length', { field }, { fields: [field] });
  }
}

/**
 * A password field of a request: base64 RSA-OAEP ciphertext (PRODUCT §9) → the password, checked against the
 * rules. Empty (before or after decryption) answers `requiredKey`.
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
  assertPasswordLength(password, field);
  return password;
}

export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* Argon2id */ });

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%*+=?'];

/**
 * A temporary password for `ResetPassword`: 12 characters from a cryptographic source, at least one of each
 * kind (upper, lower, digit, symbol), without look-alike characters since a person copies it.
 */
export function temporaryPassword(length = 12): string {
  const all = alphabets.join('');
  const chars = alphabets.map((a) => a[randomInt(a.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
