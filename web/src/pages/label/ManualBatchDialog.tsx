import type { ListCode, ManualLabelsBody } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Form, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { ApiError } from '../../platform/api.ts';
import { useCaptions } from '../../platform/captions.ts';
import type { ListField } from '../../platform/list-table/index.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';
import { formatQty, parseQty, qtyToString, quantityPattern } from '../../platform/quantity.ts';
import { labelApi } from './labelApi.ts';

type Values = {
  PART_NO: string;
  VENDOR_CODE?: string;
  BOX_QTY: string;
  BOX_COUNT: number;
  LOT_NO?: string;
  DATE_CODE?: string;
};

/**
 * Suggestions from a master list (parts, vendors). The lists need the vendor screen's permission, which a vendor
 * may not hold: then there are no suggestions and the field is typed (silent: no toast).
 */
function useSuggestions<C extends ListCode>(
  list: C,
  codeField: ListField<C>,
  nameField: ListField<C>,
  text: string,
  enabled: boolean,
) {
  // Refused once (no permission): ask no more while the dialog lives, rather than once per keystroke.
  const [denied, setDenied] = useState(false);
  return useQuery({
    queryKey: ['label', 'suggest', list, text],
    enabled: enabled && !denied,
    queryFn: async () => {
      const { rows } = await loadListRows(
        list,
        {
          Page: 1,
          Limit: 20,
          Params: text ? [{ FIELD_NAME: codeField, ACTION_TYPE: 6, PARAM_VALUE: text, DATA_TYPE: 1 }] : [],
        },
        { silent: true },
      ).catch((e: unknown) => {
        if (e instanceof ApiError && (e.code === 401 || e.code === 403)) setDenied(true);
        return { rows: [] };
      });
      return rows.map((r) => ({
        value: String(r[codeField] ?? ''),
        label: `${String(r[codeField] ?? '')} ${String(r[nameField] ?? '')}`,
      }));
    },
    retry: false,
    staleTime: 60_000,
  });
}

type Props = { open: boolean; staff: boolean; onClose: () => void; onCreated: (batchNo: string) => void };

/** New manual-coding batch: BOX_COUNT labels of BOX_QTY for a part without a note (staff name the vendor). */
export function ManualBatchDialog({ open, staff, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions('label');
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const partText = Form.useWatch('PART_NO', form) ?? '';
  const vendorText = Form.useWatch('VENDOR_CODE', form) ?? '';
  const boxQty = Form.useWatch('BOX_QTY', form);
  const boxCount = Form.useWatch('BOX_COUNT', form);
  const parts = useSuggestions('HandmadeParts', 'PART_NO', 'PART_NAME', partText, open);
  const vendors = useSuggestions('VenderVendors', 'VENDOR_CODE', 'VENDOR_NAME', vendorText, open && staff);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      form.resetFields();
      setError(null);
    }
  }, [open]);

  const perBox = parseQty(boxQty);
  const count = Number.isInteger(boxCount) && boxCount > 0 && boxCount <= 1000 ? boxCount : null;
  const total = perBox !== null && count !== null ? qtyToString(perBox * BigInt(count)) : null;

  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setError(null);
    const body: ManualLabelsBody = {
      PART_NO: v.PART_NO.trim(),
      ...(staff ? { VENDOR_CODE: v.VENDOR_CODE?.trim() } : {}),
      BOX_QTY: v.BOX_QTY.trim(),
      BOX_COUNT: v.BOX_COUNT,
      LOT_NO: v.LOT_NO?.trim() || null,
      DATE_CODE: v.DATE_CODE?.trim() || null,
    };
    try {
      const result = await labelApi.manualCreate(body);
      onCreated(result.BATCH_NO);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DraggableModal
      open={open}
      title={t('label.dialogs.newBatch')}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t('label.actions.create')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'label-batch-ok' }}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ BOX_COUNT: 1 }}>
        <Form.Item
          name="PART_NO"
          label={field('PART_NO')}
          rules={[{ required: true, whitespace: true, message: t('label.msg.partRequired') }, { max: 64 }]}
        >
          <AutoComplete
            options={parts.data ?? []}
            placeholder={t('label.dialogs.partPlaceholder')}
            data-testid="label-batch-part"
            data-autofocus
          />
        </Form.Item>
        {staff && (
          <Form.Item
            name="VENDOR_CODE"
            label={field('VENDOR_CODE')}
            rules={[
              { required: true, whitespace: true, message: t('label.msg.vendorRequired') },
              { max: 32 },
            ]}
          >
            <AutoComplete options={vendors.data ?? []} data-testid="label-batch-vendor" />
          </Form.Item>
        )}
        <Form.Item
          name="BOX_QTY"
          label={field('BOX_QTY')}
          rules={[
            { required: true, message: t('label.msg.boxQtyRequired') },
            {
              validator: (_, v: string | undefined) =>
                !v || (quantityPattern.test(v.trim()) && (parseQty(v) ?? 0n) > 0n)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('label.msg.boxQtyInvalid'))),
            },
          ]}
        >
          <Input inputMode="decimal" data-testid="label-batch-box-qty" />
        </Form.Item>
        <Form.Item
          name="BOX_COUNT"
          label={field('BOX_COUNT')}
          rules={[
            { required: true, message: t('label.msg.boxCountRequired') },
            {
              // Said, not changed: 0 stays 0 and is refused, never turned into 1 and created (#36 item 8).
              validator: (_, v: number | null | undefined) =>
                v === null || v === undefined || (Number.isInteger(v) && v >= 1 && v <= 1000)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('label.msg.boxCountRange'))),
            },
          ]}
        >
          <InputNumber style={{ width: '100%' }} data-testid="label-batch-box-count" />
        </Form.Item>
        <Form.Item name="LOT_NO" label={field('LOT_NO')} rules={[{ max: 64 }]}>
          <Input {...lengthLimit(64)} />
        </Form.Item>
        <Form.Item name="DATE_CODE" label={field('DATE_CODE')} rules={[{ max: 32 }]}>
          <Input {...lengthLimit(32)} />
        </Form.Item>
      </Form>
      <div className="label-total" aria-live="polite" data-testid="label-batch-total">
        {total !== null
          ? t('label.dialogs.batchTotal', {
              count: count ?? 0,
              qty: formatQty(qtyToString(perBox ?? 0n)),
              total: formatQty(total),
            })
          : t('label.dialogs.batchTotalEmpty')}
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </DraggableModal>
  );
}
