import { FileSearchOutlined, RedoOutlined } from '@ant-design/icons';
import { App, Button, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { DeliveryDrawer, deliveryStateColor } from './DeliveryDrawer.tsx';
import { sendableAgain, webhookApi } from './webhookApi.ts';

type DeliveryRow = ListRow<'WebhookDeliveries'>;

/** By the state the list answers (text): a state the screen does not know has no colour. */
const stateColor: Partial<Record<string, string>> = deliveryStateColor;

const renderers: ListRenderers<'WebhookDeliveries'> = {
  STATE: (value, _row, _index, text) => (
    <Tag color={stateColor[value ?? '']} data-state={value ?? undefined}>
      {text}
    </Tag>
  ),
  // A status the receiver answered outside 2xx stands out.
  LAST_STATUS: (value, _row, _index, text) =>
    value !== null && value >= 300 ? <Tag color="red">{text}</Tag> : text,
  // The last error as a sentence (the list's label of its kind); its technical detail is in the drawer.
  LAST_ERROR: (value, _row, _index, text) => (value ? <span data-kind={value}>{text}</span> : text),
};

/**
 * Webhook deliveries (System/WebhookDeliveries, issue #35): one row per message (an event for an endpoint), newest
 * first, with its document and its attempts' outcome, the last error in a sentence. A double-click or "Open" shows
 * the message in a drawer: every attempt and the body as signed (issue #45 item 8). "Send again" puts the selected
 * messages no longer in flight (delivered or failed: the contract's `webhookDeliveryTransitions`) back to pending with
 * a fresh day of retries (the same webhook-id, so a receiver drops a repeat). A 409 (their endpoint is disabled) is the server's
 * message, toasted by the api layer. Columns, captions and labels are the server's list declaration's
 * (`webhook.list.ts`).
 */
export default function WebhookDeliveriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { selected, one, busy, act, listProps } = useListSelection<'WebhookDeliveries'>();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useCallback((row: DeliveryRow) => setOpenId(row.ID), []);
  const sendable = selected.filter(sendableAgain);

  const sendAgain = () =>
    act(async () => {
      const { queued } = await webhookApi.sendAgain(sendable.map((r) => r.ID));
      void message.success(t('webhook.deliveries.queued', { count: queued }));
    });

  return (
    <>
      <ScreenList
        {...listProps}
        list="WebhookDeliveries"
        rowKey="ID"
        rowSelection="multi-page"
        onRowDoubleClick={open}
        renderers={renderers}
        toolbarButtons={
          <>
            <OneRowButton
              icon={<FileSearchOutlined />}
              action={one && (() => open(one))}
              data-testid="webhook-open"
            >
              {t('webhook.deliveries.open')}
            </OneRowButton>
            <Button
              type="primary"
              icon={<RedoOutlined />}
              disabled={sendable.length === 0}
              loading={busy}
              onClick={() => void sendAgain()}
              data-testid="webhook-send-again"
            >
              {sendable.length > 0
                ? t('webhook.withCount', {
                    action: t('webhook.deliveries.sendAgain'),
                    count: sendable.length,
                  })
                : t('webhook.deliveries.sendAgain')}
            </Button>
          </>
        }
      />
      <DeliveryDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
