import { dataType, formatDecimal, type Language, yesNoLabels } from '@srm/contract';
import { cellText } from './print.ts';
import type { ColumnSearch, ColumnSetting } from './types.ts';

/**
 * What a column's declaration (`ListParam/LoadListFields`: KIND, and OPTIONS for coded values) gives the list
 * table, so a screen restates none of it: the header search, the cell text of screen, print and selected-records
 * drawer, and the alignment. A screen's `columnSearch` or `renderers` entry still wins for its field.
 */
export type ColumnFormat = {
  /** The header search of the column; null when the screen turned header search off. */
  search: ColumnSearch | null;
  /** A value as the list shows and prints it: the label of a coded value, a decimal as written, a local time. */
  text: (value: unknown) => string;
  /** Numbers line up on the right, as in a spreadsheet. */
  numeric: boolean;
};

export { formatDecimal };

/** The labelled values of a column: its OPTIONS, or yes/no for a bool the server sent without them. */
export function optionsOf(column: ColumnSetting, lang: Language): { value: string; label: string }[] | null {
  if (column.OPTIONS?.length) return column.OPTIONS;
  if (column.KIND === 'bool')
    return [
      { value: 'true', label: yesNoLabels.true[lang] },
      { value: 'false', label: yesNoLabels.false[lang] },
    ];
  return null;
}

/** The header search a column's kind calls for: coded values a dropdown, numbers a number, dates a range. */
export function searchOfKind(column: ColumnSetting, lang: Language): ColumnSearch {
  const options = optionsOf(column, lang);
  if (options) return { type: dataType.dropdown, options };
  switch (column.KIND) {
    case 'int':
    case 'decimal':
      return { type: dataType.number };
    case 'date':
    case 'datetime':
      return { type: dataType.dateRange };
    default:
      return { type: dataType.text };
  }
}

/** The text of a column's values: labels of coded values (the code when it has none), decimals formatted. */
export function textOfKind(column: ColumnSetting, lang: Language): (value: unknown) => string {
  const options = optionsOf(column, lang);
  if (options) {
    const labels = new Map(options.map((o) => [o.value, o.label]));
    return (value) =>
      value === null || value === undefined ? '' : (labels.get(String(value)) ?? cellText(value));
  }
  if (column.KIND !== 'decimal') return cellText;
  const scale = column.SCALE ?? 0;
  return (value) => formatDecimal(value, scale);
}

/**
 * The format of every column, by field. `columnSearch` is the screen's: an entry replaces the derived search of
 * its field, `false` turns header search off.
 */
export function columnFormats(
  columns: ColumnSetting[],
  columnSearch: Record<string, ColumnSearch> | false | undefined,
  lang: Language,
): Map<string, ColumnFormat> {
  return new Map(
    columns.map((column) => {
      const search =
        columnSearch === false ? null : (columnSearch?.[column.FIELD_NAME] ?? searchOfKind(column, lang));
      const counted = (column.KIND === 'int' || column.KIND === 'decimal') && !column.OPTIONS?.length;
      return [
        column.FIELD_NAME,
        {
          search,
          text: textOfKind(column, lang),
          numeric: search?.type === dataType.number || (counted && search?.type !== dataType.dropdown),
        },
      ];
    }),
  );
}
