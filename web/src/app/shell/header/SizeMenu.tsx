import { FontSizeOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentSizes, setPreferences, usePreferences } from '../../../platform/preferences.ts';
import { HeaderTool } from './HeaderTool.tsx';

/** Font and component size: default, medium, small, mini (spec §2.2). */
export function SizeMenu() {
  const { t } = useTranslation();
  const { size } = usePreferences();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: [
          { key: 'title', type: 'group', label: t('shell.size.title') },
          ...componentSizes.map((s) => ({ key: s, label: t(`shell.size.${s}`) })),
        ],
        onClick: ({ key }) => setPreferences({ size: key as (typeof componentSizes)[number] }),
      }}
    >
      <HeaderTool
        tip={false}
        label={t('shell.size.title')}
        data-testid="shell-size"
        icon={<FontSizeOutlined />}
      />
    </Dropdown>
  );
}
