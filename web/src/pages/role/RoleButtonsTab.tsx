import { Button, Checkbox, Empty, Space, Spin, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { SearchInput } from '../../app/components/SearchInput.tsx';
import { menuTitle, useMenuButtons } from '../menu/menuApi.ts';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { roleApi } from './roleApi.ts';

type Props = { roleId: number; granted: string[]; onSaved: () => void };

/** The button permission keys a role holds, as a checkbox list over every key (Menu/LoadDataSub). */
export function RoleButtonsTab({ roleId, granted, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const feedback = useAdminFeedback();
  const buttons = useMenuButtons();
  const [checked, setChecked] = useState<string[]>(granted);
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(granted), [granted]);

  const dirty = useMemo(() => {
    const a = new Set(checked);
    return a.size !== granted.length || granted.some((k) => !a.has(k));
  }, [checked, granted]);

  const all = buttons.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? all.filter((b) => `${b.Menu_Code} ${b.Menu_Name} ${b.MENU_EN}`.toLowerCase().includes(needle))
    : all;

  const save = async () => {
    setSaving(true);
    try {
      // Keys no longer defined are dropped rather than refused.
      const known = new Set(all.map((b) => b.Menu_Code));
      await roleApi.saveButtons(
        roleId,
        checked.filter((c) => known.has(c)),
      );
      feedback.saved();
      onSaved();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="admin-pane">
      <div className="admin-toolbar">
        <Space size={4}>
          <Button size="small" onClick={() => setChecked(all.map((b) => b.Menu_Code))}>
            {t('role.buttons.checkAll')}
          </Button>
          <Button size="small" onClick={() => setChecked([])}>
            {t('role.buttons.checkNone')}
          </Button>
        </Space>
        <SearchInput
          allowClear
          size="small"
          placeholder={t('role.buttons.filter')}
          aria-label={t('role.buttons.filter')}
          style={{ width: 200, marginLeft: 'auto' }}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <div className="role-tree-box">
        <Spin
          spinning={buttons.isLoading || saving}
          description={saving ? t('common.submitting') : undefined}
        >
          {shown.length === 0 && !buttons.isLoading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.buttons.empty')} />
          ) : (
            <Checkbox.Group
              className="role-button-list"
              value={checked}
              onChange={(values) => {
                // Keys hidden by the filter keep their state.
                const visible = new Set(shown.map((b) => b.Menu_Code));
                setChecked([...checked.filter((c) => !visible.has(c)), ...(values as string[])]);
              }}
              data-testid="role-button-list"
            >
              {shown.map((b) => (
                <Checkbox key={b.ID} value={b.Menu_Code} className="role-button-item">
                  <span className="role-button-name">{menuTitle(b, i18n.language)}</span>
                  <span className="role-button-code">{b.Menu_Code}</span>
                  {b.ENABLED !== 'Y' && <Tag>{t('role.menus.disabled')}</Tag>}
                </Checkbox>
              ))}
            </Checkbox.Group>
          )}
        </Spin>
      </div>
      <div className="admin-footer">
        <span className="admin-hint">
          {dirty ? t('role.unsaved') : t('role.buttons.count', { count: checked.length })}
        </span>
        <SaveButton type="primary" loading={saving} disabled={!dirty} onClick={() => void save()} />
      </div>
    </div>
  );
}
