import { Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { PasswordField } from '../../app/components/PasswordField.tsx';
import { useCaptions } from '../../platform/captions.ts';
import type { RegisterValues } from './onboardingApi.ts';

export type FormValues = RegisterValues & { CONFIRM_PASSWORD: string };

/** The contract's patterns (`companyData`, `vendorRegister`), checked before anything is sent. */
const patterns = {
  TAX_ID: /^[0-9A-Za-z-]{6,64}$/,
  CONTACT_PHONE: /^[0-9+() -]{5,32}$/,
  BANK_ACCOUNT_NO: /^[0-9A-Za-z -]{6,64}$/,
  ADMIN_USER_NAME: /^[A-Za-z0-9_.-]{3,64}$/,
} as const;
const maxCategories = 20;
const categoryMax = 32;
const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;

/** The registration form's rules, with their messages in the language in use. */
function useRules() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const required: Rule = { required: true, whitespace: true, message: t('onboarding.register.required') };
  const max = (n: number): Rule => ({ max: n, message: t('onboarding.max', { max: n }) });
  const pattern = (name: keyof typeof patterns, key: string): Rule => ({
    pattern: patterns[name],
    // The server trims before it checks.
    transform: (value: unknown) => String(value ?? '').trim(),
    message: t(key),
  });
  return { t, field, required, max, pattern };
}

function Section({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="onb-register-section" data-testid={testId}>
      <h2>{title}</h2>
      {hint && <p className="onb-hint onb-section-hint">{hint}</p>}
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

export function CompanySection() {
  const { t, field, required, max, pattern } = useRules();
  return (
    <Section title={t('onboarding.register.company')} testId="register-company">
      <Col {...half}>
        <Form.Item
          name="LEGAL_NAME"
          label={field('LEGAL_NAME')}
          extra={t('onboarding.register.legalNameHint')}
          rules={[required, max(200)]}
        >
          <Input {...lengthLimit(200)} autoComplete="organization" data-testid="reg-LEGAL_NAME" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="TAX_ID"
          label={field('TAX_ID')}
          rules={[required, pattern('TAX_ID', 'onboarding.register.taxId')]}
        >
          <Input {...lengthLimit(64)} autoComplete="off" data-testid="reg-TAX_ID" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="ADDRESS" label={field('ADDRESS')} rules={[required, max(500)]}>
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
    </Section>
  );
}

export function ContactSection() {
  const { t, field, required, max, pattern } = useRules();
  return (
    <Section title={t('onboarding.register.contact')} testId="register-contact">
      <Col {...third}>
        <Form.Item name="CONTACT_NAME" label={field('CONTACT_NAME')} rules={[required, max(64)]}>
          <Input {...lengthLimit(64)} autoComplete="name" data-testid="reg-CONTACT_NAME" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="CONTACT_PHONE"
          label={field('CONTACT_PHONE')}
          rules={[required, pattern('CONTACT_PHONE', 'onboarding.register.phone')]}
        >
          <Input {...lengthLimit(32)} inputMode="tel" autoComplete="tel" data-testid="reg-CONTACT_PHONE" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="CONTACT_EMAIL"
          label={field('CONTACT_EMAIL')}
          rules={[required, { type: 'email', message: t('onboarding.register.email') }, max(128)]}
        >
          <Input
            {...lengthLimit(128)}
            inputMode="email"
            autoComplete="email"
            data-testid="reg-CONTACT_EMAIL"
          />
        </Form.Item>
      </Col>
    </Section>
  );
}

export function BankSection() {
  const { t, field, required, max, pattern } = useRules();
  return (
    <Section
      title={t('onboarding.register.bank')}
      hint={t('onboarding.register.bankHint')}
      testId="register-bank"
    >
      <Col {...third}>
        <Form.Item name="BANK_NAME" label={field('BANK_NAME')} rules={[required, max(128)]}>
          <Input {...lengthLimit(128)} autoComplete="off" data-testid="reg-BANK_NAME" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="BANK_ACCOUNT_NAME" label={field('BANK_ACCOUNT_NAME')} rules={[required, max(128)]}>
          <Input {...lengthLimit(128)} autoComplete="off" data-testid="reg-BANK_ACCOUNT_NAME" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="BANK_ACCOUNT_NO"
          label={field('BANK_ACCOUNT_NO')}
          rules={[required, pattern('BANK_ACCOUNT_NO', 'onboarding.register.accountNo')]}
        >
          <Input {...lengthLimit(64)} autoComplete="off" data-testid="reg-BANK_ACCOUNT_NO" />
        </Form.Item>
      </Col>
    </Section>
  );
}

export function AdminSection() {
  const { t, field, required, pattern } = useRules();
  return (
    <Section
      title={t('onboarding.register.admin')}
      hint={t('onboarding.register.adminHint')}
      testId="register-admin"
    >
      <Col {...third}>
        <Form.Item
          name="ADMIN_USER_NAME"
          label={field('USER_NAME')}
          extra={t('onboarding.register.userNameHint')}
          rules={[required, pattern('ADMIN_USER_NAME', 'onboarding.register.userName')]}
        >
          <Input {...lengthLimit(64)} autoComplete="username" data-testid="reg-ADMIN_USER_NAME" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <PasswordField
          name="ADMIN_PASSWORD"
          label={field('PASSWORD')}
          requiredMessage={t('onboarding.register.required')}
          nameFields={['ADMIN_USER_NAME', 'CONTACT_EMAIL', 'LEGAL_NAME']}
          testId="reg-ADMIN_PASSWORD"
        />
      </Col>
      <Col {...third}>
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
    </Section>
  );
}
