import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { type ListRenderers, type ListRow, ScreenList } from '../../platform/list-table/index.ts';
import { useInvoiceViewers } from './useInvoiceViewers.tsx';
import './invoice.css';

/**
 * Payments (issue #47): the remittance advices the ERP sent — a vendor its own, finance every vendor's. The
 * reference (or a double-click) opens the advice: the invoices it settles, its deductions and the check that they
 * make the amount paid.
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const { openPayment, viewers } = useInvoiceViewers();
  const [selected, setSelected] = useState<ListRow<'Payment'>[]>([]);
  const renderers = useMemo<ListRenderers<'Payment'>>(
    () => ({
      REFERENCE: (value, row) => (
        <LinkButton
          className="inv-link"
          onClick={() => openPayment(row.ID)}
          data-testid="inv-open-remittance"
        >
          {value}
        </LinkButton>
      ),
    }),
    [openPayment],
  );
  const chosen = selected.length === 1 ? selected[0] : undefined;
  return (
    <div className="inv-page">
      <ScreenList
        list="Payment"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => openPayment(row.ID)}
        renderers={renderers}
        toolbarButtons={
          <Button
            icon={<EyeOutlined />}
            disabled={!chosen}
            onClick={() => chosen && openPayment(chosen.ID)}
            data-testid="inv-view-remittance"
          >
            {t('invoice.actions.remittance')}
          </Button>
        }
      />
      {viewers}
    </div>
  );
}
