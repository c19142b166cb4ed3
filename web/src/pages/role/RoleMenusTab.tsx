import type { ServerMenu } from '@srm/contract';
import { Button, Empty, Space, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { flattenMenus, menuTitle, useMenuTree } from '../menu/menuApi.ts';
import { useAdminFeedback } from '../user/shared/feedback.ts';
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
  const feedback = useAdminFeedback();
  const tree = useMenuTree();
  const [checked, setChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);

  const all = useMemo(() => flattenMenus(tree.data ?? []), [tree.data]);
  const leaves = useMemo(() => all.filter((n) => n.children.length === 0), [all]);
  const groups = useMemo(() => all.filter((n) => n.children.length > 0), [all]);

  // The role's grants as the tree's state: leaves checked, groups derived by the tree.
  const initial = useMemo<Key[]>(() => grantedLeaves(granted, all), [granted, all]);
  useEffect(() => {
    setChecked(initial);
  }, [initial]);

  const dirty = useMemo(() => {
    const a = new Set(checked);
    return a.size !== initial.length || initial.some((k) => !a.has(k));
  }, [checked, initial]);

  const data = useMemo(
    () => toTreeData(tree.data ?? [], i18n.language, filter.trim().toLowerCase(), t('role.menus.disabled')),
    [tree.data, i18n.language, filter, t],
  );

  const save = async () => {
    setSaving(true);
    try {
      await roleApi.saveMenus(roleId, withGroups(checked.map(Number), all));
      feedback.saved();
      onSaved();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="admin-pane">
      <div className="admin-toolbar">
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
        <SearchInput
          allowClear
          size="small"
          placeholder={t('role.menus.filter')}
          aria-label={t('role.menus.filter')}
          style={{ width: 200, marginLeft: 'auto' }}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <div className="role-tree-box">
        <Spin spinning={tree.isLoading || saving} description={saving ? t('common.submitting') : undefined}>
          {data.length === 0 && !tree.isLoading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.menus.empty')} />
          ) : (
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
          )}
        </Spin>
      </div>
      <div className="admin-footer">
        <span className="admin-hint">
          {dirty ? t('role.unsaved') : t('role.menus.count', { count: checked.length })}
        </span>
        <SaveButton type="primary" loading={saving} disabled={!dirty} onClick={() => void save()} />
      </div>
    </div>
  );
}
