import {
  type AttachmentInfo,
  type VendorDocumentAction,
  type VendorDocumentState,
  vendorDocumentStateLabels,
} from '@srm/contract';
import { Descriptions, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../app/components/Attachments.tsx';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { onboardingApi, onboardingKeys } from './onboardingApi.ts';
import './onboarding.css';

export const documentStateColor: Record<VendorDocumentState, string> = {
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

/**
 * A compliance document with its files (`VendorDocument/Get`; a vendor: its own): type, vendor, state, validity and
 * the vendor's remark for its reviewer; each file downloads with the caller's token. Its decisions are the screen's
 * (`actions`, given the decisions the server allows this user).
 */
export function DocumentDrawer({
  id,
  onClose,
  actions,
}: {
  id: number | null;
  onClose: () => void;
  actions?: (allowed: readonly VendorDocumentAction[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  const query = useRecordQuery(id, onboardingKeys.document, onboardingApi.document);
  const d = query.data;
  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      size="min(640px, 96vw)"
      record={d}
      error={query.error}
      loadingTitle={t('onboarding.documents.loading')}
      waitingClassName="onb-loading"
      title={(d) => (
        <Space size={8} wrap>
          <span data-testid="document-title">{d.DOCUMENT_TYPE}</span>
          <Tag color={documentStateColor[d.STATE]} data-state={d.STATE}>
            {vendorDocumentStateLabels[d.STATE][lang]}
          </Tag>
        </Space>
      )}
      extra={d && actions ? actions(d.ACTIONS) : null}
      data-testid="document-drawer"
    >
      {(d) => (
        <div className="onb-detail">
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={field('DOCUMENT_TYPE')}>{d.DOCUMENT_TYPE}</Descriptions.Item>
            <Descriptions.Item label={field('VENDOR_CODE')}>{d.VENDOR_CODE}</Descriptions.Item>
            <Descriptions.Item label={field('VALID_FROM')}>{d.VALID_FROM}</Descriptions.Item>
            <Descriptions.Item label={field('VALID_TO')}>{d.VALID_TO}</Descriptions.Item>
            <Descriptions.Item label={field('UPLOADED_BY')}>{d.UPLOADED_BY}</Descriptions.Item>
            {d.REMARK && (
              <Descriptions.Item label={field('REMARK')}>
                <span className="onb-pre" data-testid="document-remark-text">
                  {d.REMARK}
                </span>
              </Descriptions.Item>
            )}
            {d.REVIEWED_BY && (
              <Descriptions.Item label={field('REVIEWED_BY')}>{d.REVIEWED_BY}</Descriptions.Item>
            )}
            {d.STATE === 'rejected' && (
              <Descriptions.Item label={field('REJECT_REASON')}>
                <span data-testid="document-reject-reason">{d.REJECT_REASON}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
          <h3 className="onb-section">{t('onboarding.documents.files')}</h3>
          <AttachmentLinks files={d.Attachments as AttachmentInfo[]} testId="document-file-links" />
        </div>
      )}
    </RecordDrawer>
  );
}
