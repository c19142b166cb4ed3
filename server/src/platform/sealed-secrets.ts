import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * Secrets at rest (the SMTP password, a temporary password waiting in the mail outbox, a webhook endpoint's signing
 * secret): AES-256-GCM
 * with a key that is not in the database, so a database dump alone does not give them away.
 *
 * The key is `MAIL_KEY` (base64 of 32 bytes) when set, else `DATA_DIR/keys/mail.key`, created on first use with
 * mode 0600. Several API processes must share it: the same DATA_DIR, or the same MAIL_KEY. A database restored
 * without its key cannot open what it holds: the administrator enters the SMTP password again.
 *
 * Stored form: `v1:<iv>:<tag>:<ciphertext>`, each base64; a fresh 12-byte IV per value. The additional data binds a
 * value to its purpose (`mail_setting:<org>`, `webhook_endpoint:<id>`), so a ciphertext copied into another row does not open.
 */
const keys = new Map<string, Promise<Buffer>>();

export const mailKeyFile = (dataDir: string) => path.join(dataDir, 'keys', 'mail.key');

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  const read = async () => {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a base64 key of 32 bytes`);
    return key;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then linked into place: a concurrent process either wins the link or
  // reads the winner's complete file, never half of one.
  const draft = `${file}.${randomUUID()}.tmp`;
  await writeFile(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  await chmod(draft, 0o600);
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return read();
}

/** The key: MAIL_KEY, or the key file (read once per process and data folder). */
export function mailKey(config: Pick<Config, 'mailKey' | 'dataDir'>): Promise<Buffer> {
  if (config.mailKey) return Promise.resolve(Buffer.from(config.mailKey, 'base64'));
  const file = mailKeyFile(config.dataDir);
  let key = keys.get(file);
  if (!key) {
    key = readOrCreateKeyFile(file);
    keys.set(file, key);
    key.catch(() => keys.delete(file));
  }
  return key;
}

export function seal(key: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** A sealed value that does not open: another key (a database restored without its key), or not sealed at all. */
export class UnreadableSecret extends Error {}

/** Opens a sealed value; throws UnreadableSecret when the key or the purpose is not the one it was sealed with. */
export function open(key: Buffer, purpose: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new UnreadableSecret('not a sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new UnreadableSecret(error instanceof Error ? error.message : String(error));
  }
}
