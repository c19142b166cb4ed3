import { fieldCaptions, type Language, valueLabels } from '@srm/contract';
import { useTranslation } from 'react-i18next';

type Caption = Record<Language, string>;

/**
 * Field captions and value labels from the contract's one catalogue (`contract/src/field-captions.ts`), the same the
 * lists, exports and prints use: a form states a caption in its own locale file only where the field means something
 * else there (`<module>.fields.<FIELD>`, e.g. ATTRIBUTE1 is the logistics company on a note).
 */
export function useCaptions(module?: string) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh-chs';
  const field = (name: string): string => {
    const own = module ? `${module}.fields.${name}` : '';
    if (own && i18n.exists(own)) return t(own);
    return (fieldCaptions as Record<string, Caption>)[name]?.[lang] ?? name;
  };
  const value = (name: keyof typeof valueLabels, code: unknown): string =>
    (valueLabels[name] as Record<string, Caption>)[String(code)]?.[lang] ?? String(code ?? '');
  return { field, value };
}
