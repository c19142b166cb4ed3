import { type Language, screens } from '@srm/contract';
import { findOrderLineFacts, type OrderLineFacts } from '../../order-confirmation/index.ts';
import type { Recipient } from '../mail-notify.repository.ts';
import {
  type MailText,
  type NotifyResult,
  nothingQueued,
  notification,
  type OrgNames,
  qty,
  type Texts,
  withFooter,
} from './notification.ts';

/** What an order-lines mail tells of. */
type OrderLinesAction = 'propose' | 'counter' | 'change' | 'remind';

/** A mail lists this many lines at most; the rest are counted (a bulk answer may name a thousand). */
const listedLines = 50;

/** How a mail names its lines: the first, and how many more. */
const lineNames = (lines: OrderLineFacts[]): Record<Language, string> => {
  const first = `${lines[0]!.po_no}/${lines[0]!.po_item}`;
  const more = lines.length - 1;
  return {
    'zh-chs': more ? `${first} 等 ${lines.length} 行` : first,
    en: more ? `${first} and ${more} more ${more === 1 ? 'line' : 'lines'}` : first,
  };
};

const waitingStates: Record<string, Record<Language, string>> = {
  new: { 'zh-chs': '新订单', en: 'new' },
  changed: { 'zh-chs': 'ERP 已变更', en: 'changed by the ERP' },
  countered: { 'zh-chs': '采购方已还价', en: 'countered by the buyer' },
};

/** What the ERP changed on a re-opened line: quantity, due date and price, each as before → now. */
function changedFields(l: OrderLineFacts, zh: boolean): string[] {
  const changes: string[] = [];
  if (l.prev_qty !== null && qty(l.prev_qty) !== qty(l.ordered_qty))
    changes.push(`${zh ? '数量' : 'quantity'} ${qty(l.prev_qty)} → ${qty(l.ordered_qty)}`);
  if (l.prev_due_date !== null && l.prev_due_date !== l.due_date)
    changes.push(`${zh ? '交期' : 'due date'} ${l.prev_due_date} → ${l.due_date}`);
  if (l.prev_price !== null && qty(l.prev_price) !== qty(l.unit_price))
    changes.push(`${zh ? '单价' : 'price'} ${qty(l.prev_price)} → ${qty(l.unit_price)}`);
  return changes;
}

/**
 * The notes under a line: an answer's schedule, the ERP's changes, the state a reminder waits on, and an answer's
 * reason, in that order.
 */
function lineNotes(l: OrderLineFacts, action: OrderLinesAction, lang: Language): string[] {
  const zh = lang === 'zh-chs';
  const answer = action === 'propose' || action === 'counter';
  const more: string[] = [];
  if (answer && l.schedule.length)
    more.push(
      `${zh ? '承诺交期：' : 'Schedule: '}${l.schedule.map((s) => `${s.DATE} × ${qty(String(s.QTY))}`).join(zh ? '；' : '; ')}`,
    );
  if (action === 'change') {
    const changes = changedFields(l, zh);
    if (changes.length) more.push(`${zh ? '变更：' : 'Changed: '}${changes.join(zh ? '；' : '; ')}`);
  }
  if (action === 'remind' && waitingStates[l.state])
    more.push(`${zh ? '状态：' : 'State: '}${waitingStates[l.state]![lang]}`);
  if (l.reason && answer) more.push(`${zh ? '说明：' : 'Note: '}${l.reason}`);
  return more;
}

function orderLine(l: OrderLineFacts, action: OrderLinesAction, lang: Language): string {
  const head =
    lang === 'zh-chs'
      ? `  订单 ${l.po_no}/${l.po_item}  物料 ${l.part_no} ${l.part_name ?? ''}  订购 ${qty(l.ordered_qty)}，交期 ${l.due_date}`
      : `  PO ${l.po_no}/${l.po_item}  part ${l.part_no} ${l.part_name ?? ''}  ordered ${qty(l.ordered_qty)}, due ${l.due_date}`;
  return [head.trimEnd(), ...lineNotes(l, action, lang).map((m) => `    ${m}`)].join('\n');
}

function orderLineList(lines: OrderLineFacts[], action: OrderLinesAction, lang: Language): string {
  const shown = lines.slice(0, listedLines).map((l) => orderLine(l, action, lang));
  const rest = lines.length - shown.length;
  if (rest > 0)
    shown.push(
      lang === 'zh-chs' ? `  …… 另有 ${rest} 行，请在门户中查看` : `  … and ${rest} more, see the portal`,
    );
  return shown.join('\n');
}

/**
 * Order collaboration (issue #32): a vendor's proposal (to the lines' buyers), the buyer's counter, an ERP change
 * to re-confirm and the daily reminder of unanswered lines (to the vendor's users). One mail lists the lines of
 * one event.
 */
