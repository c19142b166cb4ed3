import {
  ApartmentOutlined,
  BarChartOutlined,
  CarOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { appVersion } from '@srm/contract';
import { Alert, Button, Checkbox, Form, type FormInstance, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { ApiError } from '../../platform/api.ts';
import { signIn } from '../../platform/session.ts';
import { storage } from '../../platform/storage.ts';
import { EnvironmentLink } from './EnvironmentLink.tsx';
import styles from './SignInPage.module.css';
import { useCaptcha } from './useCaptcha.ts';
import { useOrgOptions } from './useOrgOptions.ts';

type LoginForm = {
  userName: string;
  password: string;
  captchaCode: string;
  orgId?: number;
  remember: boolean;
};

/**
 * Only same-site paths are followed after sign-in (no open redirect). Without one the user lands where its menus say
 * (`/`: home, or the dock for the warehouse; web/src/app/landing.ts).
 */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

type OrgOption = { value: number; label: string; code: string };

/**
 * Signs in with the form's values; the remembered login is kept or forgotten as asked. A failure says why (and how
 * many failed attempts the server counts) and asks for a new captcha.
 */
function useSignIn(form: FormInstance<LoginForm>, orgOptions: OrgOption[]) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [errorCount, setErrorCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const onFinish = async (values: LoginForm) => {
    const org = orgOptions.find((o) => o.value === values.orgId);
    if (!org) return;
    setError(null);
    setSubmitting(true);
    try {
      await signIn({
        userName: values.userName.trim(),
        password: values.password,
        orgId: org.value,
        orgCode: org.code,
        captchaId: captcha?.CaptchaId ?? '',
        captchaCode: values.captchaCode ?? '',
        remember: values.remember,
      });
      // The password itself is left to the browser's password manager; never kept by the app.
      if (values.remember)
        storage.set('rememberedLogin', { userName: values.userName.trim(), orgId: org.value });
      else storage.remove('rememberedLogin');
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (e) {
      const failure = e instanceof ApiError ? e : null;
      setError(failure?.message ?? t('http.failed'));
      const count = (failure?.data as { errorCount?: number } | null | undefined)?.errorCount;
      setErrorCount(typeof count === 'number' ? count : 0);
      form.setFieldValue('captchaCode', '');
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return { onFinish, error, errorCount, submitting, captcha, refreshCaptcha };
}

/** The left half: the portal's name, what it is for, its version. */
function Brand() {
  const { t } = useTranslation();
  return (
    <section className={styles.brand}>
      <div>
        <div className={styles.brandName}>
          <img src="/favicon.svg" alt="" />
          {t('common.appName')}
        </div>
        <div className={styles.welcome}>{t('sign-in.welcome')}</div>
        <div className={styles.subtitle}>{t('sign-in.subtitle')}</div>
        <ul className={styles.features}>
          <li>
            <CarOutlined /> {t('sign-in.features.delivery')}
          </li>
          <li>
            <ApartmentOutlined /> {t('sign-in.features.reconcile')}
          </li>
          <li>
            <BarChartOutlined /> {t('sign-in.features.report')}
          </li>
        </ul>
      </div>
      <div className={styles.version}>{t('common.version', { version: appVersion })}</div>
    </section>
  );
}

export function SignInPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginForm>();
  const remembered = storage.get<{ userName?: string; orgId?: number } | null>('rememberedLogin', null);
  const userName = Form.useWatch('userName', form) ?? remembered?.userName ?? '';
  const orgs = useOrgOptions(userName);

  const orgOptions: OrgOption[] = (orgs.data ?? []).map((o) => ({
    value: o.Id,
    label: o.OrganizeName,
    code: o.OrganizeCode,
  }));
  // Keep the chosen organisation valid for the typed user; pick the only one automatically.
  const orgId = Form.useWatch('orgId', form);
  useEffect(() => {
    const options = orgs.data ?? [];
    if (options.length === 0 || options.some((o) => o.Id === orgId)) return;
    const preferred = options.find((o) => o.Id === remembered?.orgId) ?? options[0];
    form.setFieldValue('orgId', preferred?.Id);
  }, [orgs.data, orgId, form, remembered?.orgId]);
  const { onFinish, error, errorCount, submitting, captcha, refreshCaptcha } = useSignIn(form, orgOptions);

  return (
    <div className={styles.page} data-sign-in-page>
      <div className={styles.topbar}>
        <LanguageSwitch />
      </div>
      <div className={styles.panel}>
        <Brand />
        <section className={styles.form}>
          <div className={styles.formTitle}>{t('sign-in.title')}</div>
          <Form<LoginForm>
            form={form}
            size="large"
            layout="vertical"
            requiredMark={false}
            initialValues={{ userName: remembered?.userName ?? '', remember: Boolean(remembered) }}
            onFinish={onFinish}
          >
            <Form.Item
              name="userName"
              rules={[{ required: true, whitespace: true, message: t('sign-in.rules.userName') }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('sign-in.userName')}
                autoComplete="username"
                aria-label={t('sign-in.userName')}
              />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: t('sign-in.rules.password') }]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('sign-in.password')}
                autoComplete="current-password"
                aria-label={t('sign-in.password')}
              />
            </Form.Item>
            <Form.Item
              name="captchaCode"
              rules={[{ required: true, whitespace: true, message: t('sign-in.rules.captcha') }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('sign-in.captchaPlaceholder')}
                aria-label={t('sign-in.captcha')}
                maxLength={8}
                autoComplete="off"
                suffix={
                  <button
                    type="button"
                    className={styles.captcha}
                    onClick={refreshCaptcha}
                    title={t('sign-in.captchaRefresh')}
                    aria-label={t('sign-in.captchaRefresh')}
                  >
                    {captcha && (
                      <img src={captcha.Image} alt={t('sign-in.captchaAlt')} data-testid="captcha-image" />
                    )}
                  </button>
                }
              />
            </Form.Item>
            <Form.Item name="orgId" rules={[{ required: true, message: t('sign-in.rules.organization') }]}>
              <Select
                data-testid="org-select"
                aria-label={t('sign-in.organization')}
                placeholder={t('sign-in.organizationPlaceholder')}
                loading={orgs.isFetching}
                options={orgOptions}
                notFoundContent={t('sign-in.noOrganization')}
                suffixIcon={<ApartmentOutlined />}
              />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
              <Checkbox>{t('sign-in.remember')}</Checkbox>
            </Form.Item>
            {error && (
              <Alert
                type="error"
                showIcon
                data-testid="login-error"
                message={error}
                description={errorCount > 0 ? t('sign-in.errorCount', { count: errorCount }) : undefined}
                style={{ marginBottom: 16 }}
              />
            )}
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('sign-in.submit')}
            </Button>
          </Form>
          <div className={styles.footer}>
            <EnvironmentLink />
            <span>© SRM {appVersion}</span>
          </div>
        </section>
      </div>
    </div>
  );
}
