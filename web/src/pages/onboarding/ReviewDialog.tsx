import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Consequences } from '../../app/components/ConfirmAction.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { onboardingApi, onboardingKeys, type Registration, vendorAdminRoleName } from './onboardingApi.ts';

type Values = { VENDOR_CODE: string; ROLE_ID: number };
/** The contract's `registrationReview.VENDOR_CODE`. */
const vendorCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

/** The roles an administrator account may get (the Roles screen's list: only for its holders). */
export function useRoleOptions(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.roles,
    queryFn: ({ signal }) => onboardingApi.roles(signal),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A buyer's review of a registration (submitted → reviewed): the vendor code the company gets (the next free code of
 * the organisation's sequence unless the reviewer types another; the server says when it is taken) and its
 * administrator's role, 供应商管理员 unless chosen otherwise. Mounted per opening.
 */
export function ReviewDialog({
  registration,
  onClose,
  onSubmit,
}: {
  registration: Registration;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<Values>();
  const { error, busy, submitForm } = useSubmit();
  const roles = useRoleOptions(true);
  const options = (roles.data ?? []).map((r) => ({ value: r.ID, label: r.ROLE_NAME }));
  const suggestion = useQuery({
    queryKey: onboardingKeys.vendorCode,
    queryFn: ({ signal }) => onboardingApi.suggestVendorCode(signal),
    staleTime: 0,
    gcTime: 0,
  });

  // The suggested code fills the field unless the reviewer typed one already.
  useEffect(() => {
    if (!suggestion.data || form.getFieldValue('VENDOR_CODE')) return;
    form.setFieldValue('VENDOR_CODE', suggestion.data);
  }, [suggestion.data, form]);

  // The vendor administrator's role is the default once the roles are there.
  useEffect(() => {
    if (form.getFieldValue('ROLE_ID') !== undefined) return;
    const preferred = roles.data?.find((r) => r.ROLE_NAME === vendorAdminRoleName);
    if (preferred) form.setFieldValue('ROLE_ID', preferred.ID);
  }, [roles.data, form]);

  const save = () =>
    submitForm(form, (v) => onSubmit({ VENDOR_CODE: v.VENDOR_CODE.trim(), ROLE_ID: v.ROLE_ID }));

  return (
    <DraggableModal
      open
      title={t('onboarding.review.title', { name: registration.LEGAL_NAME })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('onboarding.actions.review')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: roles.isError, 'data-testid': 'review-ok' }}
      destroyOnHidden
    >
      <div data-testid="review-dialog">
        <Consequences
          items={[
            t('onboarding.review.codeUsed'),
            t('onboarding.review.financeNext'),
            t('onboarding.review.adminRole', { user: registration.ADMIN_USER_NAME }),
          ]}
        />
        <Form<Values> form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="VENDOR_CODE"
            label={field('VENDOR_CODE')}
            extra={
              suggestion.data
                ? t('onboarding.review.codeSuggested', { code: suggestion.data })
                : t('onboarding.review.codeHint')
            }
            rules={[
              { required: true, whitespace: true, message: t('onboarding.review.codeRequired') },
              {
                pattern: vendorCodePattern,
                transform: (v: unknown) => String(v ?? '').trim(),
                message: t('onboarding.review.codeInvalid'),
              },
            ]}
          >
            <Input {...lengthLimit(32)} autoComplete="off" data-testid="review-vendor-code" data-autofocus />
          </Form.Item>
          <Form.Item
            name="ROLE_ID"
            label={field('ROLE_NAME')}
            extra={t('onboarding.review.roleHint')}
            rules={[{ required: true, message: t('onboarding.review.roleRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isLoading}
              options={options}
              placeholder={t('onboarding.review.rolePlaceholder')}
              data-testid="review-role"
            />
          </Form.Item>
        </Form>
        {roles.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('onboarding.review.noRoles')}
            description={roles.error.message}
            data-testid="review-no-roles"
          />
        )}
        <Refusal error={error} testId="review-error" />
      </div>
    </DraggableModal>
  );
}
