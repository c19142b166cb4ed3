import type { StatementDetail } from '@srm/contract';
import { Alert, Button, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../app/components/DateRangePicker.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { VendorSelect } from '../expense-bill/VendorSelect.tsx';
import { EligiblePicker, pickedOf, useEligible } from './EligiblePicker.tsx';
import { type Scope, statementApi } from './statementApi.ts';

const currencies = ['CNY', 'USD', 'EUR', 'HKD', 'JPY'];
type Values = { VENDOR_CODE?: string; CURRENCY: string; PERIOD: [Dayjs, Dayjs] };

/**
 * New statement (purchasing): vendor, currency and period → the eligible lines with checkboxes → Create of the
 * picked lines, or of every eligible line ("all eligible", taken by the server as they are at that moment).
 */
export function NewStatementDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (s: StatementDetail) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  const [form] = Form.useForm<Values>();
  const [scope, setScope] = useState<Scope | null>(null);
  const [keys, setKeys] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'picked' | 'all' | null>(null);
  const eligible = useEligible(scope);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      VENDOR_CODE: undefined,
      CURRENCY: 'CNY',
      PERIOD: [dayjs().subtract(1, 'month').startOf('month'), dayjs()],
    });
    setScope(null);
    setKeys([]);
    setError(null);
  }, [open]);

  const onValues = (_: unknown, v: Values) => {
    setKeys([]);
    setError(null);
    setScope(
      v.VENDOR_CODE && v.CURRENCY && v.PERIOD?.[0] && v.PERIOD[1]
        ? {
            VENDOR_CODE: v.VENDOR_CODE,
            CURRENCY: v.CURRENCY,
            PERIOD_FROM: v.PERIOD[0].format('YYYY-MM-DD'),
            PERIOD_TO: v.PERIOD[1].format('YYYY-MM-DD'),
          }
        : null,
    );
  };

  const create = async (all: boolean) => {
    if (!scope || !eligible.data) return;
    setBusy(all ? 'all' : 'picked');
    setError(null);
    try {
      const picked = all
        ? { DELIVERY_LINE_IDS: [], EXPENSE_BILL_IDS: [] }
        : pickedOf(eligible.data.Lines, keys);
      onCreated(await statementApi.create({ ...scope, ALL: all, ...picked }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      // Someone may have taken lines meanwhile: show what is eligible now.
      void eligible.refetch();
      setKeys([]);
    } finally {
      setBusy(null);
    }
  };
  const count = eligible.data?.Lines.length ?? 0;
  return (
    <DraggableModal
      open={open}
      title={t('statement.new.title')}
      width="min(1180px, 96vw)"
      onCancel={onClose}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="all"
          disabled={!count || busy !== null}
          loading={busy === 'all'}
          onClick={() => void create(true)}
          data-testid="st-create-all"
        >
          {t('statement.new.createAll', { count })}
        </Button>,
        <Button
          key="picked"
          type="primary"
          disabled={!keys.length || busy !== null}
          loading={busy === 'picked'}
          onClick={() => void create(false)}
          data-testid="st-create"
        >
          {t('statement.new.create', { count: keys.length })}
        </Button>,
      ]}
    >
      <Form form={form} layout="inline" className="st-scope" onValuesChange={onValues}>
        <Form.Item name="VENDOR_CODE" label={field('VENDOR_CODE')} rules={[{ required: true }]}>
          <VendorSelect data-testid="st-vendor" />
        </Form.Item>
        <Form.Item name="CURRENCY" label={field('CURRENCY')} rules={[{ required: true }]}>
          <Select
            className="st-currency"
            data-testid="st-currency"
            options={currencies.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item name="PERIOD" label={field('PERIOD')} rules={[{ required: true }]}>
          <DateRangePicker allowClear={false} data-testid="st-period" />
        </Form.Item>
      </Form>
      <p className="st-hint">{t('statement.new.hint')}</p>
      <EligiblePicker scope={scope} keys={keys} onKeys={setKeys} />
      {error && <Alert type="error" showIcon title={error} className="st-gap" data-testid="st-error" />}
    </DraggableModal>
  );
}
