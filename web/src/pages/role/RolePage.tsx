import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { type ListRenderers, ScreenList, useListSelection } from '../../platform/list-table/index.ts';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import '../user/shared/admin.css';
import { RoleDialog } from './RoleDialog.tsx';
import { RoleDrawer } from './RoleDrawer.tsx';
import { roleApi } from './roleApi.ts';

/**
 * Roles (spec §2.1 /System/Role) with the number of users holding each: add, edit (also by double-click),
 * delete; the role name opens what the role holds (buyers, menus, buttons).
 */
export function RolePage() {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const client = useQueryClient();
  const { table, selected, one, refresh: refreshList, listProps } = useListSelection<'Role'>();
  const [editing, setEditing] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const refresh = () => {
    refreshList();
    void client.invalidateQueries({ queryKey: ['admin', 'roleOptions'] });
  };

  const remove = () =>
    feedback.confirm({
      content: selected.map((r) => r.ROLE_NAME ?? '').join(', '),
      bulk: true,
      action: async () => {
        await roleApi.removeMany(selected.map((r) => r.ID));
        feedback.deleted();
        refresh();
      },
    });

  const renderers = useMemo<ListRenderers<'Role'>>(
    () => ({
      ROLE_NAME: (v, row) => (
        <LinkButton
          className="admin-cell-link"
          onClick={(e) => {
            e.stopPropagation();
            setOpen(row.ID);
          }}
        >
          {v ?? ''}
        </LinkButton>
      ),
      ROLE_TYPE: (v, _row, _index, text) => <Tag color={v === 'normal' ? 'default' : 'gold'}>{text}</Tag>,
      IS_DEFAULT: (v) => (v ? <Tag color="blue">{t('role.isDefault')}</Tag> : null),
    }),
    [t],
  );
  return (
    <>
      <ScreenList
        {...listProps}
        list="Role"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setEditing(row.ID)}
        renderers={renderers}
        toolbarExtra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(0)}>
              {t('role.actions.add')}
            </Button>
            <Button icon={<EditOutlined />} disabled={!one} onClick={() => one && setEditing(one.ID)}>
              {t('role.actions.edit')}
            </Button>
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={remove}>
              {t('role.actions.delete')}
            </Button>
            <Button
              icon={<SafetyCertificateOutlined />}
              disabled={!one}
              onClick={() => one && setOpen(one.ID)}
            >
              {t('role.actions.permissions')}
            </Button>
          </>
        }
      />
      <RoleDialog
        id={editing}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          const created = editing === 0;
          refresh();
          void client.invalidateQueries({ queryKey: ['admin', 'role', id] });
          // A new role has nothing yet: go straight on to what it grants.
          if (created) setOpen(id);
        }}
      />
      <RoleDrawer roleId={open} onClose={() => setOpen(null)} onChanged={() => table.current?.reload()} />
    </>
  );
}

export default RolePage;
