import { type AttachmentInfo, type EightDStep, eightDSteps, type NcrDetail } from '@srm/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from '../../app/components/Attachments.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';

/** The kinds of file an NCR's answer keeps (the server's `ncr` attachment owner). */
export const ncrFileTypes = ['jpeg', 'png', 'pdf', 'xlsx'] as const;

export type { EightDStep };
/** The 8D steps the vendor answers, D1–D8 in their order (the contract's `eightDSteps`). */
export { eightDSteps };
export type AnswerValues = Record<EightDStep, string> & { ATTACHMENT_IDS: number[] };

const stepMax = 4000;
const commentMax = 1000;

/**
 * The vendor's 8D answer to an NCR, D1–D8 (team, problem, containment, root cause, corrective action, its
 * verification, preventive action, closure), each required, with evidence files. After a return it starts from the answer given before. A refusal (a 409: the NCR changed
 * meanwhile) shows in the dialog. Mounted per opening.
 */
export function AnswerDialog({
  ncr,
  onClose,
  onSubmit,
}: {
  ncr: NcrDetail;
  onClose: () => void;
  onSubmit: (values: AnswerValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<EightDStep, string> & { Attachments: AttachmentInfo[] }>();
  const { error, busy, submit } = useSubmit();
  const [uploading, setUploading] = useState(false);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const steps = Object.fromEntries(eightDSteps.map((s) => [s, v[s].trim()])) as Record<EightDStep, string>;
    await submit(() => onSubmit({ ...steps, ATTACHMENT_IDS: (v.Attachments ?? []).map((a) => a.ID) }));
  };
  return (
    <DraggableModal
      open
      width={640}
      title={t('quality.answer.title', { no: ncr.NCR_NO })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('quality.answer.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: uploading, 'data-testid': 'ncr-answer-send' }}
      destroyOnHidden
    >
      <div data-testid="ncr-answer-dialog">
        {ncr.STATE === 'returned' && ncr.REVIEW_COMMENT && (
          <p className="q-hint" data-testid="ncr-answer-returned">
            {t('quality.answer.returned', { comment: ncr.REVIEW_COMMENT })}
          </p>
        )}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          requiredMark
          initialValues={{
            ...Object.fromEntries(eightDSteps.map((s) => [s, ncr[s] ?? ''])),
            Attachments: [],
          }}
        >
          {eightDSteps.map((step, i) => (
            <Form.Item
              key={step}
              name={step}
              label={t(`quality.eightD.${step}`)}
              extra={t(`quality.eightD.hint.${step}`)}
              rules={[
                { required: true, whitespace: true, message: t('quality.answer.required') },
                { max: stepMax },
              ]}
            >
              <Input.TextArea
                rows={2}
                autoSize={{ minRows: 2, maxRows: 6 }}
                {...lengthLimit(stepMax)}
                data-testid={`ncr-answer-${step}`}
                data-autofocus={i === 0 ? true : undefined}
              />
            </Form.Item>
          ))}
          <Form.Item
            name="Attachments"
            label={t('quality.answer.files')}
            extra={t('quality.answer.filesHint')}
          >
            <AttachmentField
              kind="ncr"
              types={ncrFileTypes}
              onUploading={setUploading}
              testId="ncr-answer-files"
            />
          </Form.Item>
        </Form>
        <Refusal error={error} testId="ncr-answer-error" />
      </div>
    </DraggableModal>
  );
}

/**
 * Quality's review of an answered NCR: accept it (a comment if wished) or return it to the vendor (what is missing:
 * required). A refusal shows in the dialog. Mounted per opening.
 */
export function ReviewDialog({
  ncr,
  action,
  onClose,
  onSubmit,
}: {
  ncr: NcrDetail;
  action: 'accept' | 'return';
  onClose: () => void;
  onSubmit: (comment: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ COMMENT: string }>();
  const { error, busy, submitForm } = useSubmit();
  const returning = action === 'return';
  const save = () => submitForm(form, (v) => onSubmit(v.COMMENT?.trim() || null));
  return (
    <DraggableModal
      open
      title={t(`quality.review.${action}Title`, { no: ncr.NCR_NO })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t(`quality.actions.${action}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: returning, 'data-testid': 'ncr-review-ok' }}
      destroyOnHidden
    >
      <div data-testid="ncr-review-dialog">
        <p className="q-hint">{t(`quality.review.${action}Hint`)}</p>
        <Form form={form} layout="vertical" preserve={false} requiredMark onFinish={() => void save()}>
          <Form.Item
            name="COMMENT"
            label={t('quality.review.comment')}
            rules={[
              ...(returning
                ? [{ required: true, whitespace: true, message: t('quality.review.commentRequired') }]
                : []),
              { max: commentMax },
            ]}
          >
            <Input.TextArea
              rows={3}
              {...lengthLimit(commentMax)}
              data-testid="ncr-review-comment"
              data-autofocus
            />
          </Form.Item>
        </Form>
        <Refusal error={error} testId="ncr-review-error" />
      </div>
    </DraggableModal>
  );
}
