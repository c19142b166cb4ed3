import { screens } from '@srm/contract';
import type { NoteFacts } from '../../delivery-note/index.ts';
import type { Recipient } from '../mail-notify.repository.ts';
import { noteNotification } from './document-facts.ts';
import { type MailContext, orDash } from './notification.ts';

const noteScreens = { DN: screens.MaintainDeliveryNote2.path, OS: screens.Outsourced.path } as const;

/**
 * Who hears of a note being audited or shipped: the staff named as the buyer on its order lines (the ERP's buyer is
 * a portal user name); when none is, staff whose role holds the note's screen (super administrators left out). A
 * downstream note's buyer is its receiving vendor's users.
 */
export async function noteBuyers(ctx: MailContext, note: NoteFacts): Promise<Recipient[]> {
  if (note.note_kind === 'SUB')
    return note.receiver_vendor_code ? ctx.recipients({ vendorCode: note.receiver_vendor_code }) : [];
  const to = note.buyers.length ? await ctx.recipients({ staffNames: note.buyers }) : [];
  // Nobody named (or every named buyer turned notes off: then they chose so, and the fallback stays quiet).
  if (to.length === 0 && !(await ctx.anyNamedStaff(note.buyers)))
    return ctx.recipients({ staffHolding: noteScreens[note.note_kind] });
  return to;
}

/** `note.audited` → the note's buyers. */
export const noteAudited = noteNotification({
  events: ['note.audited'],
  to: noteBuyers,
  texts: (n, k) => ({
    'zh-chs': {
      subject: `${k['zh-chs']} ${n.delivery_no} 已审核`,
      body: `${k['zh-chs']} ${n.delivery_no}（供应商 ${n.vendor_code} ${n.vendor_name}）已审核，审核人：${orDash(n.check_man)}。\n送货日期：${n.delivery_date}\n预计到货：${orDash(n.arrival_date)}`,
    },
    en: {
      subject: `${k.en} ${n.delivery_no} audited`,
      body: `${k.en} ${n.delivery_no} of vendor ${n.vendor_code} ${n.vendor_name} was audited by ${orDash(n.check_man)}.\nDelivery date: ${n.delivery_date}\nExpected arrival: ${orDash(n.arrival_date)}`,
    },
  }),
});
