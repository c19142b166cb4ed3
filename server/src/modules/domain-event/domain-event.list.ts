import { eventDeliveryStateLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';

/** The "Undelivered events" screen's list. */
export const eventDeliveryRoute = screens.DomainEvent.path;

/**
 * The organisation's domain-event deliveries (issue #31), one row per event and subscriber; the route shows those
 * `undelivered` (waiting, being retried, or failed after its last try), which a partial index covers (migration 0024).
 */
export const eventDeliveryList = defineList({
  route: eventDeliveryRoute,
  title: { 'zh-chs': screens.DomainEvent.zh, en: screens.DomainEvent.en },
  table: 'event_delivery',
  from: sql`event_delivery d join domain_event e on e.id = d.event_id`,
  scope: (s) => sql`e.org_id = ${s.orgId}`,
  columns: [
    { field: 'ID', sql: "d.event_id || ':' || d.subscriber", kind: 'text', hidden: true },
    { field: 'EVENT_ID', sql: 'd.event_id', kind: 'int', width: 100 },
    { field: 'EVENT_NAME', sql: 'e.name', kind: 'text', width: 170 },
    { field: 'SUBSCRIBER', sql: 'd.subscriber', kind: 'text', width: 110 },
    { field: 'STATE', sql: 'd.state', kind: 'text', width: 100, labels: eventDeliveryStateLabels },
    { field: 'ATTEMPTS', sql: 'd.attempts', kind: 'int', width: 100 },
    { field: 'LAST_ERROR', sql: 'd.last_error', kind: 'text', width: 260 },
    { field: 'ENTITY', sql: 'e.entity', kind: 'text', width: 100 },
    { field: 'ENTITY_ID', sql: 'e.entity_id', kind: 'text', width: 100 },
    { field: 'CREATETIME', sql: 'e.created_at', kind: 'datetime', width: 165 },
    { field: 'UPDATED_AT', sql: 'd.updated_at', kind: 'datetime', width: 165 },
    { field: 'PAYLOAD', sql: 'cast(e.payload as text)', kind: 'text', width: 300, hidden: true },
  ],
  defaultSort: { field: 'EVENT_ID', desc: true },
  key: 'ID',
});

/** The route's condition: what administrators need to see (and what the partial index holds). */
export const undelivered = sql`d.state <> 'delivered'`;
