import dayjs from 'dayjs';
import type { ColumnSetting, Row } from './types.ts';

/**
 * Prints rows as a clean page: a title, a plain table of the visible columns, the time and the count, in a
 * hidden iframe so the app itself is not printed. A template designer (SysReportTpl) can later replace
 * `buildPrintHtml` for lists that have a template.
 */
export type PrintJob = {
  title: string;
  columns: Pick<ColumnSetting, 'FIELD_NAME' | 'FIELD_CAPTION'>[];
  rows: Row[];
  /** Text of a cell; defaults to the raw value. */
  text?: (field: string, row: Row) => string;
  /** Fields printed right-aligned (numbers). */
  rightAligned?: Set<string>;
  footer: string;
};

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A timestamp as the user reads it: local `yyyy-MM-dd HH:mm:ss`. */
export const formatTimestamp = (d: Date) => dayjs(d).format('YYYY-MM-DD HH:mm:ss');

/** The text of a cell: timestamps in local time, objects as JSON, nothing for null. */
export const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatTimestamp(value);
  if (typeof value === 'string' && isoDateTime.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? value : formatTimestamp(d);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export function buildPrintHtml(job: PrintJob): string {
  const head = job.columns.map((c) => `<th>${escapeHtml(c.FIELD_CAPTION || c.FIELD_NAME)}</th>`).join('');
  const body = job.rows
    .map(
      (row) =>
        `<tr>${job.columns
          .map(
            (c) =>
              `<td${job.rightAligned?.has(c.FIELD_NAME) ? ' class="num"' : ''}>${escapeHtml(job.text ? job.text(c.FIELD_NAME, row) : cellText(row[c.FIELD_NAME]))}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(job.title)}</title><style>
  @page { size: A4 landscape; margin: 12mm; }
  body { font-family: "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; font-size: 11px; color: #000; margin: 0; }
  h1 { font-size: 16px; margin: 0 0 8px; text-align: center; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; vertical-align: top; overflow-wrap: break-word; }
  td.num { text-align: right; white-space: nowrap; }
  th { background: #f0f0f0; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  footer { margin-top: 6px; display: flex; justify-content: space-between; color: #555; }
</style></head><body><h1>${escapeHtml(job.title)}</h1><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table><footer>${escapeHtml(job.footer)}</footer></body></html>`;
}

export const printFrameId = 'list-table-print';

/** Writes the page into the hidden print frame and opens the browser's print dialog. */
export function printRows(job: PrintJob): HTMLIFrameElement {
  return printHtml(job.title, buildPrintHtml(job));
}

/** Writes a whole HTML document (every value escaped by its builder) into the hidden print frame and prints it. */
export function printHtml(title: string, html: string): HTMLIFrameElement {
  document.getElementById(printFrameId)?.remove();
  const frame = document.createElement('iframe');
  frame.id = printFrameId;
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(html);
  doc.close();
  // Let the frame lay out before printing; the frame stays until the next print (tests read it).
  setTimeout(() => frame.contentWindow?.print(), 50);
  return frame;
}
