import { UploadOutlined } from '@ant-design/icons';
import {
  type AnnouncementAudience,
  type AnnouncementDetail,
  type AnnouncementState,
  type AttachmentInfo,
  announcementAttachmentMaxBytes,
  announcementAudienceLabels,
  announcementAudiences,
  announcementFileExtensions,
  announcementTitleMax,
} from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
  Upload,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../app/components/DateRangePicker.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { announcementApi, canDoAnnouncement, uploadAnnouncementFile } from './announcementApi.ts';

/** Tiptap and ProseMirror load with the editor, not with the list. */
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** The body field: the form gives value and onChange to this, the editor arrives when its chunk has loaded. */
function BodyField({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active className="ann-editor-loading" paragraph={{ rows: 6 }} />}>
      <RichTextEditor value={value} onChange={onChange} />
    </Suspense>
  );
}

type Values = {
  TITLE: string;
  BODY: string;
  AUDIENCE: AnnouncementAudience;
  VENDOR_CODES: string[];
  ROLE_IDS: number[];
  WINDOW: [Dayjs | null, Dayjs | null] | null;
  PINNED: boolean;
};

const toFile = (a: AttachmentInfo): UploadFile<AttachmentInfo> => ({
  uid: String(a.ID),
  name: a.FILE_NAME,
  status: 'done',
  response: a,
  size: a.SIZE,
});

/** The editor's form, filled each time the drawer opens, and its save (and publish). */
function useEditorForm(
  open: boolean,
  announcement: AnnouncementDetail | null,
  onSaved: (a: AnnouncementDetail, published: boolean) => void,
) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile<AttachmentInfo>[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form only when the drawer opens
  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    const a = announcement;
    form.setFieldsValue(
      a
        ? {
            TITLE: a.TITLE,
            BODY: a.BODY,
            AUDIENCE: a.AUDIENCE,
            VENDOR_CODES: a.VENDOR_CODES,
            ROLE_IDS: a.ROLE_IDS,
            WINDOW: [
              a.PUBLISH_FROM ? dayjs(a.PUBLISH_FROM) : null,
              a.PUBLISH_TO ? dayjs(a.PUBLISH_TO) : null,
            ],
            PINNED: a.PINNED,
          }
        : {
            TITLE: '',
            BODY: '',
            AUDIENCE: 'all',
            VENDOR_CODES: [],
            ROLE_IDS: [],
            WINDOW: null,
            PINNED: false,
          },
    );
    setFiles((a?.ATTACHMENTS ?? []).map(toFile));
  }, [open, announcement]);

  const save = async (publish: boolean) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(publish ? 'publish' : 'save');
    setError(null);
    try {
      const [from, to] = v.WINDOW ?? [null, null];
      let saved = await announcementApi.save({
        ...(announcement ? { ID: announcement.ID } : {}),
        TITLE: v.TITLE.trim(),
        BODY: v.BODY ?? '',
        AUDIENCE: v.AUDIENCE,
        VENDOR_CODES: v.AUDIENCE === 'vendorList' ? v.VENDOR_CODES : [],
        ROLE_IDS: v.AUDIENCE === 'roleList' ? v.ROLE_IDS : [],
        PUBLISH_FROM: from ? from.toISOString() : null,
        PUBLISH_TO: to ? to.toISOString() : null,
        PINNED: Boolean(v.PINNED),
        ATTACHMENT_IDS: files.flatMap((f) => (f.response ? [f.response.ID] : [])),
      });
      if (publish) saved = await announcementApi.publish(saved.ID);
      onSaved(saved, publish);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const uploading = files.some((f) => f.status === 'uploading');
  return { form, files, setFiles, error, busy, uploading, save };
}

/**
 * New announcement or one edited (managers): title, the rich-text body, audience, window, pin and files. Saving keeps
 * a draft or changes the announcement in place ("Save and publish" publishes a draft or a withdrawn one too). Editing
 * the title or body of a published one makes a new version that its readers see as unread.
 */
/** What saving does, said on its button: a new version of what readers see, or the text kept aside. */
const saveLabels = {
  draft: 'saveDraft',
  published: 'saveVersion',
  withdrawn: 'save',
} as const satisfies Record<AnnouncementState, string>;

