import { z } from 'zod';
import type { StateTable } from './state-machine.ts';

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
  // Forecasts (issue #48).
  'forecast.published',
  'forecast.committed',
  'forecast.shortfall',
  // Invoices and payments (issue #47).
  'invoice.submitted',
  'invoice.approved',
  'invoice.rejected',
  'payment.scheduled',
  'payment.made',
  // Quality, onboarding and compliance documents (issue #45 item 8).
  'ncr.opened',
  'ncr.answered',
  'ncr.returned',
  'ncr.overdue',
  'vendor.registered',
  'vendor.approved',
  'vendor.change.requested',
  'vendor.change.approved',
  'vendor.change.refused',
  'document.submitted',
  'document.expiring',
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
  'forecast.published': { 'zh-chs': '需求预测已发布', en: 'Forecast published' },
  'forecast.committed': { 'zh-chs': '需求预测已承诺', en: 'Forecast committed' },
  'forecast.shortfall': { 'zh-chs': '需求预测承诺不足', en: 'Forecast shortfall' },
  'invoice.submitted': { 'zh-chs': '发票已提交', en: 'Invoice handed in' },
  'invoice.approved': { 'zh-chs': '发票已审核通过', en: 'Invoice approved' },
  'invoice.rejected': { 'zh-chs': '发票被退回', en: 'Invoice rejected' },
  'payment.scheduled': { 'zh-chs': '发票已排期付款', en: 'Payment scheduled' },
  'payment.made': { 'zh-chs': '已付款', en: 'Payment made' },
  'ncr.opened': { 'zh-chs': '不合格品报告已发起', en: 'NCR opened' },
  'ncr.answered': { 'zh-chs': '不合格品报告已答复', en: 'NCR answered' },
  'ncr.returned': { 'zh-chs': '不合格品报告已退回', en: 'NCR returned' },
  'ncr.overdue': { 'zh-chs': '不合格品报告已逾期', en: 'NCR overdue' },
  'vendor.registered': { 'zh-chs': '供应商已提交注册', en: 'Supplier registration submitted' },
  'vendor.approved': { 'zh-chs': '供应商注册已批准', en: 'Supplier registration approved' },
  'vendor.change.requested': { 'zh-chs': '供应商资料变更已申请', en: 'Supplier data change requested' },
  'vendor.change.approved': { 'zh-chs': '供应商资料变更已批准', en: 'Supplier data change approved' },
  'vendor.change.refused': { 'zh-chs': '供应商资料变更已拒绝', en: 'Supplier data change refused' },
  'document.submitted': { 'zh-chs': '资质证照已上传', en: 'Compliance document uploaded' },
  'document.expiring': { 'zh-chs': '资质证照即将到期', en: 'Compliance document expiring' },
} as const satisfies Record<WebhookEvent, Label>;

/** The events as the endpoint dialog groups them; every event is in one group. */
export const webhookEventGroups = [
  {
    key: 'supply',
    label: { 'zh-chs': '送货与订单', en: 'Deliveries and orders' },
    events: [
      'note.shipped',
      'note.received',
      'order.line.proposed',
      'order.line.confirmed',
      'forecast.published',
      'forecast.committed',
      'forecast.shortfall',
    ],
  },
  {
    key: 'settlement',
    label: { 'zh-chs': '对账结算', en: 'Settlement' },
    events: [
      'statement.sent',
      'statement.approved',
      'bill.confirmed',
      'invoice.submitted',
      'invoice.approved',
      'invoice.rejected',
      'payment.scheduled',
      'payment.made',
    ],
  },
  {
    key: 'quality',
    label: { 'zh-chs': '质量', en: 'Quality' },
    events: ['ncr.opened', 'ncr.answered', 'ncr.returned', 'ncr.overdue'],
  },
  {
    key: 'supplier',
    label: { 'zh-chs': '供应商注册与资料', en: 'Supplier onboarding and data' },
    events: [
      'vendor.registered',
      'vendor.approved',
      'vendor.change.requested',
      'vendor.change.approved',
      'vendor.change.refused',
      'document.submitted',
      'document.expiring',
    ],
  },
] as const satisfies readonly { key: string; label: Label; events: readonly WebhookEvent[] }[];

