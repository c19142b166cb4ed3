import type { MessageTable } from '../../platform/messages.ts';

/** The domain-event module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const domainEventMessages = {
  'domainEvent.deliveryNotFound': {
    'zh-chs': '找不到事件 {event} 向 {subscriber} 的投递',
    en: 'There is no delivery of event {event} to {subscriber}',
  },
  'domainEvent.notFailed': {
    'zh-chs': '事件 {event} 向 {subscriber} 的投递未失败，无需重试',
    en: 'The delivery of event {event} to {subscriber} has not failed: there is nothing to retry',
  },
} as const satisfies MessageTable;
