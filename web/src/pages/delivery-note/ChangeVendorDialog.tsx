import { actionType, dataType, noteListCodes } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { Table } from '../../app/components/Table.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { useCaptions } from '../../platform/captions.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';

type Vendor = { VENDOR_CODE: string; VENDOR_NAME: string };

const sample = 200;

/**
 * Vendors that have notes of this kind, found through the note list itself (staff may not read the vendor
 * master, /System/Vender): without a search the vendors of the latest notes, with one the vendors whose code
 * or name matches. docs/decisions.md "Delivery notes (web)".
 */
async function findVendors(k: KindConfig, search: string, signal: AbortSignal): Promise<Vendor[]> {
  const list = noteListCodes[k.kind].notes;
  const body = (field?: string) => ({
    Page: 1,
    Limit: sample,
    OrderByParam: 'ID',
    OrderBySort: 1 as const,
    Params: field
      ? [{ FIELD_NAME: field, ACTION_TYPE: actionType.like, PARAM_VALUE: search, DATA_TYPE: dataType.text }]
      : [],
  });
  const pages = search
    ? await Promise.all([
        loadListRows(list, body('VENDOR_CODE'), { signal }),
        loadListRows(list, body('VENDOR_NAME'), { signal }),
      ])
    : [await loadListRows(list, body(), { signal })];
  const byCode = new Map<string, Vendor>();
  for (const page of pages)
    for (const r of page.rows) {
      const code = r.VENDOR_CODE ?? '';
      if (code && !byCode.has(code))
        byCode.set(code, { VENDOR_CODE: code, VENDOR_NAME: r.VENDOR_NAME ?? '' });
    }
  return [...byCode.values()].sort((a, b) => a.VENDOR_CODE.localeCompare(b.VENDOR_CODE));
}

type Props = {
  k: KindConfig;
  open: boolean;
  value: string;
  onClose: () => void;
  onChoose: (vendorCode: string) => void;
};

/** Change vendor (staff): narrows the note list to one vendor; "all vendors" lifts the filter. */
export function ChangeVendorDialog({ k, open, value, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (open) setDraft(search);
  }, [open, search]);
  const vendors = useQuery({
    queryKey: ['deliveryNote', 'vendors', k.kind, search],
    queryFn: ({ signal }) => findVendors(k, search, signal),
    enabled: open,
    staleTime: 30_000,
  });
  const rows = vendors.data ?? [];
  return (
    <DraggableModal
      open={open}
      title={t('delivery-note.vendorFilter.title')}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="all" onClick={() => onChoose('')}>
          {t('delivery-note.vendorFilter.all')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <SearchInput
        autoFocus
        allowClear
        value={draft}
        placeholder={t('delivery-note.vendorFilter.search')}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(v) => {
          const next = v.trim();
          // Enter on an unchanged search picks the only (or first) vendor found.
          if (next === search && rows[0]) onChoose(rows[0].VENDOR_CODE);
          else setSearch(next);
        }}
        style={{ marginBottom: 8 }}
      />
      <Table<Vendor>
        size="small"
        rowKey="VENDOR_CODE"
        dataSource={rows}
        loading={vendors.isFetching}
        pagination={false}
        scroll={{ y: 320 }}
        data-testid="dn-vendor-table"
        rowClassName={(r) => (r.VENDOR_CODE === value ? 'dn-row-current' : '')}
        onRow={(r) => ({ onClick: () => onChoose(r.VENDOR_CODE), style: { cursor: 'pointer' } })}
        columns={[
          { title: caption('VENDOR_CODE'), dataIndex: 'VENDOR_CODE', width: 140 },
          { title: caption('VENDOR_NAME'), dataIndex: 'VENDOR_NAME' },
        ]}
        locale={{ emptyText: t('delivery-note.vendorFilter.none') }}
      />
      <div className="dn-hint">{t('delivery-note.vendorFilter.hint', { count: sample })}</div>
    </DraggableModal>
  );
}
