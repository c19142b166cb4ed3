import { noteKinds } from '@srm/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, type ColumnSearch, ListTable } from '../../platform/list-table/index.ts';
import { quantityRenderers, statusCell } from '../delivery-note/cells.tsx';
import { formatQty, qty } from '../delivery-note/decimal.ts';
import { useStatusOptions } from '../delivery-note/status.tsx';
import '../delivery-note/deliveryNote.css';

export const deliveryDetailsRoute = '/DeliveryNote/DeliveryDetailsQuery';

const quantities = [
  'PO_TOTAL_QTY',
  'DELIVERY_QTY',
  'SPARE_QTY',
  'PACKING_QTY',
  'BOX_COUNT',
  'RECEIVED_QTY',
  'SHORTAGE_QTY',
  'UNIT_EXRATE',
];
const numberSearch = Object.fromEntries(quantities.map((f) => [f, { type: 3 } as ColumnSearch]));

/** Delivery details report (report center, PRODUCT §5): every note line with its header, with export. */
export function DeliveryDetailsPage() {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  const columnSearch = useMemo<Record<string, ColumnSearch>>(
    () => ({
      ...numberSearch,
      PO_ITEM: { type: 3 },
      LINE_NO: { type: 3 },
      STATUS: { type: 2, options: statusOptions.map((o) => ({ value: o.value, label: o.text })) },
      NOTE_KIND: {
        type: 2,
        options: noteKinds.map((k) => ({ value: k, label: t(`deliveryDetails.kinds.${k}`) })),
      },
      DELIVERY_DATE: { type: 5 },
      ARRIVAL_DATE: { type: 5 },
      CREATETIME: { type: 5 },
      DELIVERY_NO: { type: 6 },
      PO_NO: { type: 6 },
      PART_NO: { type: 6 },
    }),
    [statusOptions, t],
  );
  const renderers = useMemo<Record<string, CellRenderer>>(
    () => ({
      ...quantityRenderers(quantities),
      SHORTAGE_QTY: (value) => (
        <span className={`dn-num${qty(value) > 0n ? ' dn-shortage' : ''}`}>{formatQty(value)}</span>
      ),
      STATUS: statusCell,
      NOTE_KIND: (value) =>
        value ? (
          <Tag>{t(`deliveryDetails.kinds.${String(value)}`, { defaultValue: String(value) })}</Tag>
        ) : null,
    }),
    [t],
  );
  return (
    <ListTable
      listRoute={deliveryDetailsRoute}
      loadPath="DeliveryDetailsQuery/LoadData"
      exportPath="DeliveryDetailsQuery/ExportData"
      rowKey="LINE_ID"
      rowSelection="multi-page"
      title={t('routes.DeliveryDetailsQuery')}
      columnSearch={columnSearch}
      renderers={renderers}
    />
  );
}

export default DeliveryDetailsPage;
