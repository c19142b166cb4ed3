import {
  ClearOutlined,
  DeleteOutlined,
  PlusOutlined,
  SaveOutlined,
  SearchOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ParamDefinition } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space, Tooltip } from 'antd';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { Table } from '../../app/components/Table.tsx';
import { currentLanguage } from '../i18n.ts';
import { fieldsQueryKey } from './ColumnConfigDrawer.tsx';
import { listParamApi } from './listApi.ts';
import {
  checkQueryRows,
  chooseAction,
  chooseField,
  defaultSaveMode,
  emptyQueryRow,
  flipSaveMode,
  isNullCheck,
  newKey,
  removeQueryRow,
  saveModeLabel,
  toSentParams,
} from './logic.ts';
import { ParamValueInput } from './ParamValueInput.tsx';
import type { ColumnSetting, QueryRow, SentParam } from './types.ts';

const actionTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9];

type Props = {
  open: boolean;
  listRoute: string;
  /** Rows searched last in this screen; without them the saved query is restored. */
  applied: QueryRow[] | null;
  onClose: () => void;
  onSearch: (params: SentParam[], rows: QueryRow[]) => void;
};

/**
 * The parameter definitions a list has before anybody configures it: one per visible declared column, typed by
 * what the column holds (numbers, dates, coded values as a dropdown of their labels, text by fuzzy match).
 */
export function declaredDefinitions(listRoute: string, columns: ColumnSetting[]): ParamDefinition[] {
  return columns
    .filter((c) => c.IS_VISIBLE !== 'N')
    .map((c, i) => {
      const coded = (c.OPTIONS?.length ?? 0) > 0;
      const dataType = coded
        ? 2
        : c.KIND === 'int' || c.KIND === 'decimal'
          ? 3
          : c.KIND === 'date' || c.KIND === 'datetime'
            ? 4
            : 1;
      return {
        LIST_ROUTE: listRoute,
        ORD_IDX: i + 1,
        PARAM_NAME: c.FIELD_NAME,
        PARAM_CAPTION: c.FIELD_CAPTION,
        FIELD_NAME: c.FIELD_NAME,
        ACTION_TYPE: dataType === 1 ? 6 : 1,
        DATA_TYPE: dataType,
        IS_PAGING: 'N',
        IS_FAST_SEARCH: 'N',
      } as ParamDefinition;
    });
}

