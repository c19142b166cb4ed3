import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';

/**
 * The temporary password of a reset, shown once (the server keeps only its hash): a read-only field with a copy
 * button. Closing forgets it.
 */
export function TempPasswordDialog(props: {
  userName: string;
  password: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (!props.password) return;
    try {
      await navigator.clipboard.writeText(props.password);
      void message.success(t('user.reset.copied'));
    } catch {
      void message.warning(t('user.reset.copyFailed'));
    }
  };
  return (
    <DraggableModal
      open={props.password !== null}
      title={
        <span>
          <KeyOutlined /> {t('user.reset.title')}
        </span>
      }
      onCancel={props.onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="close" type="primary" onClick={props.onClose}>
          {t('user.reset.done')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <div>{t('user.reset.for', { name: props.userName })}</div>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={props.password ?? ''}
            aria-label={t('user.reset.password')}
            data-testid="temp-password"
            style={{ fontFamily: 'monospace', fontSize: 16, letterSpacing: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('user.reset.copy')}
          </Button>
        </Space.Compact>
        <Alert type="warning" showIcon title={t('user.reset.once')} />
      </Space>
    </DraggableModal>
  );
}
