import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRoute } from '../../routes.ts';
import { HeaderLanguageSwitch } from '../header/HeaderLanguageSwitch.tsx';
import { HeaderTool } from '../header/HeaderTool.tsx';
import { LogoutButton } from '../header/UserMenu.tsx';
import shell from '../Shell.module.css';
import { setSearchOpen } from '../search-store.ts';
import styles from './Phone.module.css';
import { PhoneMenu } from './PhoneMenu.tsx';

/**
 * The header on a phone (issue #45 item 1): the menu button, the page's title, and only what a thumb needs there —
 * search, the language and sign-out. The desktop's other tools (themes, sizes, full screen, table tools…) are for a
 * desk; the user's own account is in the menu drawer.
 */
export function PhoneHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const route = findRoute(pathname);
  const title = route ? t(`routes.${route.name}`) : t('common.appName');
  // A page opened by any way (a link in the page, the search) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes when the page changes
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className={`${shell.header} ${styles.header}`} data-testid="shell-header">
      <HeaderTool
        tip={false}
        label={t('shell.menu.open')}
        icon={<MenuOutlined />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="shell-phone-menu-button"
      />
      <span className={styles.title} data-testid="shell-phone-title" title={title}>
        {title}
      </span>
      <div className={styles.tools}>
        <HeaderTool
          tip={false}
          label={t('shell.search.title')}
          data-testid="shell-search"
          icon={<SearchOutlined />}
          onClick={() => setSearchOpen(true)}
        />
        <HeaderLanguageSwitch />
        <LogoutButton tip={false} />
      </div>
      <PhoneMenu open={open} onClose={() => setOpen(false)} />
    </header>
  );
}
