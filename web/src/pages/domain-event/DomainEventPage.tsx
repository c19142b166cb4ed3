import { RedoOutlined } from '@ant-design/icons';
import {
  apiPaths,
  canDo,
  type EventDeliveryState,
  eventDeliveryStates,
  eventDeliveryTransitions,
} from '@srm/contract';
import { App, Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api.ts';
import {
  type ListHandle,
  type ListRenderers,
  type ListRow,
  ScreenList,
} from '../../platform/list-table/index.ts';

type EventRow = ListRow<'DomainEvent'>;

const stateColor: Partial<Record<string, string>> = {
  pending: 'orange',
  delivered: 'green',
  failed: 'red',
} satisfies Record<EventDeliveryState, string>;

const renderers: ListRenderers<'DomainEvent'> = {
  STATE: (value, _row, _index, text) => <Tag color={stateColor[value ?? '']}>{text}</Tag>,
};

const isDeliveryState = (v: unknown): v is EventDeliveryState => eventDeliveryStates.some((s) => s === v);

/**
 * A delivery the administrator may retry (the contract's `eventDeliveryTransitions`: a failed one) which names its
 * event and subscriber.
 */
const retryable = (row: EventRow): row is EventRow & { EVENT_ID: number; SUBSCRIBER: string } =>
  isDeliveryState(row.STATE) &&
  canDo(eventDeliveryTransitions, 'retry', row.STATE, 'administrator') &&
  row.EVENT_ID !== null &&
  row.SUBSCRIBER !== null;

/**
 * Undelivered events (issue #31): the organisation's domain-event deliveries that wait, are being retried or failed
 * after their last try, newest first, and the retry of failed ones (each goes back to pending and its job is
 * queued; the subscriber's effect still happens once). Columns, captions and labels are the server's list
 * declaration's (`domain-event.list.ts`).
 */
export default function DomainEventPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<ListHandle<'DomainEvent'>>(null);
  const [selected, setSelected] = useState<EventRow[]>([]);
  const [busy, setBusy] = useState(false);
  const chosen = selected.filter(retryable);

  const retry = async () => {
    setBusy(true);
    try {
      for (const row of chosen)
        await api.post(apiPaths.domainEvent.retry, {
          EVENT_ID: row.EVENT_ID,
          SUBSCRIBER: row.SUBSCRIBER,
        });
      message.success(t('domain-event.retried', { count: chosen.length }));
    } finally {
      setBusy(false);
      table.current?.clearSelection();
      table.current?.reload();
    }
  };

  return (
    <ScreenList
      ref={table}
      list="DomainEvent"
      rowKey="ID"
      rowSelection="page"
      onSelectionChange={setSelected}
      renderers={renderers}
      toolbarExtra={
        <Button icon={<RedoOutlined />} disabled={chosen.length === 0} loading={busy} onClick={retry}>
          {chosen.length > 0
            ? t('domain-event.retryCount', { count: chosen.length })
            : t('domain-event.retry')}
        </Button>
      }
    />
  );
}
