import { formatMoney, type InvoiceDetail } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { HandInDialog, type HandInStatement } from './HandInDialog.tsx';
import { invoiceApi, invoiceQueryKey, statementKey } from './invoiceApi.ts';
import { rateKey, ratesOf } from './invoiceMoney.ts';

export type InvoiceAction = InvoiceDetail['ACTIONS'][number];

const reasonMax = 512;

/** Reject (finance): the reason goes back to the vendor with the invoice. */
function RejectDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceDetail | null;
  onClose: () => void;
  onDone: (result: InvoiceDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ REASON: string }>();
  const { error, busy, submit, reset } = useSubmit();
  const ok = () =>
    submit(async () => {
      const v = await form.validateFields().catch(() => null);
      if (!v || !invoice) return;
      onDone(await invoiceApi.reject(invoice.ID, v.REASON.trim()));
      form.resetFields();
    });
  return (
    <DraggableModal
      open={invoice !== null}
      title={t('invoice.ask.rejectTitle', { no: invoice?.INVOICE_NO ?? '' })}
      onCancel={() => {
        reset();
        onClose();
      }}
      onOk={() => void ok()}
      okText={t('invoice.actions.reject')}
      okButtonProps={{ danger: true, 'data-testid': 'inv-reject-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      // Above the invoice drawer it is opened from.
      zIndex={1100}
      forceRender
    >
      <p className="inv-hint">{t('invoice.ask.reject')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="REASON"
          label={t('invoice.ask.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('invoice.ask.reasonRequired') },
            { max: reasonMax },
          ]}
        >
          <Input.TextArea
            data-autofocus
            rows={3}
            {...lengthLimit(reasonMax, true)}
            data-testid="inv-reject-reason"
          />
        </Form.Item>
      </Form>
      <Refusal error={error} testId="inv-reject-error" />
    </DraggableModal>
  );
}

/** The statement a rejected invoice is corrected against: read when it can be, else what the invoice knows. */
function ResubmitDialog({ invoice, onClose }: { invoice: InvoiceDetail | null; onClose: () => void }) {
  const id = invoice?.STATEMENT_ID ?? 0;
  const statement = useQuery({
    queryKey: statementKey(id),
    queryFn: ({ signal }) => invoiceApi.statement(id, signal),
    enabled: invoice !== null,
    retry: false,
  });
  if (!invoice) return null;
  const s = statement.data;
  const target: HandInStatement = s
    ? {
        ID: s.ID,
        STATEMENT_NO: s.STATEMENT_NO,
        CURRENCY: s.CURRENCY,
        rates: ratesOf(s.Lines),
        TOTAL_AMOUNT: s.TOTAL_AMOUNT,
        TOTAL_TAX: s.TOTAL_TAX,
        TOTAL_WITH_TAX: s.TOTAL_WITH_TAX,
      }
    : {
        ID: invoice.STATEMENT_ID,
        STATEMENT_NO: invoice.STATEMENT_NO ?? '',
        CURRENCY: invoice.CURRENCY,
        rates: invoice.Rates.map((r) => rateKey(r.RATE)),
      };
  return <HandInDialog open statement={target} mode={{ kind: 'resubmit', invoice }} onClose={onClose} />;
}

/**
 * The actions an invoice's ACTIONS allow the caller: approve and withdraw ask first and say what will happen; reject
 * asks for the reason; "correct and submit again" opens the hand-in form filled with the invoice. A refusal shows
 * the server's message, and the invoice and the lists are read again either way.
 */
export function useInvoiceActions(onDone?: (action: InvoiceAction) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<InvoiceDetail | null>(null);
  const [correcting, setCorrecting] = useState<InvoiceDetail | null>(null);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['invoice'] });
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: ['statement'] });
  };
  const finished = (action: InvoiceAction, invoice: InvoiceDetail, result: InvoiceDetail | null) => {
    if (result) client.setQueryData(invoiceQueryKey(result.ID), result);
    else client.removeQueries({ queryKey: invoiceQueryKey(invoice.ID) });
    void message.success(t(`invoice.msg.${action}Done`, { no: invoice.INVOICE_NO }));
    refresh();
    onDone?.(action);
  };
  const call = async (
    action: InvoiceAction,
    invoice: InvoiceDetail,
    fn: () => Promise<InvoiceDetail | null>,
  ) => {
    try {
      finished(action, invoice, await fn());
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 8);
      refresh();
    }
  };

  const money = (i: InvoiceDetail) => `${formatMoney(i.TOTAL)} ${i.CURRENCY}`;
  const run = async (action: InvoiceAction, invoice: InvoiceDetail) => {
    if (action === 'reject') return setRejecting(invoice);
    if (action === 'resubmit') return setCorrecting(invoice);
    const values = { no: invoice.INVOICE_NO, statement: invoice.STATEMENT_NO ?? '', total: money(invoice) };
    const consequences =
      action === 'approve'
        ? [
            t('invoice.ask.approveDue', values),
            t('invoice.ask.approveStatement', values),
            ...(invoice.WITHIN
              ? []
              : [t('invoice.ask.approveFlagged', { reason: invoice.FLAG_REASON ?? '' })]),
          ]
        : [t('invoice.ask.withdrawGone', values), t('invoice.ask.withdrawFree', values)];
    const ok = await confirm({
      title: t(`invoice.ask.${action}Title`, values),
      consequences,
      okText: t(`invoice.actions.${action}`),
      danger: action === 'withdraw',
      testId: `inv-ask-${action}`,
    });
    if (!ok) return;
    await call(action, invoice, async () => {
      if (action === 'approve') return invoiceApi.approve(invoice.ID);
      await invoiceApi.withdraw(invoice.ID);
      return null;
    });
  };

  const dialogs = (
    <>
      <RejectDialog
        invoice={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(result) => {
          if (rejecting) finished('reject', rejecting, result);
          setRejecting(null);
        }}
      />
      <ResubmitDialog
        invoice={correcting}
        onClose={() => {
          setCorrecting(null);
          refresh();
        }}
      />
    </>
  );
  return { run, dialogs };
}
