import { formatMoney, type StatementDetail, type StatementLine } from '@srm/contract';
import { Alert, Checkbox, DatePicker, Form, Input, type InputProps } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit, tooLong } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { centsOf } from '../expense-bill/money.ts';
import { EligiblePicker, pickedOf, useEligible } from './EligiblePicker.tsx';
import { LinesTable } from './LinesTable.tsx';
import { MatchPanel } from './MatchPanel.tsx';
import { statementApi } from './statementApi.ts';

/** The longest reason the server takes (contract `statementRejectBody`, `OVERRIDE_REASON`). */
const reasonMax = 512;

type Base = {
  open: boolean;
  statement: StatementDetail;
  onClose: () => void;
  onDone: (s: StatementDetail) => void;
};

/** Add lines (purchasing, draft or rejected): the eligible lines of the statement's vendor, currency and period. */
export function AddLinesDialog({ open, statement, onClose, onDone }: Base) {
  const { t } = useTranslation();
  const scope = open
    ? {
        VENDOR_CODE: statement.VENDOR_CODE,
        CURRENCY: statement.CURRENCY,
        PERIOD_FROM: statement.PERIOD_FROM,
        PERIOD_TO: statement.PERIOD_TO,
      }
    : null;
  const eligible = useEligible(scope);
  const [keys, setKeys] = useState<string[]>([]);
  const { error, busy, submit, reset } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setKeys([]);
      reset();
    }
  }, [open]);
  const ok = () =>
    submit(async () => {
      const picked = pickedOf(eligible.data?.Lines ?? [], keys);
      try {
        onDone(await statementApi.addLines(statement.ID, picked.DELIVERY_LINE_IDS, picked.EXPENSE_BILL_IDS));
      } catch (e) {
        void eligible.refetch();
        setKeys([]);
        throw e;
      }
    });
  return (
    <DraggableModal
      open={open}
      title={t('statement.dialogs.addLines', { no: statement.STATEMENT_NO })}
      width="min(1180px, 96vw)"
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t('statement.actions.addLinesOk', { count: keys.length })}
      okButtonProps={{ disabled: !keys.length, 'data-testid': 'st-add-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p className="st-hint">
        {t('statement.dialogs.addLinesHint', {
          vendor: `${statement.VENDOR_CODE} ${statement.VENDOR_NAME}`,
          currency: statement.CURRENCY,
          period: statement.PERIOD,
        })}
      </p>
      <EligiblePicker scope={scope} keys={keys} onKeys={setKeys} />
      <Refusal error={error} testId="st-dialog-error" />
    </DraggableModal>
  );
}

/**
 * Reject (the vendor): the whole statement with a reason, or chosen lines with a reason each, or both. The
 * statement goes back to purchasing, who removes or keeps the lines and sends it again.
 */
