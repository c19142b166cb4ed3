import {
  loadPasswordDictionary,
  type PasswordContext,
  passwordMaxChineseCharacters,
  passwordPolicy,
  passwordProblem,
} from '@srm/contract';
import { Form, Input } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The form field. */
  name: string;
  label: ReactNode;
  requiredMessage: string;
  /** Fields of the same form the password must not contain (user name, nick name, e-mail, company name). */
  nameFields?: string[];
  /** Names known outside the form (the signed-in user's own). */
  names?: PasswordContext;
  /** A further line under the rule. */
  hint?: ReactNode;
  testId?: string;
};

const params = {
  min: passwordPolicy.minLength,
  max: passwordPolicy.maxLength,
  chinese: passwordMaxChineseCharacters,
};

/**
 * A new password, by the one password policy (contract/src/password-policy.ts) the server enforces: the rule is
 * shown under the field before anything is typed, and each keystroke is checked against it (length and names at
 * once, the common-password dictionary once it has loaded — it is fetched when the field appears, never with the
 * app's first load).
 */
export function PasswordField({
  name,
  label,
  requiredMessage,
  nameFields = [],
  names = [],
  hint,
  testId,
}: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    void loadPasswordDictionary();
  }, []);

  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={nameFields}
      hasFeedback
      validateFirst
      extra={
        <>
          <div data-testid={testId && `${testId}-rule`}>{t('common.passwordPolicy.rule', params)}</div>
          {hint && <div>{hint}</div>}
        </>
      }
      rules={[
        { required: true, message: requiredMessage },
        ({ getFieldValue }) => ({
          validator: async (_rule, value: string | undefined) => {
            if (!value) return;
            const context = [...names, ...nameFields.map((f) => getFieldValue(f) as string | undefined)];
            const problem = await passwordProblem(value, context);
            if (problem) throw new Error(t(`common.passwordPolicy.${problem}`, params));
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}
