import { QrcodeOutlined } from '@ant-design/icons';
import { formatMoney } from '@srm/contract';
import { App, Button, Form, type FormInstance, Upload } from 'antd';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api.ts';
import { useCaptions } from '../../platform/captions.ts';
import type { HandInValues, InvoiceValue } from './handIn.ts';
import { invoiceApi, type QrAnswer } from './invoiceApi.ts';
import { base64Of, isPdf, isQrFile, type QrFill, qrExtensions, qrFill, qrMaxBytes } from './qrFill.ts';

/** What was filled, a sentence a line: the fields, where the amount went, the kind if it changed, and "check them". */
function useFilledText() {
  const { t } = useTranslation();
  const { value: label } = useCaptions();
  return (qr: QrAnswer, fill: QrFill): string[] => {
    const amount = formatMoney(qr.AMOUNT);
    const lines = [
      qr.INVOICE_CODE
        ? t('invoice.qr.filled', { no: qr.INVOICE_NO, code: qr.INVOICE_CODE, date: qr.INVOICE_DATE })
        : t('invoice.qr.filledDigital', { no: qr.INVOICE_NO, date: qr.INVOICE_DATE }),
    ];
    if (fill.amount === 'kept')
      lines.push(t('invoice.qr.amountKept', { amount, sum: formatMoney(fill.typedAmount) }));
    else lines.push(t(fill.severalRates ? 'invoice.qr.amountSplit' : 'invoice.qr.amountFirst', { amount }));
    if (fill.kindChanged) lines.push(t('invoice.qr.kind', { kind: label('INVOICE_KIND', fill.kindChanged) }));
    lines.push(t('invoice.qr.check'));
    return lines;
  };
}

/** Sets the card's fields from the QR code and checks them as typed ones are (a date after today, an amount's sign). */
function fillCard(form: FormInstance<HandInValues>, index: number, fill: QrFill) {
  const v = fill.values;
  form.setFields([
    { name: ['Invoices', index, 'KIND'], value: v.KIND },
    { name: ['Invoices', index, 'INVOICE_NO'], value: v.INVOICE_NO },
    { name: ['Invoices', index, 'INVOICE_CODE'], value: v.INVOICE_CODE },
    { name: ['Invoices', index, 'INVOICE_DATE'], value: v.INVOICE_DATE },
    { name: ['Invoices', index, 'Rates'], value: v.Rates },
  ]);
  const filled = (['INVOICE_NO', 'INVOICE_CODE', 'INVOICE_DATE'] as const).filter((k) => v[k]);
  void form
    .validateFields([
      ...filled.map((k) => ['Invoices', index, k] as const),
      ...(fill.amount === 'first' ? [['Invoices', index, 'Rates', 0, 'AMOUNT'] as const] : []),
    ])
    .catch(() => undefined);
}

/**
 * Reads the QR code of invoice card `index` (its PDF, or a photo of a paper invoice) and fills the card from it;
 * says what was filled, or (a warning) the server's word that the file holds no VAT QR code. `asked`: the user chose
 * the file to read (a file of another type is then refused with a word; one picked for upload is only read if a PDF).
 */
export function useQrRead(index: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance<HandInValues>();
  const filledText = useFilledText();
  const [reading, setReading] = useState(false);
  const read = async (file: File, asked: boolean) => {
    if (!(asked ? isQrFile(file) : isPdf(file))) {
      if (asked) void message.warning(t('invoice.qr.badType', { name: file.name }), 6);
      return;
    }
    if (file.size > qrMaxBytes) {
      void message.warning(t('invoice.qr.tooLarge', { name: file.name }), 6);
      return;
    }
    setReading(true);
    try {
      const qr = await invoiceApi.readQr(await base64Of(file));
      const current = form.getFieldValue(['Invoices', index]) as InvoiceValue | undefined;
      // The card was removed while its file was read.
      if (!current) return;
      const fill = qrFill(qr, current);
      fillCard(form, index, fill);
      void message.success(
        <div className="inv-qr-msg" data-testid="inv-qr-filled">
          {filledText(qr, fill).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>,
        10,
      );
    } catch (e) {
      // 400: no VAT QR code in the file (the server says so in the user's language) — the user types the fields in.
      const text = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.code === 400) void message.warning(text, 8);
      else void message.error(text, 8);
    } finally {
      setReading(false);
    }
  };
  return { read, reading };
}

/**
 * The invoice PDF picked for upload (or dropped on the upload button): its QR code is read too. Listened to on the
 * way down (capture), before the upload takes the file and clears its input.
 */
export function pickedFile(event: SyntheticEvent): File | null {
  const target = event.target;
  let files: FileList | null | undefined = null;
  if (event.type === 'drop') {
    if (target instanceof Element && target.closest('.ant-upload'))
      files = (event.nativeEvent as DragEvent).dataTransfer?.files;
  } else if (target instanceof HTMLInputElement && target.type === 'file') files = target.files;
  return files?.length ? files[files.length - 1]! : null;
}

/** "Read the QR code": a file (PDF, PNG, JPEG) whose QR code fills the card; nothing is uploaded. */
export function QrReadButton({ index, qr }: { index: number; qr: ReturnType<typeof useQrRead> }) {
  const { t } = useTranslation();
  return (
    <Upload
      accept={qrExtensions.map((e) => `.${e}`).join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        void qr.read(file, true);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button size="small" icon={<QrcodeOutlined />} loading={qr.reading} data-testid={`inv-qr-${index}`}>
        {t('invoice.qr.read')}
      </Button>
    </Upload>
  );
}