/**
 * Events of no vendor yet (a company registering, or just approved, has no vendor user's endpoint): only the
 * organisation's endpoints take them, so a vendor user may not choose them.
 */
export const webhookStaffOnlyEvents = [
  'vendor.registered',
  'vendor.approved',
] as const satisfies readonly WebhookEvent[];

/** pending (waiting for its attempt or an older message of its document) → sending → delivered | failed. */
export const webhookDeliveryStates = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

/**
 * `owner`: whoever manages the endpoint — the organisation's staff holding the screen for its endpoints, a vendor's
 * users for their vendor's (another owner's endpoint or message is a 404, never a refusal); `portal`: the sender, which
 * disables an endpoint that accepted nothing for a day.
 */
export type WebhookActor = 'owner' | 'portal';

/** "Send again" (PRODUCT §11): a message no longer in flight goes back to pending, the same id, a fresh day of retries. */
export const webhookDeliveryTransitions: StateTable<'sendAgain', WebhookDeliveryState, WebhookActor> = {
  sendAgain: { from: ['delivered', 'failed'], actors: ['owner'], to: 'pending' },
};

export const webhookDeliveryStateLabels = {
  pending: { 'zh-chs': '待发送', en: 'Pending' },
  sending: { 'zh-chs': '发送中', en: 'Sending' },
  delivered: { 'zh-chs': '已送达', en: 'Delivered' },
  failed: { 'zh-chs': '发送失败', en: 'Failed' },
} as const satisfies Record<WebhookDeliveryState, Label>;

/**
 * Why an attempt failed, as the deliveries screen says it (issue #45 item 8): the sender stores the kind beside the
 * technical detail (`HTTP 503`, `ECONNRESET`, `addressRefused: 10.0.0.1`).
 */
export const webhookErrorKinds = [
  'httpClient',
  'httpServer',
  'httpOther',
  'timeout',
  'connectionRefused',
  'connectionLost',
  'unreachable',
  'hostUnknown',
  'certificate',
  'tls',
  'addressRefused',
  'addressCarriesIPv4',
  'httpsOnly',
  'urlInvalid',
  'credentials',
  'endpointDisabled',
  'other',
] as const;
export type WebhookErrorKind = (typeof webhookErrorKinds)[number];

export const webhookErrorLabels = {
  httpClient: {
    'zh-chs': '接收方拒绝了消息（4xx 响应），请检查接收地址和签名校验',
    en: 'The receiver refused the message (a 4xx answer): check its address and its signature check',
  },
  httpServer: {
    'zh-chs': '接收方处理消息时出错（5xx 响应）',
    en: 'The receiver failed to handle the message (a 5xx answer)',
  },
  httpOther: {
    'zh-chs': '接收方的应答不是成功（2xx）；系统不跟随重定向',
    en: 'The receiver did not answer with success (2xx); redirects are not followed',
  },
  timeout: { 'zh-chs': '接收方未在时限内应答', en: 'The receiver did not answer in time' },
  connectionRefused: {
    'zh-chs': '接收方拒绝连接（该端口没有服务）',
    en: 'The receiver refused the connection (nothing listens on that port)',
  },
  connectionLost: {
    'zh-chs': '连接在应答之前中断',
    en: 'The connection broke off before an answer',
  },
  unreachable: {
    'zh-chs': '无法连通接收方的网络',
    en: "The receiver's network could not be reached",
  },
  hostUnknown: {
    'zh-chs': '接收地址的主机名无法解析',
    en: "The receiver's host name does not resolve",
  },
  certificate: {
    'zh-chs': '接收方的 TLS 证书不受信任（已过期、自签名或与主机名不符）',
    en: "The receiver's TLS certificate is not trusted (expired, self-signed or for another name)",
  },
  tls: { 'zh-chs': '与接收方的 TLS 握手失败', en: 'The TLS handshake with the receiver failed' },
  addressRefused: {
    'zh-chs': '地址为内网、本机、链路本地或云元数据地址，且不在允许列表中：未发送',
    en: 'The address is private, loopback, link-local or cloud metadata and not in the allowlist: not sent',
  },
  addressCarriesIPv4: {
    'zh-chs': '地址为内嵌 IPv4 地址的 IPv6 地址，且不在允许列表中：未发送',
    en: 'The address is an IPv6 address carrying an IPv4 address and not in the allowlist: not sent',
  },
  httpsOnly: { 'zh-chs': '接收地址未使用 HTTPS：未发送', en: 'The URL does not use HTTPS: not sent' },
  urlInvalid: { 'zh-chs': '接收地址不是有效的网址：未发送', en: 'The URL is not a valid address: not sent' },
  credentials: {
    'zh-chs': '接收地址包含用户名或密码：未发送',
    en: 'The URL carries a user name or password: not sent',
  },
  endpointDisabled: {
    'zh-chs': '端点已停用，消息未再发送',
    en: 'The endpoint was disabled: the message was not sent',
  },
  other: { 'zh-chs': '其他错误（见错误详情）', en: 'Another error (see the error details)' },
} as const satisfies Record<WebhookErrorKind, Label>;

