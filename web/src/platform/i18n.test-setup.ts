import { loadPageTexts } from './i18n.ts';

// Component tests render pages without the router that loads the pages' texts: both languages up front.
await Promise.all([loadPageTexts('zh-chs'), loadPageTexts('en')]);
