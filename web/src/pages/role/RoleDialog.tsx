import { type RoleType, roleTypes } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { FormDialog } from '../user/shared/FormDialog.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { roleApi, roleQueryKeys } from './roleApi.ts';

type Values = { ROLE_NAME: string; ROLE_TYPE: RoleType; REMARK?: string };

/** Create (id 0) or edit a role: name, type and remark. A system-default role keeps its type. */
export function RoleDialog(props: { id: number | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { id } = props;
  const isNew = id === 0;
  const detail = useQuery({
    queryKey: roleQueryKeys.detail(id ?? 0),
    enabled: id !== null && !isNew,
    queryFn: () => roleApi.get(id!),
  });
  const open = id !== null;
  useEffect(() => {
    if (open && detail.data)
      form.setFieldsValue({
        ROLE_NAME: detail.data.ROLE_NAME,
        ROLE_TYPE: detail.data.ROLE_TYPE,
        REMARK: detail.data.REMARK ?? '',
      });
  }, [open, detail.data, form]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await roleApi.save({
        ...(isNew ? {} : { ID: id! }),
        ROLE_NAME: values.ROLE_NAME.trim(),
        ROLE_TYPE: values.ROLE_TYPE,
        REMARK: values.REMARK?.trim() || null,
      });
      feedback.saved();
      props.onSaved(saved.ID);
      props.onClose();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t(isNew ? 'role.dialog.add' : 'role.dialog.edit')}
      form={form}
      saving={saving || detail.isFetching}
      onFinish={(v) => void submit(v)}
      onCancel={props.onClose}
      initialValues={{ ROLE_TYPE: 'normal' }}
      testId="role-dialog"
    >
      <Form.Item
        name="ROLE_NAME"
        label={field('ROLE_NAME')}
        rules={[
          { required: true, whitespace: true, message: t('role.msg.nameRequired') },
          { max: 64, message: t('role.msg.max', { max: 64 }) },
        ]}
      >
        <Input {...lengthLimit(64)} />
      </Form.Item>
      <Form.Item name="ROLE_TYPE" label={field('ROLE_TYPE')} rules={[{ required: true }]}>
        <Select
          disabled={detail.data?.IS_DEFAULT}
          options={roleTypes.map((type) => ({ value: type, label: t(`role.types.${type}`) }))}
          data-testid="role-type"
        />
      </Form.Item>
      <Form.Item
        name="REMARK"
        label={field('REMARK')}
        rules={[{ max: 256, message: t('role.msg.max', { max: 256 }) }]}
      >
        <Input.TextArea rows={3} {...lengthLimit(256, true)} />
      </Form.Item>
    </FormDialog>
  );
}
