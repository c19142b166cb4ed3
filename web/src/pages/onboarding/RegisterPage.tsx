import { LoginOutlined, TranslationOutlined } from '@ant-design/icons';
import { type InvitationInfo, type Language, languages } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Dropdown, Form, Input, Result, Row, Select, Spin } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { PasswordField } from '../../app/components/PasswordField.tsx';
import { ApiError } from '../../platform/api.ts';
import { useCaptions } from '../../platform/captions.ts';
import { changeLanguage, currentLanguage } from '../../platform/i18n.ts';
import { rememberSignedOutLanguage } from '../../platform/preferences.ts';
import { onboardingApi, onboardingKeys, type RegisterValues } from './onboardingApi.ts';
import './onboarding.css';

type FormValues = RegisterValues & { CONFIRM_PASSWORD: string };
type Field = keyof FormValues;

/** The contract's patterns (`companyData`, `vendorRegister`), checked before anything is sent. */
const patterns = {
  TAX_ID: /^[0-9A-Za-z-]{6,64}$/,
  CONTACT_PHONE: /^[0-9+() -]{5,32}$/,
  BANK_ACCOUNT_NO: /^[0-9A-Za-z -]{6,64}$/,
  ADMIN_USER_NAME: /^[A-Za-z0-9_.-]{3,64}$/,
} as const;
const maxCategories = 20;
const categoryMax = 32;
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
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: languages.map((l) => ({ key: l, label: t(`common.languages.${l}`) })),
        onClick: ({ key }) => {
          // Chosen before signing in: the company's latest choice, as on the sign-in page.
          rememberSignedOutLanguage(key as Language);
          void changeLanguage(key as Language);
        },
      }}
    >
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
  const { field } = useCaptions();
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = currentLanguage();
  const orgName = (lang === 'en' && invitation.ORG_NAME_EN) || invitation.ORG_NAME;

  const required = (key: string): Rule => ({ required: true, whitespace: true, message: t(key) });
  const max = (n: number): Rule => ({ max: n, message: t('onboarding.max', { max: n }) });
  const pattern = (name: keyof typeof patterns, key: string): Rule => ({
    pattern: patterns[name],
    // The server trims before it checks.
    transform: (value: unknown) => String(value ?? '').trim(),
    message: t(key),
  });

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

  const section = (title: string, hint: string | null, children: ReactNode, testId: string) => (
    <section className="onb-register-section" data-testid={testId}>
      <h2>{title}</h2>
      {hint && <p className="onb-hint onb-section-hint">{hint}</p>}
      <Row gutter={16}>{children}</Row>
    </section>
  );
  const half = { xs: 24, md: 12 } as const;

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
        {section(
          t('onboarding.register.company'),
          null,
          <>
            <Col {...half}>
              <Form.Item
                name="LEGAL_NAME"
                label={field('LEGAL_NAME')}
                extra={t('onboarding.register.legalNameHint')}
                rules={[required('onboarding.register.required'), max(200)]}
              >
                <Input {...lengthLimit(200)} autoComplete="organization" data-testid="reg-LEGAL_NAME" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="TAX_ID"
                label={field('TAX_ID')}
                rules={[
                  required('onboarding.register.required'),
                  pattern('TAX_ID', 'onboarding.register.taxId'),
                ]}
              >
                <Input {...lengthLimit(64)} autoComplete="off" data-testid="reg-TAX_ID" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="ADDRESS"
                label={field('ADDRESS')}
                rules={[required('onboarding.register.required'), max(500)]}
              >
                <Input.TextArea
                  {...lengthLimit(500)}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  autoComplete="street-address"
                  data-testid="reg-ADDRESS"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="CATEGORIES"
                label={field('CATEGORIES')}
                extra={t('onboarding.register.categoriesHint', { max: maxCategories })}
                rules={[
                  {
                    type: 'array',
                    max: maxCategories,
                    message: t('onboarding.register.categoriesMany', { max: maxCategories }),
                  },
                  {
                    validator: async (_rule, value: string[] | undefined) => {
                      if ((value ?? []).some((c) => c.trim().length > categoryMax))
                        throw new Error(t('onboarding.register.categoryLong', { max: categoryMax }));
                    },
                  },
                ]}
              >
                <Select
                  mode="tags"
                  open={false}
                  suffixIcon={null}
                  tokenSeparators={[',', '，', '、', ';', '；']}
                  placeholder={t('onboarding.register.categoriesPlaceholder')}
                  aria-label={field('CATEGORIES')}
                  data-testid="reg-CATEGORIES"
                />
              </Form.Item>
            </Col>
          </>,
          'register-company',
        )}
        {section(
          t('onboarding.register.contact'),
          null,
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="CONTACT_NAME"
                label={field('CONTACT_NAME')}
                rules={[required('onboarding.register.required'), max(64)]}
              >
                <Input {...lengthLimit(64)} autoComplete="name" data-testid="reg-CONTACT_NAME" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="CONTACT_PHONE"
                label={field('CONTACT_PHONE')}
                rules={[
                  required('onboarding.register.required'),
                  pattern('CONTACT_PHONE', 'onboarding.register.phone'),
                ]}
              >
                <Input
                  {...lengthLimit(32)}
                  inputMode="tel"
                  autoComplete="tel"
                  data-testid="reg-CONTACT_PHONE"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="CONTACT_EMAIL"
                label={field('CONTACT_EMAIL')}
                rules={[
                  required('onboarding.register.required'),
                  { type: 'email', message: t('onboarding.register.email') },
                  max(128),
                ]}
              >
                <Input
                  {...lengthLimit(128)}
                  inputMode="email"
                  autoComplete="email"
                  data-testid="reg-CONTACT_EMAIL"
                />
              </Form.Item>
            </Col>
          </>,
          'register-contact',
        )}
        {section(
          t('onboarding.register.bank'),
          t('onboarding.register.bankHint'),
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="BANK_NAME"
                label={field('BANK_NAME')}
                rules={[required('onboarding.register.required'), max(128)]}
              >
                <Input {...lengthLimit(128)} autoComplete="off" data-testid="reg-BANK_NAME" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="BANK_ACCOUNT_NAME"
                label={field('BANK_ACCOUNT_NAME')}
                rules={[required('onboarding.register.required'), max(128)]}
              >
                <Input {...lengthLimit(128)} autoComplete="off" data-testid="reg-BANK_ACCOUNT_NAME" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="BANK_ACCOUNT_NO"
                label={field('BANK_ACCOUNT_NO')}
                rules={[
                  required('onboarding.register.required'),
                  pattern('BANK_ACCOUNT_NO', 'onboarding.register.accountNo'),
                ]}
              >
                <Input {...lengthLimit(64)} autoComplete="off" data-testid="reg-BANK_ACCOUNT_NO" />
              </Form.Item>
            </Col>
          </>,
          'register-bank',
        )}
        {section(
          t('onboarding.register.admin'),
          t('onboarding.register.adminHint'),
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="ADMIN_USER_NAME"
                label={field('USER_NAME')}
                extra={t('onboarding.register.userNameHint')}
                rules={[
                  required('onboarding.register.required'),
                  pattern('ADMIN_USER_NAME', 'onboarding.register.userName'),
                ]}
              >
                <Input {...lengthLimit(64)} autoComplete="username" data-testid="reg-ADMIN_USER_NAME" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <PasswordField
                name="ADMIN_PASSWORD"
                label={field('PASSWORD')}
                requiredMessage={t('onboarding.register.required')}
                nameFields={['ADMIN_USER_NAME', 'CONTACT_EMAIL', 'LEGAL_NAME']}
                testId="reg-ADMIN_PASSWORD"
              />
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="CONFIRM_PASSWORD"
                label={t('onboarding.register.confirmPassword')}
                dependencies={['ADMIN_PASSWORD']}
                rules={[
                  { required: true, message: t('onboarding.register.required') },
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: string | undefined) => {
                      if (value && value !== getFieldValue('ADMIN_PASSWORD'))
                        throw new Error(t('onboarding.register.passwordMismatch'));
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="reg-CONFIRM_PASSWORD" />
              </Form.Item>
            </Col>
          </>,
          'register-admin',
        )}
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