/** An endpoint's state: receiving, or disabled (by an administrator or after a day of failures). */
export const webhookEndpointStates = ['enabled', 'disabled'] as const;
export type WebhookEndpointState = (typeof webhookEndpointStates)[number];
export type WebhookEndpointAction = 'edit' | 'enable' | 'disable' | 'rotateSecret' | 'delete';

/**
 * What an endpoint's owner does with it, in the order the screen shows the buttons: change it, enable a disabled
 * one, disable an enabled one (its open messages end as failed; the portal does so after a day of failures), give it
 * a new secret, delete it with its log. Enabling an enabled endpoint (or disabling a disabled one) changes nothing
 * and is no refusal: a bulk selection may hold both.
 */
export const webhookEndpointTransitions: StateTable<
  WebhookEndpointAction,
  WebhookEndpointState,
  WebhookActor
> = {
  edit: { from: ['enabled', 'disabled'], actors: ['owner'], to: 'same' },
  enable: { from: ['disabled'], actors: ['owner'], to: 'enabled' },
  disable: { from: ['enabled'], actors: ['owner', 'portal'], to: 'disabled' },
  rotateSecret: { from: ['enabled', 'disabled'], actors: ['owner'], to: 'same' },
  delete: { from: ['enabled', 'disabled'], actors: ['owner'], to: 'deleted' },
};

/** An endpoint's state on its list. */
export const webhookEndpointStateLabels = {
  enabled: { 'zh-chs': '启用', en: 'Enabled' },
  disabled: { 'zh-chs': '停用', en: 'Disabled' },
} as const satisfies Record<WebhookEndpointState, Label>;

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

/** A time as the server answers it (a Date serialised as an ISO string). */
const moment = z.union([z.date(), z.string()]);

/** `WebhookDelivery/Get?id=`: one message of the deliveries screen (the caller's own endpoints only). */
export const webhookDeliveryQuery = z.object({ id: z.coerce.number().int().positive() });

/** One attempt to send a message: when, the answer's status or why it failed, how long it took. */
export const webhookAttempt = z.object({
  NO: z.number().int(),
  AT: moment,
  STATUS: z.number().int().nullable(),
  ERROR_KIND: z.enum(webhookErrorKinds).nullable(),
  /** The technical detail (`HTTP 503`, `ECONNRESET`, `addressRefused: 10.0.0.1`). */
  ERROR_DETAIL: z.string().nullable(),
  DURATION_MS: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** A message with its attempts and its body exactly as it is signed and sent. */
export const webhookDeliveryDetail = z.object({
  ID: z.number().int(),
  EVENT_NAME: z.string(),
  /** The document it tells of, by its number (delivery note no., PO no./item, NCR no. …). */
  DOCUMENT: z.string().nullable(),
  URL: z.string(),
  ENDPOINT_ID: z.number().int(),
  VENDOR_CODE: z.string().nullable(),
  STATE: z.enum(webhookDeliveryStates),
  ATTEMPTS: z.number().int(),
  CREATETIME: moment,
  NEXT_ATTEMPT_AT: moment.nullable(),
  DELIVERED_AT: moment.nullable(),
  /** The `webhook-id` header: the same on every attempt and on "Send again". */
  WEBHOOK_ID: z.string(),
  /** The body as signed: `{type, timestamp, data}` with the organisation (a receiver's signature check uses it). */
  BODY: z.string(),
  Attempts: z.array(webhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;
