import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { componentSizes, setPreferences, usePreferences } from '../../../platform/preferences.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { HeaderTool } from './HeaderTool.tsx';

/** Font and component size: default, medium, small, mini (spec §2.2). */
export function SizeMenu() {
  const { t } = useTranslation();
  const { size } = usePreferences();
  return (
    <HeaderMenu
      selected={[size]}
      items={[
        { key: 'title', type: 'group', label: t('shell.size.title') },
        ...componentSizes.map((s) => ({ key: s, label: t(`shell.size.${s}`) })),
      ]}
      onPick={(key) => setPreferences({ size: key as (typeof componentSizes)[number] })}
    >
      <HeaderTool
        tip={false}
        label={t('shell.size.title')}
        data-testid="shell-size"
        icon={<FontSizeOutlined />}
      />
    </HeaderMenu>
  );
}
