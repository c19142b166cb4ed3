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
        // The name starts with the text the button shows (WCAG 2.5.3, axe label-content-name-mismatch): a speech
        // user says what they see; the purpose follows.
        aria-label={`${t(`common.languages.${lang}`)} – ${t('common.language')}`}
      >
        {t(`common.languages.${lang}`)}
      </Button>
    </Dropdown>
  );
}
