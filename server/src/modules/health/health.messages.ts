import type { MessageTable } from '../../platform/messages.ts';

/** The health module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const healthMessages = {
  'health.degraded': { 'zh-chs': '数据库不可用', en: 'Database unavailable' },
  'health.pendingMigrations': {
    'zh-chs': '数据库有未执行的迁移：{names}',
    en: 'The database has pending migrations: {names}',
  },
} as const satisfies MessageTable;
