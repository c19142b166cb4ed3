import { LockOutlined, SendOutlined } from '@ant-design/icons';
import { type MailSettings, type MailTlsMode, mailTlsModes } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Space,
  Spin,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { mailApi, mailSettingsKey } from './mailApi.ts';
import { TestMailDialog } from './TestMailDialog.tsx';

type Values = {
  HOST: string;
  PORT: number;
  TLS_MODE: MailTlsMode;
  USER_NAME: string;
  PASSWORD: string;
  FROM_ADDRESS: string;
  FROM_NAME: string;
  ENABLED: boolean;
};

/** The usual port of each TLS mode: a port left at one mode's default follows the mode. */
const defaultPorts: Record<MailTlsMode, number> = { none: 25, starttls: 587, tls: 465 };
const hostPattern = /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const valuesOf = (s: MailSettings): Values => ({
  HOST: s.HOST,
  PORT: s.PORT,
  TLS_MODE: s.TLS_MODE,
  USER_NAME: s.USER_NAME,
  PASSWORD: '',
  FROM_ADDRESS: s.FROM_ADDRESS,
  FROM_NAME: s.FROM_NAME,
  ENABLED: s.ENABLED,
});

/** The settings in the form, filled when they arrive, and their save. */
function useMailSettingsForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { error, busy, submitForm } = useSubmit();
  const query = useQuery({ queryKey: mailSettingsKey, queryFn: ({ signal }) => mailApi.settings(signal) });
  const current = query.data;
  const host = Form.useWatch('HOST', form);
  const port = Form.useWatch('PORT', form);
  const tlsMode = Form.useWatch('TLS_MODE', form);
  const userName = Form.useWatch('USER_NAME', form);
  const password = Form.useWatch('PASSWORD', form);
  // The server clears the stored password when it would go elsewhere (issue #37): say so before saving.
  const moved =
    current !== undefined &&
    host !== undefined &&
    !password &&
    (host.trim() !== current.HOST ||
      port !== current.PORT ||
      tlsMode !== current.TLS_MODE ||
      (userName ?? '').trim() !== current.USER_NAME);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the settings arrive
  useEffect(() => {
    if (current) form.setFieldsValue(valuesOf(current));
  }, [current]);

  const save = () =>
    submitForm(form, async (v) => {
      const saved = await mailApi.save({ ...v, HOST: v.HOST.trim(), FROM_ADDRESS: v.FROM_ADDRESS.trim() });
      client.setQueryData(mailSettingsKey, saved);
      form.setFieldsValue({ PASSWORD: '' });
      void message.success(t('mail.msg.saved'));
    });

  return { form, current, moved, save, error, busy };
}

/**
 * The organisation's SMTP settings (System/Mail): the password is write-only (the field stays empty; leaving it
 * empty keeps the stored one). "Send test mail" sends with the saved settings and shows the server's answer.
 */
export function MailSettingsPanel() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { form, current, moved, save, error, busy } = useMailSettingsForm();
  const [testing, setTesting] = useState(false);

  if (!current) return <Spin className="mail-loading" />;
  const saved = current.UPDATED_BY !== null;
  return (
    <div className="mail-settings" data-testid="mail-settings">
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '160px' }}
        wrapperCol={{ flex: '1 1 0' }}
      >
        <ServerFields form={form} />
        <Form.Item
          name="USER_NAME"
          label={field('USER_NAME')}
          extra={t('mail.hint.user')}
          rules={[{ max: 255 }]}
        >
          <Input autoComplete="off" {...lengthLimit(255)} data-testid="mail-user" />
        </Form.Item>
        <Form.Item
          name="PASSWORD"
          label={field('PASSWORD')}
          rules={[{ max: 255 }]}
          extra={
            current.PASSWORD_SET && moved ? (
              <span className="mail-password-cleared" data-testid="mail-password-cleared">
                {t('mail.hint.passwordCleared')}
              </span>
            ) : current.PASSWORD_SET ? (
              t('mail.hint.passwordKept')
            ) : (
              t('mail.hint.passwordNone')
            )
          }
        >
          <Input.Password
            autoComplete="new-password"
            {...lengthLimit(255)}
            prefix={<LockOutlined />}
            placeholder={current.PASSWORD_SET ? t('mail.passwordStored') : ''}
            data-testid="mail-password"
          />
        </Form.Item>
        <SenderFields />
        <Form.Item label=" " colon={false}>
          <Space wrap>
            <SaveButton type="primary" loading={busy} onClick={() => void save()} data-testid="mail-save" />
            <Tooltip title={saved ? t('mail.hint.testUsesSaved') : t('mail.hint.saveFirst')}>
              <Button
                icon={<SendOutlined />}
                disabled={!saved}
                onClick={() => setTesting(true)}
                data-testid="mail-test-open"
              >
                {t('mail.actions.test')}
              </Button>
            </Tooltip>
          </Space>
          <Refusal error={error} testId="mail-save-error" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" className="mail-footnote">
        {saved
          ? t('mail.updated', { who: current.UPDATED_BY, at: cellText(current.UPDATED_AT) })
          : t('mail.neverSaved')}
        <br />
        {t('mail.hint.key')}
      </Typography.Paragraph>
      <TestMailDialog open={testing} onClose={() => setTesting(false)} />
    </div>
  );
}

