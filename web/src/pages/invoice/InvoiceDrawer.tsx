import {
  CheckOutlined,
  CloseCircleOutlined,
  EditOutlined,
  FilePdfOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { attachmentDownloadUrl, formatMoney, type InvoiceDetail, invoiceStands } from '@srm/contract';
import { Alert, App, Button, Descriptions, Space, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { downloadFile } from '../../platform/files.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { FlaggedTag, InvoiceKindTag, InvoiceStateTag } from './InvoiceStateTag.tsx';
import { invoiceApi, invoiceQueryKey } from './invoiceApi.ts';
import { differencesOf, totalsOf } from './invoiceMoney.ts';
import { type InvoiceAction, useInvoiceActions } from './useInvoiceActions.tsx';
import './invoice.css';

type Rate = InvoiceDetail['Rates'][number];
type Payment = InvoiceDetail['Payments'][number];

const icons: Record<InvoiceAction, ReactNode> = {
  resubmit: <EditOutlined />,
  withdraw: <RollbackOutlined />,
  approve: <CheckOutlined />,
  reject: <CloseCircleOutlined />,
};
const money = (v: string) => <span className="inv-num">{formatMoney(v)}</span>;
const time = (who: string | null, at: unknown) => (at ? `${who ?? ''} ${cellText(at)}`.trim() : '');

/** Why an invoice came back (rejected), and — prominently — why it was handed in outside tolerance. */
function InvoiceAlerts({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const differences = differencesOf(invoice.DIFFERENCES);
  return (
    <>
      {!invoiceStands(invoice.STATE) && invoice.REJECT_REASON && (
        <Alert
          type="error"
          showIcon
          className="inv-gap"
          title={t('invoice.rejectedBecause')}
          description={invoice.REJECT_REASON}
          data-testid="inv-reject-reason-shown"
        />
      )}
      {!invoice.WITHIN && (
        <Alert
          type="warning"
          showIcon
          className="inv-gap inv-flag-alert"
          title={t('invoice.flaggedTitle')}
          description={
            <>
              <p className="inv-line">
                <strong>{field('FLAG_REASON')}:</strong> {invoice.FLAG_REASON}
              </p>
              {differences.length > 0 && (
                <ul className="inv-list" data-testid="inv-differences">
                  {differences.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </>
          }
          data-testid="inv-flag-shown"
        />
      )}
    </>
  );
}

function InvoiceFacts({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { field, value: label } = useCaptions();
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="inv-descriptions">
      <Descriptions.Item label={field('STATEMENT_NO')}>{i.STATEMENT_NO}</Descriptions.Item>
      <Descriptions.Item label={field('VENDOR_CODE')}>{i.VENDOR_CODE}</Descriptions.Item>
      <Descriptions.Item label={field('INVOICE_NO')}>
        <span className="inv-nowrap">{i.INVOICE_NO}</span>
      </Descriptions.Item>
      <Descriptions.Item label={field('INVOICE_CODE')}>{i.INVOICE_CODE}</Descriptions.Item>
      <Descriptions.Item label={field('INVOICE_DATE')}>{i.INVOICE_DATE}</Descriptions.Item>
      <Descriptions.Item label={field('CURRENCY')}>{i.CURRENCY}</Descriptions.Item>
      <Descriptions.Item label={field('AMOUNT')}>{money(i.AMOUNT)}</Descriptions.Item>
      <Descriptions.Item label={field('TAX')}>{money(i.TAX)}</Descriptions.Item>
      <Descriptions.Item label={field('TOTAL')}>
        <strong data-testid="inv-detail-total">{money(i.TOTAL)}</strong> {i.CURRENCY}
      </Descriptions.Item>
      <Descriptions.Item label={field('EXPECTED_PAY_DATE')}>{i.EXPECTED_PAY_DATE}</Descriptions.Item>
      <Descriptions.Item label={field('PAID_AMOUNT')}>{money(i.PAID)}</Descriptions.Item>
      <Descriptions.Item label={field('OPEN_AMOUNT')}>{money(i.OPEN)}</Descriptions.Item>
      <Descriptions.Item label={field('PAID_DATE')}>{i.PAID_DATE}</Descriptions.Item>
      <Descriptions.Item label={field('INVOICE_SOURCE')}>
        {label('INVOICE_SOURCE', i.SOURCE)}
      </Descriptions.Item>
      <Descriptions.Item label={t('invoice.form.sellerTaxId')}>{i.SELLER_TAX_ID}</Descriptions.Item>
      <Descriptions.Item label={t('invoice.form.buyerTaxId')}>{i.BUYER_TAX_ID}</Descriptions.Item>
      <Descriptions.Item label={field('SUBMITTED_AT')}>
        {time(i.SUBMITTED_BY, i.SUBMITTED_AT)}
      </Descriptions.Item>
      <Descriptions.Item label={field('SUBMISSIONS')}>{i.SUBMISSIONS}</Descriptions.Item>
      <Descriptions.Item label={field('APPROVED_AT')}>{time(i.APPROVED_BY, i.APPROVED_AT)}</Descriptions.Item>
    </Descriptions>
  );
}

/** Its figures per tax rate (their totals are the invoice's, above). */
function RatesTable({ invoice }: { invoice: InvoiceDetail }) {
  const { field } = useCaptions();
  const columns: TableColumnsType<Rate> = [
    { title: field('TAX_RATE'), key: 'RATE', dataIndex: 'RATE', align: 'right', width: 100 },
    { title: field('AMOUNT'), key: 'AMOUNT', dataIndex: 'AMOUNT', align: 'right', render: money },
    { title: field('TAX'), key: 'TAX', dataIndex: 'TAX', align: 'right', render: money },
    {
      title: field('TOTAL'),
      key: 'TOTAL',
      align: 'right',
      render: (_, r) => money(totalsOf([r]).total),
    },
  ];
  return (
    <Table<Rate>
      size="small"
      rowKey="RATE"
      columns={columns}
      dataSource={invoice.Rates}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="inv-detail-rates"
    />
  );
}

/** The payments that settled (part of) it: each opens its remittance advice. */
function PaymentsTable({
  invoice,
  onOpenPayment,
}: {
  invoice: InvoiceDetail;
  onOpenPayment: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const columns: TableColumnsType<Payment> = [
    {
      title: field('REFERENCE'),
      dataIndex: 'REFERENCE',
      render: (v: string, p) => (
        <LinkButton
          className="inv-link"
          onClick={() => onOpenPayment(p.PAYMENT_ID)}
          aria-label={t('invoice.openPayment', { ref: v })}
          data-testid="inv-open-payment"
        >
          {v}
        </LinkButton>
      ),
    },
    { title: field('PAY_DATE'), dataIndex: 'PAY_DATE', width: 120 },
    { title: field('AMOUNT'), dataIndex: 'AMOUNT', align: 'right', render: money },
  ];
  return (
    <Table<Payment>
      size="small"
      rowKey="PAYMENT_ID"
      columns={columns}
      dataSource={invoice.Payments}
      pagination={false}
      locale={{ emptyText: t('invoice.noPayments') }}
      data-testid="inv-detail-payments"
    />
  );
}

/**
 * One invoice (shared by the vendor's and finance's screens and the statement drawer): its figures per rate, the
 * payments received (each opening its remittance advice), why it was rejected or flagged, its file, and the
 * buttons its ACTIONS allow the caller.
 */
export function InvoiceDrawer({
  id,
  onClose,
  onOpenPayment,
}: {
  id: number | null;
  onClose: () => void;
  onOpenPayment: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useRecordQuery(id, invoiceQueryKey, invoiceApi.get);
  const { run, dialogs } = useInvoiceActions((action) => {
    if (action === 'withdraw') onClose();
  });
  const invoice = query.data;
  const file = invoice?.ATTACHMENT_ID;
  const buttons = invoice
    ? invoice.ACTIONS.map((action) => (
        <Button
          key={action}
          type={action === 'approve' || action === 'resubmit' ? 'primary' : 'default'}
          danger={action === 'reject' || action === 'withdraw'}
          icon={icons[action]}
          onClick={() => void run(action, invoice)}
          data-testid={`inv-action-${action}`}
        >
          {t(`invoice.actions.${action}`)}
        </Button>
      ))
    : [];
  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      size="min(820px, 96vw)"
      record={invoice}
      error={query.error}
      dialogs={dialogs}
      loadingTitle={t('invoice.detail')}
      waitingClassName="inv-loading"
      title={(invoice) => (
        <Space size={8} wrap>
          <span data-testid="inv-detail-title" data-no={invoice.INVOICE_NO}>
            {t('invoice.detailTitle', { no: invoice.INVOICE_NO })}
          </span>
          <InvoiceStateTag state={invoice.STATE} />
          {invoice.KIND === 'creditNote' && <InvoiceKindTag kind={invoice.KIND} />}
          <FlaggedTag flagged={!invoice.WITHIN} />
        </Space>
      )}
      extra={
        invoice ? (
          <Space wrap size={8}>
            {buttons}
            {file ? (
              <Button
                icon={<FilePdfOutlined />}
                onClick={() =>
                  void downloadFile(attachmentDownloadUrl(file), `${invoice.INVOICE_NO}.pdf`).catch(
                    (e: unknown) => message.error(e instanceof Error ? e.message : String(e), 8),
                  )
                }
                data-testid="inv-file-download"
              >
                {t('invoice.file')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
      data-testid="inv-detail"
    >
      {(invoice) => (
        <>
          <InvoiceAlerts invoice={invoice} />
          <InvoiceFacts invoice={invoice} />
          <h4 className="inv-subtitle">{t('invoice.ratesTitle')}</h4>
          <RatesTable invoice={invoice} />
          <h4 className="inv-subtitle">{t('invoice.paymentsTitle')}</h4>
          <PaymentsTable invoice={invoice} onOpenPayment={onOpenPayment} />
        </>
      )}
    </RecordDrawer>
  );
}
