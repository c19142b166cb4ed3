import type { MessageTable } from '../../platform/messages.ts';

/** The environment module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const environmentMessages = {
  'environment.thisServer': { 'zh-chs': '当前服务器', en: 'This server' },
  'environment.hostInvalid': {
    'zh-chs': '应为主机名，可带端口（如 srm.example.com 或 127.0.0.1:8080）',
    en: 'must be a host name, optionally with a port (e.g. srm.example.com or 127.0.0.1:8080)',
  },
  'environment.addressInvalid': {
    'zh-chs': '应为以 / 开头的路径或 http(s) 地址',
    en: 'must be a path starting with / or an http(s) address',
  },
} as const satisfies MessageTable;
