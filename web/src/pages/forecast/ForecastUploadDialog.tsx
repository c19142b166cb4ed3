import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { apiPaths } from '@srm/contract';
import { Alert, Button, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { type ApiData, ApiError, api } from '../../platform/api.ts';
import { useCaptions } from '../../platform/captions.ts';
import { downloadFile } from '../../platform/files.ts';

type Props = { open: boolean; onClose: () => void; onUploaded: () => void };

type Uploaded = ApiData<'post', typeof apiPaths.forecast.upload>;
/** A bad cell of a refused file, as the server names it (`data.Errors` of its 400). */
type UploadError = { Row: number; Field: string | null; Column: string; Reason: string };

type Outcome =
  | { kind: 'none' }
  | { kind: 'published'; answer: Uploaded }
  | { kind: 'refused'; msg: string; errors: UploadError[] };

const errorsOf = (e: unknown): UploadError[] =>
  e instanceof ApiError && e.data && typeof e.data === 'object' && 'Errors' in e.data
    ? ((e.data as { Errors?: UploadError[] }).Errors ?? [])
    : [];

/**
 * The buyer's Excel upload of forecast versions (issue #48), as the ASN import: download the template (headed in the
 * user's language, a second sheet explaining each column), fill one row per bucket, drop the file and upload. A
 * refused file publishes nothing and every bad row is listed (sheet row, column, reason); an accepted one says how
 * many versions it published and reloads the list behind.
 */
export function ForecastUploadDialog({ open, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const template = async () => {
    try {
      await downloadFile(apiPaths.forecast.uploadTemplate, t('forecast.upload.templateFile'));
    } catch (e) {
      setOutcome({ kind: 'refused', msg: e instanceof Error ? e.message : String(e), errors: [] });
    }
  };

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setBusy(true);
    try {
      const answer = await api.upload(apiPaths.forecast.upload, form, { silent: true });
      setOutcome({ kind: 'published', answer: answer.data });
      setFile(null);
      onUploaded();
    } catch (e) {
      setOutcome({ kind: 'refused', msg: e instanceof Error ? e.message : String(e), errors: errorsOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setFile(null);
    setOutcome({ kind: 'none' });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('forecast.upload.title')}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('forecast.upload.close')}
        </Button>,
        <Button
          key="upload"
          type="primary"
          icon={<UploadOutlined />}
          disabled={!file}
          loading={busy}
          onClick={() => void upload()}
          data-testid="forecast-upload-send"
        >
          {t('forecast.upload.upload')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('forecast.upload.intro')}</Typography.Paragraph>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => void template()}
          style={{ paddingInline: 0 }}
          data-testid="forecast-upload-template"
        >
          {t('forecast.upload.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setOutcome({ kind: 'none' });
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('forecast.upload.drag')}</p>
          <p className="ant-upload-hint" data-testid="forecast-upload-file">
            {file ? file.name : t('forecast.upload.noFile')}
          </p>
        </Upload.Dragger>
        <Result outcome={outcome} versionCaption={field('VERSION')} vendorCaption={field('VENDOR_CODE')} />
      </Space>
    </Modal>
  );
}

/** What the last upload came to: the refusal with its bad rows, or the versions published. */
function Result({
  outcome,
  vendorCaption,
  versionCaption,
}: {
  outcome: Outcome;
  vendorCaption: string;
  versionCaption: string;
}) {
  const { t } = useTranslation();
  if (outcome.kind === 'refused')
    return (
      <>
        <Alert type="error" showIcon title={outcome.msg} data-testid="forecast-upload-refused" />
        {outcome.errors.length > 0 && (
          <Table<UploadError>
            size="small"
            data-testid="forecast-upload-errors"
            rowKey={(e) => `${e.Row}-${e.Field}-${e.Reason}`}
            dataSource={outcome.errors}
            pagination={outcome.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: t('forecast.upload.row'), dataIndex: 'Row', width: 70 },
              { title: t('forecast.upload.column'), dataIndex: 'Column', width: 150 },
              { title: t('forecast.upload.reason'), dataIndex: 'Reason' },
            ]}
          />
        )}
      </>
    );
  if (outcome.kind !== 'published') return null;
  const { Created, Unchanged, Versions } = outcome.answer;
  const buckets = Versions.reduce((sum, v) => sum + v.BUCKETS, 0);
  return (
    <>
      <Alert
        type="success"
        showIcon
        title={t('forecast.upload.published', { count: Created, unchanged: Unchanged, buckets })}
        data-testid="forecast-upload-published"
      />
      <Table
        size="small"
        data-testid="forecast-upload-versions"
        rowKey={(v) => `${v.VENDOR_CODE}-${v.VERSION}`}
        dataSource={Versions}
        pagination={Versions.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { title: vendorCaption, dataIndex: 'VENDOR_CODE' },
          { title: versionCaption, dataIndex: 'VERSION', width: 120 },
          { title: t('forecast.upload.buckets'), dataIndex: 'BUCKETS', width: 120 },
        ]}
      />
    </>
  );
}
