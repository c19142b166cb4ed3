import { Empty, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';

/**
 * The grants a role tab edits (its menus, its buttons): the checked keys, starting from (and reset to) what the role
 * holds; whether they differ from it; and saving them (the server's refusal is shown by the central error toast).
 */
export function useGrants<K>(held: K[], send: (checked: K[]) => Promise<unknown>, onSaved: () => void) {
  const feedback = useAdminFeedback();
  const [checked, setChecked] = useState<K[]>(held);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(held), [held]);

  const dirty = useMemo(() => {
    const a = new Set(checked);
    return a.size !== held.length || held.some((k) => !a.has(k));
  }, [checked, held]);

  const save = async () => {
    setSaving(true);
    try {
      await send(checked);
      feedback.saved();
      onSaved();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };
  return { checked, setChecked, dirty, saving, save };
}

type Props = {
  grants: { dirty: boolean; saving: boolean; save: () => Promise<void> };
  loading: boolean;
  /** Nothing to show (the filter matches nothing, or there is nothing to grant). */
  empty: boolean;
  emptyText: string;
  /** What the footer says while nothing is changed (how many are granted). */
  count: string;
  /** The tab's toolbar. */
  toolbar: ReactNode;
  /** The checklist or tree. */
  children: ReactNode;
};

/** A role tab's pane: its toolbar, the checklist (a spinner while it loads or saves), and the count and save below. */
export function GrantPane({ grants, loading, empty, emptyText, count, toolbar, children }: Props) {
  const { t } = useTranslation();
  const { dirty, saving, save } = grants;
  return (
    <div className="admin-pane">
      {toolbar}
      <div className="role-tree-box">
        <Spin spinning={loading || saving} description={saving ? t('common.submitting') : undefined}>
          {empty && !loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ) : (
            children
          )}
        </Spin>
      </div>
      <div className="admin-footer">
        <span className="admin-hint">{dirty ? t('role.unsaved') : count}</span>
        <SaveButton type="primary" loading={saving} disabled={!dirty} onClick={() => void save()} />
      </div>
    </div>
  );
}
