import { CheckOutlined, CloseOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { canDo, type VendorDocumentAction, vendorDocumentTransitions } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import { showBulkRefusal } from '../../platform/bulk.tsx';
import { currentLanguage } from '../../platform/i18n.ts';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { useOnboardingActors } from './ChangesPage.tsx';
import { DocumentDrawer, documentStateColor } from './DocumentDrawer.tsx';
import { DocumentUploadDialog } from './DocumentUploadDialog.tsx';
import { isVendorDocumentState, onboardingApi, onboardingKeys } from './onboardingApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

type DocumentRow = ListRow<'VendorDocuments'>;

const expiring = (row: DocumentRow) => row.EXPIRING === 'Y';

/** Expiring (or ended) documents stand out: their days left and the flag as coloured tags. */
const renderers: ListRenderers<'VendorDocuments'> = {
  STATE: (value, _row, _index, text) => (
    <Tag
      color={isVendorDocumentState(value) ? documentStateColor[value] : undefined}
      data-state={value ?? undefined}
    >
      {text}
    </Tag>
  ),
  EXPIRING: (value, _row, _index, text) =>
    value === 'Y' ? (
      <Tag color="orange" data-expiring="Y">
        {text}
      </Tag>
    ) : (
      text
    ),
  DAYS_LEFT: (value, row, _index, text) =>
    expiring(row) ? (
      <Tag color={value !== null && value < 0 ? 'red' : 'orange'} data-testid="document-days-left">
        {text}
      </Tag>
    ) : (
      text
    ),
};

/**
 * Compliance documents (Supplier/Documents, issues #34, #45). A vendor sees its own, uploads one (type, validity,
 * files, a remark for the reviewer) and follows its review; the mandatory types it lacks are named above the list.
 * Staff see every vendor's; whoever may review (the contract's `vendorDocumentTransitions` for the user's buttons)
 * approves a submitted one or rejects it with a reason. Documents to renew (expiring within 60 days or ended, not yet
 * replaced) are marked in the columns first in line; a row opens its files. Columns, captions and labels are the
 * server's list declaration's.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isVendor = Boolean(useSession().userInfo?.VENDOR_CODE);
  const actors = useOnboardingActors();
  const may = (action: VendorDocumentAction, { STATE: state }: DocumentRow) =>
    !isVendor &&
    isVendorDocumentState(state) &&
    actors.some((a) => canDo(vendorDocumentTransitions, action, state, a));
  const profile = useQuery({
    queryKey: onboardingKeys.profile,
    queryFn: ({ signal }) => onboardingApi.profile(signal),
    enabled: isVendor,
  });
  const { selected, refresh, listProps } = useListSelection<'VendorDocuments'>();
  const [open, setOpen] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);

  const { approve, busy } = useApproveDocuments(() => {
    setOpen(null);
    refresh();
  });

  /** The drawer's decisions: exactly the ones the server answers for this user (`ACTIONS`). */
  const decisions = (actions: readonly VendorDocumentAction[]) =>
    actions.length > 0 && open !== null ? (
      <DocumentDecisions
        actions={actions}
        busy={busy}
        onApprove={() => void approve([open])}
        onReject={() => setRejecting(open)}
      />
    ) : null;

  return (
    <>
      {isVendor && (
        <MissingBanner missing={profile.data?.MISSING_DOCUMENTS ?? []} onUpload={() => setUploading(true)} />
      )}
      <ScreenList
        {...listProps}
        list="VendorDocuments"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setOpen(row.ID)}
        renderers={renderers}
        toolbarExtra={
          <DocumentsToolbar
            isVendor={isVendor}
            selected={selected}
            approvable={selected.filter((r) => may('approve', r))}
            rejectable={selected.filter((r) => may('reject', r))}
            busy={busy}
            onUpload={() => setUploading(true)}
            onOpen={setOpen}
            onApprove={(ids) => void approve(ids)}
            onReject={setRejecting}
          />
        }
      />
      <DocumentDrawer id={open} onClose={() => setOpen(null)} actions={decisions} />
      {uploading && (
        <DocumentUploadDialog
          onClose={() => setUploading(false)}
          onSubmit={async (body) => {
            await onboardingApi.uploadDocument(body);
            setUploading(false);
            void message.success(t('onboarding.documents.uploaded'));
            void profile.refetch();
            refresh();
          }}
        />
      )}
      {rejecting !== null && (
        <ReasonDialog
          title={t('onboarding.documents.rejectTitle')}
          consequences={[t('onboarding.documents.rejectAgain')]}
          okText={t('onboarding.actions.reject')}
          testId="document-reject-dialog"
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await onboardingApi.rejectDocument(rejecting, reason);
            setRejecting(null);
            setOpen(null);
            void message.success(t('onboarding.documents.rejected'));
            refresh();
          }}
        />
      )}
    </>
  );
}

