import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  PlusOutlined,
  SafetyOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { App, Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { showBulkRefusal } from '../../platform/bulk.tsx';
import type { ListRow } from '../../platform/list-table/index.ts';
import { endpointMay, webhookApi } from './webhookApi.ts';

type Busy = 'enable' | 'disable' | 'rotate' | 'delete' | null;
export type EndpointRow = ListRow<'WebhookEndpoints'>;
/** A signing secret to show once: a new endpoint's, or a new one (the old one signing until `oldUntil`). */
export type ShownSecret = { secret: string; url: string; oldUntil?: string | null };

/** The toolbar's calls over the selected endpoints; `refresh` reads the list again however each ended. */
export function useEndpointActions(refresh: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirm = useConfirmAction();
  const [busy, setBusy] = useState<Busy>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  /** A toolbar action over rows: one call, all or none; a refusal names each endpoint it could not take. */
  const run = async (
    what: Exclude<Busy, null>,
    rows: EndpointRow[],
    call: (ids: number[]) => Promise<{ COUNT: number }>,
  ) => {
    setBusy(what);
    try {
      const done = await call(rows.map((r) => r.ID));
      void message.success(t(`webhook.msg.${what}`, { count: done.COUNT }));
    } catch (error) {
      showBulkRefusal(modal, error);
    } finally {
      setBusy(null);
      refresh();
    }
  };

  const rotate = async (row: EndpointRow) => {
    // The old secret keeps signing for a day unless the user ticks "revoke at once" (a leaked secret).
    let revokeOld = false;
    const ok = await confirm({
      title: t('webhook.ask.rotateTitle', { url: row.URL ?? '' }),
      consequences: [
        t('webhook.ask.rotateNew'),
        t('webhook.ask.rotateOld'),
        <Checkbox
          key="revoke"
          data-testid="webhook-rotate-revoke"
          onChange={(e) => {
            revokeOld = e.target.checked;
          }}
        >
          {t('webhook.ask.rotateRevoke')}
        </Checkbox>,
      ],
      okText: t('webhook.actions.rotate'),
      danger: true,
      testId: 'webhook-ask-rotate',
    });
    if (!ok) return;
    setBusy('rotate');
    try {
      const answer = await webhookApi.rotateSecret(row.ID, revokeOld);
      setSecret({ secret: answer.Secret, url: row.URL ?? '', oldUntil: answer.OLD_SIGNS_UNTIL });
    } catch {
      // Shown by the api layer.
    } finally {
      setBusy(null);
      refresh();
    }
  };

  const remove = async (rows: EndpointRow[]) => {
    const ok = await confirm({
      title:
        rows.length === 1
          ? t('webhook.ask.deleteOne', { url: rows[0]!.URL ?? '' })
          : t('webhook.ask.deleteMany', { count: rows.length }),
      consequences: [t('webhook.ask.deleteLog'), t('webhook.ask.deleteNothing')],
      okText: t('webhook.actions.delete'),
      danger: true,
      testId: 'webhook-ask-delete',
    });
    if (ok) await run('delete', rows, webhookApi.removeMany);
  };

  return { busy, secret, setSecret, run, rotate, remove };
}

/**
 * New, edit, enable, disable, rotate the secret, delete: each button takes the selected rows the contract's
 * `webhookEndpointTransitions` allows. The allowlist is the organisation's administrators'.
 */
export function EndpointsToolbar({
  selected,
  isVendor,
  actions: { busy, run, rotate, remove },
  onNew,
  onEdit,
  onAllowlist,
}: {
  selected: EndpointRow[];
  isVendor: boolean;
  actions: ReturnType<typeof useEndpointActions>;
  onNew: () => void;
  onEdit: (row: EndpointRow) => void;
  onAllowlist: () => void;
}) {
  const { t } = useTranslation();
  const one = selected.length === 1 ? selected[0]! : null;
  const editable = one && endpointMay('edit', one) ? one : null;
  const rotatable = one && endpointMay('rotateSecret', one) ? one : null;
  const enabling = selected.filter((r) => endpointMay('enable', r));
  const disabling = selected.filter((r) => endpointMay('disable', r));
  const deleting = selected.filter((r) => endpointMay('delete', r));
  const counted = (key: string, count: number) =>
    count > 0 ? t('webhook.withCount', { action: t(key), count }) : t(key);

  return (
    <Space wrap size={8}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="webhook-new">
        {t('webhook.actions.new')}
      </Button>
      <Button
        icon={<EditOutlined />}
        disabled={!editable}
        onClick={() => editable && onEdit(editable)}
        data-testid="webhook-edit"
      >
        {t('webhook.actions.edit')}
      </Button>
      <Button
        icon={<CheckCircleOutlined />}
        disabled={enabling.length === 0}
        loading={busy === 'enable'}
        onClick={() => void run('enable', enabling, webhookApi.enableMany)}
        data-testid="webhook-enable"
      >
        {counted('webhook.actions.enable', enabling.length)}
      </Button>
      <Button
        icon={<StopOutlined />}
        disabled={disabling.length === 0}
        loading={busy === 'disable'}
        onClick={() => void run('disable', disabling, webhookApi.disableMany)}
        data-testid="webhook-disable"
      >
        {counted('webhook.actions.disable', disabling.length)}
      </Button>
      <Button
        icon={<KeyOutlined />}
        disabled={!rotatable}
        loading={busy === 'rotate'}
        onClick={() => rotatable && void rotate(rotatable)}
        data-testid="webhook-rotate"
      >
        {t('webhook.actions.rotate')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined />}
        disabled={deleting.length === 0}
        loading={busy === 'delete'}
        onClick={() => void remove(deleting)}
        data-testid="webhook-delete"
      >
        {counted('webhook.actions.delete', deleting.length)}
      </Button>
      {!isVendor && (
        <Button icon={<SafetyOutlined />} onClick={onAllowlist} data-testid="webhook-allowlist-open">
          {t('webhook.actions.allowlist')}
        </Button>
      )}
    </Space>
  );
}
