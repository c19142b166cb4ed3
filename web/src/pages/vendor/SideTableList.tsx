import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListHandle, ScreenList } from '../../platform/list-table/index.ts';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { SideRowDialog } from './SideRowDialog.tsx';
import type { SideListCode, SideRow, SideTable } from './sideTables.ts';

/** A side table of the Vender screen (over-delivery confirmations or spares) through the shared list table. */
export function SideTableList<C extends SideListCode>({
  table,
  height,
}: {
  table: SideTable<C>;
  height?: number | string;
}) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const list = useRef<ListHandle<C>>(null);
  const [selected, setSelected] = useState<SideRow[]>([]);
  const [editing, setEditing] = useState<Partial<SideRow> | null>(null);
  const one = selected.length === 1 ? selected[0]! : null;

  const refresh = () => {
    list.current?.clearSelection();
    setSelected([]);
    list.current?.reload();
  };
  const remove = () =>
    feedback.confirm({
      content: selected.map((r) => `${r.VENDOR_CODE ?? ''} / ${r.PART_NO ?? ''}`).join(', '),
      bulk: true,
      action: async () => {
        await table.removeMany(selected.map((r) => r.ID));
        feedback.deleted();
        refresh();
      },
    });

  return (
    <>
      <ScreenList
        ref={list}
        list={table.list}
        rowKey={table.rowKey}
        rowSelection="page"
        onSelectionChange={(rows) => setSelected(rows.map(table.rowOf))}
        onRowDoubleClick={(row) => setEditing(table.rowOf(row))}
        renderers={table.renderers}
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
