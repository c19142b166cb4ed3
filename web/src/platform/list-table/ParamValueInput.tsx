import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, Popover, Select, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../app/components/DateRangePicker.tsx';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { Table } from '../../app/components/Table.tsx';
import { listParamApi } from './listApi.ts';
import { formatDateRange, joinLines, parseDateRange, splitLines } from './logic.ts';
import type { QueryRow } from './types.ts';

type Props = {
  listRoute: string;
  row: QueryRow;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Accessible name and placeholder; default "参数值 <n>". */
  label?: string;
  placeholder?: string;
};

/** The value input of an advanced query row, by the field's data type (spec §2.4 item 2). */
export function ParamValueInput({ listRoute, row, disabled, onChange, placeholder, ...props }: Props) {
  const { t } = useTranslation();
  const label = props.label ?? `${t('list-table.query.PARAM_VALUE')} ${row.ORD_ID}`;
  const value = String(row.PARAM_VALUE ?? '');
  switch (row.DATA_TYPE) {
    case 2:
      return row.IS_PAGING === 'Y' ? (
        <PagedSelect
          listRoute={listRoute}
          paramName={row.PARAM_NAME}
          value={value}
          disabled={disabled}
          onChange={onChange}
          label={label}
          placeholder={placeholder}
        />
      ) : (
        <OptionSelect
          listRoute={listRoute}
          paramName={row.PARAM_NAME}
          value={value}
          disabled={disabled}
          onChange={onChange}
          label={label}
          placeholder={placeholder}
        />
      );
    case 3:
      return (
        <InputNumber
          aria-label={label}
          placeholder={placeholder}
          disabled={disabled}
          value={value === '' ? null : Number(value)}
          onChange={(v) => onChange(v === null || v === undefined ? '' : String(v))}
          style={{ width: '100%' }}
        />
      );
    case 4:
      return (
        <DatePicker
          aria-label={label}
          placeholder={placeholder}
          disabled={disabled}
          format="YYYY-MM-DD"
          value={value && dayjs(value, 'YYYY-MM-DD').isValid() ? dayjs(value, 'YYYY-MM-DD') : null}
          onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')}
          style={{ width: '100%' }}
        />
      );
    case 5: {
      const range = value ? parseDateRange(value) : null;
      return (
        <DateRangePicker
          aria-label={label}
          disabled={disabled}
          format="YYYY-MM-DD"
          value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
          onChange={(d) => onChange(d?.[0] && d[1] ? formatDateRange(d[0].toDate(), d[1].toDate()) : '')}
          style={{ width: '100%' }}
        />
      );
    }
    case 6:
      return (
        <Input.TextArea
          aria-label={label}
          disabled={disabled}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('list-table.search.lines')}
          defaultValue={splitLines(value)}
          onBlur={(e) => onChange(joinLines(e.target.value))}
        />
      );
    default:
      return (
        <Input
          aria-label={label}
          placeholder={placeholder}
          disabled={disabled}
          allowClear
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

type SelectProps = {
  listRoute: string;
  paramName: string;
  value: string;
  disabled: boolean;
  label: string;
  placeholder?: string | undefined;
  onChange: (value: string) => void;
};

/** Dropdown whose options (CODE/NAME) load from the parameter's dropdown SQL when it opens. */
function OptionSelect({ listRoute, paramName, value, disabled, label, placeholder, onChange }: SelectProps) {
  const [opened, setOpened] = useState(Boolean(value));
  const options = useQuery({
    queryKey: ['listParam', 'selectList', listRoute, paramName],
    queryFn: () => listParamApi.selectList(listRoute, paramName),
    enabled: opened && Boolean(paramName),
    staleTime: 60_000,
  });
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={options.isFetching}
      value={value || undefined}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(v) => onChange(v ?? '')}
      options={(options.data ?? []).map((o) => ({ value: o.CODE, label: `${o.NAME} (${o.CODE})` }))}
      style={{ width: '100%' }}
    />
  );
}

export const pagedSizes = [15, 25, 35, 45];

/**
 * Paged search dropdown (spec §7 "Paged dropdown request"): a key search over a CODE/NAME table, page 1 and
 * 15 rows by default, sortable by either column; choosing a row takes its CODE.
 */
function PagedSelect({ listRoute, paramName, value, disabled, label, placeholder, onChange }: SelectProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [page, setPage] = useState({ Page: 1, Limit: pagedSizes[0]! });
  const [sort, setSort] = useState<{ OrderByParam?: 'CODE' | 'NAME'; OrderBySort?: 0 | 1 }>({});
  const result = useQuery({
    queryKey: ['listParam', 'selectPage', listRoute, paramName, key, page, sort],
    queryFn: () =>
      listParamApi.selectPage({ LIST_ROUTE: listRoute, PARAM_NAME: paramName, Key: key, ...page, ...sort }),
    enabled: open && Boolean(paramName),
    placeholderData: (previous) => previous,
  });
  const content = (
    <div style={{ width: 420 }} data-testid="paged-select">
      <SearchInput
        size="small"
        allowClear
        placeholder={t('list-table.search.placeholder')}
        onSearch={(k) => {
          setKey(k.trim());
          setPage((p) => ({ ...p, Page: 1 }));
        }}
        style={{ marginBottom: 8 }}
      />
      <Table
        size="small"
        rowKey="CODE"
        loading={result.isFetching}
        dataSource={result.data?.rows ?? []}
        columns={[
          { title: t('list-table.query.code'), dataIndex: 'CODE', sorter: true, width: 140 },
          { title: t('list-table.query.name'), dataIndex: 'NAME', sorter: true },
        ]}
        onRow={(r) => ({
          onClick: () => {
            onChange(r.CODE);
            setOpen(false);
          },
          style: { cursor: 'pointer' },
        })}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(
            s?.order
              ? { OrderByParam: s.field as 'CODE' | 'NAME', OrderBySort: s.order === 'descend' ? 1 : 0 }
              : {},
          );
          setPage({ Page: pagination.current ?? 1, Limit: pagination.pageSize ?? pagedSizes[0]! });
        }}
        pagination={{
          current: page.Page,
          pageSize: page.Limit,
          total: result.data?.total ?? 0,
          pageSizeOptions: pagedSizes,
          showSizeChanger: true,
          size: 'small',
          showTotal: (total) => t('list-table.total', { total }),
        }}
        scroll={{ y: 300 }}
      />
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      open={open && !disabled}
      onOpenChange={setOpen}
      placement="bottomLeft"
    >
      <Input
        aria-label={label}
        placeholder={placeholder}
        disabled={disabled}
        readOnly
        value={value}
        allowClear
        onChange={(e) => e.target.value === '' && onChange('')}
        suffix={<DownOutlined style={{ color: token.colorTextQuaternary, fontSize: 11 }} />}
      />
    </Popover>
  );
}
