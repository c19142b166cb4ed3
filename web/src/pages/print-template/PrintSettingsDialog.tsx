import { apiPaths, type PrintSettings } from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { api } from '../../platform/api.ts';

const paths = apiPaths.printTemplate;
const settingsKey = ['print-template', 'settings'];

/**
 * The organisation's print settings: the GS1 company prefix outer box SSCCs start with (7 to 10 digits). Empty
 * until an administrator sets it; packing an outer box is refused until then. A new prefix applies to boxes packed
 * from now on.
 */
export function PrintSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ GS1_COMPANY_PREFIX: string }>();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await api.get(paths.getSettings)).data,
    enabled: open,
  });
  const save = useMutation({
    mutationFn: (values: PrintSettings) => api.post(paths.saveSettings, values),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKey });
      void message.success(t('print-template.settings.saved'));
      onClose();
    },
  });
  return (
    <DraggableModal
      open={open}
      title={t('print-template.settings.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => save.mutate({ GS1_COMPANY_PREFIX: v.GS1_COMPANY_PREFIX.trim() || null }))
          // The form shows what is wrong beside the field.
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      {settings.isLoading ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ GS1_COMPANY_PREFIX: settings.data?.GS1_COMPANY_PREFIX ?? '' }}
        >
          <Form.Item
            name="GS1_COMPANY_PREFIX"
            label={t('print-template.settings.prefix')}
            extra={t('print-template.settings.prefixHelp')}
            rules={[{ pattern: /^\s*(\d{7,10})?\s*$/, message: t('print-template.settings.prefixInvalid') }]}
          >
            <Input autoFocus inputMode="numeric" maxLength={10} data-testid="print-settings-prefix" />
          </Form.Item>
          <Typography.Text type="secondary">{t('print-template.settings.appliesFromNow')}</Typography.Text>
        </Form>
      )}
    </DraggableModal>
  );
}
