import { z } from 'zod';

/**
 * Characters a reader does not see: format characters (zero-width space and joiners, word joiner, bidi marks, the
 * byte-order mark, soft hyphen), controls, separators and white space, combining marks with nothing to sit on, and
 * the fillers that render blank (Hangul fillers, the braille blank).
 */
const invisible = /[\p{Cf}\p{Cc}\p{Z}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text has at least one character a person can see (issue #37: a reason of "\u200b" is no reason). */
export const hasVisibleText = (text: string): boolean => text.replace(invisible, '') !== '';

/**
 * A reason (void, reject, dispute, override …): trimmed, at most `max` characters, and with something visible in
 * it; the refusal names the server message `validation.noVisibleText`. The text is kept as typed (an emoji's joiners
 * stay).
 */
export const reasonText = (max: number) =>
  z.string().trim().min(1).max(max).refine(hasVisibleText, { message: 'validation.noVisibleText' });
