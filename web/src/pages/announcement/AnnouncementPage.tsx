import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  PushpinFilled,
  RollbackOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type AnnouncementDetail, type AnnouncementState, announcementStateLabels } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import { AnnouncementReader } from './AnnouncementReader.tsx';
import {
  type AnnouncementAction,
  announcementApi,
  announcementKeys,
  announcementStateColor,
  canDoAnnouncement,
  isAnnouncementState,
} from './announcementApi.ts';
import { ReceiptsDrawer } from './ReceiptsDrawer.tsx';
import './announcement.css';

type Ref = { ID: number; TITLE: string; STATE: AnnouncementState };
type AnnouncementRow = ListRow<'Announcement'>;

/** The announcement a row is, when its state is one the screen knows (its actions depend on it). */
const refOf = (row: AnnouncementRow): Ref | null =>
  isAnnouncementState(row.STATE) ? { ID: row.ID, TITLE: row.TITLE ?? '', STATE: row.STATE } : null;

const icons: Record<AnnouncementAction, ReactNode> = {
  edit: <EditOutlined />,
  publish: <SendOutlined />,
  withdraw: <RollbackOutlined />,
  delete: <DeleteOutlined />,
};
const actions: AnnouncementAction[] = ['edit', 'publish', 'withdraw', 'delete'];

function StateTag({ state, text }: { state: string | null; text?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';
  const known = isAnnouncementState(state) ? state : null;
  return (
    <Tag color={known ? announcementStateColor[known] : undefined} data-state={state ?? undefined}>
      {text || (known && announcementStateLabels[known][lang]) || state}
    </Tag>
  );
}

/** The list's cells: the state as its tag, the pin, the title opening the preview, the read count the receipts. */
function useRenderers(
  setPreviewId: (id: number) => void,
  setReceipts: (a: Pick<Ref, 'ID' | 'TITLE'>) => void,
) {
  const { t } = useTranslation();
  return useMemo<ListRenderers<'Announcement'>>(
    () => ({
      STATE: (value, _row, _i, text) => <StateTag state={value} text={text} />,
      PINNED: (value) =>
        value ? <PushpinFilled className="ann-pin" aria-label={t('announcement.pinned')} /> : null,
      TITLE: (value, row) => (
        <LinkButton className="ann-link" onClick={() => setPreviewId(row.ID)} data-testid="ann-open">
          {value ?? ''}
        </LinkButton>
      ),
      READ_COUNT: (value, row) => (
        <LinkButton
          className="ann-link"
          icon={<TeamOutlined />}
          onClick={() => setReceipts({ ID: row.ID, TITLE: row.TITLE ?? '' })}
          data-testid="ann-read-count"
        >
          {value ?? 0}
        </LinkButton>
      ),
    }),
    [t, setPreviewId, setReceipts],
  );
}

/** New, Preview, the steps the selected announcement's state allows, and its read receipts. */
function Toolbar({
  one,
  onNew,
  onPreview,
  onRun,
  onReceipts,
}: {
  one: Ref | null;
  onNew: () => void;
  onPreview: (id: number) => void;
  onRun: (action: AnnouncementAction, a: Ref) => void;
  onReceipts: (a: Ref) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="ann-new">
        {t('announcement.actions.new')}
      </Button>
      <Button
        icon={<EyeOutlined />}
        disabled={!one}
        onClick={() => one && onPreview(one.ID)}
        data-testid="ann-preview"
      >
        {t('announcement.actions.preview')}
      </Button>
      {actions.map((action) => (
        <Button
          key={action}
          icon={icons[action]}
          danger={action === 'delete' || action === 'withdraw'}
          disabled={!one || !canDoAnnouncement(action, one.STATE)}
          onClick={() => one && onRun(action, one)}
          data-testid={`ann-${action}`}
        >
          {t(`announcement.actions.${action}`)}
        </Button>
      ))}
      {/* A draft (the one state that may still be deleted) was never published: nobody has read it. */}
      <Button
        icon={<TeamOutlined />}
        disabled={!one || canDoAnnouncement('delete', one.STATE)}
        onClick={() => one && onReceipts(one)}
        data-testid="ann-receipts-open"
      >
        {t('announcement.actions.receipts')}
      </Button>
    </Space>
  );
}

/**
 * Announcements (Portal/Announcement, PRODUCT §8): the managers' list (the server's declaration), a drawer to write
 * one (rich text, audience, window, pin, files), publish / withdraw / delete with a question first, a preview as
 * readers see it, and the read receipts.
 */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const { selected, refresh: refreshList, listProps } = useListSelection<'Announcement'>();
  const [editing, setEditing] = useState<{ announcement: AnnouncementDetail | null } | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [receipts, setReceipts] = useState<Pick<Ref, 'ID' | 'TITLE'> | null>(null);

  const refresh = () => {
    refreshList();
    void client.invalidateQueries({ queryKey: announcementKeys.mine });
  };
  const fail = (e: unknown) => void message.error(e instanceof Error ? e.message : String(e), 6);

  const run = async (action: AnnouncementAction, a: Ref) => {
    if (action === 'edit') {
      try {
        setEditing({ announcement: await announcementApi.get(a.ID) });
      } catch (e) {
        fail(e);
      }
      return;
    }
    modal.confirm({
      title: t(`announcement.ask.${action}Title`, { title: a.TITLE }),
      content: t(`announcement.ask.${action}`),
      okText: t(`announcement.actions.${action}`),
      okButtonProps: { danger: action !== 'publish', 'data-testid': 'ann-ask-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          if (action === 'publish') await announcementApi.publish(a.ID);
          if (action === 'withdraw') await announcementApi.withdraw(a.ID);
          if (action === 'delete') await announcementApi.delete(a.ID);
          void message.success(t(`announcement.msg.${action}Done`, { title: a.TITLE }));
        } catch (e) {
          fail(e);
        } finally {
          refresh();
        }
      },
    });
  };

  const renderers = useRenderers(setPreviewId, setReceipts);

  const one = selected.length === 1 ? refOf(selected[0]!) : null;
  return (
    <div className="ann-page">
      <ScreenList
        {...listProps}
        list="Announcement"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setPreviewId(row.ID)}
        renderers={renderers}
        toolbarExtra={
          <Toolbar
            one={one}
            onNew={() => setEditing({ announcement: null })}
            onPreview={setPreviewId}
            onRun={(action, a) => void run(action, a)}
            onReceipts={setReceipts}
          />
        }
      />
      <AnnouncementEditor
        open={editing !== null}
        announcement={editing?.announcement ?? null}
        onClose={() => setEditing(null)}
        onSaved={(a, published) => {
          setEditing(null);
          refresh();
          void message.success(
            t(published ? 'announcement.msg.publishDone' : 'announcement.msg.saveDone', { title: a.TITLE }),
          );
        }}
      />
      <AnnouncementReader id={previewId} mode="preview" onClose={() => setPreviewId(null)} />
      <ReceiptsDrawer
        id={receipts?.ID ?? null}
        title={receipts?.TITLE ?? ''}
        onClose={() => setReceipts(null)}
      />
    </div>
  );
}
