import { useQuery } from '@tanstack/react-query';
import { Alert, type InputRef, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';
import { cellText } from '../../platform/list-table/print.ts';
import type { SentParam } from '../../platform/list-table/types.ts';
import { equals, type LabelSource } from './labelApi.ts';

/** What labels belong to: a note (ID and number) or a manual batch (its number). */
export type LabelOwner = { source: 'note'; id: number; no: string } | { source: 'manual'; no: string };

type Found = {
  key: string;
  owner: LabelOwner;
  vendor: string;
  date: unknown;
  status?: unknown;
  count?: number;
};

const like = (field: string, value: string): SentParam => ({
  FIELD_NAME: field,
  ACTION_TYPE: 6,
  PARAM_VALUE: value,
  DATA_TYPE: 1,
});

/**
 * Notes from the delivery note list (MaintainDeliveryNote2, audited only when `audited`); manual batches from the
 * manual-label list, one row per batch of the labels found.
 */
async function search(source: LabelSource, text: string, audited: boolean): Promise<Found[]> {
  if (source === 'note') {
    const params = [...(audited ? [equals('STATUS', 2)] : []), ...(text ? [like('DELIVERY_NO', text)] : [])];
    const { rows } = await loadListRows('MaintainDeliveryNote2', { Page: 1, Limit: 20, Params: params });
    return rows.map((r) => ({
      key: String(r.ID),
      owner: { source: 'note', id: r.ID, no: r.DELIVERY_NO ?? '' },
      vendor: `${r.VENDOR_CODE ?? ''} ${r.VENDOR_NAME ?? ''}`.trim(),
      date: r.DELIVERY_DATE,
      status: r.STATUS,
    }));
  }
  const { rows } = await loadListRows('DnbarcodeHandmade', {
    Page: 1,
    Limit: 200,
    Params: [equals('STATE', 'active'), ...(text ? [like('BATCH_NO', text)] : [])],
  });
  const batches = new Map<string, Found>();
  for (const r of rows) {
    const no = r.BATCH_NO ?? '';
    const found = batches.get(no);
    if (found) found.count = (found.count ?? 0) + 1;
    else
      batches.set(no, {
        key: no,
        owner: { source: 'manual', no },
        vendor: `${r.VENDOR_CODE ?? ''} ${r.VENDOR_NAME ?? ''}`.trim(),
        date: r.CREATETIME,
        count: 1,
      });
  }
  return [...batches.values()];
}

type Props = {
  open: boolean;
  source: LabelSource;
  title: string;
  okText: string;
  /** Notes: only audited ones (generation). */
  audited?: boolean;
  onClose: () => void;
  onPick: (owner: LabelOwner) => Promise<void> | void;
};

/**
 * Choose a note (or manual batch): type or paste its number and press Enter, or search by part of it and pick a
 * row. Enter with exactly one match picks it.
 */
export function SourcePicker({ open, source, title, okText, audited = false, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions('label');
  const [text, setText] = useState('');
  const searchInput = useRef<InputRef>(null);
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setText('');
      setTerm('');
      setChosen(null);
    }
  }, [open]);
  const query = useQuery({
    queryKey: ['label', 'picker', source, audited, term],
    queryFn: () => search(source, term, audited),
    enabled: open,
  });
  const found = query.data ?? [];

  const pick = async (f: Found | null | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      await onPick(f.owner);
    } finally {
      setBusy(false);
    }
  };
  const onEnter = () => {
    const typed = text.trim();
    if (typed !== term) return setTerm(typed);
    const exact = found.find((f) => f.owner.no === typed) ?? (found.length === 1 ? found[0] : null);
    if (exact) void pick(exact);
  };

  const noField = source === 'note' ? 'DELIVERY_NO' : 'BATCH_NO';
  const columns: TableColumnsType<Found> = [
    { key: 'no', title: field(noField), render: (_, f) => <span className="label-mono">{f.owner.no}</span> },
    { key: 'vendor', title: field('VENDOR_NAME'), dataIndex: 'vendor', ellipsis: true },
    {
      key: 'date',
      title: field(source === 'note' ? 'DELIVERY_DATE' : 'CREATETIME'),
      render: (_, f) => cellText(f.date),
      width: 150,
    },
    ...(source === 'note'
      ? [
          {
            key: 'status',
            title: field('STATUS'),
            width: 90,
            render: (_: unknown, f: Found) => <StatusTag status={f.status} />,
          },
        ]
      : []),
    ...(source === 'manual'
      ? [
          {
            key: 'count',
            title: t('label.picker.labels'),
            dataIndex: 'count',
            width: 70,
            align: 'right' as const,
          },
        ]
      : []),
  ];

  return (
    <DraggableModal
      open={open}
      title={title}
      width={640}
      onCancel={onClose}
      onOk={() => void pick(chosen)}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !chosen, 'data-testid': 'label-picker-ok' }}
      confirmLoading={busy}
      destroyOnHidden
      // antd focuses the dialog's close button once it has opened: put the focus where a scan or typing goes.
      afterOpenChange={(opened) => opened && searchInput.current?.focus()}
    >
      <SearchInput
        ref={searchInput}
        autoFocus
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => setTerm(v.trim())}
        onPressEnter={(e) => {
          e.preventDefault();
          onEnter();
        }}
        placeholder={t(source === 'note' ? 'label.picker.notePlaceholder' : 'label.picker.batchPlaceholder')}
        aria-label={field(noField)}
        data-testid="label-picker-search"
      />
      {audited && source === 'note' && <p className="label-hint">{t('label.picker.auditedOnly')}</p>}
      {query.isError && <Alert type="error" showIcon title={query.error.message} />}
      <Table<Found>
        size="small"
        rowKey="key"
        loading={query.isFetching}
        dataSource={found}
        columns={columns}
        pagination={false}
        scroll={{ y: 300 }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.key] : [],
          onChange: (_, rows) => setChosen(rows[0] ?? null),
        }}
        onRow={(f) => ({ onClick: () => setChosen(f), onDoubleClick: () => void pick(f) })}
        locale={{ emptyText: t('label.picker.none') }}
        data-testid="label-picker-table"
      />
    </DraggableModal>
  );
}
