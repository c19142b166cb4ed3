import { RedoOutlined } from '@ant-design/icons';
import { apiPaths, type EventDeliveryState, screens } from '@srm/contract';
import { App, Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api.ts';
import {
  type CellRenderer,
  ListTable,
  type ListTableHandle,
  type Row,
} from '../../platform/list-table/index.ts';

const stateColor: Record<EventDeliveryState, string> = {
  pending: 'orange',
  delivered: 'green',
  failed: 'red',
};

const renderers: Record<string, CellRenderer> = {
  STATE: (value, _row, _index, text) => <Tag color={stateColor[value as EventDeliveryState]}>{text}</Tag>,
};

const failed = (row: Row) => row.STATE === 'failed';

/**
 * Undelivered events (issue #31): the organisation's domain-event deliveries that wait, are being retried or failed
 * after their last try, newest first, and the retry of failed ones (each goes back to pending and its job is
 * queued; the subscriber's effect still happens once). Columns, captions and labels are the server's list
 * declaration's (`domain-event.list.ts`).
 */
export default function DomainEventPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const retryable = selected.filter(failed);

  const retry = async () => {
    setBusy(true);
    try {
      for (const row of retryable)
        await api.post(apiPaths.domainEvent.retry, {
          EVENT_ID: Number(row.EVENT_ID),
          SUBSCRIBER: String(row.SUBSCRIBER),
        });
      message.success(t('domain-event.retried', { count: retryable.length }));
    } finally {
      setBusy(false);
      table.current?.clearSelection();
      table.current?.reload();
    }
  };

  return (
    <ListTable
      ref={table}
      listRoute={screens.DomainEvent.path}
      loadPath={apiPaths.domainEvent.loadData}
      exportPath={apiPaths.domainEvent.exportData}
      rowKey="ID"
      rowSelection="page"
      onSelectionChange={setSelected}
      renderers={renderers}
      title={t('routes.DomainEvent')}
      toolbarExtra={
        <Button icon={<RedoOutlined />} disabled={retryable.length === 0} loading={busy} onClick={retry}>
          {retryable.length > 0
            ? t('domain-event.retryCount', { count: retryable.length })
            : t('domain-event.retry')}
        </Button>
      }
    />
  );
}
