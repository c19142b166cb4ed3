import { EyeOutlined, FileAddOutlined } from '@ant-design/icons';
import { screens, statementState } from '@srm/contract';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGranted } from '../../app/route-grants.ts';
import {
  type ColumnSearch,
  type ListField,
  type ListRow,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { invoiceRenderers } from './invoiceRenderers.tsx';
import { useInvoiceViewers } from './useInvoiceViewers.tsx';
import './invoice.css';

const columnSearch: Partial<Record<ListField<'Invoice'>, ColumnSearch>> = { INVOICE_NO: { type: 6 } };

/**
 * The vendor's invoices (issue #47): state, kind, whether it went to finance flagged, its totals, the expected
 * payment date, what is paid and open, a rejection's reason. The number (or a double-click) opens the invoice:
 * its rates, payments and — when rejected — "correct and submit again" or "withdraw". Invoices are handed in from a
 * confirmed statement: the toolbar leads there.
 */
export default function InvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const { openInvoice, viewers } = useInvoiceViewers();
  const [selected, setSelected] = useState<ListRow<'Invoice'>[]>([]);
  const renderers = useMemo(() => invoiceRenderers(openInvoice), [openInvoice]);
  const statements = screens.ReconBillMstManageVendor.path;
  const chosen = selected.length === 1 ? selected[0] : undefined;
  return (
    <div className="inv-page">
      <ScreenList
        list="Invoice"
        rowKey="ID"
        rowSelection="page"
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
              {t('invoice.actions.view')}
            </Button>
            {isGranted(statements, permissions) && (
              <Button
                icon={<FileAddOutlined />}
                onClick={() => navigate(`${statements}?STATE=${statementState.confirmed}`)}
                data-testid="inv-to-statements"
              >
                {t('invoice.actions.toStatements')}
              </Button>
            )}
          </Space>
        }
      />
      {viewers}
    </div>
  );
}
