import { screens } from '@srm/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, type ColumnSearch, ListTable } from '../../platform/list-table/index.ts';
import { qty } from '../../platform/quantity.ts';
import { statusCell } from '../delivery-note/cells.tsx';
import '../delivery-note/delivery-note.css';

export const deliveryDetailsRoute = screens.DeliveryDetailsQuery.path;

/**
 * Notes, orders and parts are searched by a pasted list, one a line; every other column gets the search of its
 * kind (numbers, date ranges, the STATUS and NOTE_KIND dropdowns) from the list's declaration.
 */
const columnSearch: Record<string, ColumnSearch> = {
  DELIVERY_NO: { type: 6 },
  PO_NO: { type: 6 },
  PART_NO: { type: 6 },
};
/** Status tags in their colours, the kind as a tag, a shortage in red: the texts are the list's own labels. */
const renderers: Record<string, CellRenderer> = {
  STATUS: statusCell,
  NOTE_KIND: (value, _row, _index, text) => (value ? <Tag>{text}</Tag> : null),
  SHORTAGE_QTY: (value, _row, _index, text) =>
    qty(value) > 0n ? <span className="dn-shortage">{text}</span> : text,
};

/** Delivery details report (report center, PRODUCT §5): every note line with its header, with export. */
export function DeliveryDetailsPage() {
  const { t } = useTranslation();
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
