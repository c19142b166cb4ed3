import type { ButtonEntry } from '@srm/contract';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { FormDialog } from '../user/shared/FormDialog.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { menuApi, menuKind } from './menuApi.ts';

type Values = { Menu_Code: string; Menu_Name: string; MENU_EN: string; ENABLED: 'Y' | 'N'; ORD_IDX: number };

/** Add (entry = null inside an open dialog) or edit a button permission entry (a sub-menu, MENU_KIND=SCM). */
export function ButtonDialog(props: {
  open: boolean;
  entry: ButtonEntry | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { entry, open } = props;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      entry
        ? {
            Menu_Code: entry.Menu_Code,
            Menu_Name: entry.Menu_Name,
            MENU_EN: entry.MENU_EN,
            ENABLED: entry.ENABLED,
            ORD_IDX: entry.ORD_IDX,
          }
        : { ORD_IDX: props.nextOrder },
    );
  }, [open, entry, form, props.nextOrder]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await menuApi.saveButton({
        ...(entry ? { ID: entry.ID } : {}),
        MENU_KIND: menuKind,
        Menu_Code: values.Menu_Code.trim(),
        Menu_Name: values.Menu_Name.trim(),
        MENU_EN: values.MENU_EN.trim(),
        ENABLED: values.ENABLED,
        ORD_IDX: values.ORD_IDX ?? 0,
      });
      feedback.saved();
      props.onSaved();
      props.onClose();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const max = (n: number) => ({ max: n, message: t('menu.msg.max', { max: n }) });

  return (
    <FormDialog<Values>
      open={open}
      title={t(entry ? 'menu.buttons.edit' : 'menu.buttons.add')}
      form={form}
      saving={saving}
      onFinish={(v) => void submit(v)}
      onCancel={props.onClose}
      initialValues={{ ENABLED: 'Y', ORD_IDX: 0 }}
      testId="button-dialog"
    >
      <Form.Item
        name="Menu_Code"
        label={field('Menu_Code')}
        extra={t('menu.buttons.codeHint')}
        rules={[
          required('menu.msg.codeRequired'),
          max(128),
          { pattern: /^[A-Za-z0-9_/.-]+$/, message: t('menu.msg.codeInvalid') },
        ]}
      >
        <Input {...lengthLimit(128)} className="admin-mono" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="Menu_Name"
            label={field('Menu_Name')}
            rules={[required('menu.msg.nameRequired'), max(64)]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="MENU_EN"
            label={field('MENU_EN')}
            rules={[required('menu.msg.enRequired'), max(64)]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="ENABLED"
            label={field('ENABLED')}
            getValueProps={(v) => ({ checked: v === 'Y' })}
            normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="ORD_IDX" label={field('ORD_IDX')}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
