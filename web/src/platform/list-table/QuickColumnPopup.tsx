import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { fieldsQueryKey } from './ColumnConfigDrawer.tsx';
import { listParamApi } from './listApi.ts';
import type { ColumnSetting } from './types.ts';

export const quickPopupWidth = 200;

type Props = {
  listRoute: string;
  columns: ColumnSetting[];
  /** The click point; null = closed. */
  at: { x: number; y: number } | null;
  onClose: () => void;
};

/**
 * Quick column popup 配置列 (spec §2.4 item 5): 200 px wide at the click point, one checkbox per configured
 * column; confirm saves the user's configuration, show-all shows every column.
 */
export function QuickColumnPopup({ listRoute, columns, at, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [visible, setVisible] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const ordered = [...columns].sort((a, b) => Number(a.ORD_IDX) - Number(b.ORD_IDX));

  useEffect(() => {
    if (at) setVisible(new Set(columns.filter((c) => c.IS_VISIBLE !== 'N').map((c) => c.FIELD_NAME)));
  }, [at, columns]);

  useEffect(() => {
    if (!at) return;
    const outside = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) onClose();
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    // Registered after the opening click has finished bubbling.
    const timer = setTimeout(() => document.addEventListener('mousedown', outside));
    window.addEventListener('keydown', esc);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('keydown', esc);
    };
  }, [at, onClose]);

  if (!at) return null;

  const save = async (shown: Set<string>) => {
    setSaving(true);
    try {
      await listParamApi.saveColumns(
        listRoute,
        ordered.map((c) => ({ ...c, IS_VISIBLE: shown.has(c.FIELD_NAME) ? 'Y' : 'N' })),
        false,
      );
      await queryClient.invalidateQueries({ queryKey: fieldsQueryKey(listRoute) });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const showAll = () => {
    if (columns.every((c) => c.IS_VISIBLE !== 'N')) {
      message.warning(t('list-table.quick.allShown'));
      return;
    }
    void save(new Set(columns.map((c) => c.FIELD_NAME)));
  };

  // Kept inside the window: 200 px wide, at most 420 px high.
  const left = Math.max(8, Math.min(at.x, window.innerWidth - quickPopupWidth - 8));
  const top = Math.max(8, Math.min(at.y, window.innerHeight - 420));
  return createPortal(
    <div
      ref={box}
      role="dialog"
      aria-label={t('list-table.quick.title')}
      className="lt-quick-popup"
      style={{ left, top, width: quickPopupWidth }}
    >
      <div className="lt-quick-title">{t('list-table.quick.title')}</div>
      <div className="lt-quick-list">
        {ordered.map((c) => (
          <Checkbox
            key={c.FIELD_NAME}
            checked={visible.has(c.FIELD_NAME)}
            onChange={(e) =>
              setVisible((s) => {
                const next = new Set(s);
                if (e.target.checked) next.add(c.FIELD_NAME);
                else next.delete(c.FIELD_NAME);
                return next;
              })
            }
          >
            {c.FIELD_CAPTION || c.FIELD_NAME}
          </Checkbox>
        ))}
      </div>
      <div className="lt-quick-actions">
        <Button size="small" onClick={showAll}>
          {t('list-table.quick.showAll')}
        </Button>
        <Button size="small" type="primary" loading={saving} onClick={() => void save(visible)}>
          {t('list-table.quick.confirm')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
