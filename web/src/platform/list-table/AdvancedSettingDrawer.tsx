import {
  AppstoreAddOutlined,
  DeleteOutlined,
  PlusOutlined,
  SyncOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { ParamDefinition } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Input, Popover, Space } from 'antd';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { ApiError } from '../api.ts';
import { usePermission } from '../session.ts';
import { listParamApi } from './listApi.ts';
import {
  addFields,
  applyPrefix,
  emptySettingRow,
  hasPendingChanges,
  newKey,
  pendingChanges,
  type RowError,
  renumber,
  syncCaptions,
  validateSettingRows,
} from './logic.ts';
import { SettingGrid, type UpdateSetting } from './SettingGrid.tsx';
import type { ColumnSetting, SettingRow } from './types.ts';

type Props = {
  open: boolean;
  listRoute: string;
  /** The list's columns (captions for add-fields and sync info). */
  columns: ColumnSetting[];
  onClose: () => void;
};

const toRow = (d: ParamDefinition): SettingRow => ({ ...d, _key: d.ID ? `id-${d.ID}` : newKey('s') });

type SqlEdit = { row: SettingRow; field: 'SUB_SQL' | 'REFERENCE_SQL'; text: string };

/** The drawer's buttons; a prefix typed in its popover goes onto every row's original field on close (spec §5). */
function SettingToolbar(props: {
  prefix: string;
  setPrefix: (prefix: string) => void;
  saving: boolean;
  canDeleteAll: boolean;
  onAdd: () => void;
  onSave: () => void;
  onPrefix: (prefix: string) => void;
  onAddFields: () => void;
  onSync: () => void;
  onDeleteAll: () => void;
}) {
  const { t } = useTranslation();
  const { prefix, setPrefix } = props;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
        {t('list-table.setting.addConfig')}
      </Button>
      <SaveButton loading={props.saving} onClick={props.onSave}>
        {t('list-table.setting.save')}
      </SaveButton>
      <Popover
        trigger="click"
        title={t('list-table.setting.prefixHint')}
        onOpenChange={(visible) => {
          if (!visible && prefix) props.onPrefix(prefix);
        }}
        content={
          <Input
            aria-label={t('list-table.setting.prefix')}
            placeholder={t('list-table.setting.prefix')}
            value={prefix}
            onChange={(e) => setPrefix(e.target.value)}
            style={{ width: 220 }}
          />
        }
      >
        <Button icon={<TagOutlined />}>{t('list-table.setting.addPrefix')}</Button>
      </Popover>
      <Button icon={<AppstoreAddOutlined />} onClick={props.onAddFields}>
        {t('list-table.setting.addFields')}
      </Button>
      <Button icon={<SyncOutlined />} onClick={props.onSync}>
        {t('list-table.setting.syncInfo')}
      </Button>
      {props.canDeleteAll && (
        <Button danger icon={<DeleteOutlined />} onClick={props.onDeleteAll}>
          {t('list-table.setting.deleteAll')}
        </Button>
      )}
    </Space>
  );
}

/** The editor of a row's SUB_SQL or REFERENCE_SQL. */
function SqlDialog({
  sql,
  onChange,
  onOk,
}: {
  sql: SqlEdit | null;
  onChange: Dispatch<SetStateAction<SqlEdit | null>>;
  onOk: (sql: SqlEdit) => void;
}) {
  const { t } = useTranslation();
  return (
    <DraggableModal
      title={
        sql ? t(sql.field === 'SUB_SQL' ? 'list-table.setting.subSql' : 'list-table.setting.refSql') : ''
      }
      open={sql !== null}
      width={720}
      okText={t('list-table.confirm')}
      cancelText={t('list-table.cancel')}
      onCancel={() => onChange(null)}
      onOk={() => {
        if (sql) onOk(sql);
        onChange(null);
      }}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label="SQL"
        autoSize={{ minRows: 10, maxRows: 24 }}
        style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
        value={sql?.text ?? ''}
        onChange={(e) => onChange((s) => (s ? { ...s, text: e.target.value } : s))}
      />
    </DraggableModal>
  );
}

/** The setting rows, loaded on open, and the rows as loaded (to tell unsaved changes). */
function useSettingRows(open: boolean, listRoute: string) {
  const [rows, setRows] = useState<SettingRow[]>([]);
  const loaded = useRef<SettingRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<RowError | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const list = (await listParamApi.loadParams(listRoute)).map(toRow);
      loaded.current = list;
      setRows(list);
      setError(null);
    } finally {
      setLoading(false);
    }
  }, [listRoute]);

  useEffect(() => {
    if (open) void load().catch(() => undefined);
  }, [open, load]);

  const onUpdate = useCallback<UpdateSetting>(
    (key, field, value) => setRows((all) => all.map((r) => (r._key === key ? { ...r, [field]: value } : r))),
    [],
  );
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: ['listParam', 'params', listRoute] });
  return { rows, setRows, loaded, loading, error, setError, load, changed, onUpdate };
}

