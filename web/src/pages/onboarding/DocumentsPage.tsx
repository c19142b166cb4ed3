import { CheckOutlined, CloseOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import type { VendorDocumentState } from '@srm/contract';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import {
  type CellRenderer,
  type ListTableHandle,
  type Row,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { DocumentDrawer, documentStateColor } from './DocumentDrawer.tsx';
import { DocumentUploadDialog } from './DocumentUploadDialog.tsx';
import { onboardingApi } from './onboardingApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

const expiring = (row: Row) => row.EXPIRING === 'Y';

/** Expiring (or ended) documents stand out: their days left and the flag as coloured tags. */
const renderers: Record<string, CellRenderer> = {
  STATE: (value, _row, _index, text) => (
    <Tag color={documentStateColor[value as VendorDocumentState]} data-state={String(value)}>
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
      <Tag color={Number(value) < 0 ? 'red' : 'orange'} data-testid="document-days-left">
        {text}
      </Tag>
    ) : (
      text
    ),
};

/**
 * Compliance documents (Supplier/Documents, issue #34). A vendor sees its own, uploads one (type, validity, files)
 * and follows its review; staff see every vendor's, approve a submitted one or reject it with a reason. Documents
 * expiring within 60 days (or ended) are marked; a row opens its files. Columns, captions and labels are the
 * server's list declaration's.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const isVendor = Boolean(useSession().userInfo?.VENDOR_CODE);
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const one = selected.length === 1 ? selected[0]! : null;
  const submitted = selected.filter((r) => r.STATE === 'submitted');

  const refresh = () => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  };

  const approve = async (ids: number[]) => {
    const ok = await confirm({
      title: t('onboarding.documents.approveTitle', { count: ids.length }),
      consequences: [t('onboarding.documents.approveValid'), t('onboarding.documents.approveReminded')],
      okText: t('onboarding.actions.approve'),
      testId: 'document-ask-approve',
    });
    if (!ok) return;
    setBusy(true);
    let done = 0;
    try {
      for (const id of ids) {
        await onboardingApi.approveDocument(id);
        done += 1;
      }
      void message.success(t('onboarding.documents.approved', { count: done }));
    } catch {
      // The server's message is toasted by the api layer.
    } finally {
      setBusy(false);
      setOpen(null);
      refresh();
    }
  };

  const decisions = (state: VendorDocumentState) =>
    !isVendor && state === 'submitted' && open !== null ? (
      <Space size={8}>
        <Button type="primary" icon={<CheckOutlined />} loading={busy} onClick={() => void approve([open])}>
          {t('onboarding.actions.approve')}
        </Button>
        <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(open)}>
          {t('onboarding.actions.reject')}
        </Button>
      </Space>
    ) : null;

  return (
    <>
      <ScreenList
        ref={table}
        screen="VendorDocuments"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => setOpen(Number(row.ID))}
        renderers={renderers}
        toolbarExtra={
          <Space wrap size={8}>
            {isVendor && (
              <Button
                type="primary"
                icon={<UploadOutlined />}
                onClick={() => setUploading(true)}
                data-testid="document-upload"
              >
                {t('onboarding.documents.upload')}
              </Button>
            )}
            <Button
              icon={<EyeOutlined />}
              disabled={!one}
              onClick={() => one && setOpen(Number(one.ID))}
              data-testid="document-open"
            >
              {t('onboarding.documents.open')}
            </Button>
            {!isVendor && (
              <>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  disabled={submitted.length === 0}
                  loading={busy}
                  onClick={() => void approve(submitted.map((r) => Number(r.ID)))}
                  data-testid="document-approve"
                >
                  {submitted.length > 0
                    ? t('onboarding.withCount', {
                        action: t('onboarding.actions.approve'),
                        count: submitted.length,
                      })
                    : t('onboarding.actions.approve')}
                </Button>
                <Button
                  danger
                  icon={<CloseOutlined />}
                  disabled={submitted.length !== 1}
                  onClick={() => setRejecting(Number(submitted[0]!.ID))}
                  data-testid="document-reject"
                >
                  {t('onboarding.actions.reject')}
                </Button>
              </>
            )}
          </Space>
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
