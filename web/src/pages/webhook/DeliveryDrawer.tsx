import { CopyOutlined } from '@ant-design/icons';
import {
  type WebhookAttempt,
  type WebhookDeliveryState,
  webhookDeliveryStateLabels,
  webhookErrorLabels,
  webhookEventLabels,
} from '@srm/contract';
import { App, Button, Descriptions, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { type Delivery, deliveryKey, webhookApi } from './webhookApi.ts';
import './webhook.css';

export const deliveryStateColor: Record<WebhookDeliveryState, string> = {
  pending: 'blue',
  sending: 'gold',
  delivered: 'green',
  failed: 'red',
};

/** An event's name as people read it (the catalogue's name as the receiver gets it, when unknown). */
const eventLabel = (name: string, lang: 'zh-chs' | 'en') =>
  (webhookEventLabels as Record<string, Record<'zh-chs' | 'en', string>>)[name]?.[lang] ?? name;

/** The body as it was signed, laid out to read (the copy button copies it exactly as sent). */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * One webhook message (issue #45 item 8), opened from the deliveries list: which event of which document went to
 * which address, every attempt (its time, the receiver's status or why it failed in a sentence, how long it took) and
 * the body exactly as it is signed, to compare with what the receiver logged. A vendor opens only its own messages
 * (the server answers 404 for another's).
 */
export function DeliveryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useRecordQuery(id, deliveryKey, webhookApi.delivery);
  const d = query.data;

  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      closable={{ 'aria-label': t('webhook.drawer.closePanel') }}
      size="min(820px, 96vw)"
      record={d}
      error={query.error}
      loadingTitle={t('webhook.drawer.loading')}
      waitingClassName="wh-loading"
      refusedTestId="webhook-drawer-refused"
      title={(d) => (
        <Space size={8} wrap>
          <span data-testid="webhook-drawer-title">
            {t('webhook.drawer.title', {
              event: eventLabel(d.EVENT_NAME, lang),
              document: d.DOCUMENT ?? '',
            })}
          </span>
          <Tag color={deliveryStateColor[d.STATE]} data-state={d.STATE}>
            {webhookDeliveryStateLabels[d.STATE][lang]}
          </Tag>
        </Space>
      )}
      data-testid="webhook-drawer"
    >
      {(d) => (
        <div className="wh-detail-panel">
          <DeliveryFacts d={d} />
          <DeliveryAttempts d={d} />
          <DeliveryBody body={d.BODY} />
        </div>
      )}
    </RecordDrawer>
  );
}

/** Which event of which document went where, when, and how many times it was tried. */
function DeliveryFacts({ d }: { d: Delivery }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="wh-descriptions">
      <Descriptions.Item label={field('EVENT_NAME')}>
        {eventLabel(d.EVENT_NAME, lang)} <code>{d.EVENT_NAME}</code>
      </Descriptions.Item>
      <Descriptions.Item label={field('DOCUMENT')}>
        <span className="wh-nowrap" data-testid="webhook-drawer-document">
          {d.DOCUMENT}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={field('URL')} span="filled">
        <span className="wh-break">{d.URL}</span>
      </Descriptions.Item>
      <Descriptions.Item label={field('ATTEMPTS')}>{d.ATTEMPTS}</Descriptions.Item>
      <Descriptions.Item label={t('webhook.drawer.webhookId')}>
        <code className="wh-nowrap" data-testid="webhook-drawer-id">
          {d.WEBHOOK_ID}
        </code>
      </Descriptions.Item>
      <Descriptions.Item label={field('CREATETIME')}>{cellText(d.CREATETIME)}</Descriptions.Item>
      {d.DELIVERED_AT ? (
        <Descriptions.Item label={field('DELIVERED_AT')}>{cellText(d.DELIVERED_AT)}</Descriptions.Item>
      ) : (
        <Descriptions.Item label={field('NEXT_ATTEMPT_AT')}>{cellText(d.NEXT_ATTEMPT_AT)}</Descriptions.Item>
      )}
      {d.VENDOR_CODE && <Descriptions.Item label={field('VENDOR_CODE')}>{d.VENDOR_CODE}</Descriptions.Item>}
    </Descriptions>
  );
}

/** Every recorded attempt: its time, the receiver's status or why it failed in a sentence, how long it took. */
function DeliveryAttempts({ d }: { d: Delivery }) {
  const { t } = useTranslation();
  const columns = useAttemptColumns();
  return (
    <>
      <h4 className="wh-section">{t('webhook.drawer.attempts')}</h4>
      {d.Attempts.length < d.ATTEMPTS && <p className="wh-hint">{t('webhook.drawer.earlierNotRecorded')}</p>}
      {d.Attempts.length === 0 && d.ATTEMPTS === 0 ? (
        <p className="wh-hint" data-testid="webhook-drawer-no-attempts">
          {t('webhook.drawer.noAttempts')}
        </p>
      ) : (
        <Table<WebhookAttempt>
          size="small"
          rowKey={(a) => `${a.NO}-${String(a.AT)}`}
          columns={columns}
          dataSource={d.Attempts}
          pagination={false}
          data-testid="webhook-attempts"
        />
      )}
    </>
  );
}

function useAttemptColumns() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  return useMemo(
    () => [
      {
        key: 'NO',
        title: t('webhook.drawer.attemptNo'),
        dataIndex: 'NO',
        width: 64,
        align: 'right' as const,
      },
      {
        key: 'AT',
        title: field('AT'),
        width: 170,
        render: (_: unknown, a: WebhookAttempt) => <span className="wh-nowrap">{cellText(a.AT)}</span>,
      },
      {
        key: 'RESULT',
        title: t('webhook.drawer.result'),
        render: (_: unknown, a: WebhookAttempt) => (
          <div className="wh-result" data-testid="webhook-attempt-result">
            {a.STATUS !== null && (
              <Tag color={a.STATUS >= 200 && a.STATUS < 300 ? 'green' : 'red'} data-status={a.STATUS}>
                HTTP {a.STATUS}
              </Tag>
            )}
            {a.ERROR_KIND === null ? (
              <span>{t('webhook.drawer.accepted')}</span>
            ) : (
              <span data-kind={a.ERROR_KIND}>{webhookErrorLabels[a.ERROR_KIND][lang]}</span>
            )}
            {a.ERROR_DETAIL && a.ERROR_KIND !== null && (
              <code className="wh-detail" data-testid="webhook-attempt-detail">
                {a.ERROR_DETAIL}
              </code>
            )}
          </div>
        ),
      },
      {
        key: 'DURATION_MS',
        title: field('DURATION_MS'),
        dataIndex: 'DURATION_MS',
        width: 110,
        align: 'right' as const,
      },
    ],
    [t, field, lang],
  );
}

/** The body exactly as it was signed, laid out to read; the copy button copies it as sent. */
function DeliveryBody({ body }: { body: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(body);
      void message.success(t('webhook.drawer.bodyCopied'));
    } catch {
      void message.warning(t('webhook.drawer.copyFailed'));
    }
  };
  return (
    <>
      <div className="wh-body-head">
        <h4 className="wh-section">{t('webhook.drawer.body')}</h4>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          data-testid="webhook-body-copy"
        >
          {t('webhook.drawer.copyBody')}
        </Button>
      </div>
      <p className="wh-hint">{t('webhook.drawer.bodyHint')}</p>
      <pre className="wh-body" data-testid="webhook-body">
        {pretty(body)}
      </pre>
    </>
  );
}
