import {
  type AttachmentInfo,
  type ExpenseBill,
  type ExpenseBillSave,
  expenseBillDirections,
  expenseBillKinds,
  formatMoney,
} from '@srm/contract';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Form,
  type FormInstance,
  Input,
  Radio,
  Select,
  Space,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField, useAttachmentHint } from '../../app/components/Attachments.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { billApi } from './billApi.ts';
import { isMoney, isTaxRate, taxPreview } from './money.ts';
import { VendorSelect } from './VendorSelect.tsx';

type Values = Omit<ExpenseBillSave, 'ID' | 'PERIOD' | 'ATTACHMENT_IDS'> & {
  PERIOD: Dayjs;
  Attachments: AttachmentInfo[];
};

const fileTypes = ['jpeg', 'png', 'pdf'] as const;

const currencies = ['CNY', 'USD', 'EUR', 'HKD', 'JPY'];

/** Amount and tax rate with the tax as the server will compute it, currency and period. */
function MoneyFields() {
  const { t } = useTranslation();
  const { field } = useCaptions('expense-bill');
  const form = Form.useFormInstance<Values>();
  const amount = Form.useWatch('AMOUNT', form) ?? '';
  const rate = Form.useWatch('TAX_RATE', form) ?? '';
  const preview = taxPreview(String(amount), String(rate));
  return (
    <div className="eb-grid">
      <Form.Item
        name="AMOUNT"
        label={field('AMOUNT')}
        extra={t('expense-bill.amountHint')}
        rules={[
          {
            validator: (_, v) => {
              const text = String(v ?? '').trim();
              if (!text) return Promise.reject(new Error(t('expense-bill.msg.amountRequired')));
              if (!isMoney(text) || !/[1-9]/.test(text))
                return Promise.reject(new Error(t('expense-bill.msg.amountFormat')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="decimal" className="eb-num-input" data-testid="eb-amount" />
      </Form.Item>
      <Form.Item
        name="TAX_RATE"
        label={field('TAX_RATE')}
        rules={[
          {
            validator: (_, v) =>
              isTaxRate(String(v ?? ''))
                ? Promise.resolve()
                : Promise.reject(new Error(t('expense-bill.msg.rateFormat'))),
          },
        ]}
      >
        <Input inputMode="decimal" suffix="%" className="eb-num-input" data-testid="eb-rate" />
      </Form.Item>
      <Form.Item label={t('expense-bill.computedTax')}>
        <div className="eb-computed" data-testid="eb-tax">
          {preview ? formatMoney(preview.tax) : '—'}
        </div>
      </Form.Item>
      <Form.Item label={field('AMOUNT_WITH_TAX')}>
        <div className="eb-computed" data-testid="eb-with-tax">
          {preview ? formatMoney(preview.withTax) : '—'}
        </div>
      </Form.Item>
      <Form.Item
        name="CURRENCY"
        label={field('CURRENCY')}
        normalize={(v: string) => v?.toUpperCase()}
        rules={[{ required: true, pattern: /^[A-Z]{3}$/, message: t('expense-bill.msg.currencyFormat') }]}
      >
        <Select
          showSearch
          data-testid="eb-currency"
          options={currencies.map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
      <Form.Item
        name="PERIOD"
        label={field('PERIOD')}
        rules={[{ required: true, message: t('expense-bill.msg.periodRequired') }]}
      >
        <DatePicker picker="month" allowClear={false} className="eb-full" data-testid="eb-period" />
      </Form.Item>
    </div>
  );
}

/** Saves the form as a draft; the server's refusal is kept to show under the form. */
function useBillSave(
  form: FormInstance<Values>,
  bill: ExpenseBill | null,
  onSaved: (bill: ExpenseBill) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(
        await billApi.save({
          ...(bill ? { ID: bill.ID } : {}),
          VENDOR_CODE: v.VENDOR_CODE.trim(),
          EXPENSE_KIND: v.EXPENSE_KIND,
          DIRECTION: v.DIRECTION,
          AMOUNT: String(v.AMOUNT).trim(),
          TAX_RATE: String(v.TAX_RATE).trim(),
          CURRENCY: String(v.CURRENCY).trim().toUpperCase(),
          PERIOD: v.PERIOD.format('YYYY-MM'),
          REASON: v.REASON.trim(),
          ATTACHMENT_IDS: (v.Attachments ?? []).map((a) => a.ID),
        }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, save };
}

/**
 * New bill or a draft / disputed one edited (buyers): the tax is shown as the server will compute it; saving
 * keeps a draft (a disputed bill stays disputed until it is sent again).
 */
export function BillEditor({
  open,
  bill,
  onClose,
  onSaved,
}: {
  open: boolean;
  bill: ExpenseBill | null;
  onClose: () => void;
  onSaved: (bill: ExpenseBill) => void;
}) {
  const { t } = useTranslation();
  const { field, value: label } = useCaptions('expense-bill');
  const [form] = Form.useForm<Values>();
  const { error, setError, busy, save } = useBillSave(form, bill, onSaved);
  const attachmentHint = useAttachmentHint(fileTypes);
  const [uploading, setUploading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form only when the drawer opens
  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(
      bill
        ? {
            VENDOR_CODE: bill.VENDOR_CODE,
            EXPENSE_KIND: bill.EXPENSE_KIND,
            DIRECTION: bill.DIRECTION,
            AMOUNT: bill.AMOUNT,
            TAX_RATE: bill.TAX_RATE,
            CURRENCY: bill.CURRENCY,
            PERIOD: dayjs(`${bill.PERIOD}-01`),
            REASON: bill.REASON,
            Attachments: bill.Attachments,
          }
        : { DIRECTION: 'deduct', TAX_RATE: '13', CURRENCY: 'CNY', PERIOD: dayjs(), Attachments: [] },
    );
  }, [open, bill]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={bill ? t('expense-bill.editTitle', { no: bill.BILL_NO }) : t('expense-bill.newTitle')}
      forceRender
      footer={
        <Space className="eb-drawer-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={uploading}
            onClick={() => void save()}
            data-testid="eb-save"
          >
            {t('expense-bill.actions.saveDraft')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" className="eb-form" requiredMark>
        <Form.Item
          name="VENDOR_CODE"
          label={field('VENDOR_CODE')}
          rules={[{ required: true, message: t('expense-bill.msg.vendorRequired') }]}
        >
          <VendorSelect data-testid="eb-vendor" />
        </Form.Item>
        <Form.Item
          name="EXPENSE_KIND"
          label={field('EXPENSE_KIND')}
          rules={[{ required: true, message: t('expense-bill.msg.kindRequired') }]}
        >
          <Select
            data-testid="eb-kind"
            options={expenseBillKinds.map((k) => ({ value: k, label: label('EXPENSE_KIND', k) }))}
          />
        </Form.Item>
        <Form.Item name="DIRECTION" label={field('DIRECTION')} rules={[{ required: true }]}>
          <Radio.Group
            data-testid="eb-direction"
            options={expenseBillDirections.map((d) => ({ value: d, label: label('DIRECTION', d) }))}
          />
        </Form.Item>
        <MoneyFields />
        <Form.Item
          name="REASON"
          label={field('REASON')}
          rules={[
            { required: true, whitespace: true, message: t('expense-bill.msg.reasonRequired') },
            { max: 512 },
          ]}
        >
          <Input.TextArea rows={3} {...lengthLimit(512, true)} data-testid="eb-reason" />
        </Form.Item>
        <Form.Item name="Attachments" label={t('expense-bill.attachments')} extra={attachmentHint}>
          <AttachmentField
            kind="expense-bill"
            types={fileTypes}
            onUploading={setUploading}
            testId="eb-attachments"
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="eb-error" />}
    </Drawer>
  );
}