export function AnnouncementEditor({
  open,
  announcement,
  onClose,
  onSaved,
}: {
  open: boolean;
  announcement: AnnouncementDetail | null;
  onClose: () => void;
  onSaved: (a: AnnouncementDetail, published: boolean) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions('announcement');
  const { form, files, setFiles, error, busy, uploading, save } = useEditorForm(open, announcement, onSaved);
  const audience = Form.useWatch('AUDIENCE', form);

  const canPublish = !announcement || canDoAnnouncement('publish', announcement.STATE);
  const saveAs = saveLabels[announcement?.STATE ?? 'draft'];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(920px, 96vw)"
      title={
        announcement ? t('announcement.editTitle', { title: announcement.TITLE }) : t('announcement.newTitle')
      }
      forceRender
      maskClosable={false}
      footer={
        <Space className="ann-drawer-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            loading={busy === 'save'}
            disabled={busy !== null || uploading}
            onClick={() => void save(false)}
            data-testid="ann-save"
            type={canPublish ? 'default' : 'primary'}
          >
            {t(`announcement.actions.${saveAs}`)}
          </Button>
          {canPublish && (
            <Button
              type="primary"
              loading={busy === 'publish'}
              disabled={busy !== null || uploading}
              onClick={() => void save(true)}
              data-testid="ann-save-publish"
            >
              {t('announcement.actions.savePublish')}
            </Button>
          )}
        </Space>
      }
      data-testid="ann-editor-drawer"
    >
      {saveAs === 'saveVersion' && (
        <Alert type="info" showIcon className="ann-alert" title={t('announcement.versionHint')} />
      )}
      <Form form={form} layout="vertical" className="ann-form" requiredMark>
        <Form.Item
          name="TITLE"
          label={field('TITLE')}
          rules={[
            { required: true, whitespace: true, message: t('announcement.msg.titleRequired') },
            { max: announcementTitleMax },
          ]}
        >
          <Input {...lengthLimit(announcementTitleMax, true)} data-testid="ann-title" />
        </Form.Item>
        <Form.Item name="BODY" label={field('BODY')}>
          <BodyField />
        </Form.Item>
        <AudienceFields open={open} audience={audience} />
        <WindowFields />
        <FilesField files={files} setFiles={setFiles} />
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="ann-error" />}
    </Drawer>
  );
}

/** Who reads it: everyone, or the vendors or roles chosen. */
function AudienceFields({ open, audience }: { open: boolean; audience: AnnouncementAudience | undefined }) {
  const { t, i18n } = useTranslation();
  const { field } = useCaptions('announcement');
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';
  const options = useQuery({
    queryKey: ['announcement', 'audienceOptions'],
    queryFn: ({ signal }) => announcementApi.audienceOptions(signal),
    enabled: open,
    staleTime: 60_000,
  });
  return (
    <>
      <Form.Item name="AUDIENCE" label={field('AUDIENCE')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          data-testid="ann-audience"
          options={announcementAudiences.map((a) => ({
            value: a,
            label: announcementAudienceLabels[a][lang],
          }))}
        />
      </Form.Item>
      {audience === 'vendorList' && (
        <Form.Item
          name="VENDOR_CODES"
          label={field('VENDOR_CODES')}
          rules={[{ required: true, type: 'array', min: 1, message: t('announcement.msg.vendorsRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={options.isLoading}
            optionFilterProp="label"
            placeholder={t('announcement.vendorsPlaceholder')}
            options={(options.data?.VENDORS ?? []).map((v) => ({
              value: v.VENDOR_CODE,
              label: `${v.VENDOR_CODE} ${v.VENDOR_NAME}`,
            }))}
            data-testid="ann-vendors"
          />
        </Form.Item>
      )}
      {audience === 'roleList' && (
        <Form.Item
          name="ROLE_IDS"
          label={field('ROLE_IDS')}
          rules={[{ required: true, type: 'array', min: 1, message: t('announcement.msg.rolesRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={options.isLoading}
            optionFilterProp="label"
            options={(options.data?.ROLES ?? []).map((r) => ({ value: r.ID, label: r.ROLE_NAME }))}
            data-testid="ann-roles"
          />
        </Form.Item>
      )}
    </>
  );
}

/** When it is shown (an open start or end is allowed), and whether it is pinned on top. */
function WindowFields() {
  const { t } = useTranslation();
  const { field } = useCaptions('announcement');
  return (
    <div className="ann-grid">
      <Form.Item
        name="WINDOW"
        label={t('announcement.window')}
        extra={t('announcement.windowHint')}
        rules={[
          {
            validator: (_, v: Values['WINDOW']) =>
              v?.[0] && v?.[1] && !v[1].isAfter(v[0])
                ? Promise.reject(new Error(t('announcement.msg.windowOrder')))
                : Promise.resolve(),
          },
        ]}
      >
        <DateRangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          className="ann-full"
          placeholder={[t('announcement.windowFrom'), t('announcement.windowTo')]}
          data-testid="ann-window"
        />
      </Form.Item>
      <Form.Item
        name="PINNED"
        label={field('PINNED')}
        valuePropName="checked"
        extra={t('announcement.pinHint')}
      >
        <Switch data-testid="ann-pinned" />
      </Form.Item>
    </div>
  );
}

/** The files, each uploaded as it is chosen; one over the size limit is refused before. */
function FilesField({
  files,
  setFiles,
}: {
  files: UploadFile<AttachmentInfo>[];
  setFiles: (files: UploadFile<AttachmentInfo>[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Form.Item label={t('announcement.attachments')} extra={t('announcement.attachmentsHint')}>
      <Upload<AttachmentInfo>
        fileList={files}
        multiple
        accept={announcementFileExtensions.map((e) => `.${e}`).join(',')}
        beforeUpload={(f) => {
          if (f.size > announcementAttachmentMaxBytes) {
            void message.error(t('announcement.msg.tooLarge', { name: f.name }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadAnnouncementFile(file as File).then(
            (info) => onSuccess?.(info),
            (e: unknown) => {
              void message.error(e instanceof Error ? e.message : String(e), 6);
              onError?.(e instanceof Error ? e : new Error(String(e)));
            },
          );
        }}
        onChange={({ fileList }) => setFiles(fileList.filter((f) => f.status !== 'error'))}
        data-testid="ann-upload"
      >
        <Button icon={<UploadOutlined />}>{t('announcement.actions.upload')}</Button>
      </Upload>
    </Form.Item>
  );
}
