import {
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  SubnodeOutlined,
} from '@ant-design/icons';
import type { ServerMenu } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, type TableColumnsType, Tag, Tooltip } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { AdminToolbar } from '../user/shared/AdminToolbar.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { MenuDialog, type MenuEditing } from './MenuDialog.tsx';
import { flattenMenus, menuApi, menuQueryKeys, useMenuTree } from './menuApi.ts';
import { RefreshButton } from './RefreshButton.tsx';

/** A tree row: leaves carry no `children`, so the table shows no expander on them. */
type MenuRow = Omit<ServerMenu, 'children'> & { children?: MenuRow[] };

function toRows(nodes: ServerMenu[], filter: string): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const n of nodes) {
    const children = toRows(n.children, filter);
    const matches =
      !filter || `${n.Menu_Name} ${n.MENU_EN} ${n.Link_Url ?? ''}`.toLowerCase().includes(filter);
    if (!matches && children.length === 0) continue;
    rows.push({ ...n, children: children.length ? children : undefined });
  }
  return rows;
}

type RowActions = Record<'addChild' | 'edit' | 'remove', (row: MenuRow) => void>;

/** The tree's columns, the last with a row's actions. */
function useMenuColumns(actions: RowActions): TableColumnsType<MenuRow> {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return [
    {
      title: field('Menu_Name'),
      dataIndex: 'Menu_Name',
      width: 230,
      ellipsis: true,
      render: (v: string, row) => (
        <span data-testid={`menu-row-${row.Menu_Code}`}>
          {v}
          {row.Target === '_blank' && (
            <Tooltip title={t('menu.targets._blank')}>
              <ExportOutlined className="admin-muted" style={{ marginLeft: 6 }} />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: field('MENU_EN'),
      dataIndex: 'MENU_EN',
      width: 170,
      ellipsis: true,
      // English in either language: a screen reader reads it with an English voice.
      onCell: () => ({ lang: 'en' }),
    },
    {
      title: field('Link_Url'),
      dataIndex: 'Link_Url',
      ellipsis: true,
      render: (v: string | null) =>
        v ? <span className="admin-mono">{v}</span> : <span className="admin-muted">{t('menu.group')}</span>,
    },
    {
      title: field('Icon_Url'),
      dataIndex: 'Icon_Url',
      width: 100,
      ellipsis: true,
      // An icon's name is an English identifier.
      onCell: () => ({ lang: 'en' }),
    },
    {
      title: field('ENABLED'),
      dataIndex: 'ENABLED',
      width: 72,
      align: 'center',
      render: (v: string) =>
        v === 'Y' ? <Tag color="green">{t('menu.state.Y')}</Tag> : <Tag>{t('menu.state.N')}</Tag>,
    },
    { title: field('ORD_IDX'), dataIndex: 'ORD_IDX', width: 64, align: 'right' },
    {
      title: t('menu.operation'),
      key: 'operation',
      width: 112,
      align: 'center',
      render: (_, row) => <RowButtons row={row} actions={actions} />,
    },
  ];
}

/** Add a child, edit, delete: icon buttons named with the entry they act on. */
function RowButtons({ row, actions }: { row: MenuRow; actions: RowActions }) {
  const { t } = useTranslation();
  return (
    <span className="menu-actions">
      <Tooltip title={t('menu.actions.addChild')}>
        <Button
          type="text"
          size="small"
          icon={<SubnodeOutlined />}
          aria-label={`${t('menu.actions.addChild')} ${row.Menu_Name}`}
          onClick={() => actions.addChild(row)}
        />
      </Tooltip>
      <Tooltip title={t('menu.actions.edit')}>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`${t('menu.actions.edit')} ${row.Menu_Name}`}
          onClick={() => actions.edit(row)}
        />
      </Tooltip>
      <Tooltip title={t('menu.actions.delete')}>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('menu.actions.delete')} ${row.Menu_Name}`}
          onClick={() => actions.remove(row)}
        />
      </Tooltip>
    </span>
  );
}

/** The menu tree of module SCM as a tree table: add a top-level entry or a child, edit, delete. */
export function MenuTreeTab() {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const client = useQueryClient();
  const tree = useMenuTree();
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();

  const rows = useMemo(() => toRows(tree.data ?? [], needle), [tree.data, needle]);
  const groupIds = useMemo(
    () =>
      flattenMenus(tree.data ?? [])
        .filter((n) => n.children.length > 0)
        .map((n) => n.ID as Key),
    [tree.data],
  );
  const reload = () => client.invalidateQueries({ queryKey: menuQueryKeys.tree });

  const remove = (row: MenuRow) =>
    feedback.confirm({
      content: `${row.Menu_Name}${row.Link_Url ? ` (${row.Link_Url})` : ''}`,
      action: async () => {
        await menuApi.remove(row.ID);
        feedback.deleted();
        await reload();
      },
    });

  const entryOf = (row: MenuRow) => flattenMenus(tree.data ?? []).find((n) => n.ID === row.ID)!;

  const columns = useMenuColumns({
    addChild: (row) => setEditing({ parentId: row.ID }),
    edit: (row) => setEditing({ entry: entryOf(row) }),
    remove,
  });

  return (
    <div className="admin-pane">
      <AdminToolbar label={t('menu.filter')} onFilter={setFilter}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
          {t('menu.actions.addTop')}
        </Button>
        <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(groupIds)}>
          {t('menu.actions.expandAll')}
        </Button>
        <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
          {t('menu.actions.collapseAll')}
        </Button>
        <RefreshButton fetching={tree.isFetching} onRefresh={reload} />
      </AdminToolbar>
      <Table<MenuRow>
        className="menu-tree-table"
        size="small"
        bordered
        rowKey="ID"
        columns={columns}
        dataSource={rows}
        loading={tree.isFetching}
        pagination={false}
        scroll={{ x: 960, y: 'calc(100vh - 300px)' }}
        rowClassName={(row) => (row.ENABLED === 'Y' ? '' : 'ant-table-row-disabled')}
        expandable={{
          expandedRowKeys: needle ? groupIds : (expanded ?? groupIds),
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
          indentSize: 20,
        }}
        onRow={(row) => ({ onDoubleClick: () => setEditing({ entry: entryOf(row) }) })}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.empty')} /> }}
        data-testid="menu-tree"
      />
      <MenuDialog
        editing={editing}
        tree={tree.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
    </div>
  );
}
