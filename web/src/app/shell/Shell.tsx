import { MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { appVersion } from '@srm/contract';
import { App as AntApp, Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { onRequestError } from '../../platform/api.ts';
import { errorLog } from '../../platform/error-log.ts';
import { i18n } from '../../platform/i18n.ts';
import { loadServerPreferences, setPreferences, usePreferences } from '../../platform/preferences.ts';
import { useSession } from '../../platform/session.ts';
import { cssVariablesOf, resolveTheme } from '../theme/themes.ts';
import { Breadcrumbs } from './header/Breadcrumbs.tsx';
import { ColorTool } from './header/ColorTool.tsx';
import { EnvironmentSelect } from './header/EnvironmentSelect.tsx';
import { ExportList } from './header/ExportList.tsx';
import { FullscreenToggle } from './header/FullscreenToggle.tsx';
import { HeaderLanguageSwitch } from './header/HeaderLanguageSwitch.tsx';
import { HeaderTool } from './header/HeaderTool.tsx';
import { LogIndicator } from './header/LogIndicator.tsx';
import { OrganizationSwitch } from './header/OrganizationSwitch.tsx';
import { SizeMenu } from './header/SizeMenu.tsx';
import { TableToolsToggle } from './header/TableToolsToggle.tsx';
import { ThemeTool } from './header/ThemeTool.tsx';
import { LogoutButton, UserMenu } from './header/UserMenu.tsx';
import { SideMenu } from './menu/SideMenu.tsx';
import { installOverflowTitles } from './overflow-titles.ts';
import { PhoneHeader } from './phone/PhoneHeader.tsx';
import { usePhone } from './phone/usePhone.ts';
import styles from './Shell.module.css';
import { setSearchOpen, useSearchOpen } from './search-store.ts';
import { TabStrip } from './tabs/TabStrip.tsx';

const SearchPanel = lazy(() => import('./header/SearchPanel.tsx'));

/** Typing in a field, or a dialog open: the single-key hotkeys stay out of the way. */
function hotkeysBlocked(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (el?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return Boolean(document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));
}

/** Request errors toast for 5 s and are logged as '数据请求异常' (spec §7, §8). */
const errorToastSeconds = 5;

function RequestErrors() {
  const { message } = AntApp.useApp();
  useEffect(
    () =>
      onRequestError((error) => {
        void message.error({ content: error.message, duration: errorToastSeconds });
        errorLog.add({ kind: 'request', message: i18n.t('http.requestError'), detail: error.message });
      }),
    [message],
  );
  return null;
}

export function PageLoading() {
  return (
    <div className={styles.pageLoading}>
      <Spin />
    </div>
  );
}

/**
 * The logged-in frame of spec §2.2: header (50 px) with breadcrumb and tools, the side menu and its
 * second-level panel, the tab strip (41 px) and the page. Every page of the route table renders inside.
 */
export function Shell() {
  return (
    <AntApp>
      <RequestErrors />
      <ShellLayout />
    </AntApp>
  );
}

function ShellLayout() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const { userInfo, permissions } = useSession();
  const location = useLocation();
  const searchOpen = useSearchOpen();
  const theme = resolveTheme(prefs.theme);
  // Below 768 px the phone layout (issue #45 item 1): a header that fits, the menu in a drawer, no tab strip.
  const phone = usePhone();

  // The user's preferences (theme, tabs…) from the server, once per sign-in.
  useEffect(() => {
    if (userInfo) void loadServerPreferences();
  }, [userInfo]);

  // Cut text shows its whole on hover (issue 15 item 3).
  useEffect(() => installOverflowTitles(), []);

  // Hotkeys of spec §2.2: `s` opens the search panel, `esc` closes it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSearchOpen(false);
      else if (
        e.key.toLowerCase() === 's' &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        !hotkeysBlocked(e.target)
      ) {
        e.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      className={styles.layout}
      style={cssVariablesOf(theme, prefs.color)}
      data-theme={theme.name}
      data-size={prefs.size}
    >
      {phone ? (
        <PhoneHeader />
      ) : (
        <header className={styles.header} data-testid="shell-header">
          <div className={`${styles.logo} ${prefs.menuCollapsed ? styles.logoCollapsed : ''}`}>
            <img src="/favicon.svg" alt="" width={30} height={30} />
            <span className={styles.logoText} data-testid="shell-app-name" title={t('common.appName')}>
              {t('common.appName')}
            </span>
          </div>
          <HeaderTool
            label={t(prefs.menuCollapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
            data-testid="shell-collapse"
            icon={prefs.menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setPreferences({ menuCollapsed: !prefs.menuCollapsed })}
          />
          <Breadcrumbs />
          <div className={styles.tools} data-testid="shell-tools">
            <HeaderTool
              label={t('shell.search.open_hotkey')}
              data-testid="shell-search"
              icon={<SearchOutlined />}
              onClick={() => setSearchOpen(true)}
            />
            <ExportList />
            <EnvironmentSelect />
            <TableToolsToggle />
            <FullscreenToggle />
            <ThemeTool />
            <SizeMenu />
            <ColorTool />
            <HeaderLanguageSwitch />
            <LogIndicator />
            <span className={styles.toolDivider} />
            <OrganizationSwitch />
            <UserMenu />
            <LogoutButton />
          </div>
        </header>
      )}
      <div className={styles.body}>
        {!phone && <SideMenu />}
        <main className={styles.main}>
          {!phone && <TabStrip />}
          <div className={styles.content} data-testid="shell-content">
            {permissions ? (
              <Suspense fallback={<PageLoading />}>
                <div key={location.pathname} className={styles.page} data-testid="shell-page">
                  <Outlet />
                </div>
              </Suspense>
            ) : (
              <PageLoading />
            )}
            <footer className={styles.footer}>
              {t('common.appName')} · {t('common.version', { version: appVersion })}
            </footer>
          </div>
        </main>
      </div>
      <Suspense fallback={null}>
        {searchOpen && <SearchPanel onClose={() => setSearchOpen(false)} />}
      </Suspense>
    </div>
  );
}

export default Shell;
