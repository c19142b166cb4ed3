import { i18n, loadPageTexts, storedLanguage } from './i18n.ts';

// Component tests render pages without the router that loads the pages' texts: both languages up front.
await Promise.all([loadPageTexts('zh-chs'), loadPageTexts('en')]);
// The web test files share their worker's modules (vitest.config.ts): each starts in the language a fresh page
// starts in, whatever the file before it switched to.
await i18n.changeLanguage(storedLanguage());