/** Approves documents after asking; `after` runs however it ended (the list reads them again). */
function useApproveDocuments(after: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirm = useConfirmAction();
  const [busy, setBusy] = useState(false);
  const approve = async (ids: number[]) => {
    const ok = await confirm({
      title: t('onboarding.documents.approveTitle', { count: ids.length }),
      consequences: [t('onboarding.documents.approveValid'), t('onboarding.documents.approveReminded')],
      okText: t('onboarding.actions.approve'),
      testId: 'document-ask-approve',
    });
    if (!ok) return;
    setBusy(true);
    try {
      // One call, all or none: a refusal names each document it could not approve.
      const done = await onboardingApi.approveDocuments(ids);
      void message.success(t('onboarding.documents.approved', { count: done.COUNT }));
    } catch (error) {
      showBulkRefusal(modal, error);
    } finally {
      setBusy(false);
      after();
    }
  };
  return { approve, busy };
}

/** The mandatory document types a vendor lacks, with the way to upload one. */
function MissingBanner({ missing, onUpload }: { missing: string[]; onUpload: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="onb-banner"
      data-testid="documents-missing"
      title={t('onboarding.documents.missingTitle', { count: missing.length })}
      description={missing.join(lang === 'en' ? ', ' : '、')}
      action={
        <Button size="small" icon={<UploadOutlined />} onClick={onUpload}>
          {t('onboarding.documents.upload')}
        </Button>
      }
    />
  );
}

function DocumentDecisions({
  actions,
  busy,
  onApprove,
  onReject,
}: {
  actions: readonly VendorDocumentAction[];
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={8} data-testid="document-actions">
      {actions.includes('approve') && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={busy}
          onClick={onApprove}
          data-testid="document-action-approve"
        >
          {t('onboarding.actions.approve')}
        </Button>
      )}
      {actions.includes('reject') && (
        <Button danger icon={<CloseOutlined />} onClick={onReject} data-testid="document-action-reject">
          {t('onboarding.actions.reject')}
        </Button>
      )}
    </Space>
  );
}

/** Upload (a vendor), open one, and the reviewer's approve and reject over the rows the table allows. */
function DocumentsToolbar({
  isVendor,
  selected,
  approvable,
  rejectable,
  busy,
  onUpload,
  onOpen,
  onApprove,
  onReject,
}: {
  isVendor: boolean;
  selected: DocumentRow[];
  approvable: DocumentRow[];
  rejectable: DocumentRow[];
  busy: boolean;
  onUpload: () => void;
  onOpen: (id: number) => void;
  onApprove: (ids: number[]) => void;
  onReject: (id: number) => void;
}) {
  const { t } = useTranslation();
  const one = selected.length === 1 ? selected[0]! : null;
  return (
    <Space wrap size={8}>
      {isVendor && (
        <Button type="primary" icon={<UploadOutlined />} onClick={onUpload} data-testid="document-upload">
          {t('onboarding.documents.upload')}
        </Button>
      )}
      <OneRowButton icon={<EyeOutlined />} action={one && (() => onOpen(one.ID))} data-testid="document-open">
        {t('onboarding.documents.open')}
      </OneRowButton>
      {!isVendor && (
        <>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={approvable.length === 0}
            loading={busy}
            onClick={() => onApprove(approvable.map((r) => r.ID))}
            data-testid="document-approve"
          >
            {approvable.length > 0
              ? t('onboarding.withCount', {
                  action: t('onboarding.actions.approve'),
                  count: approvable.length,
                })
              : t('onboarding.actions.approve')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            disabled={rejectable.length !== 1}
            onClick={() => onReject(rejectable[0]!.ID)}
            data-testid="document-reject"
          >
            {t('onboarding.actions.reject')}
          </Button>
        </>
      )}
    </Space>
  );
}
