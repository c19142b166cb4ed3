import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { cellText } from '../../platform/list-table/print.ts';
import { centsOf } from '../expense-bill/money.ts';
import { statementApi } from './statementApi.ts';

type Values = { PRICE_TOLERANCE_PCT: string; AMOUNT_TOLERANCE: string };
const toleranceKey = ['statement', 'tolerance'] as const;
const percent = /^\d{1,3}(\.\d{1,4})?$/;

/** The organisation's invoice matching tolerances (finance): price % of the PO price, amount absolute. */
export function ToleranceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { error, busy, submitForm, reset } = useSubmit();
  const query = useQuery({
    queryKey: toleranceKey,
    queryFn: ({ signal }) => statementApi.tolerance(signal),
    enabled: open,
  });
  const current = query.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the dialog opens or the answer comes
  useEffect(() => {
    if (open && current) {
      reset();
      form.setFieldsValue({
        PRICE_TOLERANCE_PCT: current.PRICE_TOLERANCE_PCT,
        AMOUNT_TOLERANCE: current.AMOUNT_TOLERANCE,
      });
    }
  }, [open, current]);
  const ok = () =>
    submitForm(form, async (v) => {
      const saved = await statementApi.saveTolerance({
        PRICE_TOLERANCE_PCT: v.PRICE_TOLERANCE_PCT.trim(),
        AMOUNT_TOLERANCE: v.AMOUNT_TOLERANCE.trim(),
      });
      client.setQueryData(toleranceKey, saved);
      void client.invalidateQueries({ queryKey: ['statement', 'match'] });
      void message.success(t('statement.msg.toleranceSaved'));
      onClose();
    });
  return (
    <DraggableModal
      open={open}
      title={t('statement.tolerance.title')}
      onCancel={onClose}
      onOk={() => void ok()}
      okButtonProps={{ 'data-testid': 'st-tolerance-ok', disabled: !current }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      forceRender
    >
      <p className="st-hint">{t('statement.tolerance.hint')}</p>
      {!current ? (
        // Rendered ahead while closed (forceRender): no spinner turning out of sight until it opens.
        open && <Spin className="st-loading" />
      ) : (
        <>
          <Form form={form} layout="vertical">
            <Form.Item
              name="PRICE_TOLERANCE_PCT"
              label={t('statement.tolerance.pct')}
              rules={[
                {
                  validator: (_, v: unknown) =>
                    percent.test(String(v ?? '').trim()) && Number(v) <= 100
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('statement.tolerance.pctFormat'))),
                },
              ]}
            >
              <Input inputMode="decimal" suffix="%" className="st-num-input" data-testid="st-tolerance-pct" />
            </Form.Item>
            <Form.Item
              name="AMOUNT_TOLERANCE"
              label={t('statement.tolerance.amount')}
              rules={[
                {
                  validator: (_, v: unknown) => {
                    const cents = centsOf(String(v ?? '').trim());
                    return cents !== null && cents >= 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('statement.msg.moneyFormat')));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" className="st-num-input" data-testid="st-tolerance-amount" />
            </Form.Item>
          </Form>
          <p className="st-sub-inline">
            {current.UPDATED_BY
              ? t('statement.tolerance.updated', {
                  who: current.UPDATED_BY,
                  at: cellText(current.UPDATED_AT),
                })
              : t('statement.tolerance.never')}
          </p>
        </>
      )}
      <Refusal error={error} testId="st-dialog-error" />
    </DraggableModal>
  );
}
