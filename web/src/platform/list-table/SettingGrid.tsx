import { CodeOutlined, DeleteOutlined, FilterFilled, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Switch, type TableColumnsType, Tooltip, theme } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { Table } from '../../app/components/Table.tsx';
import type { RowError } from './logic.ts';
import type { SettingRow } from './types.ts';

type Field = keyof Omit<SettingRow, '_key'>;
export type UpdateSetting = (key: string, field: Field, value: unknown) => void;

type Props = {
  rows: SettingRow[];
  error: RowError | null;
  canDelete: boolean;
  height: number;
  onUpdate: UpdateSetting;
  onEditSql: (row: SettingRow, field: 'SUB_SQL' | 'REFERENCE_SQL') => void;
  onDelete: (row: SettingRow) => void;
};

/** One text cell; memoised so typing re-renders only the cell being edited. */
const TextCell = memo(function TextCell(props: {
  rowKey: string;
  field: Field;
  value: string;
  label: string;
  invalid: boolean;
  onUpdate: UpdateSetting;
}) {
  return (
    <Input
      size="small"
      aria-label={props.label}
      status={props.invalid ? 'error' : undefined}
      value={props.value}
      onChange={(e) => props.onUpdate(props.rowKey, props.field, e.target.value)}
    />
  );
});

/** A header filter: the rows whose cell contains the text typed (spec §2.4 item 3 "per-column filters"). */
function textFilter(field: Field, label: string, activeColor: string) {
  return {
    filterIcon: (filtered: boolean) => <FilterFilled style={{ color: filtered ? activeColor : undefined }} />,
    filterDropdown: ({
      selectedKeys,
      setSelectedKeys,
      confirm,
      clearFilters,
    }: {
      selectedKeys: React.Key[];
      setSelectedKeys: (keys: React.Key[]) => void;
      confirm: () => void;
      clearFilters?: (options?: { confirm?: boolean; closeDropdown?: boolean }) => void;
    }) => (
      <div style={{ padding: 8 }}>
        <SearchInput
          size="small"
          allowClear
          autoFocus
          aria-label={label}
          value={String(selectedKeys[0] ?? '')}
          onChange={(e) => {
            setSelectedKeys(e.target.value ? [e.target.value] : []);
            // Emptied: every row again, at once.
            if (!e.target.value) clearFilters?.({ confirm: true, closeDropdown: false });
          }}
          onSearch={() => confirm()}
          style={{ width: 180 }}
        />
      </div>
    ),
    onFilter: (value: React.Key | boolean, row: SettingRow) =>
      String(row[field] ?? '')
        .toLowerCase()
        .includes(String(value).toLowerCase()),
  };
}

const actionTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const dataTypes = [1, 2, 3, 4, 5, 6];

/** The SQL editors and the delete button of a row. */
function RowTools({
  row,
  canDelete,
  onEditSql,
  onDelete,
}: { row: SettingRow } & Pick<Props, 'canDelete' | 'onEditSql' | 'onDelete'>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={t('list-table.setting.subSql')}>
        <Button
          type="text"
          size="small"
          aria-label={`${t('list-table.setting.subSql')} ${row.ORD_IDX}`}
          icon={<CodeOutlined style={{ color: row.SUB_SQL ? token.colorPrimary : undefined }} />}
          onClick={() => onEditSql(row, 'SUB_SQL')}
        />
      </Tooltip>
      <Tooltip title={t('list-table.setting.refSql')}>
        <Button
          type="text"
          size="small"
          aria-label={`${t('list-table.setting.refSql')} ${row.ORD_IDX}`}
          icon={
            <UnorderedListOutlined style={{ color: row.REFERENCE_SQL ? token.colorPrimary : undefined }} />
          }
          onClick={() => onEditSql(row, 'REFERENCE_SQL')}
        />
      </Tooltip>
      {canDelete && (
        <Tooltip title={t('list-table.delete')}>
          <Button
            type="text"
            size="small"
            danger
            aria-label={`${t('list-table.delete')} ${row.ORD_IDX}`}
            icon={<DeleteOutlined />}
            onClick={() => onDelete(row)}
          />
        </Tooltip>
      )}
    </span>
  );
}

