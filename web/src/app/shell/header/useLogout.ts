import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flushPreferences } from '../../../platform/preferences.ts';
import { signOut } from '../../../platform/session.ts';

/** Logout with the confirmation of spec §8; cancelling says so. Pending preferences are saved first. */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  return () =>
    modal.confirm({
      title: t('shell.logout.title'),
      content: t('shell.logout.confirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await flushPreferences();
        await signOut();
        navigate('/login', { replace: true });
      },
      onCancel: () => void message.info(t('shell.logout.cancelled')),
    });
}
