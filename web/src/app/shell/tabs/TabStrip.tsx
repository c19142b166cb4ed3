import { CloseOutlined, DownOutlined, HomeFilled } from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import {
  type CSSProperties,
  Fragment,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setPreferences, usePreferences } from '../../../platform/preferences.ts';
import { findRoute } from '../../routes.ts';
import styles from '../Shell.module.css';
import {
  applyTabCommand,
  closeTab,
  commandsFor,
  homePath,
  moveTab,
  type TabChange,
  type TabCommand,
  tabCommands,
  tabKey,
} from './tab-model.ts';
import { useRouterLocation } from './track-tabs.ts';

/** Re-enters a page through the `refresh` route, so it mounts afresh. */
export const refreshPath = (fullPath: string) => `/refresh?redirect=${encodeURIComponent(fullPath)}`;

function useTabActions() {
  const navigate = useNavigate();
  const location = useRouterLocation();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { tabs } = usePreferences();
  const activeKey = tabKey(location.pathname);

  const apply = (change: TabChange) => {
    setPreferences({ tabs: change.tabs });
    if (change.refresh) navigate(refreshPath(change.refresh), { replace: true });
    else if (change.navigate) navigate(change.navigate);
  };
  return {
    tabs,
    activeKey,
    close: (key: string) => apply(closeTab(tabs, key, activeKey)),
    run: (command: string, key: string) => {
      const change = applyTabCommand(tabs, command, key, activeKey);
      if (!change) void message.error(t('shell.tabs.invalidOperation'));
      else apply(change);
    },
  };
}

function commandItems(
  t: (key: string) => string,
  commands: { command: TabCommand; disabled: boolean }[],
): MenuProps['items'] {
  return commands.map(({ command, disabled }) => ({
    key: command,
    label: t(`shell.tabs.${command}`),
    disabled,
  }));
}

type TabProps = {
  fullPath: string;
  active: boolean;
  onSelect: () => void;
  onClose?: () => void;
  menu: MenuProps['items'];
  onCommand: (command: string) => void;
  drag: TabDrag;
};

/** What dragging adds to a tab (tab-dnd.tsx); a tab that cannot be dragged gets `noDrag`. */
export type TabDrag = {
  setNodeRef: (node: HTMLElement | null) => void;
  props: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  dragging: boolean;
};
const noDrag: TabDrag = { setNodeRef: () => {}, props: {}, style: {}, dragging: false };

type Dnd = typeof import('./tab-dnd.tsx');
let dndModule: Promise<Dnd> | null = null;

/** The drag module, fetched once `wanted` (two tabs to reorder); null until it is there. */
function useDnd(wanted: boolean): Dnd | null {
  const [dnd, setDnd] = useState<Dnd | null>(null);
  useEffect(() => {
    if (!wanted || dnd) return;
    let live = true;
    dndModule ??= import('./tab-dnd.tsx');
    dndModule.then(
      (m) => live && setDnd(m),
      () => {
        dndModule = null;
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, dnd]);
  return dnd;
}

function TabTitle({ fullPath }: { fullPath: string }) {
  const { t } = useTranslation();
  const route = findRoute(tabKey(fullPath));
  const title = route ? t(`routes.${route.name}`) : tabKey(fullPath);
  // A title longer than the tab's 180 px ends in an ellipsis: the whole shows on hover.
  return <span title={title}>{title}</span>;
}

function Tab({ fullPath, active, onSelect, onClose, menu, onCommand, drag }: TabProps) {
  const { t } = useTranslation();
  const key = tabKey(fullPath);
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const close = (e: MouseEvent) => {
    e.stopPropagation();
    onClose?.();
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items: menu, onClick: ({ key: c }) => onCommand(c) }}>
      <div
        ref={(node) => {
          ref.current = node;
          drag.setNodeRef(node);
        }}
        {...drag.props}
        role="tab"
        tabIndex={0}
        aria-selected={active}
        // A tab's content is presentational (ARIA): its close cross is for the pointer; the keyboard closes the
        // focused tab with Delete (announced here) or through the context menu.
        aria-keyshortcuts={onClose ? 'Delete' : undefined}
        data-testid="shell-tab"
        data-path={key}
        title={fullPath}
        className={[styles.tab, active ? styles.tabActive : '', drag.dragging ? styles.tabDragging : ''].join(
          ' ',
        )}
        style={drag.style}
        onClick={onSelect}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSelect();
          else if (e.key === 'Delete' && onClose) onClose();
        }}
        onAuxClick={(e) => {
          // Middle click closes, as in browsers.
          if (e.button === 1 && onClose) close(e);
        }}
      >
        {key === homePath && <HomeFilled className={styles.tabHome} />}
        <span className={styles.tabTitle}>
          <TabTitle fullPath={fullPath} />
        </span>
        {onClose && (
          // Delete on the focused tab is the keyboard's way to close it; the cross is for the pointer.
          <span
            aria-hidden="true"
            title={t('shell.tabs.close')}
            data-testid="shell-tab-close"
            className={styles.tabClose}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={close}
          >
            <CloseOutlined />
          </span>
        )}
      </div>
    </Dropdown>
  );
}