/** The SMTP server: host, TLS mode (a port left at a mode's default follows the mode) and port. */
function ServerFields({ form }: { form: FormInstance<Values> }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const onTlsChange = (mode: MailTlsMode) => {
    const port = form.getFieldValue('PORT') as number | null;
    if (port === null || Object.values(defaultPorts).includes(port))
      form.setFieldsValue({ PORT: defaultPorts[mode] });
  };
  return (
    <>
      <Form.Item
        name="HOST"
        label={field('HOST')}
        rules={[
          { required: true, whitespace: true, message: t('mail.msg.hostRequired') },
          { pattern: hostPattern, message: t('mail.msg.hostFormat') },
          { max: 255 },
        ]}
      >
        <Input placeholder="smtp.example.com" {...lengthLimit(255)} data-testid="mail-host" />
      </Form.Item>
      <Form.Item name="TLS_MODE" label={field('TLS_MODE')} extra={t('mail.hint.tls')}>
        <Radio.Group
          optionType="button"
          onChange={(e) => onTlsChange(e.target.value as MailTlsMode)}
          options={mailTlsModes.map((m) => ({ value: m, label: t(`mail.tls.${m}`) }))}
          data-testid="mail-tls"
        />
      </Form.Item>
      <Form.Item
        name="PORT"
        label={field('PORT')}
        rules={[
          { required: true, message: t('mail.msg.portRequired') },
          {
            // Said, not clamped: 99999 is refused as it is, never saved as 65535 (#36 item 8).
            validator: (_, v: number | null | undefined) =>
              v === null || v === undefined || (Number.isInteger(v) && v >= 1 && v <= 65535)
                ? Promise.resolve()
                : Promise.reject(new Error(t('mail.msg.portRange'))),
          },
        ]}
      >
        <InputNumber className="mail-port" data-testid="mail-port" />
      </Form.Item>
    </>
  );
}

/** The sender's address and name, and whether mail is sent at all. */
function SenderFields() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return (
    <>
      <Form.Item
        name="FROM_ADDRESS"
        label={field('FROM_ADDRESS')}
        rules={[
          { required: true, whitespace: true, message: t('mail.msg.fromRequired') },
          { pattern: emailPattern, message: t('mail.msg.emailFormat') },
          { max: 255 },
        ]}
      >
        <Input placeholder="srm@example.com" {...lengthLimit(255)} data-testid="mail-from" />
      </Form.Item>
      <Form.Item name="FROM_NAME" label={field('FROM_NAME')} rules={[{ max: 128 }]}>
        <Input
          {...lengthLimit(128)}
          placeholder={t('mail.fromNamePlaceholder')}
          data-testid="mail-from-name"
        />
      </Form.Item>
      <Form.Item
        name="ENABLED"
        label={field('ENABLED')}
        valuePropName="checked"
        extra={t('mail.hint.enabled')}
      >
        <Switch data-testid="mail-enabled" />
      </Form.Item>
    </>
  );
}
