import { type Language, screens } from '@srm/contract';
import type {
  NcrFacts,
  NoteFacts,
  OrderLineFacts,
  ShortLine,
  StatementFacts,
} from './mail-notify.repository.ts';

/**
 * The notification mails in both languages: plain text, written for the person who receives them (the recipient's
 * language, not the language of whoever caused the event). Every mail ends with the organisation and a no-reply note.
 */
export type MailText = { subject: string; body: string };
type Texts = Record<Language, MailText>;

const noteKind = {
  DN: { 'zh-chs': '送货单', en: 'Delivery note' },
  OS: { 'zh-chs': '委外送货单', en: 'Outsourced delivery note' },
  SUB: { 'zh-chs': '下级送货单', en: 'Downstream delivery note' },
} as const;

const footer: Record<Language, (org: string) => string> = {
  'zh-chs': (org) =>
    `\n\n—— ${org} SRM 供应商门户\n此邮件由系统自动发送，请勿直接回复。可在门户右上角“邮件通知”中选择接收哪些邮件。`,
  en: (org) =>
    `\n\n— ${org} SRM supplier portal\nThis mail was sent automatically; please do not reply. Choose which mails you receive under "Mail notifications" in the portal's user menu.`,
};

const withFooter = (texts: Texts, org: Record<Language, string>): Texts => ({
  'zh-chs': { ...texts['zh-chs'], body: texts['zh-chs'].body + footer['zh-chs'](org['zh-chs']) },
  en: { ...texts.en, body: texts.en.body + footer.en(org.en) },
});

const orDash = (v: string | null | undefined) => (v ? v : '-');
/** Decimal text without trailing zeros (`100.0000` → `100`). */
const qty = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

export function noteAudited(n: NoteFacts, org: Record<Language, string>): Texts {
  const k = noteKind[n.note_kind];
  return withFooter(
    {
      'zh-chs': {
        subject: `${k['zh-chs']} ${n.delivery_no} 已审核`,
        body: `${k['zh-chs']} ${n.delivery_no}（供应商 ${n.vendor_code} ${n.vendor_name}）已审核，审核人：${orDash(n.check_man)}。\n送货日期：${n.delivery_date}\n预计到货：${orDash(n.arrival_date)}`,
      },
      en: {
        subject: `${k.en} ${n.delivery_no} audited`,
        body: `${k.en} ${n.delivery_no} of vendor ${n.vendor_code} ${n.vendor_name} was audited by ${orDash(n.check_man)}.\nDelivery date: ${n.delivery_date}\nExpected arrival: ${orDash(n.arrival_date)}`,
      },
    },
    org,
  );
}

export function noteShipped(n: NoteFacts, org: Record<Language, string>): Texts {
  const k = noteKind[n.note_kind];
  return withFooter(
    {
      'zh-chs': {
        subject: `${k['zh-chs']} ${n.delivery_no} 已发货`,
        body: `供应商 ${n.vendor_code} ${n.vendor_name} 已发出${k['zh-chs']} ${n.delivery_no}。\n物流公司：${orDash(n.logistics_company)}\n物流单号：${orDash(n.tracking_no)}\n预计到货：${orDash(n.arrival_date)}`,
      },
      en: {
        subject: `${k.en} ${n.delivery_no} shipped`,
        body: `Vendor ${n.vendor_code} ${n.vendor_name} shipped ${k.en.toLowerCase()} ${n.delivery_no}.\nCarrier: ${orDash(n.logistics_company)}\nTracking no.: ${orDash(n.tracking_no)}\nExpected arrival: ${orDash(n.arrival_date)}`,
      },
    },
    org,
  );
}

export function noteShortage(n: NoteFacts, lines: ShortLine[], org: Record<Language, string>): Texts {
  const k = noteKind[n.note_kind];
  const zhLines = lines.map(
    (l) =>
      `  行 ${l.line_no}  订单 ${l.po_no}/${l.po_item}  物料 ${l.part_no} ${l.part_name ?? ''}  送货 ${qty(l.delivery_qty)}，实收 ${qty(l.received_qty)}`,
  );
  const enLines = lines.map(
    (l) =>
      `  Line ${l.line_no}  PO ${l.po_no}/${l.po_item}  part ${l.part_no} ${l.part_name ?? ''}  delivered ${qty(l.delivery_qty)}, received ${qty(l.received_qty)}`,
  );
  return withFooter(
    {
      'zh-chs': {
        subject: `${k['zh-chs']} ${n.delivery_no} 收货短缺`,
        body: `${k['zh-chs']} ${n.delivery_no} 已收货，以下行实收少于送货数量：\n${zhLines.join('\n')}`,
      },
      en: {
        subject: `${k.en} ${n.delivery_no} received short`,
        body: `${k.en} ${n.delivery_no} was received; these lines came short:\n${enLines.join('\n')}`,
      },
    },
    org,
  );
}

