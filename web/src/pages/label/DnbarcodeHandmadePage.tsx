import { PlusOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListField,
  type ListHandle,
  type ListRow,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { usePrint } from '../../platform/print/usePrint.ts';
import { useSession } from '../../platform/session.ts';
import { labelApi } from './labelApi.ts';
import { labelCells } from './labelCells.tsx';
import { ManualBatchDialog } from './ManualBatchDialog.tsx';
import './label.css';

const columnSearch = pastedListSearch<ListField<'DnbarcodeHandmade'>>('LABEL_NO', 'BATCH_NO', 'PART_NO');

/** Manual coding (DnbarcodeHandmade, PRODUCT §6): labels for a part without a note; create a batch, void, print. */
export default function DnbarcodeHandmadePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  // A vendor user (VENDOR_CODE set) codes for itself; staff pick the vendor.
  const isVendor = Boolean(useSession().userInfo?.VENDOR_CODE);
  const table = useRef<ListHandle<'DnbarcodeHandmade'>>(null);
  const [selected, setSelected] = useState<ListRow<'DnbarcodeHandmade'>[]>([]);
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const { print, printing } = usePrint();
  const renderers = useMemo(() => labelCells(t), [t]);
  const ids = selected.map((r) => r.ID);

  const voidSelected = async () => {
    const ok = await modal.confirm({
      title: t('label.confirm.voidTitle'),
      content: t('label.confirm.void', { count: ids.length }),
      okText: t('label.actions.void'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setVoiding(true);
    try {
      await labelApi.manualVoid(ids);
      void message.success(t('label.msg.voided', { count: ids.length }));
      table.current?.clearSelection();
      table.current?.reload();
    } catch {
      // shown by the shell's toast
    } finally {
      setVoiding(false);
    }
  };

  return (
    <div className="label-page">
      <ScreenList
        ref={table}
        list="DnbarcodeHandmade"
        rowKey="ID"
        rowSelection="multi-page"
        onSelectionChange={setSelected}
        columnSearch={columnSearch}
        renderers={renderers}
        toolbarButtons={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="label-new-batch"
            >
              {t('label.actions.newBatch')}
            </Button>
            <Button
              danger
              icon={<StopOutlined />}
              disabled={!ids.length}
              loading={voiding}
              onClick={() => void voidSelected()}
              data-testid="label-void"
            >
              {t('label.actions.voidSelected', { count: ids.length })}
            </Button>
            <Button
              icon={<PrinterOutlined />}
              disabled={!ids.length}
              loading={printing}
              onClick={() => void print(() => labelApi.print({ IDS: ids }), 'labels')}
              data-testid="label-print-selected"
            >
              {t('label.actions.printSelected', { count: ids.length })}
            </Button>
          </>
        }
      />
      <ManualBatchDialog
        open={creating}
        staff={!isVendor}
        onClose={() => setCreating(false)}
        onCreated={(batchNo) => {
          setCreating(false);
          void message.success(t('label.msg.batchCreated', { no: batchNo }));
          table.current?.reload();
        }}
      />
    </div>
  );
}
