import type { RoleUserRow } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { roleApi } from './roleApi.ts';

const pageSize = 10;

/**
 * The add-buyer dialog (spec §2.1 /System/Role): buyers of the organisation who do not hold the role, searched by
 * user name or name, chosen across pages, given the role at once.
 */
export function AddBuyersDialog(props: {
  roleId: number;
  roleName: string;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const [page, setPage] = useState(1);
  const [key, setKey] = useState('');
  const [chosen, setChosen] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const candidates = useQuery({
    queryKey: ['admin', 'roleCandidates', props.roleId, page, key],
    enabled: props.open,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      roleApi.users({ roleId: props.roleId, inRole: false, page, size: pageSize, key }, signal),
  });

  const close = () => {
    setChosen([]);
    setKey('');
    setPage(1);
    props.onClose();
  };
  const add = async () => {
    if (chosen.length === 0) return;
    setSaving(true);
    try {
      await roleApi.addUsers(props.roleId, chosen.map(Number));
      feedback.saved();
      props.onAdded();
      close();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<RoleUserRow> = [
    { title: field('USER_NAME'), dataIndex: 'USER_NAME', width: 140, ellipsis: true },
    { title: field('NICK_NAME'), dataIndex: 'NICK_NAME', width: 140, ellipsis: true },
    {
      title: t('role.users.ROLE_NAME'),
      dataIndex: 'ROLE_NAME',
      width: 140,
      render: (v: string | null) => (v ? v : <Tag>{t('role.users.noRole')}</Tag>),
    },
    { title: field('EMAIL'), dataIndex: 'EMAIL', ellipsis: true },
  ];

  return (
    <DraggableModal
      open={props.open}
      width={760}
      title={t('role.users.addTitle', { role: props.roleName })}
      okText={t('role.users.addChosen', { count: chosen.length })}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: chosen.length === 0, loading: saving }}
      onOk={() => void add()}
      onCancel={close}
      destroyOnHidden
    >
      <div data-testid="add-buyers-dialog">
        <SearchInput
          allowClear
          autoFocus
          placeholder={t('role.users.search')}
          aria-label={t('role.users.search')}
          style={{ width: 280, marginBottom: 12 }}
          onSearch={(v) => {
            setKey(v.trim());
            setPage(1);
          }}
        />
        <Table<RoleUserRow>
          size="small"
          bordered
          rowKey="ID"
          columns={columns}
          dataSource={candidates.data?.rows ?? []}
          loading={candidates.isFetching}
          rowSelection={{ selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: setChosen }}
          onRow={(row) => ({
            // A click anywhere on the row chooses it (the checkbox cell handles itself).
            onClick: (e) => {
              if ((e.target as HTMLElement).closest('.ant-table-selection-column')) return;
              setChosen((c) => (c.includes(row.ID) ? c.filter((k) => k !== row.ID) : [...c, row.ID]));
            },
          })}
          locale={{ emptyText: t('role.users.noCandidates') }}
          pagination={{
            current: page,
            pageSize,
            total: candidates.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('role.total', { total }),
            onChange: setPage,
          }}
        />
      </div>
    </DraggableModal>
  );
}
