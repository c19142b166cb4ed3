import { FileAddOutlined } from '@ant-design/icons';
import { formatMoney, type InvoiceDetail, type StatementDetail, statementState } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, type TableColumnsType, Tooltip } from 'antd';
import { cloneElement, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { HandInDialog } from './HandInDialog.tsx';
import { FlaggedTag, InvoiceKindTag, InvoiceStateTag } from './InvoiceStateTag.tsx';
import { invoiceApi, statementInvoicesKey } from './invoiceApi.ts';
import { ratesOf } from './invoiceMoney.ts';
import { useInvoiceViewers } from './useInvoiceViewers.tsx';
import './invoice.css';

/** The statement states invoices can be on: handed in once confirmed, kept when approved and closed. */
const invoiced: number[] = [statementState.confirmed, statementState.approved, statementState.closed];

/**
 * "Hand in invoices" on a statement the vendor confirmed (its screen), or "Record the vendor's invoice" (finance's
 * screen: a vendor that does not use the portal; the server records them as finance's): opens the hand-in dialog for
 * it. Renders nothing for another side or state.
 */
export function HandInInvoicesButton({ statement: s, side }: { statement: StatementDetail; side: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if ((side !== 'vendor' && side !== 'finance') || s.STATE !== statementState.confirmed) return null;
  const recording = side === 'finance';
  return (
    <>
      <Button
        // Finance's own step stays the primary one: this is the exception, for a vendor outside the portal.
        type={recording ? 'default' : 'primary'}
        icon={<FileAddOutlined />}
        onClick={() => setOpen(true)}
        data-testid="inv-hand-in"
      >
        {t(recording ? 'invoice.actions.record' : 'invoice.actions.handIn')}
      </Button>
      <HandInDialog
        open={open}
        statement={{
          ID: s.ID,
          STATEMENT_NO: s.STATEMENT_NO,
          CURRENCY: s.CURRENCY,
          rates: ratesOf(s.Lines),
          TOTAL_AMOUNT: s.TOTAL_AMOUNT,
          TOTAL_TAX: s.TOTAL_TAX,
          TOTAL_WITH_TAX: s.TOTAL_WITH_TAX,
        }}
        mode={{ kind: 'submit' }}
        recording={recording}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Finance's old "Approve" of a confirmed statement (with the invoice's fields typed in) passes its invoices by: once
 * invoices were handed in on the statement, they are approved in Invoice review — which approves the statement with
 * them — so the old button is disabled and says so. A statement without invoices keeps it (the way before invoices).
 * Renders one of the drawer's action buttons (keyed by its action): the one keyed `approve` is the one it gates.
 */
export function ApproveGate({
  statement: s,
  button,
}: {
  statement: StatementDetail;
  button: ReactElement<{ disabled?: boolean }>;
}) {
  const { t } = useTranslation();
  const gated = button.key === 'approve' && s.STATE === statementState.confirmed;
  // The drawer's invoice section asks the same (one request, one cache entry).
  const query = useQuery({
    queryKey: statementInvoicesKey(s.ID),
    queryFn: ({ signal }) => invoiceApi.ofStatement(s.ID, signal),
    enabled: gated,
  });
  if (!gated) return button;
  const handedIn = (query.data?.length ?? 0) > 0;
  return (
    <Tooltip title={handedIn ? t('invoice.approveInReview') : undefined}>
      {cloneElement(button, { disabled: query.isLoading || handedIn })}
    </Tooltip>
  );
}

/** A statement's invoices (the statement drawer's "Invoices" section): each opens in the invoice drawer. */
export function StatementInvoices({ statement: s }: { statement: StatementDetail }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { openInvoice, viewers, canReadInvoices } = useInvoiceViewers();
  const shows = invoiced.includes(s.STATE);
  const query = useQuery({
    queryKey: statementInvoicesKey(s.ID),
    queryFn: ({ signal }) => invoiceApi.ofStatement(s.ID, signal),
    enabled: shows,
  });
  if (!shows) return null;
  const money = (v: string) => <span className="inv-num">{formatMoney(v)}</span>;
  const columns: TableColumnsType<InvoiceDetail> = [
    {
      title: field('INVOICE_NO'),
      dataIndex: 'INVOICE_NO',
      render: (v: string, i) =>
        canReadInvoices ? (
          <LinkButton className="inv-link" onClick={() => openInvoice(i.ID)} data-testid="st-invoice-open">
            {v}
          </LinkButton>
        ) : (
          v
        ),
    },
    { title: field('INVOICE_KIND'), dataIndex: 'KIND', render: (k: string) => <InvoiceKindTag kind={k} /> },
    { title: field('INVOICE_DATE'), dataIndex: 'INVOICE_DATE' },
    {
      title: field('STATE'),
      dataIndex: 'STATE',
      render: (state: string, i) => (
        <>
          <InvoiceStateTag state={state} />
          <FlaggedTag flagged={!i.WITHIN} />
        </>
      ),
    },
    { title: field('AMOUNT'), dataIndex: 'AMOUNT', align: 'right', render: money },
    { title: field('TAX'), dataIndex: 'TAX', align: 'right', render: money },
    { title: field('TOTAL'), dataIndex: 'TOTAL', align: 'right', render: money },
    { title: field('EXPECTED_PAY_DATE'), dataIndex: 'EXPECTED_PAY_DATE' },
    { title: field('OPEN_AMOUNT'), dataIndex: 'OPEN', align: 'right', render: money },
  ];
  return (
    <section className="inv-statement" aria-labelledby={`st-invoices-${s.ID}`} data-testid="st-invoices">
      <h4 className="inv-subtitle" id={`st-invoices-${s.ID}`}>
        {t('invoice.statementSection', { count: query.data?.length ?? 0 })}
      </h4>
      {query.isError ? (
        <Alert type="warning" showIcon title={query.error.message} />
      ) : (
        <Table<InvoiceDetail>
          size="small"
          rowKey="ID"
          columns={columns}
          dataSource={query.data ?? []}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('invoice.noneOnStatement') }}
        />
      )}
      {viewers}
    </section>
  );
}
