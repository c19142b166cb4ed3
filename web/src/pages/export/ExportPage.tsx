import { ClearOutlined, DeleteOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { type ExportRecord, exportStatus } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { downloadFile } from '../../platform/files.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { clearAllLimit, exportApi, fileRefOf } from './exportApi.ts';

/** Status colours of spec §4: 0 processing orange, 1 completed green, 2 empty red (3 failed: red too). */
export const statusColor: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'red' };
const pageSize = 10;

/** The records' columns: the status opens the file (or says why not), the last column downloads or deletes. */
function useExportColumns(
  page: number,
  open: (record: ExportRecord) => Promise<void>,
  removeOne: (record: ExportRecord) => Promise<void>,
): TableColumnsType<ExportRecord> {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return [
    {
      title: '#',
      key: 'index',
      width: 56,
      align: 'center',
      render: (_, __, i) => (page - 1) * pageSize + i + 1,
    },
    { title: field('FileName'), dataIndex: 'FileName', ellipsis: true },
    {
      title: field('Status'),
      dataIndex: 'Status',
      width: 120,
      render: (status: number, record) => (
        <Tag
          color={statusColor[status] ?? 'default'}
          role="button"
          tabIndex={0}
          data-testid={`export-status-${record.ID}`}
          style={{ cursor: 'pointer' }}
          onClick={() => void open(record)}
          onKeyDown={(e) => e.key === 'Enter' && void open(record)}
        >
          {t(`export.status.${status}`, { defaultValue: String(status) })}
        </Tag>
      ),
    },
    {
      title: field('RowCount'),
      dataIndex: 'RowCount',
      width: 90,
      align: 'right',
    },
    {
      title: field('CreateDate'),
      dataIndex: 'CreateDate',
      width: 180,
      render: (v) => cellText(v),
    },
    {
      title: t('export.operation'),
      key: 'operation',
      width: 110,
      align: 'center',
      render: (_, record) => (
        <Space size={0}>
          <Tooltip title={t('export.download')}>
            <Button
              type="text"
              aria-label={`${t('export.download')} ${record.FileName}`}
              icon={<DownloadOutlined />}
              disabled={record.Status !== exportStatus.completed}
              onClick={() => void open(record)}
            />
          </Tooltip>
          <Popconfirm
            title={t('export.confirmDelete')}
            okText={t('export.ok')}
            cancelText={t('export.cancel')}
            onConfirm={() => removeOne(record)}
          >
            <Button
              type="text"
              danger
              aria-label={`${t('export.delete')} ${record.FileName}`}
              icon={<DeleteOutlined />}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** Data export records (spec §2.3): the signed-in user's export files. */
export function ExportPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [key, setKey] = useState('');
  const list = useQuery({
    queryKey: ['exportRecords', page, key],
    queryFn: () => exportApi.list({ Page: page, Limit: pageSize, Key: key }),
    placeholderData: keepPreviousData,
    // While a file is being written, look again every few seconds.
    refetchInterval: (q) =>
      q.state.data?.rows.some((r) => r.Status === exportStatus.processing) ? 2500 : false,
  });
  const rows = list.data?.rows ?? [];

  const open = async (record: ExportRecord) => {
    if (record.Status === exportStatus.processing) return void message.warning(t('export.processing'));
    if (record.Status === exportStatus.empty) return void message.warning(t('export.dataEmpty'));
    if (record.Status !== exportStatus.completed || !record.FileUrl)
      return void message.error(t('export.failed'));
    try {
      await downloadFile(record.FileUrl, record.FileName);
    } catch (e) {
      message.error(t('export.downloadFailed', { msg: e instanceof Error ? e.message : String(e) }));
    }
  };

  const removeOne = async (record: ExportRecord) => {
    await exportApi.remove({ FileUrlList: [fileRefOf(record)] });
    message.success(t('export.deleted'));
    if (rows.length === 1 && page > 1) setPage(page - 1);
    await list.refetch();
  };

  const clearAll = () =>
    modal.confirm({
      title: t('export.confirmTitle'),
      content: t('export.confirmClearAll'),
      okText: t('export.ok'),
      cancelText: t('export.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        let all: ExportRecord[];
        try {
          all = (await exportApi.list({ Page: 1, Limit: clearAllLimit })).rows;
        } catch {
          message.error(t('export.clearFailed'));
          return;
        }
        if (all.length === 0) {
          message.warning(t('export.clearEmpty'));
          return;
        }
        await exportApi.remove({ FileUrlList: all.map(fileRefOf) });
        message.success(t('export.allDeleted'));
        setPage(1);
        await list.refetch();
      },
    });

  const columns = useExportColumns(page, open, removeOne);

  return (
    <Card size="small" variant="borderless">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <SearchInput
          allowClear
          placeholder={t('export.search')}
          aria-label={t('export.search')}
          onSearch={(k) => {
            setKey(k.trim());
            setPage(1);
          }}
          style={{ width: 260 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {t('export.refresh')}
        </Button>
        <Button danger icon={<ClearOutlined />} onClick={clearAll} style={{ marginLeft: 'auto' }}>
          {t('export.clearAll')}
        </Button>
      </div>
      <Table<ExportRecord>
        size="small"
        bordered
        rowKey="ID"
        loading={list.isFetching && !list.data}
        dataSource={rows}
        columns={columns}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('export.total', { total }),
          onChange: setPage,
        }}
      />
    </Card>
  );
}
export default ExportPage;
