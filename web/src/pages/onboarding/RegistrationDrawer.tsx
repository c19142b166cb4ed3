import { AuditOutlined, BankOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { type RegistrationAction, type RegistrationState, registrationStateLabels } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { DecisionButtons, useApproval } from './DrawerParts.tsx';
import { onboardingApi, onboardingKeys, type Registration } from './onboardingApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import './onboarding.css';

export const registrationStateColor: Record<RegistrationState, string> = {
  submitted: 'blue',
  reviewed: 'gold',
  approved: 'green',
  refused: 'red',
};

export function RegistrationStateTag({ state }: { state: RegistrationState }) {
  const lang = currentLanguage();
  return (
    <Tag color={registrationStateColor[state]} data-state={state}>
      {registrationStateLabels[state][lang]}
    </Tag>
  );
}

const icons: Record<RegistrationAction, ReactNode> = {
  review: <AuditOutlined />,
  approve: <BankOutlined />,
  refuse: <CloseCircleOutlined />,
};

const when = (value: unknown) => (value ? dayjs(value as string).format('YYYY-MM-DD HH:mm') : '');

/**
 * A registration as staff see it (`Onboarding/Registration`): the company, its contact, its bank account (in full for
 * finance, masked for everyone else by the server), the
 * administrator account it asked for, and where it stands. Its buttons are exactly the actions the server lists for
 * the caller (`ACTIONS`: a buyer reviews or refuses a submitted one, finance approves or refuses a reviewed one); each
 * sends the VERSION it showed, so a registration someone else decided meanwhile is refused with the server's message
 * and shown again as it now is.
 */
export function RegistrationDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { query, dialog, setDialog, approving, approve, review, refuse } = useRegistrationDecisions(
    id,
    onChanged,
  );
  const r = query.data;

  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      size="min(820px, 96vw)"
      record={r}
      error={query.error}
      loadingTitle={t('onboarding.registration.loading')}
      waitingClassName="onb-loading"
      title={(r) => (
        <Space size={8} wrap>
          <span data-testid="registration-title">{r.LEGAL_NAME}</span>
          <span data-testid="registration-state">
            <RegistrationStateTag state={r.STATE} />
          </span>
        </Space>
      )}
      extra={
        r ? (
          <DecisionButtons
            actions={r.ACTIONS}
            icons={icons}
            approving={approving}
            onAction={(action) => (action === 'approve' ? void approve(r) : setDialog(action))}
            testId="registration"
          />
        ) : null
      }
      data-testid="registration-drawer"
    >
      {(r) => (
        <>
          <RegistrationDetail r={r} />
          {dialog === 'review' && (
            <ReviewDialog registration={r} onClose={() => setDialog(null)} onSubmit={(v) => review(r, v)} />
          )}
          {dialog === 'refuse' && (
            <ReasonDialog
              title={t('onboarding.refuse.title', { name: r.LEGAL_NAME })}
              consequences={[t('onboarding.refuse.final'), t('onboarding.refuse.again')]}
              okText={t('onboarding.actions.refuse')}
              testId="registration-refuse"
              onClose={() => setDialog(null)}
              onSubmit={(reason) => refuse(r, reason)}
            />
          )}
        </>
      )}
    </RecordDrawer>
  );
}

/**
 * The registration and its decisions, each answered with the registration as it now is; a refusal (decided meanwhile,
 * not this user's) shows and the registration is read again.
 */
