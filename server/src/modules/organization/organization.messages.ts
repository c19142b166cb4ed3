import type { MessageTable } from '../../platform/messages.ts';

/** The organization module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const organizationMessages = {
  'organization.reminderHours': {
    'zh-chs': '未答复提醒时间须为 1 到 720 之间的整数小时（720 小时即 30 天）',
    en: 'The reminder must come after a whole number of hours from 1 to 720 (720 hours is 30 days)',
  },
} as const satisfies MessageTable;
