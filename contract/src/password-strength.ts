import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How guessable a password is: zxcvbn's score (0–4) against the 50 000 passwords most often found in breaches,
 * keyboard rows, sequences, repeats, dates and l33t spellings of these. Kept out of `index.ts` on purpose: its
 * dictionary is about 400 KB, so `password-policy.ts` loads this file only when a password is checked (the web's
 * password screens, never its first load).
 */
let factory: ZxcvbnFactory | undefined;

export function guessScore(password: string, userInputs: readonly string[]): number {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password, [...userInputs]).score;
}
