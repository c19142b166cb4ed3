import { type TemplateKind, templateKinds } from '@srm/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';

export type NewTemplate = { KIND: TemplateKind; NAME: string };

/** New template: its kind and name; the designer then opens on an empty page of the kind's usual size. */
export function NewTemplateDialog({
  open,
  onCancel,
  onOk,
}: {
  open: boolean;
  onCancel: () => void;
  onOk: (value: NewTemplate) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewTemplate>();
  return (
    <DraggableModal
      open={open}
      title={t('print-template.new.title')}
      okText={t('print-template.new.ok')}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onOk({ KIND: v.KIND, NAME: v.NAME.trim() }))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ KIND: 'delivery_note' }}>
        <Form.Item name="KIND" label={t('print-template.new.kind')} rules={[{ required: true }]}>
          <Select options={templateKinds.map((k) => ({ value: k, label: t(`print-template.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="NAME"
          label={t('print-template.new.name')}
          rules={[
            { required: true, whitespace: true, message: t('print-template.new.nameRequired') },
            { max: 64 },
          ]}
        >
          <Input autoFocus maxLength={64} />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}
