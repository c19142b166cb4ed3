import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Trans, useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';

/**
 * The words of the protocol (Standard Webhooks 1.0, as server/src/modules/webhook/webhook-sender.ts signs): names, not
 * texts, so both languages show them as they are sent.
 */
const protocol = {
  spec: 'Standard Webhooks',
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
  signed: '{webhook-id}.{webhook-timestamp}.{body}',
  prefix: 'whsec_',
  version: 'v1,',
  hmac: 'HMAC-SHA256',
  base64: 'Base64',
} as const;

/** How the protocol's names show in the texts: `<c>` a header or a value as sent, `<n>` a name (English as it is);
 * neither is broken across lines. */
const nowrap = { whiteSpace: 'nowrap' } as const;
const names = { c: <Typography.Text code style={nowrap} />, n: <span lang="en" style={nowrap} /> };

const verifySteps = [
  'webhook.secret.verifyHeaders',
  'webhook.secret.verifySign',
  'webhook.secret.verifyCompare',
  'webhook.secret.verifyOnce',
] as const;

/**
 * An endpoint's signing secret, just made (registered, or a new secret): shown this once in a read-only field with a
 * copy button, with how the receiver checks a message. The server keeps it sealed and never answers it again.
 */
export function SecretDialog(props: {
  secret: string;
  url: string;
  /** A new secret of an existing endpoint: until when the old one still signs (null: it was revoked at once). */
  oldUntil?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      void message.success(t('webhook.secret.copied'));
    } catch {
      void message.warning(t('webhook.secret.copyFailed'));
    }
  };
  return (
    <DraggableModal
      open
      width={640}
      title={
        <span>
          <KeyOutlined /> {t('webhook.secret.title')}
        </span>
      }
      onCancel={props.onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="close" type="primary" onClick={props.onClose} data-testid="webhook-secret-done">
          {t('webhook.secret.done')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary" data-testid="webhook-secret-url">
          {t('webhook.secret.for', { url: props.url })}
        </Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={props.secret}
            aria-label={t('webhook.secret.title')}
            data-testid="webhook-secret"
            style={{ fontFamily: 'monospace' }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="webhook-secret-copy">
            {t('webhook.secret.copy')}
          </Button>
        </Space.Compact>
        <Alert type="warning" showIcon title={t('webhook.secret.once')} />
        {props.oldUntil !== undefined && (
          <Alert
            type={props.oldUntil ? 'info' : 'warning'}
            showIcon
            data-testid="webhook-secret-old"
            title={
              props.oldUntil
                ? t('webhook.secret.oldUntil', { until: dayjs(props.oldUntil).format('YYYY-MM-DD HH:mm') })
                : t('webhook.secret.oldRevoked')
            }
          />
        )}
        <div data-testid="webhook-secret-verify">
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            <Trans i18nKey="webhook.secret.verifyTitle" values={protocol} components={names} />
          </Typography.Paragraph>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {verifySteps.map((key) => (
              <li key={key}>
                <Trans i18nKey={key} values={protocol} components={names} />
              </li>
            ))}
          </ol>
        </div>
      </Space>
    </DraggableModal>
  );
}