/** Deleting one row (asked first; a row never saved only leaves the grid) or every row of the list. */
function useSettingDeletes(
  listRoute: string,
  { setRows, loaded, changed }: Pick<ReturnType<typeof useSettingRows>, 'setRows' | 'loaded' | 'changed'>,
) {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const removeRow = (row: SettingRow) =>
    modal.confirm({
      title: t('list-table.tip'),
      content: t('list-table.setting.confirmDeleteOne'),
      okText: t('list-table.ok'),
      cancelText: t('list-table.cancel'),
      onOk: async () => {
        if (!row.LIST_ROUTE) {
          // Never saved: it only exists here.
          setRows((all) => all.filter((r) => r._key !== row._key));
          return;
        }
        await listParamApi.deleteParam({ ...row, LIST_ROUTE: row.LIST_ROUTE });
        loaded.current = loaded.current.filter((r) => r._key !== row._key);
        setRows((all) => renumber(all.filter((r) => r._key !== row._key)));
        notification.success({ title: t('list-table.success'), description: t('list-table.deleted') });
        await changed();
      },
    });

  const deleteAll = () =>
    modal.confirm({
      title: t('list-table.tip'),
      content: t('list-table.setting.confirmDeleteAll'),
      okText: t('list-table.ok'),
      cancelText: t('list-table.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await listParamApi.deleteAllParams(listRoute);
        loaded.current = [];
        setRows([]);
        notification.success({ title: t('list-table.success'), description: t('list-table.deleted') });
        await changed();
      },
    });

  return { removeRow, deleteAll };
}

/** Advanced setting drawer 高级配置 (spec §2.4 item 3, §4 setting rows, §5 setting rules). */
export function AdvancedSettingDrawer({ open, listRoute, columns, onClose }: Props) {
  const { t } = useTranslation();
  const { message, modal, notification } = App.useApp();
  const canDeleteAll = usePermission('SeniorSettingDeleteAll');
  const canDeleteOne = usePermission('ListParam/DeleteOne');
  const settings = useSettingRows(open, listRoute);
  const { rows, setRows, loaded, loading, error, setError, load, changed, onUpdate } = settings;
  const { removeRow, deleteAll } = useSettingDeletes(listRoute, settings);
  const [saving, setSaving] = useState(false);
  const [prefix, setPrefix] = useState('');
  const [sql, setSql] = useState<SqlEdit | null>(null);

  /** Saves every row; false when nothing was saved. Failure: a warning titled 错误 with the server message. */
  const save = async (): Promise<boolean> => {
    if (rows.length === 0) return true;
    const invalid = validateSettingRows(rows);
    setError(invalid);
    if (invalid) {
      const sqlCaption = { SUB_SQL: 'subSql', REFERENCE_SQL: 'refSql' }[invalid.field];
      const field = sqlCaption
        ? t(`list-table.setting.${sqlCaption}`)
        : t(`list-table.setting.columns.${invalid.field}`, { defaultValue: invalid.field });
      message.warning(
        t('list-table.setting.rowError', {
          row: invalid.index + 1,
          message: t(`list-table.${invalid.message}`, { ...invalid.values, field }),
        }),
      );
      return false;
    }
    setSaving(true);
    try {
      await listParamApi.saveParams(
        rows.map(({ _key, ...r }) => ({ ...r, LIST_ROUTE: listRoute, ORD_IDX: Number(r.ORD_IDX) })),
      );
      notification.success({ title: t('list-table.success'), description: t('list-table.saved') });
      await changed();
      await load();
      return true;
    } catch (e) {
      modal.warning({ title: t('list-table.error'), content: e instanceof ApiError ? e.message : String(e) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (!hasPendingChanges(pendingChanges(loaded.current, rows))) return onClose();
    modal.confirm({
      title: t('list-table.tip'),
      content: t('list-table.setting.unsaved'),
      okText: t('list-table.yes'),
      cancelText: t('list-table.no'),
      onOk: async () => {
        if (await save()) onClose();
      },
      onCancel: onClose,
    });
  };

  const onAddFields = () => {
    const next = addFields(rows, columns);
    const count = next.length - rows.length;
    if (count === 0) message.info(t('list-table.setting.noNewFields'));
    else message.success(t('list-table.setting.fieldsAdded', { count }));
    setRows(next);
  };

  const onSync = () => {
    const next = syncCaptions(rows, columns);
    const count = next.filter((r, i) => r.PARAM_CAPTION !== rows[i]?.PARAM_CAPTION).length;
    message.success(t('list-table.setting.synced', { count }));
    setRows(next);
  };

  return (
    <Drawer
      title={t('list-table.setting.title')}
      placement="right"
      size="90%"
      open={open}
      onClose={close}
      destroyOnHidden
      styles={{ body: { paddingTop: 12 } }}
    >
      <SettingToolbar
        prefix={prefix}
        setPrefix={setPrefix}
        saving={saving}
        canDeleteAll={canDeleteAll}
        onAdd={() => setRows((all) => [...all, emptySettingRow(all)])}
        onSave={() => void save()}
        onPrefix={(prefix) => setRows((all) => applyPrefix(all, prefix))}
        onAddFields={onAddFields}
        onSync={onSync}
        onDeleteAll={deleteAll}
      />
      <div data-testid="setting-grid" style={{ opacity: loading ? 0.5 : 1 }}>
        <SettingGrid
          rows={rows}
          error={error}
          canDelete={canDeleteOne}
          height={Math.max(240, window.innerHeight - 220)}
          onUpdate={onUpdate}
          onEditSql={(row, field) => setSql({ row, field, text: String(row[field] ?? '') })}
          onDelete={removeRow}
        />
      </div>
      <SqlDialog sql={sql} onChange={setSql} onOk={(s) => onUpdate(s.row._key, s.field, s.text)} />
    </Drawer>
  );
}
