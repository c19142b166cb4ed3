import { invoiceKindLabels, invoiceKinds, invoiceStateLabels, invoiceStates } from '@srm/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoiceStateColor } from './invoiceApi.ts';

const langOf = (language: string) => (language === 'en' ? 'en' : 'zh-chs');

/** An invoice's state as a coloured tag; `text` is the list's own label when there is one. */
export function InvoiceStateTag({ state, text }: { state: string | null; text?: string }) {
  const { i18n } = useTranslation();
  // A list row's STATE is any text: a state the contract does not know shows as it is, uncoloured.
  const known = invoiceStates.find((s) => s === state);
  if (!known && !state) return null;
  return (
    <Tag color={known ? invoiceStateColor[known] : 'default'} data-state={state ?? undefined}>
      {text || (known ? invoiceStateLabels[known][langOf(i18n.language)] : state)}
    </Tag>
  );
}

/** Invoice or credit note: a credit note stands out (its amounts are negative). */
export function InvoiceKindTag({ kind, text }: { kind: string | null; text?: string }) {
  const { i18n } = useTranslation();
  const known = invoiceKinds.find((k) => k === kind);
  if (!known) return kind ? <span>{text || kind}</span> : null;
  return (
    <Tag color={known === 'creditNote' ? 'volcano' : 'default'} data-kind={known}>
      {text || invoiceKindLabels[known][langOf(i18n.language)]}
    </Tag>
  );
}

/** An invoice handed in outside tolerance (with the vendor's reason): flagged for finance. */
export function FlaggedTag({ flagged }: { flagged: boolean | null }) {
  const { t } = useTranslation();
  return flagged ? (
    <Tag color="error" data-testid="inv-flagged">
      {t('invoice.flagged')}
    </Tag>
  ) : null;
}