export function RejectDialog({ open, statement, onClose, onDone }: Base) {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  const [whole, setWhole] = useState('');
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [touched, setTouched] = useState(false);
  const { error, busy, submit, reset } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setWhole('');
      setReasons({});
      setTouched(false);
      reset();
    }
  }, [open]);
  const chosen = Object.keys(reasons).map(Number);
  const missingLine = chosen.some((id) => !reasons[id]?.trim());
  const nothing = !whole.trim() && chosen.length === 0;
  // A reason longer than the server takes is kept as typed and said, not cut (#36 item 8).
  const wholeTooLong = tooLong(whole.trim(), reasonMax);
  const lineTooLong = chosen.some((id) => tooLong(reasons[id]?.trim(), reasonMax));
  const ok = () => {
    setTouched(true);
    if (nothing || missingLine || wholeTooLong || lineTooLong) return;
    return submit(async () =>
      onDone(
        await statementApi.reject(
          statement.ID,
          whole.trim() || undefined,
          chosen.map((id) => ({ ID: id, REASON: reasons[id]!.trim() })),
        ),
      ),
    );
  };
  const lineReason = (l: StatementLine) => {
    const on = l.ID in reasons;
    const over = on && tooLong(reasons[l.ID]?.trim(), reasonMax);
    const props: InputProps = {
      size: 'small',
      ...lengthLimit(reasonMax),
      disabled: !on,
      value: reasons[l.ID] ?? '',
      placeholder: on ? t('statement.dialogs.lineReasonPlaceholder') : '',
      status: over || (on && touched && !reasons[l.ID]?.trim()) ? 'error' : undefined,
      onChange: (e) => setReasons((r) => ({ ...r, [l.ID]: e.target.value })),
    };
    return (
      <div className="st-line-reason">
        <Checkbox
          checked={on}
          aria-label={t('statement.dialogs.rejectLine', { seq: l.SEQ })}
          data-testid={`st-reject-line-${l.SEQ}`}
          onChange={(e) =>
            setReasons((r) => {
              const next = { ...r };
              if (e.target.checked) next[l.ID] = '';
              else delete next[l.ID];
              return next;
            })
          }
        />
        <Input {...props} data-testid={`st-reject-reason-${l.SEQ}`} />
      </div>
    );
  };
  return (
    <DraggableModal
      open={open}
      title={t('statement.dialogs.reject', { no: statement.STATEMENT_NO })}
      width="min(1280px, 96vw)"
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t('statement.actions.reject')}
      okButtonProps={{ danger: true, 'data-testid': 'st-reject-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p className="st-hint">{t('statement.dialogs.rejectHint')}</p>
      <Form layout="vertical">
        <Form.Item
          label={t('statement.dialogs.rejectWhole')}
          validateStatus={(touched && nothing) || wholeTooLong ? 'error' : undefined}
          help={
            wholeTooLong
              ? t('statement.msg.tooLong', { max: reasonMax })
              : touched && nothing
                ? t('statement.msg.rejectReasonRequired')
                : undefined
          }
        >
          <Input.TextArea
            rows={2}
            {...lengthLimit(reasonMax, true)}
            value={whole}
            onChange={(e) => setWhole(e.target.value)}
            data-testid="st-reject-whole"
          />
        </Form.Item>
      </Form>
      <LinesTable
        lines={statement.Lines}
        scrollY={300}
        extra={{
          title: field('REJECT_REASON'),
          width: 280,
          render: (l) => lineReason(l as StatementLine),
        }}
      />
      {touched && missingLine && (
        <Alert type="warning" showIcon title={t('statement.msg.lineReasonRequired')} className="st-gap" />
      )}
      {lineTooLong && (
        <Alert
          type="warning"
          showIcon
          title={t('statement.msg.lineReasonTooLong', { max: reasonMax })}
          className="st-gap"
        />
      )}
      <Refusal error={error} testId="st-dialog-error" />
    </DraggableModal>
  );
}

type Invoice = {
  INVOICE_NO: string;
  INVOICE_DATE: Dayjs;
  INVOICE_AMOUNT: string;
  INVOICE_TAX: string;
  OVERRIDE_REASON?: string;
};

/**
 * Approve (finance) with the vendor's invoice: number, date, amount and tax, proposed as the statement's totals.
 * As finance types, the server matches the invoice against the statement, its receipts and their PO prices
 * (MatchPanel); outside the tolerances the approval needs a reason (stored and audited), which the dialog asks
 * for only then. The server decides either way: its refusal stays in the dialog.
 */
