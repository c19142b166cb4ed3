import { LoginOutlined, TranslationOutlined } from '@ant-design/icons';
import type { InvitationInfo } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Form, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSignedOutLanguageMenu } from '../../app/LanguageSwitch.tsx';
import { ApiError } from '../../platform/api.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { onboardingApi, onboardingKeys, type RegisterValues } from './onboardingApi.ts';
import {
  AdminSection,
  BankSection,
  CompanySection,
  ContactSection,
  type FormValues,
} from './RegisterSections.tsx';
import './onboarding.css';

type Field = keyof FormValues;

/** A token as the server takes it (`invitationTokenQuery`): a shorter one is a cut link, not worth a call. */
const tokenOk = (token: string) => token.length >= 20 && token.length <= 100;

/**
 * The public registration page of an invited company (`/register?token=`, issue #34), outside the signed-in shell:
 * what the invitation says (the organisation, the invited address and until when the link works), then the company,
 * its contact, its bank account and its first administrator account in sections; the password is encrypted with the
 * server's key as at sign-in. A link that is unknown, used, revoked or expired shows the server's message. Sent, it
 * says what happens next: a buyer reviews the company, finance the bank account, then the administrator signs in.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = tokenOk(token);
  const invitation = useQuery({
    queryKey: onboardingKeys.invitation(token),
    queryFn: ({ signal }) => onboardingApi.invitation(token, signal),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [registered, setRegistered] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('shell.pageTitle', { app: t('common.appName'), page: t('onboarding.register.title') });
  }, [t]);

  let body: ReactNode;
  if (registered !== null) body = <ThankYou admin={registered} />;
  else if (!valid) body = <Invalid message={t('onboarding.register.noToken')} />;
  else if (invitation.isError) body = <Invalid message={invitation.error.message} />;
  else if (!invitation.data) body = <Spin size="large" className="onb-register-loading" />;
  else body = <RegisterForm token={token} invitation={invitation.data} onRegistered={setRegistered} />;

  return (
    <div className="onb-register" data-testid="register-page">
      <header className="onb-register-top">
        <div className="onb-register-brand">
          <img src="/favicon.svg" alt="" />
          <span>{t('common.appName')}</span>
        </div>
        <LanguageChoice />
      </header>
      <main className="onb-register-card">{body}</main>
    </div>
  );
}

/**
 * The sign-in page's language choice, named by what it shows too (the language in use), as a screen reader says a
 * control whose visible text is part of its name.
 */
function LanguageChoice() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = t(`common.languages.${lang}`);
  const menu = useSignedOutLanguageMenu();
  return (
    <Dropdown menu={menu}>
      <Button
        type="text"
        icon={<TranslationOutlined />}
        aria-label={t('onboarding.register.language', { name })}
        data-testid="register-language"
      >
        {name}
      </Button>
    </Dropdown>
  );
}

function Invalid({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('onboarding.register.invalidTitle')}
      subTitle={<span data-testid="register-invalid">{message}</span>}
    />
  );
}

function ThankYou({ admin }: { admin: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={<span data-testid="register-done">{t('onboarding.register.doneTitle')}</span>}
      subTitle={
        <div className="onb-register-next">
          <p>{t('onboarding.register.doneReview')}</p>
          <p>{t('onboarding.register.doneSignIn', { user: admin })}</p>
        </div>
      }
      extra={
        <Link to="/login">
          <Button icon={<LoginOutlined />}>{t('onboarding.register.toSignIn')}</Button>
        </Link>
      }
    />
  );
}

/** Sends the registration as the server checks it: trimmed, each category once; the server's message shows. */
function useRegister(token: string, onRegistered: (admin: string) => void) {
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: FormValues) => {
    setError(null);
    setBusy(true);
    const values: RegisterValues = {
      LEGAL_NAME: v.LEGAL_NAME.trim(),
      TAX_ID: v.TAX_ID.trim(),
      ADDRESS: v.ADDRESS.trim(),
      CONTACT_NAME: v.CONTACT_NAME.trim(),
      CONTACT_PHONE: v.CONTACT_PHONE.trim(),
      CONTACT_EMAIL: v.CONTACT_EMAIL.trim(),
      BANK_NAME: v.BANK_NAME.trim(),
      BANK_ACCOUNT_NAME: v.BANK_ACCOUNT_NAME.trim(),
      BANK_ACCOUNT_NO: v.BANK_ACCOUNT_NO.trim(),
      CATEGORIES: [...new Set((v.CATEGORIES ?? []).map((c) => c.trim()).filter(Boolean))],
      ADMIN_USER_NAME: v.ADMIN_USER_NAME.trim(),
      ADMIN_PASSWORD: v.ADMIN_PASSWORD,
    };
    try {
      await onboardingApi.register(token, values);
      onRegistered(values.ADMIN_USER_NAME);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(message);
      // A field the server names (a value it refuses; its one 409 is a taken user name) is marked where it is typed.
      const fields = e instanceof ApiError ? (e.data as { fields?: string[] } | null)?.fields : undefined;
      const named = (fields ?? []).filter((f): f is Field => f in values);
      if (e instanceof ApiError && e.code === 409) named.push('ADMIN_USER_NAME');
      if (named.length > 0) form.setFields(named.map((name) => ({ name, errors: [message] })));
    } finally {
      setBusy(false);
    }
  };
  return { form, error, busy, submit };
}

function RegisterForm({
  token,
  invitation,
  onRegistered,
}: {
  token: string;
  invitation: InvitationInfo;
  onRegistered: (admin: string) => void;
}) {
  const { t } = useTranslation();
  const { form, error, busy, submit } = useRegister(token, onRegistered);
  const lang = currentLanguage();
  const orgName = (lang === 'en' && invitation.ORG_NAME_EN) || invitation.ORG_NAME;

  return (
    <>
      <h1 className="onb-register-title">{t('onboarding.register.title')}</h1>
      <div className="onb-register-intro" data-testid="register-invitation">
        <p>{t('onboarding.register.invitedBy', { org: orgName })}</p>
        <p className="onb-hint">
          {t('onboarding.register.invitedAs', {
            email: invitation.EMAIL,
            until: dayjs(invitation.EXPIRES_AT).format('YYYY-MM-DD HH:mm'),
          })}
        </p>
      </div>
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark
        scrollToFirstError={{ block: 'center' }}
        onFinish={(v) => void submit(v)}
        initialValues={{
          LEGAL_NAME: invitation.COMPANY_NAME,
          CONTACT_EMAIL: invitation.EMAIL,
          CATEGORIES: [],
        }}
        data-testid="register-form"
      >
        <CompanySection />
        <ContactSection />
        <BankSection />
        <AdminSection />
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            className="onb-register-error"
            data-testid="register-error"
          />
        )}
        <div className="onb-register-submit">
          <p className="onb-hint">{t('onboarding.register.submitHint')}</p>
          <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="register-submit">
            {t('onboarding.register.submit')}
          </Button>
        </div>
      </Form>
    </>
  );
}
