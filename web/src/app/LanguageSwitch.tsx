import { TranslationOutlined } from '@ant-design/icons';
import { type Language, languages } from '@srm/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../platform/i18n.ts';
import { rememberSignedOutLanguage } from '../platform/preferences.ts';

export function LanguageSwitch({ light = true }: { light?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: languages.map((l) => ({ key: l, label: t(`common.languages.${l}`) })),
        onClick: ({ key }) => {
          // Chosen before signing in: the user's latest choice, kept over their stored preference.
          rememberSignedOutLanguage(key as Language);
          void changeLanguage(key as Language);
        },
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        style={light ? { color: '#fff' } : undefined}
        aria-label={t('common.language')}
      >
        {t(`common.languages.${lang}`)}
      </Button>
    </Dropdown>
  );
}
