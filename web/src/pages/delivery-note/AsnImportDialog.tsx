import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type AsnImportError, type AsnImportResult, apiPaths } from '@srm/contract';
import { Alert, Button, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { ApiError, api } from '../../platform/api.ts';
import { useCaptions } from '../../platform/captions.ts';
import { downloadFile } from '../../platform/files.ts';

type Props = { open: boolean; onClose: () => void; onImported: () => void };

type Outcome =
  | { kind: 'none' }
  | { kind: 'created'; notes: AsnImportResult['Notes'] }
  | { kind: 'refused'; msg: string; errors: AsnImportError[] };

/**
 * The vendor's Excel ASN import (issue #35): download the template (columns headed in the user's language, or
 * pre-filled with the vendor's shippable order lines, issue #45), choose
 * the filled file, upload. A refused file writes nothing: every bad row is listed (sheet row, column, reason) to fix
 * and upload again; an accepted one lists the notes it created and reloads the list behind.
 */
export function AsnImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const template = async (prefilled: boolean) => {
    try {
      await downloadFile(
        prefilled ? `${apiPaths.asn.template}?prefill=open` : apiPaths.asn.template,
        t(prefilled ? 'delivery-note.asn.prefilledFile' : 'delivery-note.asn.templateFile'),
      );
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
      const answer = await api.upload(apiPaths.asn.import, form, { silent: true });
      setOutcome({ kind: 'created', notes: answer.data.Notes });
      setFile(null);
      onImported();
    } catch (e) {
      const errors =
        e instanceof ApiError && e.data && typeof e.data === 'object' && 'Errors' in e.data
          ? ((e.data as { Errors: AsnImportError[] }).Errors ?? [])
          : [];
      setOutcome({ kind: 'refused', msg: e instanceof Error ? e.message : String(e), errors });
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
      title={t('delivery-note.asn.title')}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('delivery-note.asn.close')}
        </Button>,
        <Button
          key="upload"
          type="primary"
          icon={<UploadOutlined />}
          disabled={!file}
          loading={busy}
          onClick={() => void upload()}
          data-testid="asn-upload"
        >
          {t('delivery-note.asn.upload')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('delivery-note.asn.intro')}
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void template(false)} data-testid="asn-template">
            {t('delivery-note.asn.template')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void template(true)}
            data-testid="asn-template-prefilled"
          >
            {t('delivery-note.asn.prefilled')}
          </Button>
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setOutcome({ kind: 'none' });
              return false;
            }}
          >
            <Button data-testid="asn-choose">{t('delivery-note.asn.choose')}</Button>
          </Upload>
          <Typography.Text type={file ? undefined : 'secondary'} data-testid="asn-file">
            {file ? file.name : t('delivery-note.asn.noFile')}
          </Typography.Text>
        </Space>
        {outcome.kind === 'refused' && (
          <>
            <Alert type="error" showIcon title={outcome.msg} data-testid="asn-refused" />
            {outcome.errors.length > 0 && (
              <Table<AsnImportError>
                size="small"
                data-testid="asn-errors"
                rowKey={(e) => `${e.Row}-${e.Field}-${e.Reason}`}
                dataSource={outcome.errors}
                pagination={outcome.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                columns={[
                  { title: t('delivery-note.asn.row'), dataIndex: 'Row', width: 70 },
                  { title: t('delivery-note.asn.column'), dataIndex: 'Column', width: 150 },
                  { title: t('delivery-note.asn.reason'), dataIndex: 'Reason' },
                ]}
              />
            )}
          </>
        )}
        {outcome.kind === 'created' && (
          <>
            <Alert
              type="success"
              showIcon
              title={t('delivery-note.asn.created', { count: outcome.notes.length })}
              data-testid="asn-created"
            />
            <Table
              size="small"
              data-testid="asn-notes"
              rowKey="ID"
              dataSource={outcome.notes}
              pagination={false}
              columns={[
                { title: field('DELIVERY_NO'), dataIndex: 'DELIVERY_NO' },
                { title: field('DELIVERY_DATE'), dataIndex: 'DELIVERY_DATE' },
                { title: field('SHIP_TO'), dataIndex: 'SHIP_TO' },
                { title: t('delivery-note.asn.lines'), dataIndex: 'LINE_COUNT', width: 90 },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
