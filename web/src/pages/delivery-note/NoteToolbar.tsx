import { LeftOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar of the edit and index views: stays at the top while the lines scroll. */
export function StickyBar({ children, title }: { children: ReactNode; title: ReactNode }) {
  return (
    <div className="dn-bar" data-testid="dn-toolbar">
      <div className="dn-bar-title">{title}</div>
      <Space wrap size={8} className="dn-bar-actions">
        {children}
      </Space>
    </div>
  );
}

type NavProps = {
  previous: number | null;
  next: number | null;
  position: { index: number; count: number } | null;
  onGo: (id: number) => void;
  onList: () => void;
};

/** Previous / next note of the list page the note was opened from (spec §1), and back to the list. */
export function PrevNext({ previous, next, position, onGo, onList }: NavProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Tooltip title={t('delivery-note.actions.previousTip')}>
        <Button
          icon={<LeftOutlined />}
          disabled={previous === null}
          onClick={() => previous !== null && onGo(previous)}
          data-testid="dn-previous"
        >
          {t('delivery-note.actions.previous')}
        </Button>
      </Tooltip>
      {position && (
        <Button disabled className="dn-position">
          {position.index}/{position.count}
        </Button>
      )}
      <Tooltip title={t('delivery-note.actions.nextTip')}>
        <Button disabled={next === null} onClick={() => next !== null && onGo(next)} data-testid="dn-next">
          {t('delivery-note.actions.next')}
          <RightOutlined />
        </Button>
      </Tooltip>
      <Button icon={<UnorderedListOutlined />} onClick={onList} data-testid="dn-back">
        {t('delivery-note.actions.backToList')}
      </Button>
    </Space.Compact>
  );
}

/** Table headers stick under the toolbar, inside the shell's scrolling content area. */
export const stickyUnderBar = {
  offsetHeader: 53,
  getContainer: () =>
    (document.querySelector('[data-testid="shell-content"]') as HTMLElement | null) ?? window,
};
