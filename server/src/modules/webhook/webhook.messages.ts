import type { MessageTable } from '../../platform/messages.ts';

/** The webhook module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const webhookMessages = {
  'webhook.urlInvalid': {
    'zh-chs': '接收地址 {url} 不是有效的网址',
    en: 'The URL {url} is not a valid address',
  },
  'webhook.credentials': {
    'zh-chs': '接收地址 {url} 不能包含用户名或密码（由签名向接收方证明消息来源）',
    en: 'The URL {url} may not carry a user name or password (the signature tells the receiver who sends)',
  },
  'webhook.httpsOnly': {
    'zh-chs': '接收地址必须使用 HTTPS：{url}',
    en: 'The URL must use HTTPS: {url}',
  },
  'webhook.addressRefused': {
    'zh-chs':
      '{host} 是内网、本机、链路本地或云元数据地址，不能接收事件推送；如确需使用，请管理员先将其加入允许列表',
    en: '{host} is a private, loopback, link-local or cloud metadata address and cannot receive webhooks; an administrator may add it to the allowlist first',
  },
  'webhook.addressCarriesIPv4': {
    'zh-chs':
      '{host} 是内嵌 IPv4 地址的 IPv6 地址（IPv4 兼容、NAT64、6to4 或 Teredo），可能通往内网或本机，不能接收事件推送；如确需使用，请管理员先将其加入允许列表',
    en: '{host} is an IPv6 address carrying an IPv4 address (IPv4-compatible, NAT64, 6to4 or Teredo) that may lead to a private or loopback address, and cannot receive webhooks; an administrator may add it to the allowlist first',
  },
  'webhook.refusedAll': {
    'zh-chs': '该接收地址不能接收事件推送，共 {count} 个问题：{reasons}',
    en: 'This URL cannot receive webhooks, for {count} reasons: {reasons}',
  },
  'webhook.refusedItem': { 'zh-chs': '（{n}）{text}。', en: '({n}) {text}.' },
  'webhook.staffOnlyEvents': {
    'zh-chs': '供应商的端点不能订阅这些事件（只发给采购方的端点）：{events}',
    en: "A vendor's endpoint cannot take these events (they go to the organisation's endpoints only): {events}",
  },
  'webhook.deliveryNotFound': {
    'zh-chs': '推送记录 {id} 不存在',
    en: 'Webhook delivery {id} does not exist',
  },
  'webhook.hostUnknown': {
    'zh-chs': '无法解析主机 {host}',
    en: 'The host {host} does not resolve',
  },
  'webhook.notAllEnabled': {
    'zh-chs': '所选 {total} 个推送端点中有 {count} 个不能启用，全部未处理：',
    en: '{count} of the {total} selected endpoints cannot be enabled, so none was changed:',
  },
  'webhook.notAllDisabled': {
    'zh-chs': '所选 {total} 个推送端点中有 {count} 个不能停用，全部未处理：',
    en: '{count} of the {total} selected endpoints cannot be disabled, so none was changed:',
  },
  'webhook.notAllDeleted': {
    'zh-chs': '所选 {total} 个推送端点中有 {count} 个不能删除，全部未删除：',
    en: '{count} of the {total} selected endpoints cannot be deleted, so none was deleted:',
  },
  'webhook.notFound': {
    'zh-chs': '推送端点 {id} 不存在',
    en: 'Webhook endpoint {id} does not exist',
  },
  'webhook.notNow': {
    'zh-chs': '推送端点 {url} 当前的状态下不能执行此操作',
    en: 'Endpoint {url} cannot be changed so in its present state',
  },
  'webhook.endpointDisabled': {
    'zh-chs': '所选记录的端点已停用，请先启用端点再重新发送',
    en: "The selected messages' endpoint is disabled: enable it before sending again",
  },
  'webhook.allowlistStaffOnly': {
    'zh-chs': '只有采购方管理员可以修改允许列表',
    en: "Only the organisation's administrators change the allowlist",
  },
  'webhook.allowlistEntryInvalid': {
    'zh-chs': '允许列表中的“{entry}”不是主机名、IP 地址或网段（CIDR）',
    en: '"{entry}" in the allowlist is not a host name, an address or a CIDR range',
  },
} as const satisfies MessageTable;
