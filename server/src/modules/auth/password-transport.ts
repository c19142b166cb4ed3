import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { serverSecret } from '../../platform/secrets.ts';

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

export async function passwordPublicKey(db: Db): Promise<string> {
  return (await keyPair(db)).publicKey;
}

/** base64(RSA-OAEP-SHA256(utf8 password)) → password. Anything else (e.g. a plain-text password) is refused. */
export async function decryptPassword(db: Db, cipherText: string): Promise<string> {
  const { privateKey } = await keyPair(db);
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipherText, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    throw new AppError(400, 'auth.passwordNotEncrypted');
  }
}
