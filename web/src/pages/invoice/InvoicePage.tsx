import { EyeOutlined, FileAddOutlined } from '@ant-design/icons';
import { screens, statementState } from '@srm/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import { isGranted } from '../../app/route-grants.ts';
import {
  type ListField,
  pastedListSearch,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { invoiceRenderers } from './invoiceRenderers.tsx';
import { useInvoiceViewers } from './useInvoiceViewers.tsx';
import './invoice.css';

const columnSearch = pastedListSearch<ListField<'Invoice'>>('INVOICE_NO');

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
  const { one, listProps } = useListSelection<'Invoice'>();
  const renderers = useMemo(() => invoiceRenderers(openInvoice), [openInvoice]);
  const statements = screens.ReconBillMstManageVendor.path;
  return (
    <div className="inv-page">
      <ScreenList
        {...listProps}
        list="Invoice"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => openInvoice(row.ID)}
        renderers={renderers}
        columnSearch={columnSearch}
        toolbarButtons={
          <>
            <OneRowButton
              icon={<EyeOutlined />}
              action={one && (() => openInvoice(one.ID))}
              data-testid="inv-view"
            >
              {t('invoice.actions.view')}
            </OneRowButton>
            {isGranted(statements, permissions) && (
              <Button
                icon={<FileAddOutlined />}
                onClick={() => navigate(`${statements}?STATE=${statementState.confirmed}`)}
                data-testid="inv-to-statements"
              >
                {t('invoice.actions.toStatements')}
              </Button>
            )}
          </>
        }
      />
      {viewers}
    </div>
  );
}
