import type { MessageTable } from '../../platform/messages.ts';

/** The dispute module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const disputeMessages = {
  'dispute.closed': {
    'zh-chs': '单据已关闭或作废，不能再留言',
    en: 'The document is closed or voided: its thread takes no more messages',
  },
  'dispute.unknownLine': {
    'zh-chs': '明细 {line} 不属于该对账单',
    en: 'Line {line} is not a line of this statement',
  },
} as const satisfies MessageTable;
