import { CloudServerOutlined } from '@ant-design/icons';
import { appEnvTag } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessHost,
  loadEnvironments,
  otherOrigin,
  setBusinessHost,
} from '../../../platform/environment.ts';
import { currentLanguage } from '../../../platform/i18n.ts';
import { flushPreferences } from '../../../platform/preferences.ts';
import { clearSession } from '../../../platform/session.ts';
import styles from './EnvironmentSelect.module.css';
import { HeaderMenu } from './HeaderMenu.tsx';
import { HeaderTool } from './HeaderTool.tsx';

/**
 * Environment/server selector (spec §2.2): the environments of this host (the server's and the ones kept on the
 * login page's setting part). Another environment means another session: switching signs out to the login page,
 * or opens the other server's own portal when its API is on another origin.
 */
export function EnvironmentSelect() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const host = businessHost();
  const { data: list = [] } = useQuery({
    queryKey: ['environments', currentLanguage()],
    queryFn: ({ signal }) => loadEnvironments(signal),
    staleTime: 60_000,
  });
  const chosen = list.find((e) => e.Host.toLowerCase() === host.toLowerCase());
  const name = chosen?.Name ?? appEnvTag;
  return (
    <HeaderMenu
      selected={chosen ? [chosen.Host] : []}
      items={[
        { key: 'title', type: 'group', label: t('shell.environment.title') },
        ...list.map((e) => ({
          key: e.Host,
          label: t('shell.environment.option', { name: e.Name, host: e.Host }),
        })),
      ]}
      onPick={(key) => {
        const target = list.find((e) => e.Host === key);
        if (!target || target === chosen) return;
        modal.confirm({
          title: t('shell.environment.title'),
          content: t('shell.environment.confirm', { name: target.Name }),
          onOk: async () => {
            await flushPreferences();
            setBusinessHost(target.Host);
            clearSession();
            const origin = otherOrigin(target.ApiBase);
            window.location.assign(`${origin ?? ''}/login`);
          },
        });
      }}
    >
      <HeaderTool
        tip={false}
        label={t('shell.environment.title')}
        data-testid="shell-environment"
        icon={<CloudServerOutlined />}
      >
        <span className={styles.tag} title={name} data-testid="shell-environment-name">
          {name}
        </span>
      </HeaderTool>
    </HeaderMenu>
  );
}
