import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  PlusOutlined,
  SafetyOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { webhookEventLabels } from '@srm/contract';
import { App, Button, Checkbox, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { showBulkRefusal } from '../../platform/bulk.tsx';
import { currentLanguage } from '../../platform/i18n.ts';
import {
  type ListHandle,
  type ListRenderers,
  type ListRow,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { AllowlistDialog } from './AllowlistDialog.tsx';
import { EndpointDialog, type EndpointValues, eventsFor } from './EndpointDialog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { endpointMay, eventsOf, webhookApi } from './webhookApi.ts';

type Busy = 'enable' | 'disable' | 'rotate' | 'delete' | null;
type EndpointRow = ListRow<'WebhookEndpoints'>;

const stateColor: Record<string, string> = { enabled: 'green', disabled: 'red' };

/**
 * Webhook endpoints (System/Webhooks, issue #35): where the organisation's (or a vendor's own) events are sent, and
 * each one's health. An endpoint is registered or changed in a dialog (its address, what it is for, its events); a
 * new one's signing secret, and a new secret, are shown once. Endpoints are enabled, disabled and deleted from the
 * selection, each button taking the rows the contract's `webhookEndpointTransitions` allows; the organisation's
 * allowlist of private addresses is one dialog. Columns, captions and the state's
 * labels are the server's list declaration's (`webhook.list.ts`).
 */
export default function WebhookEndpointsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirm = useConfirmAction();
  const table = useRef<ListHandle<'WebhookEndpoints'>>(null);
  const [selected, setSelected] = useState<EndpointRow[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [editing, setEditing] = useState<EndpointValues | null>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string; oldUntil?: string | null } | null>(
    null,
  );
  const [allowlist, setAllowlist] = useState(false);
  const lang = currentLanguage();
  // A vendor user registers its own vendor's endpoints; the allowlist is the organisation's administrators'.
  const isVendor = Boolean(useSession().userInfo?.VENDOR_CODE);

  const refresh = () => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  };
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

  const one = selected.length === 1 ? selected[0]! : null;
  const editable = one && endpointMay('edit', one) ? one : null;
  const rotatable = one && endpointMay('rotateSecret', one) ? one : null;
  const enabling = selected.filter((r) => endpointMay('enable', r));
  const disabling = selected.filter((r) => endpointMay('disable', r));
  const deleting = selected.filter((r) => endpointMay('delete', r));
  const counted = (key: string, count: number) =>
    count > 0 ? t('webhook.withCount', { action: t(key), count }) : t(key);

  const save = async (values: EndpointValues) => {
    const answer = await webhookApi.save(values);
    setEditing(null);
    if (answer.Secret) setSecret({ secret: answer.Secret, url: values.URL });
    void message.success(
      values.ID === undefined ? t('webhook.msg.registered') : t('webhook.msg.saved', { id: values.ID }),
    );
    refresh();
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

  const renderers = useMemo<ListRenderers<'WebhookEndpoints'>>(
    () => ({
      STATE: (value, _row, _index, text) => (
        <Tag color={stateColor[value ?? '']} data-state={value ?? undefined}>
          {text}
        </Tag>
      ),
      // The names as the receiver gets them are the list's (and its search's); the screen shows what they mean.
      EVENTS: (_value, row) =>
        eventsOf(row)
          .map((e) => webhookEventLabels[e][lang])
          .join(lang === 'en' ? ', ' : '、'),
    }),
    [lang],
  );

  return (
    <>
      <ScreenList
        ref={table}
        list="WebhookEndpoints"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => endpointMay('edit', row) && setEditing(valuesOf(row))}
        renderers={renderers}
        toolbarExtra={
          <Space wrap size={8}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ URL: '', DESCRIPTION: '', EVENTS: [...eventsFor(isVendor)] })}
              data-testid="webhook-new"
            >
              {t('webhook.actions.new')}
            </Button>
            <Button
              icon={<EditOutlined />}
              disabled={!editable}
              onClick={() => editable && setEditing(valuesOf(editable))}
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
              <Button
                icon={<SafetyOutlined />}
                onClick={() => setAllowlist(true)}
                data-testid="webhook-allowlist-open"
              >
                {t('webhook.actions.allowlist')}
              </Button>
            )}
          </Space>
        }
      />
      {/* Each mounted per opening: a dialog starts from its endpoint, a secret leaves the page when closed. */}
      {editing && <EndpointDialog endpoint={editing} onClose={() => setEditing(null)} onSave={save} />}
      {secret && (
        <SecretDialog
          secret={secret.secret}
          url={secret.url}
          oldUntil={secret.oldUntil}
          onClose={() => setSecret(null)}
        />
      )}
      {allowlist && <AllowlistDialog onClose={() => setAllowlist(false)} />}
    </>
  );
}

/** A list row as the dialog edits it. */
const valuesOf = (row: EndpointRow): EndpointValues => ({
  ID: row.ID,
  URL: row.URL ?? '',
  DESCRIPTION: row.DESCRIPTION ?? '',
  EVENTS: eventsOf(row),
});
