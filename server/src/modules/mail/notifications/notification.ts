import type { Language, MailCategory, MailChoiceCategory } from '@srm/contract';
import type { Db } from '../../../platform/db.ts';
import type { CataloguedEvent, EventName } from '../../../platform/events/event-catalogue.ts';
import type { MailRecipient, Recipient, RecipientSelector } from '../mail-notify.repository.ts';

/**
 * A notification (PRODUCT §8, issue #46): one file of this folder each — the events it follows, whom it mails (the
 * rule) and what it says (subject and body in both languages), side by side. A new notification is a new file listed
 * in `index.ts`. Its facts come from the event's payload or from the owning module's face; the mail module reads no
 * other module's table. Mails are plain text, written for the person who receives them (the recipient's language,
 * not the language of whoever caused the event), and every one ends with the organisation and a no-reply note.
 */
export type MailText = { subject: string; body: string };
export type Texts = Record<Language, MailText>;
export type OrgNames = Record<Language, string>;

/** How many mails were queued, and to which addresses. */
export type NotifyResult = { queued: number; to: string[] };
export const nothingQueued = (): NotifyResult => ({ queued: 0, to: [] });

/** What a notification's rule may ask while it decides, all in the transaction that delivers the event to mail. */
export type MailContext = {
  trx: Db;
  orgId: number;
  /** The organisation's names, for the footer. */
  org: OrgNames;
  /** Who caused the event: they know of it and get no mail about it (unless nobody can turn the mail off). */
  by: string | null;
  /** Enabled users with an address chosen by `selector` who have not turned this notification's choice off. */
  recipients(selector: RecipientSelector): Promise<Recipient[]>;
  /** Whether any of `names` is an enabled staff user of the organisation with an address (opted out or not). */
  anyNamedStaff(names: readonly string[]): Promise<boolean>;
  /** Queues one mail per recipient, in its language. */
  send(to: readonly MailRecipient[], texts: Texts): Promise<NotifyResult>;
};

export type Notification<N extends EventName = EventName> = {
  /** The domain events it follows. */
  events: readonly N[];
  /** The mail log's category. */
  category: MailCategory;
  /** The choice users make about it (mail preferences); null: nobody can turn it off. */
  choice: MailChoiceCategory | null;
  /** Decides who gets what, and queues it. */
  mail(ctx: MailContext, event: CataloguedEvent<N>): Promise<NotifyResult>;
};

/** Declares a notification (the events' payload types flow into `mail`). */
export const notification = <N extends EventName>(n: Notification<N>): Notification<N> => n;

const footer: Record<Language, (org: string) => string> = {
  'zh-chs': (org) =>
    `\n\n—— ${org} SRM 供应商门户\n此邮件由系统自动发送，请勿直接回复。可在门户右上角“邮件通知”中选择接收哪些邮件。`,
  en: (org) =>
    `\n\n— ${org} SRM supplier portal\nThis mail was sent automatically; please do not reply. Choose which mails you receive under "Mail notifications" in the portal's user menu.`,
};

/** The texts with the organisation's footer in each language. */
export const withFooter = (texts: Texts, org: OrgNames): Texts => ({
  'zh-chs': { ...texts['zh-chs'], body: texts['zh-chs'].body + footer['zh-chs'](org['zh-chs']) },
  en: { ...texts.en, body: texts.en.body + footer.en(org.en) },
});

export const orDash = (v: string | null | undefined) => (v ? v : '-');
/** Decimal text without trailing zeros (`100.0000` → `100`). */
export const qty = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

export const noteKind = {
  DN: { 'zh-chs': '送货单', en: 'Delivery note' },
  OS: { 'zh-chs': '委外送货单', en: 'Outsourced delivery note' },
  SUB: { 'zh-chs': '下级送货单', en: 'Downstream delivery note' },
} as const;
