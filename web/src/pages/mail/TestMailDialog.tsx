import type { MailTestResult } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { mailApi, mailPreferencesKey } from './mailApi.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sends a test mail now with the saved settings to the address typed (the administrator's own by default) and shows
 * what the mail server answered: accepted with its reply, or the refusal or connection error in its own words. A
 * server that does not answer is reported within about 10 seconds.
 */
export function TestMailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ TO: string }>();
  const { error, busy, submit, reset } = useSubmit();
  const [result, setResult] = useState<MailTestResult | null>(null);
  const mine = useQuery({
    queryKey: mailPreferencesKey,
    queryFn: ({ signal }) => mailApi.myPreferences(signal),
    enabled: open,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh dialog each time it opens
  useEffect(() => {
    if (!open) return;
    reset();
    setResult(null);
    // The administrator's own address, unless something was typed already.
    if (!form.isFieldTouched('TO') && !form.getFieldValue('TO') && mine.data?.EMAIL)
      form.setFieldsValue({ TO: mine.data.EMAIL });
  }, [open, mine.data]);

  const send = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setResult(null);
    await submit(async () => setResult(await mailApi.sendTest(v.TO.trim())));
  };

  return (
    <DraggableModal
      open={open}
      title={t('mail.test.title')}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('mail.test.send')}
      cancelText={t('mail.test.close')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'mail-test-send' }}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('mail.test.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void send()}>
        <Form.Item
          name="TO"
          label={t('mail.test.to')}
          rules={[
            { required: true, whitespace: true, message: t('mail.msg.toRequired') },
            { pattern: emailPattern, message: t('mail.msg.emailFormat') },
            { max: 255 },
          ]}
        >
          <Input type="email" {...lengthLimit(255)} data-autofocus data-testid="mail-test-to" />
        </Form.Item>
      </Form>
      {busy && <Alert type="info" showIcon title={t('mail.test.sending')} />}
      {result && (
        <Alert
          type={result.ACCEPTED ? 'success' : 'error'}
          showIcon
          title={result.MESSAGE}
          description={
            <div>
              <div className="mail-answer-label">{t('mail.test.answer')}</div>
              <code className="mail-answer" data-testid="mail-test-answer">
                {result.RESPONSE}
              </code>
            </div>
          }
          data-testid={result.ACCEPTED ? 'mail-test-accepted' : 'mail-test-refused'}
        />
      )}
      <Refusal error={error} testId="mail-test-error" />
    </DraggableModal>
  );
}
