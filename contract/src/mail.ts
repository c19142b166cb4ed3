import { z } from 'zod';

/**
 * Mail (System/Mail, PRODUCT §8, issue #14): the organisation's SMTP settings, a test mail, the mail log, and each
 * user's choice of the notifications they receive.
 *
 * The SMTP password is write-only: it is stored encrypted and never answered (`PASSWORD_SET` says whether one is
 * kept); saving with an empty `PASSWORD` keeps the stored one.
 */
export const mailTlsModes = ['none', 'starttls', 'tls'] as const;
export type MailTlsMode = (typeof mailTlsModes)[number];

/**
 * What a mail is about. `order`: order collaboration (issue #32: proposals, counters, ERP changes, reminders of
 * unanswered lines). `password` (a reset's temporary password) and `test` cannot be turned off.
 */
export const mailCategories = [
  'note',
  'statement',
  'order',
  'quality',
  'supplier',
  'announcement',
  'password',
  'test',
  'webhook',
  'invitation',
] as const;
export type MailCategory = (typeof mailCategories)[number];
/** The categories a user may turn off (or, for announcements, on) for themselves. */
export const mailChoiceCategories = [
  'note',
  'statement',
  'order',
  'quality',
  'supplier',
  'announcement',
] as const;
export type MailChoiceCategory = (typeof mailChoiceCategories)[number];
/** What a user receives before choosing: announcements are opt-in, the rest opt-out. */
export const mailCategoryDefaults: Record<MailChoiceCategory, boolean> = {
  note: true,
  statement: true,
  order: true,
  quality: true,
  supplier: true,
  announcement: false,
};

/** queued → sending → sent; a refusal or a server that is down → retrying → sending …; given up → failed. */
export const mailStates = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

type Label = { 'zh-chs': string; en: string };

export const mailStateLabels = {
  queued: { 'zh-chs': '排队中', en: 'Queued' },
  sending: { 'zh-chs': '发送中', en: 'Sending' },
  sent: { 'zh-chs': '已发送', en: 'Sent' },
  retrying: { 'zh-chs': '等待重试', en: 'Retrying' },
  failed: { 'zh-chs': '发送失败', en: 'Failed' },
} as const satisfies Record<MailState, Label>;

export const mailCategoryLabels = {
  note: { 'zh-chs': '送货单', en: 'Delivery notes' },
  statement: { 'zh-chs': '对账单', en: 'Statements' },
  order: { 'zh-chs': '订单确认', en: 'Order confirmation' },
  quality: { 'zh-chs': '质量（不合格品报告）', en: 'Quality (nonconformance reports)' },
  supplier: { 'zh-chs': '供应商资料与证照', en: 'Supplier data and documents' },
  invitation: { 'zh-chs': '供应商注册邀请', en: 'Supplier invitation' },
  announcement: { 'zh-chs': '公告', en: 'Announcements' },
  password: { 'zh-chs': '密码重置', en: 'Password reset' },
  webhook: { 'zh-chs': '推送端点停用', en: 'Webhook disabled' },
  test: { 'zh-chs': '测试邮件', en: 'Test mail' },
} as const satisfies Record<MailCategory, Label>;

export const mailTlsModeLabels = {
  none: { 'zh-chs': '不加密', en: 'None' },
  starttls: { 'zh-chs': 'STARTTLS', en: 'STARTTLS' },
  tls: { 'zh-chs': 'SSL/TLS', en: 'SSL/TLS' },
} as const satisfies Record<MailTlsMode, Label>;

/** A host name, an IPv4 address or a bracketed IPv6 address: no spaces, no scheme, no path. */
const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^\[[0-9A-Fa-f:.]+\]$/;
const address = z.string().trim().max(255).email();
const noControl = (v: string) => !/\p{Cc}/u.test(v);

/** The settings as the screen shows them (never the password). */
export const mailSettings = z.object({
  HOST: z.string(),
  PORT: z.number().int(),
  TLS_MODE: z.enum(mailTlsModes),
  USER_NAME: z.string(),
  /** A password is stored (it is never sent back). */
  PASSWORD_SET: z.boolean(),
  FROM_ADDRESS: z.string(),
  FROM_NAME: z.string(),
  ENABLED: z.boolean(),
  /** Null until the settings were saved once. */
  UPDATED_BY: z.string().nullable(),
  UPDATED_AT: z.union([z.date(), z.string()]).nullable(),
});
export type MailSettings = z.infer<typeof mailSettings>;

export const mailSettingsSave = z
  .object({
    HOST: z.string().trim().min(1).max(255).regex(hostPattern),
    PORT: z.coerce.number().int().min(1).max(65535),
    TLS_MODE: z.enum(mailTlsModes),
    /** Empty: the server takes mail without authentication. */
    USER_NAME: z.string().trim().max(255).refine(noControl).default(''),
    /** Empty keeps the stored password. */
    PASSWORD: z.string().max(255).refine(noControl).optional().default(''),
    FROM_ADDRESS: address,
    FROM_NAME: z.string().trim().max(128).refine(noControl).default(''),
    ENABLED: z.boolean(),
  })
  .strict();
export type MailSettingsSave = z.input<typeof mailSettingsSave>;

export const mailTestBody = z.object({ TO: address }).strict();

/** The mail server's answer to a test mail: accepted or not, its own words, and a sentence in the caller's language. */
export const mailTestResult = z.object({
  ACCEPTED: z.boolean(),
  /** The server's reply (`250 …`) or the error it gave (`535 …`, `connect ECONNREFUSED …`). */
  RESPONSE: z.string(),
  MESSAGE: z.string(),
});
export type MailTestResult = z.infer<typeof mailTestResult>;

export const mailPreference = z.object({
  CATEGORY: z.enum(mailChoiceCategories),
  ENABLED: z.boolean(),
});
export type MailPreference = z.infer<typeof mailPreference>;
/** `Mail/MyPreferences`: where the caller's mails go (null: no address, so none) and each category's choice. */
export const mailMyPreferences = z.object({ EMAIL: z.string().nullable(), Items: z.array(mailPreference) });
export type MailMyPreferences = z.infer<typeof mailMyPreferences>;
export const mailPreferencesSave = z
  .object({ Items: z.array(mailPreference.strict()).min(1).max(mailChoiceCategories.length) })
  .strict();
