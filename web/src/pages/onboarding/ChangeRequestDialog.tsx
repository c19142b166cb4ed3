import { type AttachmentInfo, type VendorChangeKind, vendorChangeKindLabels } from '@srm/contract';
import { Alert, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from '../../app/components/Attachments.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { type ChangeRequest, changeFieldsOf, type Profile } from './onboardingApi.ts';

type Field = ReturnType<typeof changeFieldsOf>[number];

/** The bank's letter of a bank change: the server's `vendor-change` attachment owner. */
export const changeAttachmentKind = 'vendor-change';
const letterTypes = ['jpeg', 'png', 'pdf'] as const;

/** The value a pattern checks: the server trims before it checks. */
const trimmed = (value: unknown) => String(value ?? '').trim();

/** Each field's longest text and pattern, as the contract's `companyData` says. */
const limits: Record<
  Field,
  { max: number; pattern?: RegExp; key?: string; email?: boolean; area?: boolean }
> = {
  CONTACT_NAME: { max: 64 },
  CONTACT_PHONE: { max: 32, pattern: /^[0-9+() -]{5,32}$/, key: 'onboarding.register.phone' },
  CONTACT_EMAIL: { max: 128, email: true },
  ADDRESS: { max: 500, area: true },
  BANK_NAME: { max: 128 },
  BANK_ACCOUNT_NAME: { max: 128 },
  BANK_ACCOUNT_NO: { max: 64, pattern: /^[0-9A-Za-z -]{6,64}$/, key: 'onboarding.register.accountNo' },
};

/**
 * A vendor asks to change its contact, address or bank account (`VendorProfile/RequestChange` with the KIND): the
 * fields start from the data in force; the change takes effect only once approved (a bank account by finance), and
 * the old data stays until then. A bank change carries the bank's letter (required) and its account number is typed
 * in full: the one in force is shown masked. Mounted per opening.
 */
export function ChangeRequestDialog({
  kind,
  profile,
  onClose,
  onSubmit,
}: {
  kind: VendorChangeKind;
  profile: Profile;
  onClose: () => void;
  onSubmit: (body: ChangeRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  const fields = changeFieldsOf(kind);
  const [form] = Form.useForm<Record<Field, string> & { Attachments: AttachmentInfo[] }>();
  const { error, busy, submit } = useSubmit();
  const [uploading, setUploading] = useState(false);
  const bank = kind === 'bank';
  // The number in force is masked (`•••• 1234`): the new one is typed whole.
  const initial = Object.fromEntries(
    fields.map((f) => [f, f === 'BANK_ACCOUNT_NO' ? '' : (profile[f] ?? '')]),
  ) as Record<Field, string>;

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const values = Object.fromEntries(fields.map((f) => [f, String(v[f] ?? '').trim()]));
    const letter = bank ? { ATTACHMENT_IDS: (v.Attachments ?? []).map((a) => a.ID) } : {};
    await submit(() => onSubmit({ KIND: kind, ...values, ...letter } as ChangeRequest));
  };

  const rulesOf = (f: Field): Rule[] => {
    const l = limits[f];
    return [
      { required: true, whitespace: true, message: t('onboarding.register.required') },
      { max: l.max, message: t('onboarding.max', { max: l.max }) },
      ...(l.pattern
        ? [{ pattern: l.pattern, transform: trimmed, message: t(l.key ?? 'onboarding.register.required') }]
        : []),
      ...(l.email ? [{ type: 'email' as const, message: t('onboarding.register.email') }] : []),
    ];
  };

  return (
    <DraggableModal
      open
      width={560}
      title={t('onboarding.profile.changeTitle', { kind: vendorChangeKindLabels[kind][lang] })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('onboarding.profile.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: uploading, 'data-testid': 'change-send' }}
      destroyOnHidden
    >
      <div data-testid="change-dialog" data-kind={kind}>
        <Alert
          type={kind === 'bank' ? 'warning' : 'info'}
          showIcon
          className="onb-dialog-note"
          title={t(kind === 'bank' ? 'onboarding.profile.afterFinance' : 'onboarding.profile.afterBuyer')}
          data-testid="change-note"
        />
        <Form form={form} layout="vertical" preserve={false} initialValues={{ ...initial, Attachments: [] }}>
          {fields.map((f, i) => (
            <Form.Item key={f} name={f} label={field(f)} rules={rulesOf(f)}>
              {limits[f].area ? (
                <Input.TextArea
                  {...lengthLimit(limits[f].max)}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  data-testid={`change-${f}`}
                  data-autofocus={i === 0 ? true : undefined}
                />
              ) : (
                <Input
                  {...lengthLimit(limits[f].max)}
                  data-testid={`change-${f}`}
                  data-autofocus={i === 0 ? true : undefined}
                />
              )}
            </Form.Item>
          ))}
          {bank && (
            <Form.Item
              name="Attachments"
              label={t('onboarding.profile.letter')}
              extra={t('onboarding.profile.letterHint')}
              rules={[
                { required: true, type: 'array', min: 1, message: t('onboarding.profile.letterRequired') },
              ]}
            >
              <AttachmentField
                kind={changeAttachmentKind}
                types={letterTypes}
                onUploading={setUploading}
                testId="change-letter"
              />
            </Form.Item>
          )}
        </Form>
        <Refusal error={error} testId="change-error" />
      </div>
    </DraggableModal>
  );
}
