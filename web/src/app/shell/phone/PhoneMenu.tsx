import {
  DownOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../platform/i18n.ts';
import { useSession } from '../../../platform/session.ts';
import { homeRoute } from '../../routes.ts';
import { useOrganizationMenu } from '../header/OrganizationSwitch.tsx';
import { type UserDialog, UserDialogs } from '../header/UserMenu.tsx';
import { useLogout } from '../header/useLogout.ts';
import { menuIcon } from '../menu/menu-icons.tsx';
import { containsPath, findEntry, menuTitle } from '../menu/menu-model.ts';
import { byId, toItems } from '../menu/SideMenu.tsx';
import { useOpenEntry } from '../menu/useOpenEntry.ts';
import styles from './Phone.module.css';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * The phone's menu (issue #45 item 1): the side menu's whole tree in a drawer from the left, home first, the page
 * shown marked and its group open; below it who is signed in and what the desktop's user menu offers, sign-out last.
 * Choosing a page closes the drawer.
 */
export function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { userInfo, permissions } = useSession();
  const organizations = useOrganizationMenu();
  const org = organizations.current?.OrganizeName ?? '';
  const { pathname } = useLocation();
  const openEntry = useOpenEntry();
  const navigate = useNavigate();
  const logout = useLogout();
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const en = currentLanguage() === 'en';
  const menus = permissions?.listMenu ?? [];
  const activeTop = menus.find((m) => containsPath(m, pathname));
  const activeEntry = findEntry(menus, pathname);
  const onHome = pathname.toLowerCase() === homeRoute.path.toLowerCase();

  const items: MenuItem[] = [
    { key: 'home', icon: <HomeOutlined />, label: t('routes.index') },
    ...menus.map((m): MenuItem => {
      const label = menuTitle(m, en);
      if (m.children.length === 0) return { key: `m${m.ID}`, icon: menuIcon(m.Icon_Url), label };
      return { key: `m${m.ID}`, icon: menuIcon(m.Icon_Url), label, children: toItems(m.children, en) };
    }),
  ];
  // The page's group opens; on home (or a page outside the menus) the first group, where most people start.
  const openGroup = activeTop ?? menus.find((m) => m.children.length > 0);
  const name = userInfo?.NICK_NAME ?? '';
  const account = (key: UserDialog) => {
    onClose();
    setDialog(key);
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        size="min(320px, 86vw)"
        // srm-phone-menu: the phone's rules for every other drawer (global.css) leave this one as it is.
        rootClassName={`${styles.drawer} srm-phone-menu`}
        title={
          <div className={styles.who}>
            <Avatar size={32} className={styles.avatar}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div className={styles.whoText}>
              <span className={styles.whoName} data-testid="current-user">
                {name}
              </span>
              {organizations.orgs.length > 1 ? (
                // A user of several organisations switches here, as with the desktop header's switch.
                <Dropdown trigger={['click']} menu={organizations.menu}>
                  <button
                    type="button"
                    className={`${styles.whoOrg} ${styles.orgSwitch}`}
                    aria-label={`${t('shell.organization.title')} ${org}`}
                    data-testid="shell-organization"
                  >
                    <span>{org}</span> <DownOutlined aria-hidden />
                  </button>
                </Dropdown>
              ) : (
                <span className={styles.whoOrg}>{org}</span>
              )}
            </div>
          </div>
        }
        footer={
          <div className={styles.account}>
            <Button type="text" block icon={<KeyOutlined />} onClick={() => account('password')}>
              {t('shell.user.changePassword')}
            </Button>
            <Button type="text" block icon={<MailOutlined />} onClick={() => account('mail')}>
              {t('shell.user.mailPrefs')}
            </Button>
            <Button type="text" block icon={<InfoCircleOutlined />} onClick={() => account('about')}>
              {t('shell.user.about')}
            </Button>
            <Button
              type="text"
              block
              danger
              icon={<LogoutOutlined />}
              onClick={() => {
                onClose();
                logout();
              }}
              data-testid="shell-phone-logout"
            >
              {t('shell.logout.action')}
            </Button>
          </div>
        }
        data-testid="shell-phone-drawer"
      >
        <nav aria-label={t('shell.menu.label')}>
          <Menu
            key={`${openGroup?.ID}-${en}`}
            mode="inline"
            className={styles.menu}
            items={items}
            defaultOpenKeys={openGroup ? [`m${openGroup.ID}`] : []}
            selectedKeys={onHome ? ['home'] : activeEntry ? [`m${activeEntry.ID}`] : []}
            onClick={({ key }) => {
              onClose();
              if (key === 'home') {
                navigate(homeRoute.path);
                return;
              }
              const entry = byId(menus, Number(key.slice(1)));
              if (entry) openEntry(entry);
            }}
            data-testid="shell-phone-menu"
          />
        </nav>
      </Drawer>
      <UserDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
