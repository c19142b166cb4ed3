// Zod-free, so the web's first load (i18n, the API client) needs no schema library (the shell budget, #14).

/** The language codes of the portal; `zh-chs` is the default, `en` the fallback. */
export const languages = ['zh-chs', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-chs';

/** Accept-Language → portal language. Uploads send zh-CN / en-US (spec §7), so both forms are understood. */
export function parseLanguage(header: string | undefined | null): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : defaultLanguage;
}
