import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoney, invoiceKinds, invoiceNumber } from '@srm/contract';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { type SyntheticEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField, useAttachmentHint } from '../../app/components/Attachments.tsx';
import { DateInput, dateFormat } from '../../app/components/DateInput.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { isTaxRate } from '../expense-bill/money.ts';
import type { HandInValues, InvoiceValue } from './handIn.ts';
import { isSignedMoney, totalsOf } from './invoiceMoney.ts';
import { pickedFile, QrReadButton, useQrRead } from './QrRead.tsx';

const fileTypes = ['pdf'] as const;
/** Rows of a rate: each rate once, at most 10 (the contract's). */
const maxRates = 10;

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };
const check = (ok: (text: string) => boolean, message: string): Rule => ({
  validator: (_, value) =>
    ok(String(value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** An amount of this invoice's kind: positive on an invoice, negative on a credit note (0 on a rate is allowed). */
function useAmountRule(invoice: number): Rule {
  const { t } = useTranslation();
  const form = Form.useFormInstance<HandInValues>();
  return {
    validator: (_, value) => {
      const text = String(value ?? '').trim();
      if (!text) return Promise.reject(new Error(t('invoice.form.amountRequired')));
      if (!isSignedMoney(text)) return Promise.reject(new Error(t('invoice.form.amountFormat')));
      const credit = form.getFieldValue(['Invoices', invoice, 'KIND']) === 'creditNote';
      const wrongSign = /[1-9]/.test(text) && text.startsWith('-') !== credit;
      return wrongSign
        ? Promise.reject(
            new Error(t(credit ? 'invoice.form.creditNegative' : 'invoice.form.invoicePositive')),
          )
        : Promise.resolve();
    },
  };
}

/** An invoice's rows of RATE / AMOUNT / TAX (the tax pre-computed, editable) and its totals. */
function RateRows({ invoice, rates }: { invoice: number; rates: readonly string[] }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const form = Form.useFormInstance<HandInValues>();
  const values = Form.useWatch(['Invoices', invoice, 'Rates'], form) as InvoiceValue['Rates'] | undefined;
  const totals = totalsOf(values ?? []);
  const amountRule = useAmountRule(invoice);
  const n = invoice + 1;
  return (
    <Form.List name={[invoice, 'Rates']}>
      {(rows, { add, remove }) => (
        <div className="inv-rates" data-testid={`inv-rates-${invoice}`}>
          <div className="inv-rate-row inv-rate-head" aria-hidden="true">
            <span>{field('TAX_RATE')}</span>
            <span>{field('AMOUNT')}</span>
            <span>{field('TAX')}</span>
            <span className="inv-rate-total">{field('TOTAL')}</span>
          </div>
          {rows.map(({ key, name }) => {
            const row = values?.[name];
            const rowTotal = totalsOf(row ? [row] : []).total;
            const which = { n, row: name + 1 };
            return (
              <div className="inv-rate-row" key={key}>
                <Form.Item
                  name={[name, 'RATE']}
                  rules={[check(isTaxRate, t('invoice.form.rateRequired'))]}
                  className="inv-cell"
                >
                  {rates.length ? (
                    <Select
                      aria-label={t('invoice.form.rateOf', which)}
                      options={rates.map((r) => ({ value: r, label: `${r} %` }))}
                      data-testid="inv-rate"
                    />
                  ) : (
                    <Input aria-label={t('invoice.form.rateOf', which)} inputMode="decimal" suffix="%" />
                  )}
                </Form.Item>
                <Form.Item
                  name={[name, 'AMOUNT']}
                  rules={[amountRule]}
                  // Its sign is the kind's: checked again when the kind changes.
                  dependencies={[['Invoices', invoice, 'KIND']]}
                  className="inv-cell"
                >
                  <Input
                    aria-label={t('invoice.form.amountOf', which)}
                    inputMode="decimal"
                    className="inv-num-input"
                    data-testid="inv-amount"
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'TAX']}
                  rules={[check(isSignedMoney, t('invoice.form.amountFormat'))]}
                  className="inv-cell"
                >
                  <Input
                    aria-label={t('invoice.form.taxOf', which)}
                    inputMode="decimal"
                    className="inv-num-input"
                    data-testid="inv-tax"
                  />
                </Form.Item>
                <span className="inv-rate-total inv-num">{formatMoney(rowTotal)}</span>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('invoice.form.removeRate', which)}
                  disabled={rows.length === 1}
                  onClick={() => remove(name)}
                />
              </div>
            );
          })}
          <div className="inv-rate-foot">
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={rows.length >= maxRates}
              onClick={() => add({ RATE: '', AMOUNT: '', TAX: '' })}
            >
              {t('invoice.form.addRate')}
            </Button>
            <span className="inv-num" data-testid={`inv-totals-${invoice}`}>
              {t('invoice.form.totals', {
                amount: formatMoney(totals.amount),
                tax: formatMoney(totals.tax),
                total: formatMoney(totals.total),
              })}
            </span>
          </div>
        </div>
      )}
    </Form.List>
  );
}

/**
 * One invoice (or credit note) of the hand-in: kind, number, code, date, the statement's currency, the tax ids, its
 * PDF and its rates. `onRemove` is there when the dialog holds more than one.
 */
export function InvoiceFields({
  index,
  currency,
  rates,
  keptFile,
  onRemove,
  onUploading,
}: {
  index: number;
  currency: string;
  rates: readonly string[];
  /** Correcting an invoice that has a file: it stays unless another is uploaded. */
  keptFile?: boolean;
  onRemove?: () => void;
  onUploading: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { field, value: label } = useCaptions();
  const fileHint = useAttachmentHint(fileTypes);
  const today = dayjs().format(dateFormat);
  const titleId = useId();
  const qr = useQrRead(index);
  const readPicked = (event: SyntheticEvent) => {
    const file = pickedFile(event);
    if (file) void qr.read(file, false);
  };
  const n = index + 1;
  return (
    <section className="inv-card" aria-labelledby={titleId} data-testid={`inv-card-${index}`}>
      <div className="inv-card-title">
        <h4 id={titleId}>{t('invoice.form.invoiceN', { n })}</h4>
        <Space size={8} wrap>
          <QrReadButton index={index} qr={qr} />
          {onRemove && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={onRemove}
              data-testid={`inv-remove-${index}`}
            >
              {t('invoice.form.removeInvoice', { n })}
            </Button>
          )}
        </Space>
      </div>
      <div className="inv-grid">
        <Form.Item name={[index, 'KIND']} label={field('INVOICE_KIND')} className="inv-wide">
          <Radio.Group
            optionType="button"
            options={invoiceKinds.map((k) => ({ value: k, label: label('INVOICE_KIND', k) }))}
            data-testid="inv-kind"
          />
        </Form.Item>
        <Form.Item
          name={[index, 'INVOICE_NO']}
          label={field('INVOICE_NO')}
          rules={[
            { required: true, whitespace: true, message: t('invoice.form.numberRequired') },
            check((v) => !v || invoiceNumber.safeParse(v).success, t('invoice.form.numberFormat')),
          ]}
        >
          <Input autoComplete="off" data-testid="inv-number" />
        </Form.Item>
        <Form.Item
          name={[index, 'INVOICE_CODE']}
          label={field('INVOICE_CODE')}
          extra={t('invoice.form.codeHint')}
          rules={[check((v) => !v || /^(\d{10}|\d{12})$/.test(v), t('invoice.form.codeFormat'))]}
        >
          <Input inputMode="numeric" autoComplete="off" data-testid="inv-code" />
        </Form.Item>
        <Form.Item
          name={[index, 'INVOICE_DATE']}
          label={field('INVOICE_DATE')}
          rules={[
            { required: true, message: t('invoice.form.dateRequired') },
            check((v) => !v || v <= today, t('invoice.form.dateFuture')),
          ]}
        >
          <DateInput className="inv-full" data-testid="inv-date" />
        </Form.Item>
        <Form.Item label={field('CURRENCY')}>
          <Input value={currency} disabled aria-label={field('CURRENCY')} />
        </Form.Item>
        <Form.Item
          name={[index, 'SELLER_TAX_ID']}
          label={t('invoice.form.sellerTaxId')}
          rules={[{ max: 64 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name={[index, 'BUYER_TAX_ID']} label={t('invoice.form.buyerTaxId')} rules={[{ max: 64 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        {/* The PDF picked for upload has its QR code read too (listened to before the upload takes it). */}
        <div className="inv-wide" onChangeCapture={readPicked} onDropCapture={readPicked}>
          <Form.Item
            name={[index, 'Files']}
            label={t('invoice.form.file')}
            extra={[t('invoice.qr.fileHint', { files: fileHint }), keptFile ? t('invoice.form.fileKept') : '']
              .filter(Boolean)
              .join(' ')}
            // One file an invoice: a second upload takes the first one's place.
            normalize={(files: InvoiceValue['Files']) => files.slice(-1)}
          >
            <AttachmentField kind="invoice" types={fileTypes} onUploading={onUploading} testId="inv-file" />
          </Form.Item>
        </div>
      </div>
      <RateRows invoice={index} rates={rates} />
    </section>
  );
}