export function ApproveDialog({ open, statement, onClose, onDone }: Base) {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  const [form] = Form.useForm<Invoice>();
  const { error, busy, submitForm, reset } = useSubmit();
  const [within, setWithin] = useState<boolean | null>(null);
  const amount = String(Form.useWatch('INVOICE_AMOUNT', form) ?? '').trim();
  const tax = String(Form.useWatch('INVOICE_TAX', form) ?? '').trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      reset();
      form.resetFields();
      form.setFieldsValue({
        INVOICE_NO: '',
        INVOICE_DATE: dayjs(),
        INVOICE_AMOUNT: statement.TOTAL_AMOUNT,
        INVOICE_TAX: statement.TOTAL_TAX,
      });
    }
  }, [open]);
  const typed = useMemo(
    () =>
      centsOf(amount) === null || centsOf(tax) === null ? null : { INVOICE_AMOUNT: amount, INVOICE_TAX: tax },
    [amount, tax],
  );
  const outside = within === false;
  const money = (name: 'INVOICE_AMOUNT' | 'INVOICE_TAX') => [
    {
      validator: (_: unknown, v: unknown) =>
        centsOf(String(v ?? '')) !== null
          ? Promise.resolve()
          : Promise.reject(new Error(t('statement.msg.moneyFormat'))),
    },
    { required: true, message: t('statement.msg.required', { field: field(name) }) },
  ];
  const ok = () =>
    submitForm(form, async (v) =>
      onDone(
        await statementApi.approve(statement.ID, {
          INVOICE_NO: v.INVOICE_NO.trim(),
          INVOICE_DATE: v.INVOICE_DATE.format('YYYY-MM-DD'),
          INVOICE_AMOUNT: String(v.INVOICE_AMOUNT).trim(),
          INVOICE_TAX: String(v.INVOICE_TAX).trim(),
          ...(outside && v.OVERRIDE_REASON?.trim() ? { OVERRIDE_REASON: v.OVERRIDE_REASON.trim() } : {}),
        }),
      ),
    );
  return (
    <DraggableModal
      open={open}
      width="min(960px, 96vw)"
      title={t('statement.dialogs.approve', { no: statement.STATEMENT_NO })}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={outside ? t('statement.actions.approveOverride') : t('statement.actions.approve')}
      okButtonProps={{ 'data-testid': 'st-approve-ok', danger: outside }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      forceRender
    >
      <p className="st-hint">
        {t('statement.dialogs.approveHint', {
          amount: formatMoney(statement.TOTAL_AMOUNT),
          tax: formatMoney(statement.TOTAL_TAX),
          currency: statement.CURRENCY,
        })}
      </p>
      <Form form={form} layout="vertical" className="st-approve-form">
        <Form.Item
          name="INVOICE_NO"
          label={field('INVOICE_NO')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('statement.msg.required', { field: field('INVOICE_NO') }),
            },
            { max: 64, message: t('statement.msg.tooLong', { max: 64 }) },
          ]}
        >
          <Input {...lengthLimit(64)} data-autofocus data-testid="st-invoice-no" />
        </Form.Item>
        <Form.Item name="INVOICE_DATE" label={field('INVOICE_DATE')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} className="st-full" data-testid="st-invoice-date" />
        </Form.Item>
        <Form.Item name="INVOICE_AMOUNT" label={field('INVOICE_AMOUNT')} rules={money('INVOICE_AMOUNT')}>
          <Input
            inputMode="decimal"
            className="st-num-input"
            suffix={statement.CURRENCY}
            data-testid="st-invoice-amount"
          />
        </Form.Item>
        <Form.Item name="INVOICE_TAX" label={field('INVOICE_TAX')} rules={money('INVOICE_TAX')}>
          <Input
            inputMode="decimal"
            className="st-num-input"
            suffix={statement.CURRENCY}
            data-testid="st-invoice-tax"
          />
        </Form.Item>
        {outside && (
          <Form.Item
            name="OVERRIDE_REASON"
            className="st-override"
            label={field('OVERRIDE_REASON')}
            extra={t('statement.dialogs.overrideHint')}
            rules={[
              { required: true, whitespace: true, message: t('statement.msg.overrideRequired') },
              { max: reasonMax, message: t('statement.msg.tooLong', { max: reasonMax }) },
            ]}
          >
            <Input.TextArea rows={2} {...lengthLimit(reasonMax, true)} data-testid="st-override" />
          </Form.Item>
        )}
      </Form>
      {open && <MatchPanel statementId={statement.ID} invoice={typed} onMatch={setWithin} />}
      <Refusal error={error} testId="st-dialog-error" />
    </DraggableModal>
  );
}
