import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { exportPathOf } from '@srm/contract';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CellRenderer,
  ListTable,
  type ListTableHandle,
  type Row,
} from '../../platform/list-table/index.ts';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { SideRowDialog } from './SideRowDialog.tsx';
import type { SideTable } from './sideTables.ts';

/** A side table of the Vender screen (over-delivery confirmations or spares) through the shared list table. */
export function SideTableList({ table, height }: { table: SideTable; height?: number | string }) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const list = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<Row | null>(null);
  const one = selected.length === 1 ? selected[0]! : null;

  const refresh = () => {
    list.current?.clearSelection();
    setSelected([]);
    list.current?.reload();
  };
  const remove = () =>
    feedback.confirm({
      content: selected.map((r) => `${String(r.VENDOR_CODE)} / ${String(r.PART_NO)}`).join(', '),
      bulk: true,
      action: async () => {
        await table.removeMany(selected.map((r) => Number(r.ID)));
        feedback.deleted();
        refresh();
      },
    });

  const renderers = useMemo<Record<string, CellRenderer>>(
    () => ({
      [table.pctField]: (v, _row, _index, text) => (v === null || v === undefined ? '' : `${text} %`),
    }),
    [table.pctField],
  );

  return (
    <>
      <ListTable
        ref={list}
        listRoute={table.listRoute}
        loadPath={table.loadPath}
        exportPath={exportPathOf(table.loadPath)}
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={setEditing}
        renderers={renderers}
        title={t(`vendor.tabs.${table.key}`)}
        height={height}
        toolbarExtra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('vendor.actions.add')}
            </Button>
            <Button icon={<EditOutlined />} disabled={!one} onClick={() => one && setEditing(one)}>
              {t('vendor.actions.edit')}
            </Button>
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={remove}>
              {t('vendor.actions.delete')}
            </Button>
          </>
        }
      />
      <SideRowDialog table={table} row={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}
