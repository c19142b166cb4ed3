import { type CaptionedField, fieldCaption, type Language, valueLabels } from '@srm/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Caption = Record<Language, string>;

/**
 * Field captions and value labels from the contract's one catalogue (`contract/src/field-captions.ts`), the same the
 * lists, exports and prints use: no locale file states a field's caption (`captions.test.ts`). A module whose screens
 * mean something else by a field (QTY is the billed quantity on a statement) finds its caption in the contract's
 * `moduleFieldCaptions`. The functions keep their identity while the language stays.
 */
export function useCaptions(module?: string) {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh-chs';
  return useMemo(
    () => ({
      field: (name: CaptionedField): string => fieldCaption(name, module)?.[lang] ?? name,
      value: (name: keyof typeof valueLabels, code: unknown): string =>
        (valueLabels[name] as Record<string, Caption>)[String(code)]?.[lang] ?? String(code ?? ''),
    }),
    [lang, module],
  );
}