/** The fields a query row may search: the list's parameter definitions, else its declared columns. */
function useQueryFields(open: boolean, listRoute: string) {
  const definitions = useQuery({
    queryKey: ['listParam', 'params', listRoute],
    queryFn: () => listParamApi.loadParams(listRoute),
    enabled: open,
  });
  // A list nobody has configured yet offers its declared columns (shared with the table's own column query).
  const lang = currentLanguage();
  const columns = useQuery({
    queryKey: [...fieldsQueryKey(listRoute), lang],
    queryFn: () => listParamApi.loadColumns(listRoute),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const effective = useMemo(
    () =>
      definitions.data && definitions.data.length > 0
        ? definitions.data
        : declaredDefinitions(listRoute, columns.data ?? []),
    [definitions.data, columns.data, listRoute],
  );
  const byName = useMemo(() => new Map(effective.map((d) => [d.PARAM_NAME, d] as const)), [effective]);
  const fieldOptions = useMemo(
    () =>
      [...effective]
        .sort((a, b) => a.ORD_IDX - b.ORD_IDX)
        .map((d: ParamDefinition) => ({ value: d.PARAM_NAME, label: d.PARAM_CAPTION || d.PARAM_NAME })),
    [effective],
  );
  return { loading: definitions.isLoading, byName, fieldOptions };
}

/** The query rows, restored on open: what was searched in this screen, else the saved query (spec §2.4 item 2). */
function useQueryRows(open: boolean, listRoute: string, applied: QueryRow[] | null) {
  const [rows, setRows] = useState<QueryRow[]>([]);
  const [invalid, setInvalid] = useState<number | null>(null);
  const saved = useQuery({
    queryKey: ['listParam', 'savedQuery', listRoute],
    queryFn: () => listParamApi.loadSavedQuery(listRoute),
    enabled: open && applied === null,
  });
  useEffect(() => {
    if (!open) return;
    setInvalid(null);
    if (applied) setRows(applied);
    else if (saved.data)
      setRows(
        [...saved.data]
          .sort((a, b) => a.ORD_ID - b.ORD_ID)
          .map((r, i) => ({
            _key: newKey('q'),
            ORD_ID: i + 1,
            PARAM_NAME: r.PARAM_NAME,
            FIELD_NAME: r.FIELD_NAME,
            ACTION_TYPE: Number(r.ACTION_TYPE),
            PARAM_VALUE: String(r.PARAM_VALUE ?? ''),
            DATA_TYPE: Number(r.DATA_TYPE),
            IS_PAGING: r.IS_PAGING === 'Y' ? 'Y' : 'N',
          })),
      );
  }, [open, applied, saved.data]);
  // Until the saved query has arrived, its rows would replace whatever was added meanwhile: nothing acts on them.
  return { rows, setRows, invalid, setInvalid, restoring: saved.isLoading, refetchSaved: saved.refetch };
}

/** The query rows as a table of field, comparison and value. */
function QueryGrid(props: {
  listRoute: string;
  rows: QueryRow[];
  setRows: Dispatch<SetStateAction<QueryRow[]>>;
  invalid: number | null;
  loading: boolean;
  fields: ReturnType<typeof useQueryFields>;
}) {
  const { t } = useTranslation();
  const { rows, setRows, invalid } = props;
  const { byName, fieldOptions } = props.fields;
  const update = (key: string, change: (row: QueryRow) => QueryRow) =>
    setRows((all) => all.map((r) => (r._key === key ? change(r) : r)));
  return (
    <Table<QueryRow>
      size="small"
      tableLayout="fixed"
      rowKey="_key"
      pagination={false}
      dataSource={rows}
      loading={props.loading}
      locale={{ emptyText: fieldOptions.length ? t('list-table.empty') : t('list-table.query.noFields') }}
      columns={[
        { title: t('list-table.query.ORD_ID'), dataIndex: 'ORD_ID', width: 60, align: 'center' },
        {
          title: t('list-table.query.PARAM_NAME'),
          dataIndex: 'PARAM_NAME',
          width: '28%',
          render: (_, row, index) => (
            <Select
              aria-label={`${t('list-table.query.PARAM_NAME')} ${row.ORD_ID}`}
              showSearch={{ optionFilterProp: 'label' }}
              status={invalid === index && !row.PARAM_NAME ? 'error' : undefined}
              placeholder={t('list-table.query.fieldPlaceholder')}
              value={row.PARAM_NAME || undefined}
              options={fieldOptions}
              onChange={(name: string) => {
                const definition = byName.get(name);
                if (definition) update(row._key, (r) => chooseField(r, definition));
              }}
              style={{ width: '100%' }}
            />
          ),
        },
        {
          title: t('list-table.query.ACTION_TYPE'),
          dataIndex: 'ACTION_TYPE',
          width: '22%',
          render: (_, row) => (
            <Select
              aria-label={`${t('list-table.query.ACTION_TYPE')} ${row.ORD_ID}`}
              value={row.ACTION_TYPE}
              options={actionTypes.map((a) => ({ value: a, label: t(`list-table.actionTypes.${a}`) }))}
              onChange={(a: number) => update(row._key, (r) => chooseAction(r, a))}
              style={{ width: '100%' }}
            />
          ),
        },
        {
          title: t('list-table.query.PARAM_VALUE'),
          dataIndex: 'PARAM_VALUE',
          render: (_, row) => (
            <ParamValueInput
              key={`${row.PARAM_NAME}-${row.DATA_TYPE}-${row.IS_PAGING}`}
              listRoute={props.listRoute}
              row={row}
              disabled={isNullCheck(row.ACTION_TYPE)}
              onChange={(v) => update(row._key, (r) => ({ ...r, PARAM_VALUE: v }))}
            />
          ),
        },
        {
          title: t('list-table.operation'),
          width: 84,
          align: 'center',
          render: (_, row) => (
            <Button
              type="text"
              danger
              aria-label={`${t('list-table.delete')} ${row.ORD_ID}`}
              icon={<DeleteOutlined />}
              onClick={() => setRows((all) => removeQueryRow(all, row._key))}
            />
          ),
        },
      ]}
    />
  );
}

/** Advanced query dialog 高级查询 (spec §2.4 item 2, §4 save mode, §5 rules). */
export function AdvancedQueryDialog({ open, listRoute, applied, onClose, onSearch }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saveOnSearch, setSaveOnSearch] = useState(defaultSaveMode);
  const [busy, setBusy] = useState(false);
  const fields = useQueryFields(open, listRoute);
  const { rows, setRows, invalid, setInvalid, restoring, refetchSaved } = useQueryRows(
    open,
    listRoute,
    applied,
  );

  const persist = (list: QueryRow[]) =>
    listParamApi.saveQuery(
      listRoute,
      list.map((r, i) => ({
        ORD_ID: i + 1,
        PARAM_NAME: r.PARAM_NAME,
        FIELD_NAME: r.FIELD_NAME || r.PARAM_NAME,
        ACTION_TYPE: r.ACTION_TYPE,
        PARAM_VALUE: isNullCheck(r.ACTION_TYPE) ? '' : String(r.PARAM_VALUE ?? ''),
        DATA_TYPE: r.DATA_TYPE,
        IS_PAGING: r.IS_PAGING,
      })),
    );

  const search = async () => {
    const check = checkQueryRows(rows);
    if (!check.ok) {
      setInvalid(check.index ?? null);
      message.warning(t(`list-table.${check.message}`));
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      if (saveOnSearch) {
        await persist(check.rows);
        refetchSaved();
      }
      onSearch(toSentParams(check.rows), rows);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    setRows([]);
    setInvalid(null);
    if (saveOnSearch) await persist([]);
    onSearch([], []);
  };

  return (
    <DraggableModal
      title={t('list-table.query.title')}
      open={open}
      onCancel={onClose}
      width="50%"
      footer={null}
      destroyOnHidden
      styles={{ body: { minHeight: 240 } }}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<SearchOutlined />} loading={busy} disabled={restoring} onClick={search}>
          {t('list-table.query.search')}
        </Button>
        <Button
          icon={<PlusOutlined />}
          disabled={restoring}
          onClick={() => setRows((all) => [...all, emptyQueryRow(all.length + 1)])}
        >
          {t('list-table.query.addParam')}
        </Button>
        <Button icon={<ClearOutlined />} disabled={restoring} onClick={clear}>
          {t('list-table.query.clearParams')}
        </Button>
        <Tooltip title={t(saveOnSearch ? 'list-table.query.saveOnHint' : 'list-table.query.saveOffHint')}>
          <Button
            data-testid="query-save-mode"
            icon={saveOnSearch ? <StopOutlined /> : <SaveOutlined />}
            onClick={() => setSaveOnSearch(flipSaveMode)}
          >
            {t(`list-table.${saveModeLabel(saveOnSearch)}`)}
          </Button>
        </Tooltip>
      </Space>
      <QueryGrid
        listRoute={listRoute}
        rows={rows}
        setRows={setRows}
        invalid={invalid}
        loading={fields.loading || restoring}
        fields={fields}
      />
    </DraggableModal>
  );
}
