import { type Language, yesNoLabels } from '@srm/contract';
import type { ListColumn } from './list-definition.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A timestamp as the screens show it: local `yyyy-MM-dd HH:mm:ss`. */
export const dateTimeText = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * A list value as a person reads it, for exports and prints: coded values by their labels in the language, yes/no
 * as words, timestamps in local time, decimals exactly as stored, nothing for null.
 */
export function listValueText(column: ListColumn, lang: Language, value: unknown): string {
  if (value === null || value === undefined) return '';
  const label = column.labels?.[String(value)];
  if (label) return label[lang];
  if (column.kind === 'bool') return yesNoLabels[value ? 'true' : 'false'][lang];
  if (value instanceof Date) return dateTimeText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
