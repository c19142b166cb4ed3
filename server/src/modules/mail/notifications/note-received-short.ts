import { findShortLines } from '../../delivery-note/index.ts';
import { noteNotification } from './document-facts.ts';
import { qty } from './notification.ts';

/** `note.received` with lines received short → the vendor's users, each short line with both quantities. */
export const noteReceivedShort = noteNotification({
  events: ['note.received'],
  to: (ctx, n) => ctx.recipients({ vendorCode: n.vendor_code }),
  async texts(n, k, ctx) {
    const lines = await findShortLines(ctx.trx, n.id);
    if (lines.length === 0) return null;
    const zhLines = lines.map(
      (l) =>
        `  行 ${l.line_no}  订单 ${l.po_no}/${l.po_item}  物料 ${l.part_no} ${l.part_name ?? ''}  送货 ${qty(l.delivery_qty)}，实收 ${qty(l.received_qty)}`,
    );
    const enLines = lines.map(
      (l) =>
        `  Line ${l.line_no}  PO ${l.po_no}/${l.po_item}  part ${l.part_no} ${l.part_name ?? ''}  delivered ${qty(l.delivery_qty)}, received ${qty(l.received_qty)}`,
    );
    return {
      'zh-chs': {
        subject: `${k['zh-chs']} ${n.delivery_no} 收货短缺`,
        body: `${k['zh-chs']} ${n.delivery_no} 已收货，以下行实收少于送货数量：\n${zhLines.join('\n')}`,
      },
      en: {
        subject: `${k.en} ${n.delivery_no} received short`,
        body: `${k.en} ${n.delivery_no} was received; these lines came short:\n${enLines.join('\n')}`,
      },
    };
  },
});
