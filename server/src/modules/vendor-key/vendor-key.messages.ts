import type { MessageTable } from '../../platform/messages.ts';

/** The vendor-key module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const vendorKeyMessages = {
  'vendorKey.vendorsOnly': {
    'zh-chs': '只有供应商账号可以管理供应商接口密钥',
    en: "Only a vendor's own accounts manage vendor API keys",
  },
  'vendorKey.notFound': {
    'zh-chs': '接口密钥 {id} 不存在或已停用',
    en: 'API key {id} does not exist or is already revoked',
  },
} as const satisfies MessageTable;
