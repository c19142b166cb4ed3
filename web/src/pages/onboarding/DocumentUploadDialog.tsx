import type { AttachmentInfo } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from '../../app/components/Attachments.tsx';
import { DateRangePicker } from '../../app/components/DateRangePicker.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { type DocumentUpload, onboardingApi, onboardingKeys } from './onboardingApi.ts';

/** The files a compliance document keeps (the server's `vendor-document` attachment owner). */
export const documentFileTypes = ['jpeg', 'png', 'pdf'] as const;
export const documentAttachmentKind = 'vendor-document';
const remarkMax = 500;

type Values = {
  DOCUMENT_TYPE_ID: number;
  VALIDITY: [Dayjs, Dayjs];
  REMARK?: string;
  Attachments: AttachmentInfo[];
};

/**
 * A vendor uploads a compliance document (`VendorDocument/Upload`): its type (the organisation's enabled types, the
 * mandatory ones marked), its validity, a remark and its files (jpeg, png, pdf); a buyer then reviews it. Mounted
 * per opening.
 */
export function DocumentUploadDialog({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: (body: DocumentUpload) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  const [form] = Form.useForm<Values>();
  const { error, busy, submitForm } = useSubmit();
  const [uploading, setUploading] = useState(false);
  const types = useQuery({
    queryKey: onboardingKeys.documentTypes,
    queryFn: ({ signal }) => onboardingApi.documentTypes(signal),
    staleTime: 60_000,
  });
  const options = (types.data ?? []).map((d) => ({
    value: d.ID,
    label: (lang === 'en' && d.NAME_EN) || d.NAME,
    mandatory: d.MANDATORY,
  }));

  const save = () =>
    submitForm(form, (v) =>
      onSubmit({
        DOCUMENT_TYPE_ID: v.DOCUMENT_TYPE_ID,
        VALID_FROM: v.VALIDITY[0].format('YYYY-MM-DD'),
        VALID_TO: v.VALIDITY[1].format('YYYY-MM-DD'),
        REMARK: (v.REMARK ?? '').trim() || null,
        ATTACHMENT_IDS: (v.Attachments ?? []).map((a) => a.ID),
      }),
    );

  return (
    <DraggableModal
      open
      width={600}
      title={t('onboarding.documents.uploadTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('onboarding.documents.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: uploading, 'data-testid': 'document-submit' }}
      destroyOnHidden
    >
      <div data-testid="document-dialog">
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ Attachments: [] }}>
          <Form.Item
            name="DOCUMENT_TYPE_ID"
            label={field('DOCUMENT_TYPE')}
            rules={[{ required: true, message: t('onboarding.documents.typeRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={types.isLoading}
              options={options}
              optionRender={(o) => (
                <span>
                  {o.label}{' '}
                  {o.data.mandatory && (
                    <Tag color="red" className="onb-tag-small">
                      {field('MANDATORY')}
                    </Tag>
                  )}
                </span>
              )}
              placeholder={t('onboarding.documents.typePlaceholder')}
              data-testid="document-type"
            />
          </Form.Item>
          <Form.Item
            name="VALIDITY"
            label={t('onboarding.documents.validity')}
            rules={[{ required: true, message: t('onboarding.documents.validityRequired') }]}
          >
            <DateRangePicker
              allowClear={false}
              style={{ width: '100%' }}
              placeholder={[field('VALID_FROM'), field('VALID_TO')]}
              data-testid="document-validity"
            />
          </Form.Item>
          <Form.Item
            name="REMARK"
            label={field('REMARK')}
            rules={[{ max: remarkMax, message: t('onboarding.max', { max: remarkMax }) }]}
          >
            <Input.TextArea
              {...lengthLimit(remarkMax)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="document-remark"
            />
          </Form.Item>
          <Form.Item
            name="Attachments"
            label={t('onboarding.documents.files')}
            extra={t('onboarding.documents.filesHint')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('onboarding.documents.filesRequired') },
            ]}
          >
            <AttachmentField
              kind={documentAttachmentKind}
              types={documentFileTypes}
              onUploading={setUploading}
              testId="document-files"
            />
          </Form.Item>
        </Form>
        <Refusal error={error} testId="document-error" />
      </div>
    </DraggableModal>
  );
}
