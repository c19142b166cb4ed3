import { ExportOutlined, MenuFoldOutlined, RightOutlined } from '@ant-design/icons';
import type { ServerMenu } from '@srm/contract';
import { Empty, Menu, type MenuProps, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../../platform/i18n.ts';
import { setPreferences, usePreferences } from '../../../platform/preferences.ts';
import { useSession } from '../../../platform/session.ts';
import styles from '../Shell.module.css';
import { menuIcon } from './menu-icons.tsx';
import { containsPath, entryAction, findEntry, menuTitle } from './menu-model.ts';
import { useOpenEntry } from './useOpenEntry.ts';

type MenuItem = Required<MenuProps>['items'][number];

export function toItems(menus: ServerMenu[], en: boolean): MenuItem[] {
  return menus.map((m) => {
    const label = menuTitle(m, en);
    if (m.children.length > 0) return { key: `m${m.ID}`, label, children: toItems(m.children, en) };
    const newWindow = entryAction(m).kind === 'window';
    return {
      key: `m${m.ID}`,
      label: newWindow ? (
        <span className={styles.external}>
          {label} <ExportOutlined />
        </span>
      ) : (
        label
      ),
    };
  });
}

export function groupKeys(menus: ServerMenu[]): string[] {
  return menus.flatMap((m) => (m.children.length ? [`m${m.ID}`, ...groupKeys(m.children)] : []));
}

export function byId(menus: ServerMenu[], id: number): ServerMenu | undefined {
  for (const m of menus) {
    if (m.ID === id) return m;
    const found = byId(m.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The left bar of top-level entries (250 px, 65 px collapsed) and the second-level panel (210 px open, 0
 * closed) of spec §2.2, built from the server's menu tree.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { menuCollapsed, panelOpen } = usePreferences();
  const location = useLocation();
  const openEntry = useOpenEntry();
  const en = currentLanguage() === 'en';
  const menus = permissions?.listMenu ?? [];

  const activeTop = menus.find((m) => containsPath(m, location.pathname));
  const [chosenId, setChosenId] = useState<number | undefined>(activeTop?.ID ?? menus[0]?.ID);
  // Navigating (tabs, search, links) shows the panel of the page's own group.
  useEffect(() => {
    if (activeTop) setChosenId(activeTop.ID);
  }, [activeTop]);
  const chosen = menus.find((m) => m.ID === chosenId) ?? menus[0];

  const items = useMemo(() => (chosen ? toItems(chosen.children, en) : []), [chosen, en]);
  const activeEntry = findEntry(menus, location.pathname);

  // A top-level entry with an address opens it; any other is a group, even an empty one (empty state).
  const chooseTop = (m: ServerMenu) => {
    if (m.Link_Url) {
      openEntry(m);
      return;
    }
    if (m.ID === chosen?.ID && panelOpen) setPreferences({ panelOpen: false });
    else {
      setChosenId(m.ID);
      if (!panelOpen) setPreferences({ panelOpen: true });
    }
  };

  return (
    <>
      <nav
        className={`${styles.sidebar} ${menuCollapsed ? styles.sidebarCollapsed : ''}`}
        data-testid="shell-sidebar"
        aria-label={t('shell.menu.label')}
      >
        {!permissions ? (
          <div className={styles.rail} aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} className={styles.railPlaceholder} />
            ))}
          </div>
        ) : menus.length === 0 ? (
          <Empty
            className={styles.menuEmpty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={menuCollapsed ? null : t('shell.menu.empty')}
          />
        ) : (
          <div role="menu" aria-orientation="vertical" className={styles.rail}>
            {menus.map((m) => {
              const title = menuTitle(m, en);
              const isChosen = m.ID === chosen?.ID && panelOpen;
              const isActive = m.ID === activeTop?.ID;
              return (
                <Tooltip key={m.ID} title={menuCollapsed ? title : undefined} placement="right">
                  <button
                    type="button"
                    role="menuitem"
                    aria-label={title}
                    aria-expanded={m.Link_Url ? undefined : isChosen}
                    className={[
                      styles.railItem,
                      isActive ? styles.railActive : '',
                      isChosen ? styles.railChosen : '',
                    ].join(' ')}
                    onClick={() => chooseTop(m)}
                  >
                    <span className={styles.railIcon}>{menuIcon(m.Icon_Url)}</span>
                    <span className={styles.railLabel} title={menuCollapsed ? undefined : title}>
                      {title}
                    </span>
                    {!m.Link_Url && <RightOutlined className={styles.railArrow} />}
                  </button>
                </Tooltip>
              );
            })}
          </div>
        )}
      </nav>
      <aside
        className={`${styles.panel} ${panelOpen ? '' : styles.panelClosed}`}
        data-testid="shell-panel"
        aria-hidden={!panelOpen}
      >
        <div className={styles.panelInner}>
          <div className={styles.panelHeader}>
            <span className={styles.panelTitle} title={chosen ? menuTitle(chosen, en) : undefined}>
              {chosen ? menuTitle(chosen, en) : ''}
            </span>
            <button
              type="button"
              className={styles.panelClose}
              aria-label={t('shell.menu.closePanel')}
              title={t('shell.menu.closePanel')}
              onClick={() => setPreferences({ panelOpen: false })}
            >
              <MenuFoldOutlined />
            </button>
          </div>
          {items.length === 0 ? (
            <Empty
              className={styles.menuEmpty}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('shell.menu.empty')}
            />
          ) : (
            <Menu
              key={chosen?.ID}
              className={styles.panelMenu}
              mode="inline"
              items={items}
              defaultOpenKeys={chosen ? groupKeys(chosen.children) : []}
              selectedKeys={activeEntry ? [`m${activeEntry.ID}`] : []}
              onClick={({ key }) => {
                const entry = byId(menus, Number(key.slice(1)));
                if (entry) openEntry(entry);
              }}
            />
          )}
        </div>
      </aside>
    </>
  );
}
