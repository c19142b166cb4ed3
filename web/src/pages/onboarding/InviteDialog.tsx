import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { invitationDays } from '@srm/contract';
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { onboardingApi } from './onboardingApi.ts';

type Values = { EMAIL: string; COMPANY_NAME: string };
export type Invited = { LINK: string; MAILED_TO: string | null; EMAIL: string };

/**
 * Invites a company (issue #34): its e-mail and name; the answer is the registration link, shown with a copy button
 * and whether it was mailed (the organisation's mail off: the buyer sends it). Mounted per opening.
 */
export function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<Values>();
  const { error, busy, submitForm } = useSubmit();
  const [invited, setInvited] = useState<Invited | null>(null);

  const send = () =>
    submitForm(form, async (v) => {
      const answer = await onboardingApi.invite(v.EMAIL.trim(), (v.COMPANY_NAME ?? '').trim());
      setInvited({ LINK: answer.LINK, MAILED_TO: answer.MAILED_TO, EMAIL: v.EMAIL.trim() });
      onInvited();
    });

  return (
    <DraggableModal
      open
      width={560}
      title={
        <span>
          <LinkOutlined /> {t('onboarding.invite.title')}
        </span>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={
        invited
          ? [
              <Button key="done" type="primary" onClick={onClose} data-testid="invite-done">
                {t('onboarding.invite.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="send"
                type="primary"
                loading={busy}
                onClick={() => void send()}
                data-testid="invite-send"
              >
                {t('onboarding.invite.send')}
              </Button>,
            ]
      }
    >
      {invited ? (
        <InvitationLink {...invited} made={t('onboarding.invite.made', { days: invitationDays })} />
      ) : (
        <>
          <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ COMPANY_NAME: '' }}>
            <Form.Item
              name="EMAIL"
              label={field('EMAIL')}
              rules={[
                { required: true, whitespace: true, message: t('onboarding.invite.emailRequired') },
                { type: 'email', message: t('onboarding.invite.emailInvalid') },
                { max: 128, message: t('onboarding.max', { max: 128 }) },
              ]}
            >
              <Input {...lengthLimit(128)} inputMode="email" data-testid="invite-email" data-autofocus />
            </Form.Item>
            <Form.Item
              name="COMPANY_NAME"
              label={field('COMPANY_NAME')}
              extra={t('onboarding.invite.companyHint')}
              rules={[{ max: 200, message: t('onboarding.max', { max: 200 }) }]}
            >
              <Input {...lengthLimit(200)} data-testid="invite-company" />
            </Form.Item>
          </Form>
          <Refusal error={error} testId="invite-error" />
        </>
      )}
    </DraggableModal>
  );
}

/**
 * An invitation's link as the dialog answers it: the link with a copy button, and whether it was mailed (the
 * organisation's mail off: the buyer sends it).
 */
export function InvitationLink({ LINK, MAILED_TO, EMAIL, made }: Invited & { made: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(LINK);
      void message.success(t('onboarding.invite.copied'));
    } catch {
      void message.warning(t('onboarding.invite.copyFailed'));
    }
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="invite-result">
      <Typography.Text>{made}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={LINK}
          aria-label={t('onboarding.invite.link')}
          data-testid="invite-link"
          style={{ fontFamily: 'monospace' }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="invite-copy">
          {t('onboarding.invite.copy')}
        </Button>
      </Space.Compact>
      {MAILED_TO ? (
        <Alert
          type="success"
          showIcon
          title={t('onboarding.invite.mailed', { email: MAILED_TO })}
          data-testid="invite-mailed"
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('onboarding.invite.notMailed', { email: EMAIL })}
          data-testid="invite-not-mailed"
        />
      )}
    </Space>
  );
}

/**
 * An invitation sent again (issue #45): its fresh link to copy, and whether it was mailed. The old link no longer
 * works (only a link's hash is kept, so an old link can never be shown again).
 */
export function ResentDialog({ resent, onClose }: { resent: Invited; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DraggableModal
      open
      width={560}
      title={
        <span>
          <LinkOutlined /> {t('onboarding.invitations.resentTitle', { email: resent.EMAIL })}
        </span>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="done" type="primary" onClick={onClose} data-testid="invite-done">
          {t('onboarding.invite.done')}
        </Button>,
      ]}
    >
      <div data-testid="invitation-resent">
        <InvitationLink {...resent} made={t('onboarding.invitations.resentMade', { days: invitationDays })} />
      </div>
    </DraggableModal>
  );
}
