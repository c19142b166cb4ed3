import { TranslationOutlined } from '@ant-design/icons';
import { type Language, languages } from '@srm/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../platform/i18n.ts';
import styles from '../Shell.module.css';
import { HeaderMenu } from './HeaderMenu.tsx';
import { HeaderTool } from './HeaderTool.tsx';

/** Live language switch (no reload); remembered per user through the preferences. */
export function HeaderLanguageSwitch() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <HeaderMenu
      selected={[lang]}
      items={languages.map((l) => ({ key: l, label: t(`common.languages.${l}`) }))}
      onPick={(key) => void changeLanguage(key as Language)}
    >
      <HeaderTool
        tip={false}
        label={t('common.language')}
        data-testid="shell-language"
        icon={<TranslationOutlined />}
      >
        <span className={styles.toolText}>{t(`shell.languageShort.${lang}`)}</span>
      </HeaderTool>
    </HeaderMenu>
  );
}
