import type { MessageTable } from '../../platform/messages.ts';

/** The DELFOR download's messages (issue #48), in both languages; joined to the forecast table in `server/src/messages.ts`. */
export const forecastDelforMessages = {
  'forecast.delforNone': {
    'zh-chs': '供应商 {vendor} 没有当前的预测版本，无法生成交货计划（DELFOR）',
    en: 'Vendor {vendor} has no current forecast version: there is no delivery schedule (DELFOR) to send',
  },
} as const satisfies MessageTable;