const no = (s: StatementFacts) => s.statement_no ?? `#${s.id}`;

export function statementSent(s: StatementFacts, org: Record<Language, string>): Texts {
  return withFooter(
    {
      'zh-chs': {
        subject: `对账单 ${no(s)} 待您确认`,
        body: `对账单 ${no(s)} 已发送给贵司（${s.vendor_code} ${s.vendor_name}），请登录门户确认或驳回。\n对账期间：${s.period_from} 至 ${s.period_to}\n行数：${s.line_count}\n含税金额：${s.amount_with_tax} ${s.currency}`,
      },
      en: {
        subject: `Statement ${no(s)} awaits your confirmation`,
        body: `Statement ${no(s)} was sent to you (${s.vendor_code} ${s.vendor_name}); please sign in to confirm or reject it.\nPeriod: ${s.period_from} to ${s.period_to}\nLines: ${s.line_count}\nAmount with tax: ${s.amount_with_tax} ${s.currency}`,
      },
    },
    org,
  );
}

export function statementRejected(s: StatementFacts, org: Record<Language, string>): Texts {
  const zh = s.rejected_lines.map((l) => `  行 ${l.line_no}：${l.reason}`);
  const en = s.rejected_lines.map((l) => `  Line ${l.line_no}: ${l.reason}`);
  return withFooter(
    {
      'zh-chs': {
        subject: `对账单 ${no(s)} 被供应商驳回`,
        body: `供应商 ${s.vendor_code} ${s.vendor_name} 驳回了对账单 ${no(s)}（驳回人：${orDash(s.rejected_by)}）。\n原因：${orDash(s.reject_reason)}${zh.length ? `\n被驳回的行：\n${zh.join('\n')}` : ''}`,
      },
      en: {
        subject: `Statement ${no(s)} rejected by the vendor`,
        body: `Vendor ${s.vendor_code} ${s.vendor_name} rejected statement ${no(s)} (by ${orDash(s.rejected_by)}).\nReason: ${orDash(s.reject_reason)}${en.length ? `\nRejected lines:\n${en.join('\n')}` : ''}`,
      },
    },
    org,
  );
}

/** What an order-lines mail tells of (mail-notify.service.ts `MailEvent` kind `orderLines`). */
export type OrderLinesAction = 'propose' | 'counter' | 'change' | 'remind';

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

