import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ButtonEntry } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { AdminToolbar } from '../user/shared/AdminToolbar.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { ButtonDialog } from './ButtonDialog.tsx';
import { menuApi, menuQueryKeys, useMenuButtons } from './menuApi.ts';
import { RefreshButton } from './RefreshButton.tsx';

/**
 * Sub-menus of module SCM: the button permission entries (spec §3) a role can hold, e.g. SeniorSearch; a button
 * shows only if its Menu_Code is held and ENABLED is Y (spec §5).
 */
export function MenuButtonsTab() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const client = useQueryClient();
  const buttons = useMenuButtons();
  const [dialog, setDialog] = useState<{ entry: ButtonEntry | null } | null>(null);
  const [filter, setFilter] = useState('');
  const all = buttons.data ?? [];
  const needle = filter.trim().toLowerCase();
  const rows = needle
    ? all.filter((b) => `${b.Menu_Code} ${b.Menu_Name} ${b.MENU_EN}`.toLowerCase().includes(needle))
    : all;
  const reload = () => client.invalidateQueries({ queryKey: menuQueryKeys.buttons });

  const remove = (row: ButtonEntry) =>
    feedback.confirm({
      content: `${row.Menu_Name} (${row.Menu_Code})`,
      action: async () => {
        await menuApi.removeButton(row.ID);
        feedback.deleted();
        await reload();
      },
    });

  const columns: TableColumnsType<ButtonEntry> = [
    {
      title: field('Menu_Code'),
      dataIndex: 'Menu_Code',
      width: 260,
      ellipsis: true,
      render: (v: string) => <span className="admin-mono">{v}</span>,
    },
    { title: field('Menu_Name'), dataIndex: 'Menu_Name', width: 200, ellipsis: true },
    { title: field('MENU_EN'), dataIndex: 'MENU_EN', ellipsis: true, onCell: () => ({ lang: 'en' }) },
    {
      title: field('ENABLED'),
      dataIndex: 'ENABLED',
      width: 80,
      align: 'center',
      render: (v: string) =>
        v === 'Y' ? <Tag color="green">{t('menu.state.Y')}</Tag> : <Tag>{t('menu.state.N')}</Tag>,
    },
    { title: field('ORD_IDX'), dataIndex: 'ORD_IDX', width: 70, align: 'right' },
    {
      title: t('menu.operation'),
      key: 'operation',
      width: 90,
      align: 'center',
      render: (_, row) => (
        <span className="menu-actions">
          <Tooltip title={t('menu.actions.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`${t('menu.actions.edit')} ${row.Menu_Code}`}
              onClick={() => setDialog({ entry: row })}
            />
          </Tooltip>
          <Tooltip title={t('menu.actions.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('menu.actions.delete')} ${row.Menu_Code}`}
              onClick={() => remove(row)}
            />
          </Tooltip>
        </span>
      ),
    },
  ];

  return (
    <div className="admin-pane">
      <AdminToolbar label={t('menu.buttons.filter')} onFilter={setFilter}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ entry: null })}>
          {t('menu.buttons.add')}
        </Button>
        <RefreshButton fetching={buttons.isFetching} onRefresh={reload} />
      </AdminToolbar>
      <Table<ButtonEntry>
        size="small"
        bordered
        rowKey="ID"
        columns={columns}
        dataSource={rows}
        loading={buttons.isFetching}
        pagination={false}
        scroll={{ y: 'calc(100vh - 300px)' }}
        onRow={(row) => ({ onDoubleClick: () => setDialog({ entry: row }) })}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.buttons.empty')} />,
        }}
        data-testid="menu-buttons"
      />
      <ButtonDialog
        open={dialog !== null}
        entry={dialog?.entry ?? null}
        nextOrder={all.reduce((max, b) => Math.max(max, b.ORD_IDX), 0) + 1}
        onClose={() => setDialog(null)}
        onSaved={() => void reload()}
      />
    </div>
  );
}
