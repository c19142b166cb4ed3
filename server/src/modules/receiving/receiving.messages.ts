import type { MessageTable } from '../../platform/messages.ts';

/** The receiving module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const receivingMessages = {
  'dock.unknownCode': {
    'zh-chs': '找不到条码 {code} 对应的外箱或内箱标签',
    en: 'No outer box or inner label has the code {code}',
  },
  'dock.noNote': {
    'zh-chs': '条码 {code} 是未关联送货单的手工标签，不能据此收货',
    en: 'The code {code} is a manual label on no delivery note: nothing to receive',
  },
  'dock.notShipped': {
    'zh-chs': '送货单 {deliveryNo} 当前状态为“{status}”，只有已发货的送货单可以扫码收货',
    en: 'Delivery note {deliveryNo} is {status}: only shipped notes are received by scanning',
  },
  'dock.foreignBox': {
    'zh-chs': '箱 {code} 属于送货单 {deliveryNo}，不是正在收货的送货单',
    en: 'Box {code} belongs to delivery note {deliveryNo}, not to the note being received',
  },
  'dock.scannedTwice': {
    'zh-chs': '箱 {code} 已扫描过',
    en: 'Box {code} was already scanned',
  },
  'dock.packagesMissing': {
    'zh-chs': '还有 {count} 箱未扫描：确认按短收处理后再收货',
    en: '{count} boxes are not scanned: confirm they are missing to receive short',
  },
  'dock.nothingScanned': {
    'zh-chs': '未扫描任何箱，不能收货',
    en: 'No box is scanned: nothing to receive',
  },
} as const satisfies MessageTable;
