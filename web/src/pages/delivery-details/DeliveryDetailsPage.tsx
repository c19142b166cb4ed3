import { Tag } from 'antd';
import {
  type ListField,
  type ListRenderers,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { qty } from '../../platform/quantity.ts';
import { statusCell } from '../delivery-note/cells.tsx';
import '../delivery-note/delivery-note.css';

/**
 * Notes, orders and parts are searched by a pasted list, one a line; every other column gets the search of its
 * kind (numbers, date ranges, the STATUS and NOTE_KIND dropdowns) from the list's declaration.
 */
const columnSearch = pastedListSearch<ListField<'DeliveryDetailsQuery'>>('DELIVERY_NO', 'PO_NO', 'PART_NO');
/** Status tags in their colours, the kind as a tag, a shortage in red: the texts are the list's own labels. */
const renderers: ListRenderers<'DeliveryDetailsQuery'> = {
  STATUS: statusCell,
  NOTE_KIND: (value, _row, _index, text) => (value ? <Tag>{text}</Tag> : null),
  SHORTAGE_QTY: (value, _row, _index, text) =>
    qty(value) > 0n ? <span className="dn-shortage">{text}</span> : text,
};

/** Delivery details report (report center, PRODUCT §5): every note line with its header, with export. */
export function DeliveryDetailsPage() {
  return (
    <ScreenList
      list="DeliveryDetailsQuery"
      rowKey="LINE_ID"
      rowSelection="multi-page"
      columnSearch={columnSearch}
      renderers={renderers}
    />
  );
}

export default DeliveryDetailsPage;
