import type { ServerMenu } from '@srm/contract';
import { Button, Space, Tag, Tree, type TreeDataNode } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenMenus, menuTitle, useMenuTree } from '../menu/menuApi.ts';
import { AdminToolbar } from '../user/shared/AdminToolbar.tsx';
import { GrantPane, useGrants } from './GrantPane.tsx';
import { grantedLeaves, withGroups } from './menuGrants.ts';
import { roleApi } from './roleApi.ts';

type Props = { roleId: number; granted: number[]; onSaved: () => void };

function toTreeData(nodes: ServerMenu[], lang: string, filter: string, disabled: string): TreeDataNode[] {
  const keep = (n: ServerMenu): boolean =>
    !filter ||
    `${n.Menu_Name} ${n.MENU_EN} ${n.Link_Url ?? ''}`.toLowerCase().includes(filter) ||
    n.children.some(keep);
  return nodes.filter(keep).map((n) => ({
    key: n.ID,
    title: (
      <span className="role-menu-node">
        <span>{menuTitle(n, lang)}</span>
        {n.Link_Url && <span className="role-menu-url">{n.Link_Url}</span>}
        {n.ENABLED !== 'Y' && <Tag>{disabled}</Tag>}
      </span>
    ),
    children: toTreeData(n.children, lang, filter, disabled),
  }));
}

/**
 * The menus a role grants, as a checkable tree over the whole menu tree (Menu/LoadData2Tree). Only leaves carry
 * their own check state, so a group shows half-checked when some of its pages are granted; saving sends the
 * checked entries and their groups (Role/SaveMenus).
 */
export function RoleMenusTab({ roleId, granted, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const tree = useMenuTree();
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [filter, setFilter] = useState('');

  const all = useMemo(() => flattenMenus(tree.data ?? []), [tree.data]);
  const leaves = useMemo(() => all.filter((n) => n.children.length === 0), [all]);
  const groups = useMemo(() => all.filter((n) => n.children.length > 0), [all]);

  // The role's grants as the tree's state: leaves checked, groups derived by the tree.
  const initial = useMemo<Key[]>(() => grantedLeaves(granted, all), [granted, all]);
  const grants = useGrants(
    initial,
    (checked) => roleApi.saveMenus(roleId, withGroups(checked.map(Number), all)),
    onSaved,
  );
  const { checked, setChecked } = grants;

  const data = useMemo(
    () => toTreeData(tree.data ?? [], i18n.language, filter.trim().toLowerCase(), t('role.menus.disabled')),
    [tree.data, i18n.language, filter, t],
  );

  return (
    <GrantPane
      grants={grants}
      loading={tree.isLoading}
      empty={data.length === 0}
      emptyText={t('role.menus.empty')}
      count={t('role.menus.count', { count: checked.length })}
      toolbar={
        <AdminToolbar small label={t('role.menus.filter')} onFilter={setFilter}>
          <Space size={4} wrap>
            <Button size="small" onClick={() => setChecked(leaves.map((n) => n.ID))}>
              {t('role.menus.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked([])}>
              {t('role.menus.checkNone')}
            </Button>
            <Button size="small" onClick={() => setExpanded(groups.map((n) => n.ID))}>
              {t('role.menus.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('role.menus.collapseAll')}
            </Button>
          </Space>
        </AdminToolbar>
      }
    >
      <Tree
        checkable
        blockNode
        selectable={false}
        treeData={data}
        checkedKeys={checked}
        expandedKeys={filter ? groups.map((n) => n.ID) : (expanded ?? groups.map((n) => n.ID))}
        onExpand={(keys) => setExpanded(keys)}
        onCheck={(keys) => {
          // Only leaves are kept as "checked": the tree derives its groups.
          const list = Array.isArray(keys) ? keys : keys.checked;
          const leafIds = new Set(leaves.map((n) => n.ID as Key));
          setChecked(list.filter((k) => leafIds.has(k)));
        }}
        data-testid="role-menu-tree"
      />
    </GrantPane>
  );
}
