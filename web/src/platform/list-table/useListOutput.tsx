import { printPathOf, screens } from '@srm/contract';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { usePrint } from '../print/usePrint.ts';
import type { ColumnFormat } from './columnFormat.ts';
import { type ListBody, printList, startExport } from './listApi.ts';
import { cellText, formatTimestamp, printRows } from './print.ts';
import type { ColumnSetting, ListTableProps, Row } from './types.ts';

export const exportRecordPath = screens.ExportRecord.path;

type Options = Pick<ListTableProps, 'loadPath' | 'exportPath' | 'rowKey' | 'title' | 'renderers'> & {
  body: ListBody;
  rows: Row[];
  selectedRows: () => Row[];
  shown: ColumnSetting[];
  formats: Map<string, ColumnFormat>;
};

/** The list's export (a server job) and print (a server PDF, or the screen's rows printed in the browser). */
export function useListOutput(o: Options) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const { print: printPdf } = usePrint();
  const { formats, renderers } = o;

  /** A cell as it prints: what the screen's renderer answers as text, else the text of the column's format. */
  const printedText = useCallback(
    (field: string, row: Row) => {
      const value = row[field];
      const text = formats.get(field)?.text(value) ?? cellText(value);
      const shownText = renderers?.[field]?.(value, row, 0, text);
      return typeof shownText === 'string' || typeof shownText === 'number' ? String(shownText) : text;
    },
    [formats, renderers],
  );

  const doExport = async () => {
    if (!o.exportPath) return;
    setExporting(true);
    try {
      await startExport(o.exportPath, { ...o.body, Page: 1 });
      message.success({
        content: (
          <span>
            {t('list-table.export.started')}{' '}
            <LinkButton onClick={() => navigate(exportRecordPath)}>
              {t('list-table.export.openList')}
            </LinkButton>
          </span>
        ),
        duration: 6,
      });
    } finally {
      setExporting(false);
    }
  };

  const doPrint = () => {
    const chosen = o.selectedRows();
    const printed = chosen.length ? chosen : o.rows;
    if (printed.length === 0) {
      message.warning(t('list-table.print.nothing'));
      return;
    }
    const title = o.title ?? document.title;
    if (o.exportPath) {
      // The server prints the page (or the selection, by key) through the organisation's list template: a PDF.
      const keys = chosen.length ? { KEYS: chosen.map((r) => r[o.rowKey] as string | number) } : {};
      void printPdf(() => printList(printPathOf(o.loadPath), { ...o.body, ...keys, TITLE: title }), title);
      return;
    }
    // A list without a server export (a screen-only list) prints the screen's rows in the browser.
    printRows({
      title,
      columns: o.shown,
      rows: printed,
      rightAligned: new Set(
        o.shown.filter((c) => formats.get(c.FIELD_NAME)?.numeric).map((c) => c.FIELD_NAME),
      ),
      // Labels, not codes; decimals as the screen shows them; a renderer's text as shown (tags print their label).
      text: printedText,
      footer: `${t('list-table.print.rows', { count: printed.length })} · ${t('list-table.print.printedAt', {
        time: formatTimestamp(new Date()),
      })}`,
    });
  };

  return { exporting, doExport, doPrint };
}
