import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';

/**
 * antd's texts in the portal's languages. English's page jumper read "Go to[3]Page": its words sit in text nodes
 * either side of the input, which as text ran together ("Go toPage", issue #36); spaced and in sentence case it
 * reads "Go to [3] page" (the input's accessible name stays "page").
 */
export const antdLocales: Record<'zh-chs' | 'en', Locale> = {
  'zh-chs': zhCN,
  en: {
    ...enUS,
    Pagination: { ...enUS.Pagination, jump_to: 'Go to ', page: ' page' },
  },
};
