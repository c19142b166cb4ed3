import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { serverSecret } from '../../platform/secrets.ts';
import { deleteExpiredPasswordNonces, insertPasswordNonce, takePasswordNonce } from './sign-in.repository.ts';

/** How long a nonce of `Auth/PublicKey` may wait for its password (the login page asks for one on submit). */
export const passwordNonceLifetimeSeconds = 600;
/** 18 random bytes, base64url: 24 characters that never hold the `:` separating them from the password. */
const noncePattern = /^[A-Za-z0-9_-]{24}$/;

/** The RSA key pair passwords travel under (PRODUCT §9), made once and kept in the database. */
async function keyPair(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const stored = await serverSecret(db, 'password-rsa', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return JSON.stringify({ publicKey, privateKey });
  });
  return JSON.parse(stored) as { publicKey: string; privateKey: string };
}

/**
 * Makes the key pair at start-up when the database has none yet (after the migrations), so the first sign-in does
 * not wait for an RSA key to be generated (0.1–1 s of CPU).
 */
export async function preparePasswordKey(db: Db): Promise<void> {
  await keyPair(db);
}

/**
 * `Auth/PublicKey`: the PEM public key and a fresh single-use nonce, kept in the database (any process can check
 * it) until it is used or expires. Expired nonces are swept here: no background timer needed.
 */
export async function passwordPublicKey(db: Db): Promise<{ PublicKey: string; Nonce: string }> {
  const nonce = randomBytes(18).toString('base64url');
  await insertPasswordNonce(db, nonce, new Date(Date.now() + passwordNonceLifetimeSeconds * 1000));
  await deleteExpiredPasswordNonces(db);
  return { PublicKey: (await keyPair(db)).publicKey, Nonce: nonce };
}

/**
 * base64(RSA-OAEP-SHA256(utf8 `nonce:password`)) → password. The nonce must be one `Auth/PublicKey` issued, not
 * expired and not used: it is deleted in the same statement that checks it, so of two requests carrying the same
 * ciphertext exactly one gets past here, and a captured ciphertext is worth nothing once sent. The refusal is the same
 * for a missing, unknown, expired or used nonce and comes before the password is looked at, so it tells nothing
 * about the password. Anything not encrypted with the key (e.g. a plain-text password) is refused too.
 */
export async function decryptPassword(db: Db, cipherText: string): Promise<string> {
  const { privateKey } = await keyPair(db);
  let plain: string;
  try {
    plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipherText, 'base64'),
    ).toString('utf8');
  } catch {
    throw new AppError(400, 'auth.passwordNotEncrypted');
  }
  const separator = plain.indexOf(':');
  const nonce = plain.slice(0, Math.max(separator, 0));
  if (!noncePattern.test(nonce)) throw new AppError(400, 'auth.passwordNonceInvalid');
  const used = await takePasswordNonce(db, nonce);
  if (!used || new Date(used.expires_at) <= new Date()) throw new AppError(400, 'auth.passwordNonceInvalid');
  return plain.slice(separator + 1);
}
