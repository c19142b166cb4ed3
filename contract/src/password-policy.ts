/**
 * The one password rule (issue #45, docs/decisions.md "Password policy"), for every place a password is chosen:
 * creating or editing an account, changing one's own, registering a company. The server checks it after decrypting
 * (the only check that counts); the web shows it before the user types and checks it as they type. Passwords set
 * before the rule keep working at sign-in: it is checked when a password is set, never when one is used.
 */
export const passwordPolicy = {
  /** NIST SP 800-63B rev. 4 asks 15 for a password that is the only factor, 8 beside a second one; see decisions. */
  minLength: 12,
  /** NIST: allow at least 64. Counted in characters (code points), so 密码 is 2. */
  maxLength: 64,
  /**
   * The password travels RSA-2048-OAEP-SHA256 encrypted with a 24-character nonce (PRODUCT §9): 190 bytes hold
   * `nonce:password`, so at most 165 bytes of UTF-8 — 64 Latin characters, about 53 Chinese ones (3 bytes each).
   */
  maxBytes: 160,
  /** zxcvbn's score a password must reach: 3 ≈ 10⁸ guesses ("safely unguessable"), refusing the common ones. */
  minScore: 3,
  /** A name shorter than this (e.g. `li`) is not looked for inside the password: it would refuse good ones. */
  minNameLength: 4,
} as const;

/** Chinese characters that fit in `maxBytes` (for the message). */
export const passwordMaxChineseCharacters = Math.floor(passwordPolicy.maxBytes / 3);

/** Why a password is refused; each has a message in both languages on the server and the web. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsName' | 'guessable';

/**
 * What the account is known by and must not be inside its password: the user name, nick name, e-mail address and
 * company name (empty ones are ignored).
 */
export type PasswordContext = readonly (string | null | undefined)[];

/** Letters and digits only, lower case: `Zhang.San` and `zhang san` are the same name inside `ZhangSan-2026`. */
const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The names to look for: each whole, an e-mail address by its part before `@`. */
function namesOf(context: PasswordContext): string[] {
  const names = context.flatMap((value) => {
    if (!value) return [];
    const at = value.indexOf('@');
    return [comparable(at > 0 ? value.slice(0, at) : value)];
  });
  return [...new Set(names)].filter((name) => [...name].length >= passwordPolicy.minNameLength);
}

/** The words of the names, handed to zxcvbn so a password built around them scores lower. */
const wordsOf = (context: PasswordContext) =>
  context.flatMap((value) => (value ? value.toLowerCase().split(/[^\p{L}\p{N}]+/u) : [])).filter(Boolean);

const utf8Length = (text: string) =>
  [...text].reduce((bytes, c) => {
    const code = c.codePointAt(0)!;
    return bytes + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);

/** The checks that need no dictionary (length, names): the web shows them at once, before the dictionary loads. */
export function passwordShapeProblem(
  password: string,
  context: PasswordContext = [],
): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordPolicy.minLength) return 'tooShort';
  if (length > passwordPolicy.maxLength || utf8Length(password) > passwordPolicy.maxBytes) return 'tooLong';
  const inside = comparable(password);
  if (namesOf(context).some((name) => inside.includes(name))) return 'containsName';
  return null;
}

/** Loads the common-password dictionary (once): the web calls it when a password screen opens. */
export const loadPasswordDictionary = () => import('./password-strength.ts');

/** The whole rule: null when the password may be set, else the first reason it may not. */
export async function passwordProblem(
  password: string,
  context: PasswordContext = [],
): Promise<PasswordProblem | null> {
  const shape = passwordShapeProblem(password, context);
  if (shape) return shape;
  const { guessScore } = await loadPasswordDictionary();
  return guessScore(password, [...namesOf(context), ...wordsOf(context)]) < passwordPolicy.minScore
    ? 'guessable'
    : null;
}
