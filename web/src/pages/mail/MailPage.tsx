import type { MailState } from '@srm/contract';
import { Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListRenderers, ScreenList } from '../../platform/list-table/index.ts';
import { MailSettingsPanel } from './MailSettingsPanel.tsx';
import './mail.css';

/** By state; a state the screen does not know shows as `default`. */
const stateColor: Partial<Record<string, string>> = {
  queued: 'default',
  sending: 'processing',
  sent: 'green',
  retrying: 'orange',
  failed: 'red',
} satisfies Record<MailState, string>;

/** The mail log: the organisation's mails with their state, attempts and last error (the list engine's). */
function MailLog() {
  const { t } = useTranslation();
  const renderers = useMemo<ListRenderers<'Mail'>>(
    () => ({
      STATE: (value, _row, _i, text) => <Tag color={stateColor[value ?? ''] ?? 'default'}>{text}</Tag>,
    }),
    [],
  );
  return (
    <div className="mail-log" data-testid="mail-log">
      <ScreenList list="Mail" rowKey="ID" renderers={renderers} title={t('mail.tabs.log')} />
    </div>
  );
}

/**
 * Mail settings (spec §2.1 /System/Mail, PRODUCT §8): the organisation's SMTP server with a test mail, and the mail
 * log. The log is mounted when its tab is shown, so it always opens on the latest mails.
 */
export default function MailPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('settings');
  return (
    <div className="mail-page">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'settings', label: t('mail.tabs.settings'), children: <MailSettingsPanel /> },
          { key: 'log', label: t('mail.tabs.log'), children: <MailLog /> },
        ]}
      />
    </div>
  );
}
