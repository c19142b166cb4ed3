import { type ExpenseBill, formatMoney } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { type BillAction, billApi, billQueryKey } from './billApi.ts';

/** What an action needs of a bill: a list row has these fields too. */
export type BillRef = Pick<
  ExpenseBill,
  'ID' | 'BILL_NO' | 'STATE' | 'VENDOR_CODE' | 'VENDOR_NAME' | 'AMOUNT_WITH_TAX' | 'CURRENCY' | 'DIRECTION'
>;

/**
 * Send, delete, confirm (each asks first, saying what will happen) and dispute (a dialog with the reason). A
 * refusal (409: someone moved the bill meanwhile) is shown as an error message with the server's text; the bill
 * and the list are read again either way.
 */
export function useBillActions(onDone?: (action: BillAction, bill: ExpenseBill | null) => void) {
  const { t } = useTranslation();
  const { value: label } = useCaptions();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [disputing, setDisputing] = useState<BillRef | null>(null);

  const refresh = (id: number) => {
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: billQueryKey(id) });
  };
  const call = async (action: BillAction, bill: BillRef, fn: () => Promise<ExpenseBill | null>) => {
    try {
      const result = await fn();
      if (result) client.setQueryData(billQueryKey(result.ID), result);
      void message.success(t(`expense-bill.msg.${action}Done`, { no: bill.BILL_NO }));
      onDone?.(action, result);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 6);
    } finally {
      refresh(bill.ID);
    }
  };

  const money = (b: BillRef) => `${formatMoney(b.AMOUNT_WITH_TAX)} ${b.CURRENCY}`;
  const ask = (action: 'send' | 'delete' | 'confirm', bill: BillRef, fn: () => Promise<ExpenseBill | null>) =>
    modal.confirm({
      title: t(`expense-bill.ask.${action}Title`, { no: bill.BILL_NO }),
      content: t(`expense-bill.ask.${action}`, {
        vendor: `${bill.VENDOR_CODE} ${bill.VENDOR_NAME}`.trim(),
        money: money(bill),
        direction: label('DIRECTION', bill.DIRECTION),
      }),
      okText: t(`expense-bill.actions.${action}`),
      okButtonProps: { danger: action === 'delete', 'data-testid': 'eb-ask-ok' },
      cancelText: t('common.cancel'),
      onOk: () => call(action, bill, fn),
    });

  const run = (action: BillAction, bill: BillRef) => {
    if (action === 'send') ask('send', bill, () => billApi.send(bill.ID));
    else if (action === 'confirm') ask('confirm', bill, () => billApi.confirm(bill.ID));
    else if (action === 'delete')
      ask('delete', bill, async () => {
        await billApi.delete(bill.ID);
        client.removeQueries({ queryKey: billQueryKey(bill.ID) });
        return null;
      });
    else if (action === 'dispute') setDisputing(bill);
  };

  const dialogs = (
    <DisputeDialog
      bill={disputing}
      onClose={() => setDisputing(null)}
      onSubmit={async (reason) => {
        if (!disputing) return;
        const result = await billApi.dispute(disputing.ID, reason);
        client.setQueryData(billQueryKey(result.ID), result);
        refresh(result.ID);
        void message.success(t('expense-bill.msg.disputeDone', { no: result.BILL_NO }));
        setDisputing(null);
        onDone?.('dispute', result);
      }}
    />
  );
  return { run, dialogs };
}

/** Dispute (the vendor): the reason goes back to the buyer with the bill. */
function DisputeDialog({
  bill,
  onClose,
  onSubmit,
}: {
  bill: BillRef | null;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions('expense-bill');
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(v.reason.trim());
      form.resetFields();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DraggableModal
      open={bill !== null}
      title={t('expense-bill.ask.disputeTitle', { no: bill?.BILL_NO ?? '' })}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      onOk={() => void ok()}
      okText={t('expense-bill.actions.dispute')}
      okButtonProps={{ danger: true, 'data-testid': 'eb-dispute-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      // Above the detail drawer it may be opened from (both are mounted once, the drawer later).
      zIndex={1100}
      forceRender
    >
      <p className="eb-hint">{t('expense-bill.ask.dispute')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={field('DISPUTE_REASON')}
          rules={[
            { required: true, whitespace: true, message: t('expense-bill.msg.reasonRequired') },
            { max: 512 },
          ]}
        >
          <Input.TextArea
            data-autofocus
            rows={3}
            {...lengthLimit(512, true)}
            data-testid="eb-dispute-reason"
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </DraggableModal>
  );
}
