import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Consequences } from '../../app/components/ConfirmAction.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';

const reasonMax = 500;

/**
 * A refusal or rejection with its reason (required, at most 500 characters, as the contract's `reasonText`): what it
 * does is said above the field; the server's refusal (a 409: decided meanwhile; a 403: not this user's decision)
 * stays in the dialog. Mounted per opening.
 */
export function ReasonDialog({
  title,
  consequences,
  okText,
  testId,
  onClose,
  onSubmit,
}: {
  title: ReactNode;
  consequences: ReactNode[];
  okText: string;
  testId: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<{ REASON: string }>();
  const { error, busy, submitForm } = useSubmit();
  const save = () => submitForm(form, (v) => onSubmit(v.REASON.trim()));
  return (
    <DraggableModal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': `${testId}-ok` }}
      destroyOnHidden
    >
      <div data-testid={testId}>
        <Consequences items={consequences} />
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="REASON"
            label={field('REASON')}
            rules={[
              { required: true, whitespace: true, message: t('onboarding.reason.required') },
              { max: reasonMax, message: t('onboarding.max', { max: reasonMax }) },
            ]}
          >
            <Input.TextArea
              {...lengthLimit(reasonMax)}
              autoSize={{ minRows: 3, maxRows: 6 }}
              data-testid={`${testId}-reason`}
              data-autofocus
            />
          </Form.Item>
        </Form>
        <Refusal error={error} testId={`${testId}-error`} />
      </div>
    </DraggableModal>
  );
}
