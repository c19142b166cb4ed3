import { CloudServerOutlined } from '@ant-design/icons';
import { appEnvTag } from '@srm/contract';
import { App, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushPreferences } from '../../../platform/preferences.ts';
import { clearSession } from '../../../platform/session.ts';
import styles from '../Shell.module.css';
import { businessHost, environments, setBusinessHost } from './environments.ts';
import { HeaderTool } from './HeaderTool.tsx';

/** Environment/server selector (spec §2.2): another server means another session, so it signs out. */
export function EnvironmentSelect() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [host, setHost] = useState(businessHost);
  const list = environments();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [host],
        items: [
          { key: 'title', type: 'group', label: t('shell.environment.title') },
          ...list.map((e) => ({
            key: e.host,
            label: e.label ?? t('shell.environment.current', { host: e.host }),
          })),
        ],
        onClick: ({ key }) => {
          if (key === host) return;
          modal.confirm({
            title: t('shell.environment.title'),
            content: t('shell.environment.confirm'),
            onOk: async () => {
              await flushPreferences();
              setBusinessHost(key);
              setHost(key);
              clearSession();
              window.location.assign('/login');
            },
          });
        },
      }}
    >
      <HeaderTool
        tip={false}
        label={t('shell.environment.title')}
        data-testid="shell-environment"
        icon={<CloudServerOutlined />}
      >
        <span className={styles.envTag}>{appEnvTag}</span>
      </HeaderTool>
    </Dropdown>
  );
}
