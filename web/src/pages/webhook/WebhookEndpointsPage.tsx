import { webhookEventLabels } from '@srm/contract';
import { App, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../platform/i18n.ts';
import { type ListRenderers, ScreenList, useListSelection } from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { AllowlistDialog } from './AllowlistDialog.tsx';
import { EndpointDialog, type EndpointValues, eventsFor } from './EndpointDialog.tsx';
import { type EndpointRow, EndpointsToolbar, useEndpointActions } from './EndpointsToolbar.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { endpointMay, eventsOf, webhookApi } from './webhookApi.ts';

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
  const { message } = App.useApp();
  const { selected, refresh, listProps } = useListSelection<'WebhookEndpoints'>();
  const [editing, setEditing] = useState<EndpointValues | null>(null);
  const [allowlist, setAllowlist] = useState(false);
  // A vendor user registers its own vendor's endpoints; the allowlist is the organisation's administrators'.
  const isVendor = Boolean(useSession().userInfo?.VENDOR_CODE);
  const renderers = useEndpointRenderers();

  const actions = useEndpointActions(refresh);
  const { secret, setSecret } = actions;

  const save = async (values: EndpointValues) => {
    const answer = await webhookApi.save(values);
    setEditing(null);
    if (answer.Secret) setSecret({ secret: answer.Secret, url: values.URL });
    void message.success(
      values.ID === undefined ? t('webhook.msg.registered') : t('webhook.msg.saved', { id: values.ID }),
    );
    refresh();
  };

  return (
    <>
      <ScreenList
        {...listProps}
        list="WebhookEndpoints"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => endpointMay('edit', row) && setEditing(valuesOf(row))}
        renderers={renderers}
        toolbarExtra={
          <EndpointsToolbar
            selected={selected}
            isVendor={isVendor}
            actions={actions}
            onNew={() => setEditing({ URL: '', DESCRIPTION: '', EVENTS: [...eventsFor(isVendor)] })}
            onEdit={(row) => setEditing(valuesOf(row))}
            onAllowlist={() => setAllowlist(true)}
          />
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

function useEndpointRenderers() {
  const lang = currentLanguage();
  return useMemo<ListRenderers<'WebhookEndpoints'>>(
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
}

/** A list row as the dialog edits it. */
const valuesOf = (row: EndpointRow): EndpointValues => ({
  ID: row.ID,
  URL: row.URL ?? '',
  DESCRIPTION: row.DESCRIPTION ?? '',
  EVENTS: eventsOf(row),
});
