import { z } from 'zod';

/**
 * Signed webhooks (issue #35 item 3, PRODUCT §11): an organisation's administrator (or a vendor's, for its own
 * events) registers HTTPS endpoints for chosen events; each message is signed as Standard Webhooks 1.0 says
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`), retried for 24 hours, and
 * logged on the "Webhook deliveries" screen with "Send again".
 */

/** The events an endpoint may choose: the catalogue's names (server/src/platform/events/event-catalogue.ts). */
export const webhookEvents = [
  'note.shipped',
  'note.received',
  'order.line.proposed',
  'order.line.confirmed',
  'statement.sent',
  'statement.approved',
  'bill.confirmed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

type Label = { 'zh-chs': string; en: string };

export const webhookEventLabels = {
  'note.shipped': { 'zh-chs': '送货单已发货', en: 'Delivery note shipped' },
  'note.received': { 'zh-chs': '送货单已收货', en: 'Delivery note received' },
  'order.line.proposed': { 'zh-chs': '订单行供应商提议', en: 'Order line proposed' },
  'order.line.confirmed': { 'zh-chs': '订单行已确认', en: 'Order line confirmed' },
  'statement.sent': { 'zh-chs': '对账单已发送', en: 'Statement sent' },
  'statement.approved': { 'zh-chs': '对账单已审批', en: 'Statement approved' },
  'bill.confirmed': { 'zh-chs': '费用单已确认', en: 'Expense bill confirmed' },
} as const satisfies Record<WebhookEvent, Label>;

/** pending (waiting for its attempt or an older message of its document) → sending → delivered | failed. */
export const webhookDeliveryStates = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

export const webhookDeliveryStateLabels = {
  pending: { 'zh-chs': '待发送', en: 'Pending' },
  sending: { 'zh-chs': '发送中', en: 'Sending' },
  delivered: { 'zh-chs': '已送达', en: 'Delivered' },
  failed: { 'zh-chs': '发送失败', en: 'Failed' },
} as const satisfies Record<WebhookDeliveryState, Label>;

/** An endpoint's state on its list: receiving, or disabled (by an administrator or after a day of failures). */
export const webhookEndpointStateLabels = {
  enabled: { 'zh-chs': '启用', en: 'Enabled' },
  disabled: { 'zh-chs': '停用', en: 'Disabled' },
} as const satisfies Record<'enabled' | 'disabled', Label>;

/** Why an endpoint is disabled: by an administrator, or by the portal after a day of failures. */
export const webhookDisabledReasonLabels = {
  manual: { 'zh-chs': '管理员停用', en: 'Disabled by an administrator' },
  failing: { 'zh-chs': '24 小时内未接受任何消息', en: 'No message accepted for 24 hours' },
} as const satisfies Record<'manual' | 'failing', Label>;

/** A new endpoint (no ID) or a change of one: its address, what it is for, and the events it wants. */
export const webhookEndpointSave = z.object({
  ID: z.coerce.number().int().positive().optional(),
  URL: z.string().trim().min(1).max(2000),
  DESCRIPTION: z.string().trim().max(200).default(''),
  EVENTS: z
    .array(z.enum(webhookEvents))
    .min(1)
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointSave = z.input<typeof webhookEndpointSave>;

/** How long a rotated secret keeps signing beside the new one, unless it is revoked at once (it leaked). */
export const webhookSecretOverlapHours = 24;

/**
 * `WebhookEndpoint/RotateSecret`: a new secret for endpoint `ID`. The old one keeps signing beside it for
 * `webhookSecretOverlapHours` (every message carries both signatures), unless `REVOKE_OLD` ends it at once.
 */
export const webhookRotate = z.object({
  ID: z.coerce.number().int().positive(),
  REVOKE_OLD: z.boolean().default(false),
});
export type WebhookRotate = z.input<typeof webhookRotate>;

/** A rotated secret: the secret (`whsec_…`), this once. */
export const webhookSecretAnswer = z.object({
  Id: z.number().int(),
  Secret: z.string(),
  /** Until when the old secret still signs beside it (null: revoked at once, or there was none). */
  OLD_SIGNS_UNTIL: z.string().nullable(),
});
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswer>;
/** A saved endpoint: a new one's secret this once, null for a change. */
export const webhookSaveAnswer = z.object({ Id: z.number().int(), Secret: z.string().nullable() });
export type WebhookSaveAnswer = z.infer<typeof webhookSaveAnswer>;

/** The organisation's allowlist: hosts (`erp.internal`) or networks (`10.1.0.0/16`, `192.168.1.20`). */
export const webhookAllowlist = z.object({
  ENTRIES: z
    .array(z.string().trim().toLowerCase().min(1).max(100))
    .max(50)
    .transform((entries) => [...new Set(entries)]),
});
export type WebhookAllowlist = z.input<typeof webhookAllowlist>;

/** "Send again": deliveries of the organisation (not in flight) go back to pending with a fresh day of retries. */
export const webhookSendAgain = z.object({
  IDS: z.array(z.coerce.number().int().positive()).min(1).max(500),
});
export const webhookSendAgainResult = z.object({ queued: z.number().int() });
