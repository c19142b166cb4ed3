import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type AttachmentFileType,
  type AttachmentInfo,
  attachmentDownloadUrl,
  attachmentExtensions,
  attachmentMaxBytes,
} from '@srm/contract';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, uploadAttachment } from '../../platform/files.ts';
import styles from './components.module.css';
import { LinkButton } from './LinkButton.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

const extensionsOf = (types: readonly AttachmentFileType[]) => types.flatMap((t) => attachmentExtensions[t]);

/** What a form tells about the files it takes (for its `extra`): `jpg, jpeg, png, pdf; at most 20 MB each`. */
export function useAttachmentHint(types: readonly AttachmentFileType[]): string {
  const { t } = useTranslation();
  return t('common.attachments.hint', { types: extensionsOf(types).join(', '), max: '20 MB' });
}

const fetchIt = (a: AttachmentInfo) => downloadFile(attachmentDownloadUrl(a.ID), a.FILE_NAME);

/**
 * The attachments of a document being edited (a form control: `value` is what the document keeps, `onChange` gets
 * the new list once an upload finished or a file was removed). Files are checked before they are sent (type by
 * extension, size); the server checks again by content and its refusal is shown.
 */
export function AttachmentField({
  kind,
  types,
  value = [],
  onChange,
  onUploading,
  testId,
}: {
  kind: string;
  types: readonly AttachmentFileType[];
  value?: AttachmentInfo[];
  onChange?: (value: AttachmentInfo[]) => void;
  /** Whether a file is still on its way (the document's save waits for it). */
  onUploading?: (busy: boolean) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const extensions = extensionsOf(types);
  useEffect(() => onUploading?.(uploading.length > 0), [uploading.length, onUploading]);
  const done: UploadFile<AttachmentInfo>[] = value.map((a) => ({
    uid: String(a.ID),
    name: `${a.FILE_NAME} (${sizeText(a.SIZE)})`,
    status: 'done',
    response: a,
  }));
  return (
    <div data-testid={testId} data-uploading={uploading.length > 0 ? 'true' : 'false'}>
      <Upload<AttachmentInfo>
        multiple
        fileList={[...done, ...uploading]}
        accept={extensions.map((e) => `.${e}`).join(',')}
        beforeUpload={(file) => {
          const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
          if (!extensions.includes(extension as never)) {
            void message.error(
              t('common.attachments.badType', { name: file.name, types: extensions.join(', ') }),
            );
            return Upload.LIST_IGNORE;
          }
          if (file.size > attachmentMaxBytes) {
            void message.error(t('common.attachments.tooLarge', { name: file.name, max: '20 MB' }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadAttachment(kind, file as File).then(
            (info) => {
              onSuccess?.(info);
              setUploading((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
              onChange?.([...value, info]);
            },
            (e: unknown) => {
              void message.error(e instanceof Error ? e.message : String(e), 8);
              onError?.(e instanceof Error ? e : new Error(String(e)));
              setUploading((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
            },
          );
        }}
        onChange={({ file }) => {
          if (file.status === 'uploading')
            setUploading((list) => [...list.filter((f) => f.uid !== file.uid), file]);
        }}
        onRemove={(file) => {
          if (file.status === 'done') onChange?.(value.filter((a) => String(a.ID) !== file.uid));
          return true;
        }}
        onPreview={(file) => {
          if (file.response) void fetchIt(file.response);
        }}
      >
        <Button icon={<UploadOutlined />}>{t('common.attachments.upload')}</Button>
      </Upload>
    </div>
  );
}

/** A document's attachments to read: each downloads with the caller's token. */
export function AttachmentLinks({ files, testId }: { files: AttachmentInfo[]; testId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (files.length === 0)
    return <span className={styles.attachmentHint}>{t('common.attachments.none')}</span>;
  return (
    <ul className={styles.attachmentList} data-testid={testId}>
      {files.map((a) => (
        <li key={a.ID}>
          <LinkButton
            icon={<PaperClipOutlined />}
            onClick={() =>
              void fetchIt(a).catch((e: unknown) =>
                message.error(e instanceof Error ? e.message : String(e), 8),
              )
            }
          >
            {a.FILE_NAME}
          </LinkButton>
          <span className={styles.attachmentHint}>{sizeText(a.SIZE)}</span>
        </li>
      ))}
    </ul>
  );
}
