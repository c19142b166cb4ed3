import { EyeOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import {
  type ListField,
  pastedListSearch,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { invoiceRenderers } from './invoiceRenderers.tsx';
import { useInvoiceViewers } from './useInvoiceViewers.tsx';
import './invoice.css';

const columnSearch = pastedListSearch<ListField<'InvoiceReview'>>('INVOICE_NO');
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
  const { one, listProps } = useListSelection<'InvoiceReview'>();
  const renderers = useMemo(() => invoiceRenderers(openInvoice), [openInvoice]);
  return (
    <div className="inv-page">
      <ScreenList
        {...listProps}
        list="InvoiceReview"
        rowKey="ID"
        rowSelection="page"
        initialFilter={waiting}
        onRowDoubleClick={(row) => openInvoice(row.ID)}
        renderers={renderers}
        columnSearch={columnSearch}
        toolbarButtons={
          <OneRowButton
            icon={<EyeOutlined />}
            action={one && (() => openInvoice(one.ID))}
            data-testid="inv-view"
          >
            {t('invoice.actions.review')}
          </OneRowButton>
        }
      />
      {viewers}
    </div>
  );
}
