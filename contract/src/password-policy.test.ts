import { describe, expect, it } from 'vitest';
import {
  type PasswordContext,
  type PasswordProblem,
  passwordProblem,
  passwordShapeProblem,
} from './password-policy.ts';

/**
 * The rule against a hand-written table (issue #45, docs/decisions.md "Password policy"): what a person typing
 * these would be told. The common ones are taken from published breach top lists, not from the dictionary itself.
 */
const vendorAdmin: PasswordContext = ['zhang.san', '张三', 'zhang.san@hengda.example', 'Hengda Precision'];

const cases: [password: string, context: PasswordContext, expected: PasswordProblem | null][] = [
  ['short', [], 'tooShort'],
  ['Demo@2026', [], 'tooShort'],
  ['12345678901', [], 'tooShort'],
  // Twelve characters, but among the most common passwords of every breach list, or built from them.
  ['password1234', [], 'guessable'],
  ['Password123!', [], 'guessable'],
  ['qwertyuiop12', [], 'guessable'],
  ['iloveyou2026', [], 'guessable'],
  ['111111111111', [], 'guessable'],
  ['abcdefghijkl', [], 'guessable'],
  ['P@ssw0rd2026', [], 'guessable'],
  // The account's own names inside, however written.
  ['Zhang.San-harbour-57', vendorAdmin, 'containsName'],
  ['ZHANGSAN_lamp_2026x', vendorAdmin, 'containsName'],
  ['hengda-precision-Lamp7', vendorAdmin, 'containsName'],
  ['我是张三，我的灯塔港口密码', ['zhang.san', '张三'], null], // 张三 is shorter than 4 characters: not looked for
  ['vendor1-Harbour-57', ['vendor1'], 'containsName'],
  // Too long: 65 characters, or 54 Chinese ones (162 bytes, more than RSA carries beside the nonce).
  ['x'.repeat(65), [], 'tooLong'],
  ['密'.repeat(54), [], 'tooLong'],
  // Good ones: long enough, not common, names of someone else.
  ['Harbour-Lamp-57', vendorAdmin, null],
  ['correct horse battery staple', [], null],
  ['Sr7#kq9Lm2Vx', [], null],
  ['上海浦东灯塔港口的秘密花园', [], null],
  ['Ab3$'.repeat(16), [], 'guessable'], // 64 characters, but a repeat
  ['The quick brown fox jumps over the lazy dog near Harbour Lamp 57', [], null], // exactly 64
  ['vendor1-Harbour-57', ['vendor2'], null],
];

describe('password policy', () => {
  it.each(cases)('%s → %s', async (password, context, expected) => {
    expect(await passwordProblem(password, context)).toBe(expected);
  });

  it('knows length and names without the dictionary; the common list needs it', () => {
    expect(passwordShapeProblem('short')).toBe('tooShort');
    expect(passwordShapeProblem('Zhang.San-harbour-57', vendorAdmin)).toBe('containsName');
    expect(passwordShapeProblem('password1234')).toBeNull();
  });
});