function orderLine(l: OrderLineFacts, action: OrderLinesAction, lang: Language): string {
  const zh = lang === 'zh-chs';
  const head = zh
    ? `  订单 ${l.po_no}/${l.po_item}  物料 ${l.part_no} ${l.part_name ?? ''}  订购 ${qty(l.ordered_qty)}，交期 ${l.due_date}`
    : `  PO ${l.po_no}/${l.po_item}  part ${l.part_no} ${l.part_name ?? ''}  ordered ${qty(l.ordered_qty)}, due ${l.due_date}`;
  const more: string[] = [];
  if ((action === 'propose' || action === 'counter') && l.schedule.length)
    more.push(
      `${zh ? '承诺交期：' : 'Schedule: '}${l.schedule.map((s) => `${s.DATE} × ${qty(String(s.QTY))}`).join(zh ? '；' : '; ')}`,
    );
  if (action === 'change') {
    const changes: string[] = [];
    if (l.prev_qty !== null && qty(l.prev_qty) !== qty(l.ordered_qty))
      changes.push(`${zh ? '数量' : 'quantity'} ${qty(l.prev_qty)} → ${qty(l.ordered_qty)}`);
    if (l.prev_due_date !== null && l.prev_due_date !== l.due_date)
      changes.push(`${zh ? '交期' : 'due date'} ${l.prev_due_date} → ${l.due_date}`);
    if (l.prev_price !== null && qty(l.prev_price) !== qty(l.unit_price))
      changes.push(`${zh ? '单价' : 'price'} ${qty(l.prev_price)} → ${qty(l.unit_price)}`);
    if (changes.length) more.push(`${zh ? '变更：' : 'Changed: '}${changes.join(zh ? '；' : '; ')}`);
  }
  if (action === 'remind' && waitingStates[l.state])
    more.push(`${zh ? '状态：' : 'State: '}${waitingStates[l.state]![lang]}`);
  if (l.reason && (action === 'propose' || action === 'counter'))
    more.push(`${zh ? '说明：' : 'Note: '}${l.reason}`);
  return [head.trimEnd(), ...more.map((m) => `    ${m}`)].join('\n');
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
export function orderLines(
  action: OrderLinesAction,
  lines: OrderLineFacts[],
  org: Record<Language, string>,
): Texts {
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

export function passwordReset(
  user: { userName: string; password: string },
  org: Record<Language, string>,
): Texts {
  return withFooter(
    {
      'zh-chs': {
        subject: '您的 SRM 门户密码已重置',
        body: `管理员重置了您的账号 ${user.userName} 的密码。\n临时密码：${user.password}\n请使用临时密码登录，并立即在右上角用户菜单中修改密码。如非您本人申请，请联系管理员。`,
      },
      en: {
        subject: 'Your SRM portal password was reset',
        body: `An administrator reset the password of your account ${user.userName}.\nTemporary password: ${user.password}\nSign in with it and change it at once in the user menu (top right). If you did not ask for this, contact your administrator.`,
      },
    },
    org,
  );
}

export function announcementPublished(
  a: { title: string; summary?: string | undefined },
  org: Record<Language, string>,
): Texts {
  const summary = a.summary?.trim() ? `\n\n${a.summary.trim()}` : '';
  return withFooter(
    {
      'zh-chs': {
        subject: `公告：${a.title}`,
        body: `门户发布了新公告“${a.title}”，请登录门户查看全文。${summary}`,
      },
      en: {
        subject: `Announcement: ${a.title}`,
        body: `A new announcement "${a.title}" was published; sign in to the portal to read it in full.${summary}`,
      },
    },
    org,
  );
}

/** An invitation to register as a supplier: one mail in both languages (the company has chosen none yet). */
export function supplierInvitation(
  i: { companyName: string; link: string; expiresAt: string },
  org: Record<Language, string>,
): Texts {
  const zh = `${org['zh-chs']} 邀请${i.companyName ? ` ${i.companyName} ` : '贵司'}在 SRM 供应商门户注册为供应商。\n请在 ${i.expiresAt} 前打开以下链接填写公司资料（链接仅能使用一次）：\n${i.link}`;
  const en = `${org.en} invites ${i.companyName || 'your company'} to register as a supplier on its SRM supplier portal.\nPlease open this link before ${i.expiresAt} and enter your company's data (the link works once):\n${i.link}`;
  const body = `${zh}\n\n${en}`;
  return withFooter(
    {
      'zh-chs': { subject: `${org['zh-chs']} 供应商注册邀请 / Supplier registration invitation`, body },
      en: { subject: `${org.en}: supplier registration invitation`, body },
    },
    org,
  );
}

/** Onboarding's notices (issue #34): what happened, and the facts the event carries. */
export type SupplierMail = {
  action:
    | 'registered'
    | 'approved'
    | 'changeRequested'
    | 'changeApproved'
    | 'changeRefused'
    | 'documentSubmitted'
    | 'documentExpiring';
  vendorCode?: string | undefined;
  legalName?: string | undefined;
  changeKind?: 'contact' | 'address' | 'bank' | undefined;
  documentType?: string | undefined;
  validTo?: string | undefined;
  daysLeft?: number | undefined;
};

const changeKindText = {
  contact: { 'zh-chs': '联系人', en: 'contact' },
  address: { 'zh-chs': '地址', en: 'address' },
  bank: { 'zh-chs': '银行账户', en: 'bank account' },
} as const;

export function supplierMail(m: SupplierMail, org: Record<Language, string>): Texts {
  const kind = (lang: Language) => (m.changeKind ? changeKindText[m.changeKind][lang] : '');
  const left = m.daysLeft ?? 0;
  const texts: Record<SupplierMail['action'], Record<Language, MailText>> = {
    registered: {
      'zh-chs': {
        subject: `新供应商注册待审核：${m.legalName}`,
        body: `${m.legalName} 已通过邀请链接提交注册资料，请登录门户审核。`,
      },
      en: {
        subject: `A supplier registration to review: ${m.legalName}`,
        body: `${m.legalName} registered through its invitation; please sign in to review it.`,
      },
    },
    approved: {
      'zh-chs': {
        subject: '供应商注册已批准',
        body: `贵司（${m.legalName}）的供应商注册已批准，供应商编码 ${m.vendorCode}。现在可以用注册时设置的管理员账号登录门户。`,
      },
      en: {
        subject: 'Your supplier registration was approved',
        body: `Your registration (${m.legalName}) was approved; your vendor code is ${m.vendorCode}. Sign in to the portal with the administrator account you registered.`,
      },
    },
    changeRequested: {
      'zh-chs': {
        subject: `供应商 ${m.vendorCode} 申请变更${kind('zh-chs')}`,
        body: `供应商 ${m.vendorCode} 申请变更${kind('zh-chs')}，审批通过前仍使用原资料。请登录门户审批。`,
      },
      en: {
        subject: `Vendor ${m.vendorCode} asks to change its ${kind('en')}`,
        body: `Vendor ${m.vendorCode} asks to change its ${kind('en')}; the old data stays in force until the change is approved. Please sign in to decide.`,
      },
    },
    changeApproved: {
      'zh-chs': {
        subject: `${kind('zh-chs')}变更已生效`,
        body: `贵司的${kind('zh-chs')}变更已审批通过并生效。如非贵司申请，请立即联系采购方。`,
      },
      en: {
        subject: `Your ${kind('en')} change is in force`,
        body: `Your ${kind('en')} change was approved and is in force. If you did not ask for it, contact the buyer at once.`,
      },
    },
    changeRefused: {
      'zh-chs': {
        subject: `${kind('zh-chs')}变更未通过`,
        body: `贵司的${kind('zh-chs')}变更未通过审批，原资料不变。请登录门户查看原因。`,
      },
      en: {
        subject: `Your ${kind('en')} change was refused`,
        body: `Your ${kind('en')} change was refused; the old data stays. Sign in to see why.`,
      },
    },
    documentSubmitted: {
      'zh-chs': {
        subject: `供应商 ${m.vendorCode} 上传了证照：${m.documentType}`,
        body: `供应商 ${m.vendorCode} 上传了${m.documentType}，请登录门户审核。`,
      },
      en: {
        subject: `Vendor ${m.vendorCode} uploaded a document: ${m.documentType}`,
        body: `Vendor ${m.vendorCode} uploaded ${m.documentType}; please sign in to review it.`,
      },
    },
    documentExpiring: {
      'zh-chs': {
        subject: left > 0 ? `证照将于 ${left} 天后到期：${m.documentType}` : `证照已到期：${m.documentType}`,
        body: `贵司的${m.documentType}有效期至 ${m.validTo}。请在到期前上传新的证照，以免影响送货。`,
      },
      en: {
        subject:
          left > 0
            ? `A document expires in ${left} days: ${m.documentType}`
            : `A document has expired: ${m.documentType}`,
        body: `Your ${m.documentType} is valid until ${m.validTo}. Upload the new one before then so deliveries are not held up.`,
      },
    },
  };
  return withFooter(texts[m.action], org);
}

export type NcrAction = 'open' | 'answer' | 'return' | 'overdue';

/** An NCR's mails: to the vendor (raised, returned, overdue) and to quality (answered). */
export function ncrMail(action: NcrAction, n: NcrFacts, org: Record<Language, string>): Texts {
  const qty = n.rejected_qty.includes('.') ? n.rejected_qty.replace(/\.?0+$/, '') : n.rejected_qty;
  const facts = {
    'zh-chs': `送货单：${n.delivery_no}\n物料：${n.part_no}\n缺陷：${n.defect}\n不合格数量：${qty}\n答复期限：${n.due_date}`,
    en: `Delivery note: ${n.delivery_no}\nPart: ${n.part_no}\nDefect: ${n.defect}\nRejected: ${qty}\nAnswer by: ${n.due_date}`,
  };
  const comment = {
    'zh-chs': n.review_comment ? `\n退回意见：${n.review_comment}` : '',
    en: n.review_comment ? `\nWhy it was returned: ${n.review_comment}` : '',
  };
  const texts: Record<NcrAction, Record<Language, { subject: string; intro: string }>> = {
    open: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 待贵司答复`,
        intro: `来料检验发现不合格，已向贵司（${n.vendor_code} ${n.vendor_name}）发出不合格品报告 ${n.ncr_no}。请登录门户按 8D 步骤答复：围堵措施、根本原因、纠正措施与预防措施。`,
      },
      en: {
        subject: `Nonconformance report ${n.ncr_no} awaits your answer`,
        intro: `Incoming inspection rejected goods of yours (${n.vendor_code} ${n.vendor_name}): nonconformance report ${n.ncr_no}. Please sign in and answer in 8D steps: containment, root cause, corrective and preventive action.`,
      },
    },
    answer: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 已答复，待审核`,
        intro: `供应商 ${n.vendor_code} ${n.vendor_name} 已答复不合格品报告 ${n.ncr_no}，请登录门户审核：接受或退回。`,
      },
      en: {
        subject: `Nonconformance report ${n.ncr_no} was answered`,
        intro: `Vendor ${n.vendor_code} ${n.vendor_name} answered nonconformance report ${n.ncr_no}; please sign in to accept or return the answer.`,
      },
    },
    return: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 的答复被退回`,
        intro: `采购方退回了贵司对不合格品报告 ${n.ncr_no} 的答复，请补充后重新答复。`,
      },
      en: {
        subject: `Your answer to nonconformance report ${n.ncr_no} was returned`,
        intro: `Your answer to nonconformance report ${n.ncr_no} was returned; please complete it and answer again.`,
      },
    },
    overdue: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 已逾期未答复`,
        intro: `不合格品报告 ${n.ncr_no} 的答复期限已过，请尽快登录门户答复。`,
      },
      en: {
        subject: `Nonconformance report ${n.ncr_no} is overdue`,
        intro: `The answer to nonconformance report ${n.ncr_no} is past its due date; please sign in and answer it.`,
      },
    },
  };
  const of = (lang: Language) => ({
    subject: texts[action][lang].subject,
    body: `${texts[action][lang].intro}\n${facts[lang]}${action === 'return' ? comment[lang] : ''}`,
  });
  return withFooter({ 'zh-chs': of('zh-chs'), en: of('en') }, org);
}

