import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { RoleUserRow } from '@srm/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { AdminToolbar } from '../user/shared/AdminToolbar.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { AddBuyersDialog } from './AddBuyersDialog.tsx';
import { roleApi, roleQueryKeys } from './roleApi.ts';

const pageSize = 10;

/** The buyers holding a role, with the add-buyer dialog and removal. */
export function RoleUsersTab(props: { roleId: number; roleName: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [key, setKey] = useState('');
  const [adding, setAdding] = useState(false);
  const users = useQuery({
    queryKey: [...roleQueryKeys.users(props.roleId), page, key],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      roleApi.users({ roleId: props.roleId, inRole: true, page, size: pageSize, key }, signal),
  });
  const changed = async () => {
    await client.invalidateQueries({ queryKey: roleQueryKeys.users(props.roleId) });
    props.onChanged();
  };

  const remove = (row: RoleUserRow) =>
    feedback.confirm({
      title: t('role.users.confirmRemove', { name: row.USER_NAME, role: props.roleName }),
      content: t('role.users.removeHint'),
      okText: t('role.users.remove'),
      action: async () => {
        await roleApi.removeUser(props.roleId, row.ID);
        feedback.done(t('role.users.removed', { name: row.USER_NAME }));
        await changed();
      },
    });

  const columns: TableColumnsType<RoleUserRow> = [
    { title: field('USER_NAME'), dataIndex: 'USER_NAME', width: 140, ellipsis: true },
    { title: field('NICK_NAME'), dataIndex: 'NICK_NAME', width: 140, ellipsis: true },
    { title: field('EMAIL'), dataIndex: 'EMAIL', ellipsis: true },
    {
      title: t('role.users.ENABLED'),
      dataIndex: 'ENABLED',
      width: 80,
      align: 'center',
      render: (v: boolean) =>
        v ? <Tag color="green">{t('user.state.enabled')}</Tag> : <Tag>{t('user.state.disabled')}</Tag>,
    },
    {
      title: t('role.operation'),
      key: 'operation',
      width: 90,
      align: 'center',
      render: (_, row) => (
        <LinkButton
          danger
          icon={<UserDeleteOutlined />}
          aria-label={`${t('role.users.remove')} ${row.USER_NAME}`}
          onClick={() => remove(row)}
        >
          {t('role.users.remove')}
        </LinkButton>
      ),
    },
  ];

  return (
    <div className="admin-pane">
      <AdminToolbar
        label={t('role.users.search')}
        onSearch={(v) => {
          setKey(v.trim());
          setPage(1);
        }}
      >
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
          {t('role.users.add')}
        </Button>
      </AdminToolbar>
      <Table<RoleUserRow>
        size="small"
        bordered
        rowKey="ID"
        columns={columns}
        dataSource={users.data?.rows ?? []}
        loading={users.isFetching}
        locale={{ emptyText: t('role.users.empty') }}
        data-testid="role-users"
        pagination={{
          current: page,
          pageSize,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('role.total', { total }),
          onChange: setPage,
        }}
      />
      <AddBuyersDialog
        roleId={props.roleId}
        roleName={props.roleName}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => void changed()}
      />
    </div>
  );
}
