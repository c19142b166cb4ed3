import type { MessageTable } from '../../platform/messages.ts';

/** The organization module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const organizationMessages = {
  'organization.reminderHours': {
    'zh-chs': '未答复提醒时间须为 1 到 720 之间的整数小时（720 小时即 30 天）',
    en: 'The reminder must come after a whole number of hours from 1 to 720 (720 hours is 30 days)',
  },
  'organization.eventRetention': {
    'zh-chs': '事件保留期须为 1 到 120 之间的整数月（120 个月即 10 年）',
    en: 'Events must be kept for a whole number of months from 1 to 120 (120 months is 10 years)',
  },
} as const satisfies MessageTable;
