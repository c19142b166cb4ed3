import { TranslationOutlined } from '@ant-design/icons';
import { type Language, languages } from '@srm/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../platform/i18n.ts';
import { rememberSignedOutLanguage } from '../platform/preferences.ts';

/**
 * The menu of the languages to choose before signing in (the sign-in and registration pages): the choice is the
 * user's latest, kept over their stored preference.
 */
export function useSignedOutLanguageMenu(): MenuProps {
  const { t } = useTranslation();
  return {
    selectable: true,
    selectedKeys: [currentLanguage()],
    items: languages.map((l) => ({ key: l, label: t(`common.languages.${l}`) })),
    onClick: ({ key }) => {
      rememberSignedOutLanguage(key as Language);
      void changeLanguage(key as Language);
    },
  };
}

export function LanguageSwitch({ light = true }: { light?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const menu = useSignedOutLanguageMenu();
  return (
    <Dropdown menu={menu}>
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
