import { apiPaths, type MailState } from '@srm/contract';
import { Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, ListTable } from '../../platform/list-table/index.ts';
import { MailSettingsPanel } from './MailSettingsPanel.tsx';
import { mailRoute } from './mailApi.ts';
import './mail.css';

const stateColor: Record<MailState, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'green',
  retrying: 'orange',
  failed: 'red',
};

/** The mail log: the organisation's mails with their state, attempts and last error (the list engine's). */
function MailLog() {
  const { t } = useTranslation();
  const renderers = useMemo<Record<string, CellRenderer>>(
    () => ({
      STATE: (value, _row, _i, text) => <Tag color={stateColor[value as MailState] ?? 'default'}>{text}</Tag>,
    }),
    [],
  );
  return (
    <div className="mail-log" data-testid="mail-log">
      <ListTable
        listRoute={mailRoute}
        loadPath={apiPaths.mail.loadData}
        exportPath={apiPaths.mail.exportData}
        rowKey="ID"
        renderers={renderers}
        title={t('mail.tabs.log')}
      />
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