/**
 * The tab strip of spec §2.2 (41 px): home first and not closable, right-click actions, the same actions in
 * a dropdown, drag to reorder. The list itself is a per-user preference (saved on the server).
 */
export function TabStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabs, activeKey, close, run } = useTabActions();
  const dnd = useDnd(tabs.length >= 2);
  const dropdownCommands =
    activeKey === homePath
      ? tabCommands.map((command) => ({
          command,
          disabled: command === 'closeLeft' || (command !== 'refresh' && tabs.length === 0),
        }))
      : commandsFor(tabs, activeKey);

  return (
    <div className={styles.tabStrip} data-testid="shell-tabs">
      <Draggable
        dnd={dnd}
        ids={tabs.map(tabKey)}
        onMove={(from, to) => setPreferences({ tabs: moveTab(tabs, from, to) })}
        list={(tabItems) => (
          <div className={styles.tabScroll} role="tablist" aria-label={t('shell.tabs.label')}>
            <Tab
              fullPath={homePath}
              active={activeKey === homePath}
              onSelect={() => navigate(homePath)}
              menu={commandItems(t, commandsFor(tabs, homePath))}
              onCommand={(c) => run(c, homePath)}
              drag={noDrag}
            />
            {tabItems}
          </div>
        )}
        tab={(key, drag) => {
          const fullPath = tabs.find((p) => tabKey(p) === key)!;
          return (
            <Tab
              fullPath={fullPath}
              active={key === activeKey}
              onSelect={() => key !== activeKey && navigate(fullPath)}
              onClose={() => close(key)}
              menu={commandItems(t, commandsFor(tabs, key))}
              onCommand={(c) => run(c, key)}
              drag={drag}
            />
          );
        }}
      />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items: commandItems(t, dropdownCommands), onClick: ({ key }) => run(key, activeKey) }}
      >
        <button
          type="button"
          className={styles.tabMore}
          aria-label={t('shell.tabs.actions')}
          data-testid="shell-tab-actions"
        >
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}

/**
 * The tab list with its closable tabs, draggable once the drag module is there (the same tabs without it until
 * then). The drag context (with its live region and instructions) wraps the list: a tablist holds only tabs.
 */
function Draggable({
  dnd,
  ids,
  onMove,
  list,
  tab,
}: {
  dnd: Dnd | null;
  ids: string[];
  onMove: (from: string, to: string) => void;
  list: (tabs: ReactNode) => ReactNode;
  tab: (key: string, drag: TabDrag) => ReactNode;
}) {
  if (!dnd) return list(ids.map((key) => <Fragment key={key}>{tab(key, noDrag)}</Fragment>));
  const { SortableTabs, SortableTab } = dnd;
  return (
    <SortableTabs ids={ids} onMove={onMove}>
      {list(ids.map((key) => <SortableTab key={key} id={key} render={(drag) => tab(key, drag)} />))}
    </SortableTabs>
  );
}
