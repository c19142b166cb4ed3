import {
  screens,
  webhookDeliveryStateLabels,
  webhookDisabledReasonLabels,
  webhookEndpointStateLabels,
  webhookErrorLabels,
  webhookEventLabels,
} from '@srm/contract';
import { sql } from 'kysely';
import { createdColumns } from '../../platform/list/list-columns.ts';
import { defineList, ownRows } from '../../platform/list/list-definition.ts';

/** "Webhook endpoints": where the organisation's (or the vendor's) events are sent, and each one's health. */
export const webhookEndpointList = defineList({
  route: screens.WebhookEndpoints.path,
  title: { 'zh-chs': screens.WebhookEndpoints.zh, en: screens.WebhookEndpoints.en },
  table: 'webhook_endpoint',
  from: sql`webhook_endpoint e`,
  scope: (s) => ownRows('e', s),
  columns: [
    { field: 'ID', sql: 'e.id', kind: 'int', width: 80 },
    { field: 'URL', sql: 'e.url', kind: 'text', width: 300 },
    { field: 'DESCRIPTION', sql: 'e.description', kind: 'text', width: 180 },
    { field: 'EVENTS', sql: "array_to_string(e.events, ', ')", kind: 'text', width: 280 },
    {
      field: 'STATE',
      sql: "case when e.disabled_at is null then 'enabled' else 'disabled' end",
      kind: 'text',
      width: 90,
      labels: webhookEndpointStateLabels,
    },
    {
      field: 'DISABLED_REASON',
      sql: 'e.disabled_reason',
      kind: 'text',
      width: 200,
      labels: webhookDisabledReasonLabels,
    },
    { field: 'FAILING_SINCE', sql: 'e.failing_since', kind: 'datetime', width: 165 },
    { field: 'VENDOR_CODE', sql: 'e.vendor_code', kind: 'text', width: 110 },
    ...createdColumns('e', 165, 110),
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/**
 * The document a message tells of, by the name people use for it (issue #45 item 8), from the facts the event carries
 * (`ev`: its domain_event row): a delivery note's number, a statement's, an expense bill's, an NCR's, an order line's
 * PO no./item (and how many more lines the answer holds), a registering company's name, and a vendor's change
 * request or compliance document by its vendor, type and id (they have no number of their own).
 */
export const documentNameSql = `case ev.entity
    when 'note' then ev.payload->>'deliveryNo'
    when 'statement' then coalesce(ev.payload->>'statementNo', '#' || (ev.payload->>'statementId'))
    when 'bill' then ev.payload->>'billNo'
    when 'ncr' then ev.payload->>'ncrNo'
    when 'order-line' then (ev.payload->'lines'->0->>'poNo') || '/' || (ev.payload->'lines'->0->>'poItem')
      || case when jsonb_array_length(ev.payload->'lines') > 1
              then ' +' || (jsonb_array_length(ev.payload->'lines') - 1) else '' end
    when 'registration' then concat_ws(' ', ev.payload->>'vendorCode', ev.payload->>'legalName')
    when 'vendor-change' then concat_ws(' ', ev.payload->>'vendorCode', '#' || (ev.payload->>'changeId'))
    when 'vendor-document' then
      concat_ws(' ', ev.payload->>'vendorCode', ev.payload->>'documentType', '#' || (ev.payload->>'documentId'))
    else d.entity_key
  end`;

/**
 * "Webhook deliveries": one row per message (event × endpoint), newest first, with its document and its attempts'
 * outcome; the last error as a sentence (its kind's label), its technical detail beside it.
 */
export const webhookDeliveryList = defineList({
  route: screens.WebhookDeliveries.path,
  title: { 'zh-chs': screens.WebhookDeliveries.zh, en: screens.WebhookDeliveries.en },
  table: 'webhook_delivery',
  from: sql`webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id join domain_event ev on ev.id = d.event_id`,
  scope: (s) => ownRows('e', s),
  columns: [
    { field: 'ID', sql: 'd.id', kind: 'int', width: 90 },
    { field: 'EVENT_NAME', sql: 'ev.name', kind: 'text', width: 170, labels: webhookEventLabels },
    { field: 'DOCUMENT', sql: documentNameSql, kind: 'text', width: 170 },
    { field: 'STATE', sql: 'd.state', kind: 'text', width: 100, labels: webhookDeliveryStateLabels },
    { field: 'LAST_ERROR', sql: 'd.last_error_kind', kind: 'text', width: 300, labels: webhookErrorLabels },
    { field: 'ATTEMPTS', sql: 'd.attempts', kind: 'int', width: 90 },
    { field: 'LAST_STATUS', sql: 'd.last_status', kind: 'int', width: 110 },
    { field: 'URL', sql: 'e.url', kind: 'text', width: 240 },
    { field: 'ERROR_DETAIL', sql: 'd.last_error', kind: 'text', width: 200, hidden: true },
    { field: 'DURATION_MS', sql: 'd.last_duration_ms', kind: 'int', width: 110 },
    { field: 'LAST_ATTEMPT_AT', sql: 'd.last_attempt_at', kind: 'datetime', width: 165 },
    { field: 'NEXT_ATTEMPT_AT', sql: 'd.next_attempt_at', kind: 'datetime', width: 165 },
    { field: 'DELIVERED_AT', sql: 'd.delivered_at', kind: 'datetime', width: 165 },
    { field: 'CREATETIME', sql: 'd.created_at', kind: 'datetime', width: 165 },
    { field: 'VENDOR_CODE', sql: 'e.vendor_code', kind: 'text', width: 110 },
    { field: 'ENTITY_KEY', sql: 'd.entity_key', kind: 'text', width: 140, hidden: true },
    { field: 'ENDPOINT_ID', sql: 'd.endpoint_id', kind: 'int', width: 100, hidden: true },
    { field: 'EVENT_ID', sql: 'd.event_id', kind: 'int', width: 100, hidden: true },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
