import type { Language } from '@srm/contract';
import type { NoteFacts, ShortLine, StatementFacts } from './mail-notify.repository.ts';

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
