import { CopyOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { type VendorKeyRow, type VendorKeyScope, vendorKeyScopes } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { vendorKeyApi, vendorKeysKey } from './vendorKeyApi.ts';

type Values = { Name: string; Scopes: VendorKeyScope[] };

const when = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '');
/**
 * A time column: its caption on one line ("最近使用" broke in two when no key had been used); the time may break
 * between day and hour, so the table stays within the page at 1280 px.
 */
const timeColumn = (title: string, dataIndex: 'CREATE_TIME' | 'LAST_USED_AT' | 'REVOKED_AT') => ({
  title,
  dataIndex,
  render: when,
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
});

/** The key just created, shown once (the server keeps only its hash): a read-only field with a copy button. */
function SecretDialog(props: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      void message.success(t('vendor-key.secret.copied'));
    } catch {
      void message.warning(t('vendor-key.secret.copyFailed'));
    }
  };
  return (
    <DraggableModal
      open
      title={
        <span>
          <KeyOutlined /> {t('vendor-key.secret.title')}
        </span>
      }
      onCancel={props.onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="close" type="primary" onClick={props.onClose} data-testid="vendor-key-secret-done">
          {t('vendor-key.secret.done')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={props.secret}
            aria-label={t('vendor-key.secret.title')}
            data-testid="vendor-key-secret"
            style={{ fontFamily: 'monospace' }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="vendor-key-copy">
            {t('vendor-key.secret.copy')}
          </Button>
        </Space.Compact>
        <Alert type="warning" showIcon title={t('vendor-key.secret.once')} />
      </Space>
    </DraggableModal>
  );
}

/**
 * A vendor administrator's API keys (System/VendorApiKeys, issue #35): its vendor's keys with when each was made,
 * last used and revoked; a new key (name, scopes) is shown once in a dialog, a key is revoked at once.
 */
export default function VendorKeyPage() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { error, busy, submitForm, reset } = useSubmit();
  const query = useQuery({ queryKey: vendorKeysKey, queryFn: ({ signal }) => vendorKeyApi.list(signal) });
  const reload = () => client.invalidateQueries({ queryKey: vendorKeysKey });

  const create = () =>
    submitForm(form, async (v) => {
      const created = await vendorKeyApi.create({ Name: v.Name, Scopes: v.Scopes });
      setCreating(false);
      form.resetFields();
      setSecret(created.Key);
      await reload();
    });
  const revoke = async (row: VendorKeyRow) => {
    await vendorKeyApi.revoke(row.ID);
    void message.success(t('vendor-key.msg.revoked', { name: row.NAME }));
    await reload();
  };

  return (
    <div data-testid="vendor-keys">
      <Typography.Paragraph type="secondary">{t('vendor-key.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            reset();
            setCreating(true);
          }}
          data-testid="vendor-key-new"
        >
          {t('vendor-key.new')}
        </Button>
      </Space>
      <Table<VendorKeyRow>
        rowKey="ID"
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        data-testid="vendor-key-table"
        columns={[
          { title: t('vendor-key.col.name'), dataIndex: 'NAME' },
          {
            title: t('vendor-key.col.state'),
            key: 'state',
            render: (_: unknown, row) =>
              row.REVOKED_AT ? (
                <Tag color="red">{t('vendor-key.revokedState')}</Tag>
              ) : (
                <Tag color="green">{t('vendor-key.active')}</Tag>
              ),
          },
          { title: t('vendor-key.col.prefix'), dataIndex: 'KEY_PREFIX', render: (v: string) => `${v}…` },
          {
            title: t('vendor-key.col.scopes'),
            dataIndex: 'SCOPES',
            render: (v: string) =>
              v.split(',').map((s) => <Tag key={s}>{t(`vendor-key.scope.${s}`, { defaultValue: s })}</Tag>),
          },
          { title: field('CREATED_BY'), dataIndex: 'CREATED_BY' },
          timeColumn(field('CREATE_TIME'), 'CREATE_TIME'),
          timeColumn(t('vendor-key.col.lastUsed'), 'LAST_USED_AT'),
          // A time column holds a time; whether the key still works is the state column's (#45 item 10).
          timeColumn(t('vendor-key.col.revoked'), 'REVOKED_AT'),
          {
            title: t('vendor-key.col.actions'),
            key: 'actions',
            render: (_: unknown, row) =>
              row.REVOKED_AT ? null : (
                <Popconfirm
                  title={t('vendor-key.revokeConfirm', { name: row.NAME })}
                  onConfirm={() => revoke(row)}
                >
                  <Button danger size="small" data-testid={`vendor-key-revoke-${row.ID}`}>
                    {t('vendor-key.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <DraggableModal
        open={creating}
        title={t('vendor-key.new')}
        onCancel={() => setCreating(false)}
        onOk={() => void create()}
        okButtonProps={{ loading: busy, 'data-testid': 'vendor-key-create' }}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ Name: '', Scopes: [...vendorKeyScopes] }}
          preserve={false}
        >
          <Form.Item
            name="Name"
            label={t('vendor-key.col.name')}
            rules={[{ required: true, whitespace: true, max: 64, message: t('vendor-key.msg.nameRequired') }]}
          >
            <Input {...lengthLimit(64)} data-testid="vendor-key-name" />
          </Form.Item>
          <Form.Item
            name="Scopes"
            label={t('vendor-key.col.scopes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('vendor-key.msg.scopeRequired') }]}
          >
            <Checkbox.Group
              options={vendorKeyScopes.map((s) => ({ value: s, label: t(`vendor-key.scope.${s}`) }))}
            />
          </Form.Item>
        </Form>
        <Refusal error={error} testId="vendor-key-error" />
      </DraggableModal>
      {/* Unmounted on closing: the secret leaves the page at once (a closing dialog keeps its last content). */}
      {secret !== null && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </div>
  );
}