/** The texts of one mail listing `lines` (one event's, or one buyer's share of them). */
function mailTexts(action: OrderLinesAction, lines: OrderLineFacts[], org: OrgNames): Texts {
  const names = lineNames(lines);
  const { vendor_code: code, vendor_name: name } = lines[0]!;
  const answerZh = `门户“${screens.OrderConfirmation.zh}”页面`;
  const answerEn = `"${screens.OrderConfirmation.en}" in the portal`;
  const texts: Record<OrderLinesAction, Record<Language, { subject: string; intro: string }>> = {
    propose: {
      'zh-chs': {
        subject: `订单确认：供应商 ${code} 对订单 ${names['zh-chs']} 提出交期建议`,
        intro: `供应商 ${code} ${name} 对以下订单行提出了新的交期或数量，请在门户“${screens.ConfirmationReview.zh}”页面接受或还价：`,
      },
      en: {
        subject: `Order confirmation: vendor ${code} proposes a schedule for PO ${names.en}`,
        intro: `Vendor ${code} ${name} proposes another schedule for these order lines; accept or counter it under "${screens.ConfirmationReview.en}" in the portal:`,
      },
    },
    counter: {
      'zh-chs': {
        subject: `订单确认：采购方对订单 ${names['zh-chs']} 提出新的交期`,
        intro: `采购方对贵司（${code} ${name}）以下订单行的答复提出了新的交期或数量，请在${answerZh}接受或重新答复：`,
      },
      en: {
        subject: `Order confirmation: the buyer countered PO ${names.en}`,
        intro: `The buyer countered your answer on these order lines (${code} ${name}) with another schedule; accept it or answer again under ${answerEn}:`,
      },
    },
    change: {
      'zh-chs': {
        subject: `订单确认：订单 ${names['zh-chs']} 已变更，请重新确认`,
        intro: `ERP 变更了贵司（${code} ${name}）已答复的以下订单行，请在${answerZh}重新确认：`,
      },
      en: {
        subject: `Order confirmation: PO ${names.en} changed, please confirm again`,
        intro: `The ERP changed these order lines you (${code} ${name}) had answered; please confirm them again under ${answerEn}:`,
      },
    },
    remind: {
      'zh-chs': {
        subject: `订单确认提醒：订单 ${names['zh-chs']} 待您答复`,
        intro: `以下订单行仍在等待贵司（${code} ${name}）答复，请在${answerZh}接受、提出建议或拒绝：`,
      },
      en: {
        subject: `Order confirmation reminder: PO ${names.en} ${lines.length === 1 ? 'awaits' : 'await'} your answer`,
        intro: `These order lines still await your answer (${code} ${name}); accept, propose another schedule or refuse them under ${answerEn}:`,
      },
    },
  };
  const of = (lang: Language): MailText => ({
    subject: texts[action][lang].subject,
    body: `${texts[action][lang].intro}\n${orderLineList(lines, action, lang)}`,
  });
  return withFooter({ 'zh-chs': of('zh-chs'), en: of('en') }, org);
}

const actions = {
  'order.line.proposed': 'propose',
  'order.line.countered': 'counter',
  'order.line.changed': 'change',
  'order.line.unanswered': 'remind',
} as const satisfies Record<string, OrderLinesAction>;

/**
 * Order collaboration (issue #32), one mail per event and recipient listing its lines as of the event's version:
 * a vendor's proposal → the lines' buyers (the ERP's buyer, a portal user name; lines with none, or naming nobody of
 * the portal, go to staff whose role holds Confirmation review), each buyer the lines that are theirs; the buyer's
 * counter, an ERP change re-opening answered lines and the daily reminder of unanswered lines → the vendor's users.
 * `order.line.confirmed` (agreed: nobody needs to answer) mails nobody.
 */
export const orderLines = notification({
  events: ['order.line.proposed', 'order.line.countered', 'order.line.changed', 'order.line.unanswered'],
  category: 'order',
  choice: 'order',
  async mail(ctx, event) {
    const action = actions[event.name];
    const lines = await findOrderLineFacts(
      ctx.trx,
      ctx.orgId,
      event.payload.lines.map((l) => ({ orderLineId: l.orderLineId, version: l.version })),
    );
    if (lines.length === 0) return nothingQueued();
    if (action !== 'propose')
      return ctx.send(
        await ctx.recipients({ vendorCode: event.payload.vendorCode }),
        mailTexts(action, lines, ctx.org),
      );
    // A proposal: each buyer hears of their own lines; lines of nobody in the portal go to the reviewing staff.
    const byBuyer = new Map<string, OrderLineFacts[]>();
    const unassigned: OrderLineFacts[] = [];
    for (const l of lines) {
      if (!l.buyer) unassigned.push(l);
      else byBuyer.set(l.buyer.toLowerCase(), [...(byBuyer.get(l.buyer.toLowerCase()) ?? []), l]);
    }
    const perUser = new Map<number, { to: Recipient; lines: OrderLineFacts[] }>();
    const add = (to: Recipient[], these: OrderLineFacts[]) => {
      for (const r of to) {
        const kept = perUser.get(r.userId);
        if (kept) kept.lines.push(...these);
        else perUser.set(r.userId, { to: r, lines: [...these] });
      }
    };
    for (const [name, these] of byBuyer) {
      const to = await ctx.recipients({ staffNames: [name] });
      // A named buyer who turned order mails off chose so: the fallback stays quiet for their lines.
      if (to.length) add(to, these);
      else if (!(await ctx.anyNamedStaff([name]))) unassigned.push(...these);
    }
    if (unassigned.length)
      add(await ctx.recipients({ staffHolding: screens.ConfirmationReview.path }), unassigned);
    const result: NotifyResult = nothingQueued();
    const order = new Map(lines.map((l, i) => [l.id, i]));
    for (const { to, lines: these } of [...perUser.values()].sort((a, b) => a.to.userId - b.to.userId)) {
      const mine = [...new Set(these)].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const queued = await ctx.send([to], mailTexts('propose', mine, ctx.org));
      result.queued += queued.queued;
      result.to.push(...queued.to);
    }
    return result;
  },
});
