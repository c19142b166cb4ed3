import { noteNotification } from './document-facts.ts';
import { noteBuyers } from './note-audited.ts';
import { orDash } from './notification.ts';

/** `note.shipped` → the note's buyers (as for an audit), with the carrier and tracking number. */
export const noteShipped = noteNotification({
  events: ['note.shipped'],
  to: noteBuyers,
  texts: (n, k) => ({
    'zh-chs': {
      subject: `${k['zh-chs']} ${n.delivery_no} 已发货`,
      body: `供应商 ${n.vendor_code} ${n.vendor_name} 已发出${k['zh-chs']} ${n.delivery_no}。\n物流公司：${orDash(n.logistics_company)}\n物流单号：${orDash(n.tracking_no)}\n预计到货：${orDash(n.arrival_date)}`,
    },
    en: {
      subject: `${k.en} ${n.delivery_no} shipped`,
      body: `Vendor ${n.vendor_code} ${n.vendor_name} shipped ${k.en.toLowerCase()} ${n.delivery_no}.\nCarrier: ${orDash(n.logistics_company)}\nTracking no.: ${orDash(n.tracking_no)}\nExpected arrival: ${orDash(n.arrival_date)}`,
    },
  }),
});
