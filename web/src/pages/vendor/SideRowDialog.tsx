import { Form, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import { FormDialog } from '../user/shared/FormDialog.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { type CodeOption, useCodeOptions } from '../user/shared/options.ts';
import type { SideRow, SideTableCalls } from './sideTables.ts';

type Values = { VENDOR_CODE: string; PART_NO: string; PCT: number | string };

type Props = {
  table: SideTableCalls;
  /** null: closed; {}: create; a row: edit. */
  row: Partial<SideRow> | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Keeps the row's own choice among the options, even when it is not among the first ones loaded. */
function withCurrent(
  options: CodeOption[] | undefined,
  code: string | null | undefined,
  name: string | null | undefined,
): CodeOption[] {
  const list = [...(options ?? [])];
  if (code && !list.some((o) => o.value === code))
    list.unshift({ value: code, code, name: name ?? '', label: `${code} ${name ?? ''}` });
  return list;
}

/** Add or edit one vendor + part percentage (over-delivery or spare). */
export function SideRowDialog({ table, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [vendorSearch, setVendorSearch] = useState('');
  const [partSearch, setPartSearch] = useState('');
  const open = row !== null;
  const id = row?.ID;

  const vendors = useCodeOptions({
    list: 'VenderVendors',
    codeField: 'VENDOR_CODE',
    nameField: 'VENDOR_NAME',
    search: vendorSearch,
    enabled: open,
  });
  const parts = useCodeOptions({
    list: 'VenderParts',
    codeField: 'PART_NO',
    nameField: 'PART_NAME',
    search: partSearch,
    enabled: open,
  });

  useEffect(() => {
    if (!row) return;
    form.setFieldsValue({
      VENDOR_CODE: row.VENDOR_CODE ?? undefined,
      PART_NO: row.PART_NO ?? undefined,
      PCT: row.PCT === undefined ? undefined : Number(row.PCT),
    });
  }, [row, form]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await table.save({
        ...(id ? { ID: id } : {}),
        VENDOR_CODE: values.VENDOR_CODE,
        PART_NO: values.PART_NO,
        PCT: String(values.PCT),
      });
      feedback.saved();
      onSaved();
      onClose();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t(`vendor.${table.key}.${id ? 'edit' : 'add'}`)}
      form={form}
      saving={saving}
      onFinish={(v) => void submit(v)}
      onCancel={onClose}
      testId="side-row-dialog"
    >
      <Form.Item
        name="VENDOR_CODE"
        label={field('VENDOR_CODE')}
        rules={[{ required: true, message: t('vendor.msg.vendorRequired') }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setVendorSearch }}
          loading={vendors.isFetching}
          placeholder={t('vendor.msg.searchVendor')}
          options={withCurrent(vendors.data, row?.VENDOR_CODE, row?.VENDOR_NAME)}
          onOpenChange={(o) => !o && setVendorSearch('')}
          data-testid="side-vendor"
        />
      </Form.Item>
      <Form.Item
        name="PART_NO"
        label={field('PART_NO')}
        rules={[{ required: true, message: t('vendor.msg.partRequired') }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setPartSearch }}
          loading={parts.isFetching}
          placeholder={t('vendor.msg.searchPart')}
          options={withCurrent(parts.data, row?.PART_NO, row?.PART_NAME)}
          onOpenChange={(o) => !o && setPartSearch('')}
          data-testid="side-part"
        />
      </Form.Item>
      <Form.Item
        name="PCT"
        label={field(table.pctField)}
        extra={t(`vendor.${table.key}.hint`)}
        rules={[{ required: true, message: t('vendor.msg.pctRequired') }]}
      >
        <InputNumber min={0} max={100} precision={4} step={0.5} suffix="%" style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}