function useRegistrationDecisions(id: number | null, onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'review' | 'refuse' | null>(null);
  const query = useRecordQuery(id, onboardingKeys.registration, onboardingApi.registration);
  const { approving, approve: ask, refusedWith } = useApproval(query);

  const decided = (next: Registration) => {
    client.setQueryData(onboardingKeys.registration(next.ID), next);
    setDialog(null);
    onChanged();
  };

  const approve = async (reg: Registration) => {
    await ask(
      {
        title: t('onboarding.approve.title', { name: reg.LEGAL_NAME }),
        consequences: [
          t('onboarding.approve.vendor', { code: reg.VENDOR_CODE ?? '' }),
          t('onboarding.approve.bank', { account: reg.BANK_ACCOUNT_NO }),
          t('onboarding.approve.admin', { user: reg.ADMIN_USER_NAME }),
        ],
        okText: t('onboarding.actions.approve'),
        testId: 'registration-ask-approve',
      },
      async () => {
        const next = await onboardingApi.approve(reg.ID, reg.VERSION);
        decided(next);
        void message.success(t('onboarding.approve.done', { code: next.VENDOR_CODE ?? '' }));
      },
    );
  };

  const review = async (reg: Registration, v: { VENDOR_CODE: string; ROLE_ID: number }) => {
    const next = await onboardingApi.review({ ID: reg.ID, VERSION: reg.VERSION, ...v }).catch(refusedWith);
    decided(next);
    void message.success(t('onboarding.review.done', { code: v.VENDOR_CODE }));
  };

  const refuse = async (reg: Registration, reason: string) => {
    const next = await onboardingApi.refuse(reg.ID, reg.VERSION, reason).catch(refusedWith);
    decided(next);
    void message.success(t('onboarding.refuse.done'));
  };

  return { query, dialog, setDialog, approving, approve, review, refuse };
}

/** The company, its contact, its bank account, the administrator account it asked for, and where it stands. */
function RegistrationDetail({ r }: { r: Registration }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  // The reviewed role's name comes with the registration: finance, who may not list the roles, reads it too.
  const roleName = r.ROLE_NAME ?? '';
  const item = (label: string, value: ReactNode, testId?: string, span?: 'filled') => (
    <Descriptions.Item label={label} span={span}>
      <span data-testid={testId}>{value}</span>
    </Descriptions.Item>
  );

  return (
    <div className="onb-detail">
      <h3 className="onb-section">{t('onboarding.register.company')}</h3>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        {item(field('LEGAL_NAME'), r.LEGAL_NAME, 'registration-legal-name', 'filled')}
        {item(field('TAX_ID'), r.TAX_ID)}
        {item(
          field('CATEGORIES'),
          r.CATEGORIES.length > 0 ? r.CATEGORIES.map((c) => <Tag key={c}>{c}</Tag>) : '',
        )}
        {item(field('ADDRESS'), r.ADDRESS, undefined, 'filled')}
      </Descriptions>

      <h3 className="onb-section">{t('onboarding.register.contact')}</h3>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        {item(field('CONTACT_NAME'), r.CONTACT_NAME)}
        {item(field('CONTACT_PHONE'), r.CONTACT_PHONE)}
        {item(field('CONTACT_EMAIL'), r.CONTACT_EMAIL, undefined, 'filled')}
        {item(t('onboarding.registration.invitedEmail'), r.EMAIL, undefined, 'filled')}
      </Descriptions>

      <h3 className="onb-section">{t('onboarding.register.bank')}</h3>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        {item(field('BANK_NAME'), r.BANK_NAME)}
        {item(field('BANK_ACCOUNT_NAME'), r.BANK_ACCOUNT_NAME)}
        {item(
          field('BANK_ACCOUNT_NO'),
          <span className="onb-account">{r.BANK_ACCOUNT_NO}</span>,
          'registration-account-no',
          'filled',
        )}
      </Descriptions>

      <h3 className="onb-section">{t('onboarding.registration.process')}</h3>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        {item(field('USER_NAME'), r.ADMIN_USER_NAME, 'registration-admin')}
        {item(field('CREATETIME'), when(r.CREATETIME))}
        {r.VENDOR_CODE && item(field('VENDOR_CODE'), r.VENDOR_CODE, 'registration-vendor-code')}
        {roleName && item(field('ROLE_NAME'), roleName, 'registration-role')}
        {r.REVIEWED_BY && item(field('REVIEWED_BY'), r.REVIEWED_BY)}
        {r.APPROVED_BY && item(field('APPROVED_BY'), r.APPROVED_BY)}
        {r.STATE === 'refused' && item(t('onboarding.registration.refusedBy'), r.REFUSED_BY ?? '')}
        {r.STATE === 'refused' &&
          item(field('REFUSE_REASON'), r.REFUSE_REASON ?? '', 'registration-refuse-reason', 'filled')}
      </Descriptions>
      <p className="onb-hint onb-next" data-testid="registration-next">
        {t(`onboarding.registration.next.${r.STATE}`)}
      </p>
    </div>
  );
}
