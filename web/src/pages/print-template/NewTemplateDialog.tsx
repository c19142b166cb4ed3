import { type TemplateKind, templateKinds } from '@srm/contract';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';

/** `default`: a copy of the kind's default template; `blank`: an empty page of the kind's usual size. */
export type NewTemplate = { KIND: TemplateKind; NAME: string; FROM: 'default' | 'blank' };

/** New template: its kind, name and what it starts from; the designer then opens on it. */
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
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onOk({ ...v, NAME: v.NAME.trim() }))
          // The form shows what is missing beside the field.
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ KIND: 'delivery_note', FROM: 'default' }}
      >
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
        <Form.Item name="FROM" label={t('print-template.new.from')}>
          <Radio.Group
            options={[
              { value: 'default', label: t('print-template.new.fromDefault') },
              { value: 'blank', label: t('print-template.new.fromBlank') },
            ]}
          />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}
