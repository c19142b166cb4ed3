import { EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnSearch,
  type ListField,
  type ListRow,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { invoiceRenderers } from './invoiceRenderers.tsx';
import { useInvoiceViewers } from './useInvoiceViewers.tsx';
import './invoice.css';

const columnSearch: Partial<Record<ListField<'InvoiceReview'>, ColumnSearch>> = { INVOICE_NO: { type: 6 } };
/** What finance opens the screen with: the invoices waiting for its review (the header search, clearable). */
const waiting = { STATE: 'submitted' };

/**
 * Finance's review of the vendors' invoices (issue #47): it opens on those waiting for review; the invoice drawer
 * shows a flagged one's reason and differences first, and Approve (asks first) and Reject (with a reason) as its
 * ACTIONS allow. Sorting by the "outside tolerance" column brings the flagged ones together.
 */
export default function InvoiceReviewPage() {
  const { t } = useTranslation();
  const { openInvoice, viewers } = useInvoiceViewers();
  const [selected, setSelected] = useState<ListRow<'InvoiceReview'>[]>([]);
  const renderers = useMemo(() => invoiceRenderers(openInvoice), [openInvoice]);
  const chosen = selected.length === 1 ? selected[0] : undefined;
  return (
    <div className="inv-page">
      <ScreenList
        list="InvoiceReview"
        rowKey="ID"
        rowSelection="page"
        initialFilter={waiting}
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => openInvoice(row.ID)}
        renderers={renderers}
        columnSearch={columnSearch}
        toolbarExtra={
          <Space wrap size={8}>
            <Button
              icon={<EyeOutlined />}
              disabled={!chosen}
              onClick={() => chosen && openInvoice(chosen.ID)}
              data-testid="inv-view"
            >
              {t('invoice.actions.review')}
            </Button>
          </Space>
        }
      />
      {viewers}
    </div>
  );
}
