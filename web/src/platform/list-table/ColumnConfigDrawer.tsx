import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  type TableColumnsType,
  Tooltip,
} from 'antd';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { Table } from '../../app/components/Table.tsx';
import { ApiError } from '../api.ts';
import { session, usePermission } from '../session.ts';
import { listParamApi } from './listApi.ts';
import {
  applyCaptions,
  type CaptionMode,
  defaultColumnWidth,
  fieldOptions,
  newKey,
  type RowError,
  validateColumnRows,
} from './logic.ts';
import type { ColumnSetting, Row } from './types.ts';

type ColumnRow = ColumnSetting & { _key: string };

type Props = {
  open: boolean;
  listRoute: string;
  columns: ColumnSetting[];
  /** Rows of the current page: their keys are fields to choose from too (spec §3). */
  dataRows: Row[];
  onClose: () => void;
};

export const fieldsQueryKey = (listRoute: string) => ['listParam', 'fields', listRoute];

/** The column rows as an editable table; the cell of the row a save refused is marked. */
function ColumnGrid({
  rows,
  setRows,
  error,
  options,
}: {
  rows: ColumnRow[];
  setRows: Dispatch<SetStateAction<ColumnRow[]>>;
  error: RowError | null;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<ColumnRow>) =>
    setRows((all) => all.map((r) => (r._key === key ? { ...r, ...change } : r)));
  const invalidCell = (row: ColumnRow, index: number, field: string) =>
    error?.index === index && error.field === field && rows[index]?._key === row._key ? 'error' : undefined;
  const col = (f: string) => t(`list-table.columns.${f}`);
  const tableColumns: TableColumnsType<ColumnRow> = [
    {
      title: col('ORD_IDX'),
      dataIndex: 'ORD_IDX',
      width: 90,
      render: (_, row, i) => (
        <InputNumber
          size="small"
          min={1}
          aria-label={`${col('ORD_IDX')} ${i + 1}`}
          status={invalidCell(row, i, 'ORD_IDX')}
          value={row.ORD_IDX}
          onChange={(v) => update(row._key, { ORD_IDX: v as number })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: col('FIELD_NAME'),
      dataIndex: 'FIELD_NAME',
      render: (_, row, i) => (
        <Select
          size="small"
          showSearch
          aria-label={`${col('FIELD_NAME')} ${i + 1}`}
          status={invalidCell(row, i, 'FIELD_NAME')}
          value={row.FIELD_NAME || undefined}
          options={options}
          onChange={(v: string) => update(row._key, { FIELD_NAME: v })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: col('FIELD_CAPTION'),
      dataIndex: 'FIELD_CAPTION',
      render: (_, row, i) => (
        <Input
          size="small"
          aria-label={`${col('FIELD_CAPTION')} ${i + 1}`}
          status={invalidCell(row, i, 'FIELD_CAPTION')}
          value={row.FIELD_CAPTION}
          onChange={(e) => update(row._key, { FIELD_CAPTION: e.target.value })}
        />
      ),
    },
    {
      title: col('FIELD_WIDTH'),
      dataIndex: 'FIELD_WIDTH',
      width: 110,
      render: (_, row, i) => (
        <InputNumber
          size="small"
          min={0}
          aria-label={`${col('FIELD_WIDTH')} ${i + 1}`}
          status={invalidCell(row, i, 'FIELD_WIDTH')}
          value={row.FIELD_WIDTH}
          onChange={(v) => update(row._key, { FIELD_WIDTH: v ?? defaultColumnWidth })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: col('IS_VISIBLE'),
      dataIndex: 'IS_VISIBLE',
      width: 80,
      align: 'center',
      render: (_, row, i) => (
        <Switch
          size="small"
          aria-label={`${col('IS_VISIBLE')} ${i + 1}`}
          checked={row.IS_VISIBLE !== 'N'}
          onChange={(on) => update(row._key, { IS_VISIBLE: on ? 'Y' : 'N' })}
        />
      ),
    },
    {
      title: t('list-table.operation'),
      width: 64,
      align: 'center',
      render: (_, row, i) => (
        <Button
          type="text"
          size="small"
          danger
          aria-label={`${t('list-table.delete')} ${i + 1}`}
          icon={<DeleteOutlined />}
          onClick={() => setRows((all) => all.filter((r) => r._key !== row._key))}
        />
      ),
    },
  ];

  return (
    <Table<ColumnRow>
      size="small"
      rowKey="_key"
      bordered
      pagination={false}
      dataSource={rows}
      columns={tableColumns}
      scroll={{ y: Math.max(240, window.innerHeight - 240) }}
    />
  );
}

/** Captions looked up from a database table's comments, supplementing or overwriting those typed. */
function CaptionLookup({
  tableName,
  setTableName,
  mode,
  setMode,
  looking,
  onLookup,
}: {
  tableName: string;
  setTableName: (tableName: string) => void;
  mode: CaptionMode;
  setMode: (mode: CaptionMode) => void;
  looking: boolean;
  onLookup: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Space.Compact>
        <Input
          aria-label={t('list-table.columns.tableName')}
          placeholder={t('list-table.columns.tableName')}
          value={tableName}
          onChange={(e) => setTableName(e.target.value)}
          onPressEnter={onLookup}
          style={{ width: 200 }}
        />
        <Tooltip title={tableName.trim() ? undefined : t('list-table.columns.tableNameRequired')}>
          <Button icon={<SearchOutlined />} loading={looking} disabled={!tableName.trim()} onClick={onLookup}>
            {t('list-table.columns.lookup')}
          </Button>
        </Tooltip>
      </Space.Compact>
      <Radio.Group
        value={mode}
        onChange={(e) => setMode(e.target.value)}
        options={[
          { value: 'supplement', label: t('list-table.columns.supplement') },
          { value: 'overwrite', label: t('list-table.columns.overwrite') },
        ]}
      />
    </Space>
  );
}

/** Saving (the user's or everybody's), deleting and caption lookup; `busy` names what runs. */
function useColumnActions(
  listRoute: string,
  rows: ColumnRow[],
  setRows: Dispatch<SetStateAction<ColumnRow[]>>,
  setError: (error: RowError | null) => void,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const { message, modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: fieldsQueryKey(listRoute) });

  const save = async (global: boolean) => {
    const invalid = validateColumnRows(rows);
    setError(invalid);
    if (invalid) {
      const field = t(`list-table.columns.${invalid.field}`, { defaultValue: invalid.field });
      message.warning(
        t('list-table.setting.rowError', {
          row: invalid.index + 1,
          message: t(`list-table.${invalid.message}`, { ...invalid.values, field }),
        }),
      );
      return;
    }
    setBusy(global ? 'global' : 'user');
    try {
      await listParamApi.saveColumns(
        listRoute,
        rows.map(({ _key, ...r }) => ({
          ...r,
          ORD_IDX: Number(r.ORD_IDX),
          FIELD_WIDTH: Number(r.FIELD_WIDTH ?? defaultColumnWidth),
        })),
        global,
      );
      notification.success({ title: t('list-table.success'), description: t('list-table.saved') });
      // The host table's columns follow at once (spec §4).
      await refresh();
      onClose();
    } finally {
      setBusy(null);
    }
  };

  const lookup = async (tableName: string, mode: CaptionMode) => {
    // Runs only with a name (spec §2.4 item 4): without one nothing is asked of the server, and the user is told.
    if (!tableName.trim()) {
      message.warning(t('list-table.columns.tableNameRequired'));
      return;
    }
    setBusy('lookup');
    try {
      const found = await listParamApi.tableColumns(listRoute, tableName.trim());
      setRows((all) => applyCaptions(all, found, mode) as ColumnRow[]);
      message.success(t('list-table.columns.lookedUp', { count: found.length }));
    } catch (e) {
      // The client already toasted; the spec wants the server's message, which that toast is.
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(null);
    }
  };

  const remove = (userOnly: boolean) =>
    modal.confirm({
      title: t('list-table.tip'),
      content: t('list-table.columns.confirmDelete'),
      okText: t('list-table.ok'),
      cancelText: t('list-table.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await listParamApi.deleteColumns(listRoute, userOnly ? session.userInfo()?.USER_NAME : undefined);
        notification.success({ title: t('list-table.success'), description: t('list-table.deleted') });
        await refresh();
        onClose();
      },
    });

  return { busy, save, lookup, remove };
}

/** Column configuration drawer 表格列配置 (spec §2.4 item 4, §5 column rules). */
export function ColumnConfigDrawer({ open, listRoute, columns, dataRows, onClose }: Props) {
  const { t } = useTranslation();
  const canDeleteUser = usePermission('SeniorColumnDeleteUserConfig');
  const canGlobal = usePermission('SeniorColumnDeleteAll');
  const [rows, setRows] = useState<ColumnRow[]>([]);
  const [error, setError] = useState<RowError | null>(null);
  const [tableName, setTableName] = useState('');
  const [mode, setMode] = useState<CaptionMode>('supplement');
  const { busy, save, lookup, remove } = useColumnActions(listRoute, rows, setRows, setError, onClose);

  useEffect(() => {
    if (!open) return;
    setError(null);
    setRows(
      [...columns]
        .sort((a, b) => Number(a.ORD_IDX) - Number(b.ORD_IDX))
        .map((c) => ({ ...c, FIELD_WIDTH: c.FIELD_WIDTH ?? defaultColumnWidth, _key: newKey('c') })),
    );
  }, [open, columns]);

  const options = useMemo(
    () => fieldOptions(columns, dataRows).map((f) => ({ value: f, label: f })),
    [columns, dataRows],
  );
  return (
    <Drawer
      title={t('list-table.columns.title')}
      placement="right"
      size="60%"
      open={open}
      onClose={onClose}
      destroyOnHidden
      styles={{ body: { paddingTop: 12 } }}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                _key: newKey('c'),
                ORD_IDX: all.reduce((m, r) => Math.max(m, Number(r.ORD_IDX) || 0), 0) + 1,
                FIELD_NAME: '',
                FIELD_CAPTION: '',
                FIELD_WIDTH: defaultColumnWidth,
                IS_VISIBLE: 'Y',
              },
            ])
          }
        >
          {t('list-table.columns.addField')}
        </Button>
        <SaveButton loading={busy === 'user'} onClick={() => void save(false)}>
          {t('list-table.columns.save')}
        </SaveButton>
        {canGlobal && (
          <Button loading={busy === 'global'} onClick={() => void save(true)}>
            {t('list-table.columns.saveGlobal')}
          </Button>
        )}
        {canDeleteUser && (
          <Button danger icon={<DeleteOutlined />} onClick={() => remove(true)}>
            {t('list-table.columns.deleteUser')}
          </Button>
        )}
        {canGlobal && (
          <Button danger icon={<DeleteOutlined />} onClick={() => remove(false)}>
            {t('list-table.columns.deleteAll')}
          </Button>
        )}
      </Space>
      <CaptionLookup
        tableName={tableName}
        setTableName={setTableName}
        mode={mode}
        setMode={setMode}
        looking={busy === 'lookup'}
        onLookup={() => void lookup(tableName, mode)}
      />
      <ColumnGrid rows={rows} setRows={setRows} error={error} options={options} />
    </Drawer>
  );
}
