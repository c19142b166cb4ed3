import { SafetyOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { allowlistKey, entriesOf, webhookApi } from './webhookApi.ts';

const example = ['erp.corp.internal', '192.168.1.20', '10.1.0.0/16'].join('\n');

/**
 * The organisation's allowlist: the private hosts and networks its endpoints may reach (one entry a line). Only the
 * organisation's administrators change it; a vendor user's save is refused and the dialog says so.
 */
export function AllowlistDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { error, busy, submit } = useSubmit();
  const query = useQuery({ queryKey: allowlistKey, queryFn: ({ signal }) => webhookApi.allowlist(signal) });
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (query.data && text === null) setText(query.data.join('\n'));
  }, [query.data, text]);

  const save = () =>
    submit(async () => {
      const saved = await webhookApi.saveAllowlist(entriesOf(text ?? ''));
      client.setQueryData(allowlistKey, saved);
      void message.success(t('webhook.allowlist.saved', { count: saved.length }));
      onClose();
    });

  return (
    <DraggableModal
      open
      width={560}
      title={
        <span>
          <SafetyOutlined /> {t('webhook.allowlist.title')}
        </span>
      }
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('webhook.allowlist.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: text === null, 'data-testid': 'webhook-allowlist-save' }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('webhook.allowlist.intro')}</Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : text === null ? (
        <Spin />
      ) : (
        <>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 5, maxRows: 12 }}
            placeholder={example}
            aria-label={t('webhook.allowlist.title')}
            data-testid="webhook-allowlist"
            data-autofocus
            style={{ fontFamily: 'monospace' }}
          />
          <Typography.Text type="secondary">{t('webhook.allowlist.hint')}</Typography.Text>
        </>
      )}
      <Refusal error={error} testId="webhook-allowlist-error" />
    </DraggableModal>
  );
}
