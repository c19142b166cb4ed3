import { defaultLanguage, type Language, languages } from '@srm/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/index.ts';
import zh from '../locales/zh-chs/index.ts';
import { cookies } from './storage.ts';

export const resources = { 'zh-chs': { translation: zh }, en: { translation: en } } as const;

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
  await i18n.changeLanguage(lang);
}

export { i18n };
