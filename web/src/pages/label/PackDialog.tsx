import { useQuery } from '@tanstack/react-query';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { type LabelRow, labelApi, labelMay, labelsOf } from './labelApi.ts';
import { labelTableColumns } from './labelColumns.tsx';
import type { LabelOwner } from './SourcePicker.tsx';

type Props = { owner: LabelOwner | null; onClose: () => void; onPacked: () => void };

/** New box by selection: the unpacked active labels of one note (or manual batch), ticked ones packed into a new box. */
export function PackDialog({ owner, onClose, onPacked }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions('label');
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  // A new box (or owner) starts with nothing ticked.
  const [shown, setShown] = useState(owner);
  if (shown !== owner) {
    setShown(owner);
    setChosen([]);
  }
  const query = useQuery({
    queryKey: ['label', 'unpacked', owner],
    queryFn: async () => {
      if (!owner) return [];
      const { rows } = await labelsOf(
        owner.source,
        owner.source === 'note' ? { noteId: owner.id } : { batchNo: owner.no },
      );
      return rows.filter((l) => labelMay('pack', l.STATE) && !l.OUTER_ID);
    },
    enabled: owner !== null,
  });
  const labels = query.data ?? [];

  const pack = async () => {
    setBusy(true);
    try {
      const box = await labelApi.pack({ LABEL_IDS: chosen });
      void message.success(t('label.msg.packed', { count: chosen.length, box: box?.OUTER_NO ?? '' }));
      onPacked();
    } catch {
      // shown by the shell's toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <DraggableModal
      open={owner !== null}
      width={900}
      title={t('label.dialogs.packSelection', { no: owner?.no ?? '' })}
      onCancel={onClose}
      onOk={() => void pack()}
      okText={t('label.actions.packCount', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, 'data-testid': 'label-pack-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon title={query.error.message} />}
      <p className="label-hint">{t('label.dialogs.packHint', { count: labels.length })}</p>
      <Table<LabelRow>
        size="small"
        rowKey="ID"
        loading={query.isFetching}
        dataSource={labels}
        columns={labelTableColumns(field, owner?.source ?? 'note')}
        pagination={false}
        scroll={{ y: 400, x: 800 }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        locale={{ emptyText: t('label.dialogs.noUnpacked') }}
        data-testid="label-pack-table"
      />
    </DraggableModal>
  );
}
