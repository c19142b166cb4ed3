import {
  apiPaths,
  canDo,
  type WebhookDeliveryState,
  type WebhookEndpointAction,
  type WebhookEndpointState,
  type WebhookEvent,
  webhookDeliveryStates,
  webhookDeliveryTransitions,
  webhookEndpointStates,
  webhookEndpointTransitions,
  webhookEvents,
} from '@srm/contract';
import { type ApiBody, type ApiData, api } from '../../platform/api.ts';
import type { ListRow } from '../../platform/list-table/index.ts';

/**
 * The signed webhooks' calls (server/src/modules/webhook/webhook.routes.ts). A dialog's calls are silent (the dialog
 * shows the refusal where the user acted); the toolbar's let the api layer toast the server's message.
 */
const p = apiPaths.webhook;
/** An endpoint to register (no ID) or change, as the server declares it. */
export type EndpointSave = ApiBody<'post', typeof p.save>;
/** A message with its attempts and body (`delivery`). */
export type Delivery = ApiData<'get', typeof p.delivery>;

export const webhookApi = {
  save: async (body: EndpointSave) => (await api.post(p.save, body, { silent: true })).data,
  enable: async (id: number) => (await api.post(p.enable, { ID: id })).data,
  disable: async (id: number) => (await api.post(p.disable, { ID: id })).data,
  rotateSecret: async (id: number, revokeOld: boolean) =>
    (await api.post(p.rotateSecret, { ID: id, REVOKE_OLD: revokeOld })).data,
  remove: async (id: number) => (await api.post(p.remove, { ID: id })).data,
  /** The list's bulk actions: one call each, all or none (silent: the page names each refused endpoint). */
  enableMany: async (IDS: number[]) => (await api.post(p.enableMany, { IDS }, { silent: true })).data,
  disableMany: async (IDS: number[]) => (await api.post(p.disableMany, { IDS }, { silent: true })).data,
  removeMany: async (IDS: number[]) => (await api.post(p.removeMany, { IDS }, { silent: true })).data,
  allowlist: async (signal?: AbortSignal) => (await api.get(p.allowlist, { signal })).data.ENTRIES,
  saveAllowlist: async (entries: string[]) =>
    (await api.post(p.saveAllowlist, { ENTRIES: entries }, { silent: true })).data.ENTRIES,
  sendAgain: async (ids: number[]) => (await api.post(p.sendAgain, { IDS: ids })).data,
  /** A message with its attempts and body; silent: the drawer shows a refusal (404) where it opened. */
  delivery: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.delivery, { query: { id }, signal, silent: true })).data,
};

export const allowlistKey = ['webhook', 'allowlist'] as const;
export const deliveryKey = (id: number) => ['webhook', 'delivery', id] as const;

/** The events of a list row (`EVENTS`: the names joined by commas), the known ones only. */
export const eventsOf = (row: Pick<ListRow<'WebhookEndpoints'>, 'EVENTS'>): WebhookEvent[] =>
  (row.EVENTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is WebhookEvent => webhookEvents.some((e) => e === s));

/** The allowlist as typed: one entry a line (commas and spaces separate too), no blanks, no repeats. */
export const entriesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;，；]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

const isEndpointState = (v: unknown): v is WebhookEndpointState =>
  webhookEndpointStates.some((state) => state === v);
const isDeliveryState = (v: unknown): v is WebhookDeliveryState =>
  webhookDeliveryStates.some((state) => state === v);

/** May the endpoint's owner (the user, on the screen) take `action` on the row (`webhookEndpointTransitions`)? */
export const endpointMay = (action: WebhookEndpointAction, row: Pick<ListRow<'WebhookEndpoints'>, 'STATE'>) =>
  isEndpointState(row.STATE) && canDo(webhookEndpointTransitions, action, row.STATE, 'owner');

/** May the row's message be sent again (`webhookDeliveryTransitions`: delivered or failed)? */
export const sendableAgain = (row: Pick<ListRow<'WebhookDeliveries'>, 'STATE'>) =>
  isDeliveryState(row.STATE) && canDo(webhookDeliveryTransitions, 'sendAgain', row.STATE, 'owner');