export function webhookDisabled(
  w: { url: string; lastError: string | null },
  org: Record<Language, string>,
): Texts {
  const where = screens.WebhookEndpoints;
  return withFooter(
    {
      'zh-chs': {
        subject: `事件推送端点已停用：${w.url}`,
        body: `事件推送端点 ${w.url} 在 24 小时的重试中没有接受任何消息，门户已将其停用，不再向其发送事件。\n最近一次错误：${orDash(w.lastError)}\n修复接收方后，请在“${where.zh}”中重新启用端点，并在“${screens.WebhookDeliveries.zh}”中重新发送失败的消息。`,
      },
      en: {
        subject: `Webhook endpoint disabled: ${w.url}`,
        body: `The webhook endpoint ${w.url} accepted no message during 24 hours of retries, so the portal disabled it and sends it no more events.\nLast error: ${orDash(w.lastError)}\nOnce the receiver is fixed, enable the endpoint again under "${where.en}" and send the failed messages again under "${screens.WebhookDeliveries.en}".`,
      },
    },
    org,
  );
}

export function testMail(host: string, who: string, org: Record<Language, string>): Texts {
  const at = new Date().toISOString().replace('T', ' ').slice(0, 19);
  return withFooter(
    {
      'zh-chs': {
        subject: 'SRM 门户测试邮件',
        body: `这是一封测试邮件：邮件服务器 ${host} 的设置可用。\n发送人：${who}\n时间（UTC）：${at}`,
      },
      en: {
        subject: 'SRM portal test mail',
        body: `This is a test mail: the settings of the mail server ${host} work.\nSent by: ${who}\nTime (UTC): ${at}`,
      },
    },
    org,
  );
}
