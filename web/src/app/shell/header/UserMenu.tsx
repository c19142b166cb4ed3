import {
  DownOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session.ts';
import { lazy as pageLazy } from '../../pages.ts';
import styles from '../Shell.module.css';
import { HeaderTool } from './HeaderTool.tsx';
import { useLogout } from './useLogout.ts';

const AboutDialog = lazy(() => import('./AboutDialog.tsx'));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog.tsx'));
/** The user's own mail notifications (modules/mail): a dialog of the mail pages, loaded when opened. */
const MailPreferencesDialog = pageLazy(() => import('../../../pages/mail/MailPreferencesDialog.tsx'));

/** The user's name with about, change password, mail notifications and logout (spec §2.2, PRODUCT §8). */
export function UserMenu() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const logout = useLogout();
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const name = userInfo?.NICK_NAME ?? '';
  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'about', icon: <InfoCircleOutlined />, label: t('shell.user.about') },
            { key: 'password', icon: <KeyOutlined />, label: t('shell.user.changePassword') },
            { key: 'mail', icon: <MailOutlined />, label: t('shell.user.mailPrefs') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout.action'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') logout();
            else setDialog(key as UserDialog);
          },
        }}
      >
        <HeaderTool tip={false} label={t('shell.user.menu')} className={styles.toolKeep}>
          <Avatar size={26} className={styles.avatar}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className={styles.toolText} data-testid="current-user" title={name}>
            {name}
          </span>
          <DownOutlined className={styles.toolCaret} />
        </HeaderTool>
      </Dropdown>
      <UserDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

/** What the user menu opens about the user's own account (the phone's menu drawer opens the same). */
export type UserDialog = 'about' | 'password' | 'mail';

export function UserDialogs({ dialog, onClose }: { dialog: UserDialog | null; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      {dialog === 'about' && <AboutDialog onClose={onClose} />}
      {dialog === 'password' && <ChangePasswordDialog onClose={onClose} />}
      {dialog === 'mail' && <MailPreferencesDialog onClose={onClose} />}
    </Suspense>
  );
}

/** The logout icon of the header (a phone shows no tooltip: a tap would leave it standing). */
export function LogoutButton({ tip = true }: { tip?: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <HeaderTool
      label={t('shell.logout.action')}
      data-testid="shell-logout"
      icon={<LogoutOutlined />}
      onClick={logout}
      tip={tip}
    />
  );
}
