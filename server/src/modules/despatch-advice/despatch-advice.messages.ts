import type { MessageTable } from '../../platform/messages.ts';

/** The despatch-advice module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const despatchAdviceMessages = {
  'despatchAdvice.notShipped': {
    'zh-chs': '送货单 {no} 尚未发货（当前为「{status}」），发货后才有发货通知（DESADV）',
    en: 'Delivery note {no} is not shipped ({status}): a despatch advice (DESADV) exists once it is shipped',
  },
  'despatchAdvice.noteUnknown': {
    'zh-chs': '送货单 {no} 不存在',
    en: 'Delivery note {no} does not exist',
  },
} as const satisfies MessageTable;
