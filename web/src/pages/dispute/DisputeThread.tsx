import { CommentOutlined, SendOutlined } from '@ant-design/icons';
import type { AttachmentInfo, DisputeDocKind, DisputeMessage } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Select, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField, AttachmentLinks, useAttachmentHint } from '../../app/components/Attachments.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { lengthLimit, tooLong } from '../../app/components/lengthLimit.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { disputeApi, disputeQueryKey } from './disputeApi.ts';
import './dispute.css';

/** The longest message the server takes (contract `dispute`): a longer one is kept as typed and held, not cut. */
const bodyMax = 2000;

const fileTypes = ['jpeg', 'png', 'pdf', 'xlsx'] as const;

function Message({ m }: { m: DisputeMessage }) {
  const { t } = useTranslation();
  return (
    <li className={`dp-message ${m.AUTHOR_VENDOR ? 'dp-vendor' : 'dp-staff'}`} data-testid="dp-message">
      <div className="dp-head">
        <strong>{m.AUTHOR}</strong>
        <Tag color={m.AUTHOR_VENDOR ? 'blue' : 'gold'}>
          {m.AUTHOR_VENDOR ? t('dispute.vendorSide', { vendor: m.AUTHOR_VENDOR }) : t('dispute.staffSide')}
        </Tag>
        {m.LINE_SEQ !== null && <Tag>{t('dispute.aboutLine', { seq: m.LINE_SEQ })}</Tag>}
        <span className="dp-time">{cellText(m.CREATED_AT)}</span>
      </div>
      <div className="dp-body">{m.BODY}</div>
      {m.Attachments.length > 0 && <AttachmentLinks files={m.Attachments} />}
    </li>
  );
}

/**
 * The dispute thread of a statement or an expense bill (issue #13): purchasing and the vendor exchange messages
 * with attachments, oldest first; a message may name a statement line. The thread is part of the document's
 * history: nothing is edited or deleted, and a closed document's thread is read only.
 */
export function DisputeThread({
  kind,
  id,
  lines = [],
}: {
  kind: DisputeDocKind;
  id: number;
  /** A statement's lines a message may be about (with their number on the statement). */
  lines?: { ID: number; SEQ: number; label: string }[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: disputeQueryKey(kind, id),
    queryFn: ({ signal }) => disputeApi.thread(kind, id, signal),
  });
  const [body, setBody] = useState('');
  const [line, setLine] = useState<number | null>(null);
  const [files, setFiles] = useState<AttachmentInfo[]>([]);
  const [uploading, setUploading] = useState(false);
  const { error, busy, submit } = useSubmit();
  const hint = useAttachmentHint(fileTypes);
  const thread = query.data;

  const send = () =>
    submit(async () => {
      const result = await disputeApi.post({
        KIND: kind,
        ID: id,
        LINE_ID: line,
        BODY: body.trim(),
        ATTACHMENT_IDS: files.map((f) => f.ID),
      });
      client.setQueryData(disputeQueryKey(kind, id), result);
      setBody('');
      setLine(null);
      setFiles([]);
    });

  return (
    <section className="dp-thread" aria-label={t('dispute.title')} data-testid="dp-thread">
      <h4 className="dp-title">
        <CommentOutlined /> {t('dispute.title')}
        {thread && thread.Messages.length > 0 && <span className="dp-count">{thread.Messages.length}</span>}
      </h4>
      {!thread ? (
        query.isError ? (
          <Alert type="warning" showIcon title={query.error.message} />
        ) : (
          <Spin />
        )
      ) : (
        <>
          {thread.Messages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dispute.empty')} />
          ) : (
            <ol className="dp-messages" aria-live="polite">
              {thread.Messages.map((m) => (
                <Message key={m.ID} m={m} />
              ))}
            </ol>
          )}
          {thread.OPEN ? (
            <div className="dp-compose">
              {lines.length > 0 && (
                <Select
                  allowClear
                  // A statement may hold hundreds of lines: type its number or a part to find the line.
                  showSearch={{ optionFilterProp: 'label' }}
                  className="dp-line"
                  placeholder={t('dispute.wholeDocument')}
                  aria-label={t('dispute.wholeDocument')}
                  value={line ?? undefined}
                  onChange={(v) => setLine(v ?? null)}
                  options={lines.map((l) => ({ value: l.ID, label: `${l.SEQ}. ${l.label}` }))}
                  data-testid="dp-line"
                />
              )}
              <Input.TextArea
                rows={2}
                {...lengthLimit(bodyMax, true)}
                status={tooLong(body.trim(), bodyMax) ? 'error' : undefined}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                placeholder={t('dispute.placeholder')}
                aria-label={t('dispute.placeholder')}
                data-testid="dp-body"
              />
              <Space className="dp-actions" align="start" wrap>
                <div>
                  <AttachmentField
                    kind="dispute"
                    types={fileTypes}
                    value={files}
                    onChange={setFiles}
                    onUploading={setUploading}
                    testId="dp-files"
                  />
                  <div className="dp-hint">{hint}</div>
                </div>
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={busy}
                  disabled={body.trim() === '' || tooLong(body.trim(), bodyMax) || uploading}
                  onClick={() => void send()}
                  data-testid="dp-send"
                >
                  {t('dispute.send')}
                </Button>
              </Space>
              <Refusal error={error} testId="dp-error" />
            </div>
          ) : (
            <p className="dp-hint">{t('dispute.closed')}</p>
          )}
        </>
      )}
    </section>
  );
}
