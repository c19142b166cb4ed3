import type { MessageTable } from '../../platform/messages.ts';

/** The menu module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const menuMessages = {
  'menu.notFound': { 'zh-chs': '菜单不存在', en: 'The menu does not exist' },
  'menu.parentInvalid': {
    'zh-chs': '上级菜单不存在，或是该菜单自身或其下级',
    en: 'The parent menu does not exist, or is the menu itself or one of its descendants',
  },
  'menu.linkExists': { 'zh-chs': '链接地址 {url} 已存在', en: 'The link address {url} already exists' },
  'menu.linkInvalid': {
    'zh-chs': '只能是以单个 / 开头的页面路径或 https:// 开头的网址',
    en: 'must be a page path starting with a single / or an address starting with https://',
  },
  'menu.codeExists': { 'zh-chs': '编码 {code} 已存在', en: 'The code {code} already exists' },
  'menu.unknownMenus': {
    'zh-chs': '以下菜单不存在：{ids}',
    en: 'These menus do not exist: {ids}',
  },
  'menu.unknownButtons': {
    'zh-chs': '以下按钮权限不存在：{codes}',
    en: 'These button permissions do not exist: {codes}',
  },
} as const satisfies MessageTable;