/** The editable grid of parameter definitions of the advanced setting drawer. */
export function SettingGrid({ rows, error, canDelete, height, onUpdate, onEditSql, onDelete }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const col = (f: string) => t(`list-table.setting.columns.${f}`);
  const errorKey = error ? rows[error.index]?._key : undefined;
  const text = (field: Field, width: number) => ({
    title: col(field),
    dataIndex: field,
    width,
    ...textFilter(field, `${t('list-table.setting.filter')} ${col(field)}`, token.colorPrimary),
    render: (_: unknown, row: SettingRow) => (
      <TextCell
        rowKey={row._key}
        field={field}
        value={String(row[field] ?? '')}
        label={`${col(field)} ${row.ORD_IDX}`}
        invalid={errorKey === row._key && error?.field === field}
        onUpdate={onUpdate}
      />
    ),
  });
  const yesNo = (field: 'IS_PAGING' | 'IS_FAST_SEARCH') => ({
    title: col(field),
    dataIndex: field,
    width: 96,
    align: 'center' as const,
    filters: [
      { text: t('list-table.yes'), value: 'Y' },
      { text: t('list-table.no'), value: 'N' },
    ],
    onFilter: (value: React.Key | boolean, row: SettingRow) => row[field] === value,
    render: (_: unknown, row: SettingRow) => (
      <Switch
        size="small"
        aria-label={`${col(field)} ${row.ORD_IDX}`}
        checked={row[field] === 'Y'}
        onChange={(on) => onUpdate(row._key, field, on ? 'Y' : 'N')}
      />
    ),
  });
  const choice = (field: 'ACTION_TYPE' | 'DATA_TYPE', values: number[], labels: string, width: number) => ({
    title: col(field),
    dataIndex: field,
    width,
    filters: values.map((v) => ({ text: t(`list-table.${labels}.${v}`), value: v })),
    onFilter: (value: React.Key | boolean, row: SettingRow) => Number(row[field]) === value,
    render: (_: unknown, row: SettingRow) => (
      <Select
        size="small"
        aria-label={`${col(field)} ${row.ORD_IDX}`}
        value={Number(row[field])}
        options={values.map((v) => ({ value: v, label: t(`list-table.${labels}.${v}`) }))}
        onChange={(v) => onUpdate(row._key, field, v)}
        style={{ width: '100%' }}
      />
    ),
  });
  const columns: TableColumnsType<SettingRow> = [
    {
      title: col('ORD_IDX'),
      dataIndex: 'ORD_IDX',
      width: 80,
      fixed: 'left',
      sorter: (a, b) => Number(a.ORD_IDX) - Number(b.ORD_IDX),
      render: (_, row) => (
        <InputNumber
          size="small"
          min={0}
          aria-label={`${col('ORD_IDX')} ${row.ORD_IDX}`}
          status={errorKey === row._key && error?.field === 'ORD_IDX' ? 'error' : undefined}
          value={row.ORD_IDX}
          onChange={(v) => onUpdate(row._key, 'ORD_IDX', v)}
          style={{ width: '100%' }}
        />
      ),
    },
    { ...text('PARAM_NAME', 170), fixed: 'left' },
    text('PARAM_CAPTION', 150),
    text('FIELD_NAME', 170),
    choice('ACTION_TYPE', actionTypes, 'actionTypes', 130),
    choice('DATA_TYPE', dataTypes, 'dataTypes', 120),
    yesNo('IS_PAGING'),
    yesNo('IS_FAST_SEARCH'),
    text('DEFAULT_VALUE', 130),
    text('REMARK', 150),
    {
      title: t('list-table.operation'),
      key: 'operation',
      width: 120,
      fixed: 'right',
      align: 'center',
      render: (_, row) => (
        <RowTools row={row} canDelete={canDelete} onEditSql={onEditSql} onDelete={onDelete} />
      ),
    },
  ];
  const width = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);
  return (
    <Table<SettingRow>
      size="small"
      rowKey="_key"
      bordered
      tableLayout="fixed"
      pagination={false}
      dataSource={rows}
      columns={columns}
      scroll={{ x: width, y: height }}
      locale={{ emptyText: t('list-table.setting.noRows') }}
    />
  );
}
