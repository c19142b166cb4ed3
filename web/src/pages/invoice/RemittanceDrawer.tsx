import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { formatMoney, type PaymentDetail } from '@srm/contract';
import { Alert, Descriptions, Drawer, Result, Spin, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { InvoiceKindTag } from './InvoiceStateTag.tsx';
import { invoiceApi, paymentQueryKey } from './invoiceApi.ts';
import { remittanceCheck } from './invoiceMoney.ts';
import './invoice.css';

type Settled = PaymentDetail['Invoices'][number];
type Deduction = PaymentDetail['Deductions'][number] & { KEY: number };

const money = (v: string) => <span className="inv-num">{formatMoney(v)}</span>;

/** Σ invoices − Σ deductions = the amount that moved: the advice's own check, shown under it. */
function FooterCheck({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  const check = remittanceCheck(payment);
  const values = {
    invoices: formatMoney(check.invoices),
    deductions: formatMoney(check.deductions),
    expected: formatMoney(check.expected),
    amount: formatMoney(payment.AMOUNT),
    currency: payment.CURRENCY,
  };
  return (
    <Alert
      type={check.ok ? 'success' : 'error'}
      showIcon
      icon={check.ok ? <CheckCircleFilled /> : <CloseCircleFilled />}
      className="inv-gap inv-num"
      title={t(check.ok ? 'invoice.remittance.checkOk' : 'invoice.remittance.checkOff', values)}
      data-testid="inv-remittance-check"
      data-ok={String(check.ok)}
    />
  );
}

/**
 * A payment as its vendor reads it (the remittance advice): reference, date, currency and amount, the invoices it
 * settles with their amounts (a credit note's negative), the deductions with their reasons, and the check that
 * they add up. An invoice opens its own drawer when the caller may read invoices.
 */
export function RemittanceDrawer({
  id,
  onClose,
  onOpenInvoice,
}: {
  id: number | null;
  onClose: () => void;
  onOpenInvoice?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const query = useRecordQuery(id, paymentQueryKey, invoiceApi.payment);
  const p = query.data;
  const invoiceColumns: TableColumnsType<Settled> = [
    {
      title: field('INVOICE_NO'),
      dataIndex: 'INVOICE_NO',
      render: (v: string, r) =>
        onOpenInvoice ? (
          <LinkButton
            className="inv-link"
            onClick={() => onOpenInvoice(r.INVOICE_ID)}
            aria-label={t('invoice.openInvoice', { no: v })}
          >
            {v}
          </LinkButton>
        ) : (
          v
        ),
    },
    {
      title: field('INVOICE_KIND'),
      dataIndex: 'KIND',
      width: 120,
      render: (k: string) => <InvoiceKindTag kind={k} />,
    },
    { title: field('AMOUNT'), dataIndex: 'AMOUNT', align: 'right', render: money },
  ];
  const deductionColumns: TableColumnsType<Deduction> = [
    { title: field('REASON'), dataIndex: 'REASON' },
    { title: field('AMOUNT'), dataIndex: 'AMOUNT', align: 'right', width: 140, render: money },
  ];
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 96vw)"
      title={p ? t('invoice.remittance.title', { ref: p.REFERENCE }) : t('invoice.remittance.detail')}
      data-testid="inv-remittance"
    >
      {!p ? (
        query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Spin className="inv-loading" />
        )
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="inv-descriptions">
            <Descriptions.Item label={field('REFERENCE')}>
              <span className="inv-nowrap">{p.REFERENCE}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('VENDOR_CODE')}>{p.VENDOR_CODE}</Descriptions.Item>
            <Descriptions.Item label={field('PAY_DATE')}>{p.PAY_DATE}</Descriptions.Item>
            <Descriptions.Item label={field('CURRENCY')}>{p.CURRENCY}</Descriptions.Item>
            <Descriptions.Item label={field('AMOUNT')}>
              <strong data-testid="inv-remittance-amount">{money(p.AMOUNT)}</strong> {p.CURRENCY}
            </Descriptions.Item>
            <Descriptions.Item label={field('DEDUCTIONS')}>{money(p.DEDUCTIONS)}</Descriptions.Item>
          </Descriptions>
          <h4 className="inv-subtitle">{t('invoice.remittance.invoices', { count: p.Invoices.length })}</h4>
          <Table<Settled>
            size="small"
            rowKey="INVOICE_ID"
            columns={invoiceColumns}
            dataSource={p.Invoices}
            pagination={false}
            data-testid="inv-remittance-invoices"
          />
          <h4 className="inv-subtitle">
            {t('invoice.remittance.deductions', { count: p.Deductions.length })}
          </h4>
          <Table<Deduction>
            size="small"
            rowKey="KEY"
            columns={deductionColumns}
            // Two deductions may read the same: each is a row of its own.
            dataSource={p.Deductions.map((d, KEY) => ({ ...d, KEY }))}
            pagination={false}
            locale={{ emptyText: t('invoice.remittance.noDeductions') }}
            data-testid="inv-remittance-deductions"
          />
          <FooterCheck payment={p} />
        </>
      )}
    </Drawer>
  );
}
