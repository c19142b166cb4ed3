import { defaultLanguage, type Language, languages } from '@srm/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/index.ts';
import zh from '../locales/zh-chs/index.ts';
import { cookies } from './storage.ts';

/** The frame's texts in both languages (the pages' come with the first page: `loadPageTexts`). */
export const resources = { 'zh-chs': { translation: zh }, en: { translation: en } } as const;

const pageTexts: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-chs': () => import('../locales/zh-chs/pages.ts'),
  en: () => import('../locales/en/pages.ts'),
};
const pageTextsLoaded = new Map<Language, Promise<void>>();

/**
 * Loads the pages' texts of `lang` (one chunk per language, once): every page's lazy load waits for it
 * (app/pages.ts), so a page never shows a key; the login page and the frame do not need it.
 */
export function loadPageTexts(lang: Language = currentLanguage()): Promise<void> {
  let loaded = pageTextsLoaded.get(lang);
  if (!loaded) {
    loaded = pageTexts[lang]().then((m) => {
      i18n.addResourceBundle(lang, 'translation', m.default, true, false);
    });
    loaded.catch(() => pageTextsLoaded.delete(lang));
    pageTextsLoaded.set(lang, loaded);
  }
  return loaded;
}

export function storedLanguage(): Language {
  const value = cookies.get('lang');
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : defaultLanguage;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh-chs';
}

/** Switches the language live (no reload) and remembers it in the `lang` cookie the server also reads. */
export async function changeLanguage(lang: Language): Promise<void> {
  cookies.set('lang', lang, 365);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  // The open pages switch with the frame: their texts in the new language first.
  if (pageTextsLoaded.size > 0) await loadPageTexts(lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
