import { apiPaths } from '@srm/contract';
import { App, Form, Input, message as staticMessage } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../platform/api.ts';
import { encryptPassword as encrypt } from '../../../platform/password.ts';
import { flushPreferences } from '../../../platform/preferences.ts';
import { clearSession, useSession } from '../../../platform/session.ts';
import { DraggableModal } from '../../components/DraggableModal.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * Change password (spec §5, §8): old, new and confirm are required, new = confirm, the new one by the password
 * policy (shown under it, checked as it is typed; issue #45), the old one as it was set; each is RSA-encrypted like
 * the sign-in password. Success ends the session and goes to login.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    if (!userInfo) return;
    setSaving(true);
    try {
      const { data } = await api.post(apiPaths.user.changePassword, {
        Id: userInfo.ID,
        User_Name: userInfo.USER_NAME,
        OldPassword: await encrypt(values.oldPassword),
        NewPassword: await encrypt(values.newPassword),
        NewPasswordRe: await encrypt(values.confirmPassword),
      });
      if (!data) {
        void message.error(t('shell.password.failed'));
        return;
      }
      // Shown by the static message: it stays on screen while the app leaves the shell for the login page.
      void staticMessage.success(t('shell.password.changed'));
      await flushPreferences();
      clearSession();
      onClose();
      navigate('/login', { replace: true });
    } catch {
      // The request error is already shown and logged by the shell.
    } finally {
      setSaving(false);
    }
  };

  return (
    <DraggableModal
      open
      title={t('shell.password.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark onFinish={submit} autoComplete="off">
        <Form.Item
          name="oldPassword"
          label={t('shell.password.old')}
          rules={[{ required: true, message: t('shell.password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordField
          name="newPassword"
          label={t('shell.password.new')}
          requiredMessage={t('shell.password.newRequired')}
          names={[userInfo?.USER_NAME, userInfo?.NICK_NAME]}
        />
        <Form.Item
          name="confirmPassword"
          label={t('shell.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('shell.password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('newPassword') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('shell.password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}
