import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteStaleCaptchas, insertCaptcha, takeCaptcha } from './sign-in.repository.ts';

export const captchaLifetimeSeconds = 300;

/** A new captcha: the answer is kept in the database (any API process can check it), the image goes out. */
export async function createCaptcha(db: Db) {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: '0oO1lIi',
    // Large enough to read at a glance (#45 item 10: 110 × 40 was squinted at); the page shows it at this size.
    width: 150,
    height: 50,
    fontSize: 56,
  });
  const id = randomUUID();
  await insertCaptcha(
    db,
    id,
    captcha.text.toLowerCase(),
    new Date(Date.now() + captchaLifetimeSeconds * 1000),
  );
  // Expired captchas are swept by the creation of new ones: no background timer needed.
  await deleteStaleCaptchas(db);
  return {
    CaptchaId: id,
    Image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    ExpiresInSeconds: captchaLifetimeSeconds,
  };
}

/**
 * Checks and consumes a captcha in one statement: a captcha answers one attempt, right or wrong (single use),
 * and never after it expires.
 */
export async function consumeCaptcha(db: Db, id: string, code: string): Promise<void> {
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  const row = uuid ? await takeCaptcha(db, uuid) : undefined;
  if (!row || new Date(row.expires_at) <= new Date()) throw new AppError(400, 'auth.captchaExpired');
  if (row.answer !== code.trim().toLowerCase()) throw new AppError(400, 'auth.captchaWrong');
}
