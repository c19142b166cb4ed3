import type { MessageTable } from '../../platform/messages.ts';

/** The vendor module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const vendorMessages = {
  'vendor.notFound': { 'zh-chs': '供应商 {code} 不存在', en: 'Vendor {code} does not exist' },
  'vendor.partNotFound': { 'zh-chs': '物料 {code} 不存在', en: 'Part {code} does not exist' },
  'vendor.pairExists': {
    'zh-chs': '供应商 {vendor} 的物料 {part} 已有记录',
    en: 'Vendor {vendor} already has a record for part {part}',
  },
} as const satisfies MessageTable;
