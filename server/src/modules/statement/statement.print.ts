import { PassThrough, type Writable } from 'node:stream';
import {
  contextFieldCaption,
  expenseBillKindLabels,
  fieldCaption,
  formatDecimal,
  formatMoney,
  type Language,
  type PrintResult,
  type StatementDetail,
  type StatementLine,
  type StatementXlsxResult,
  statementStateLabels,
} from '@srm/contract';
import ExcelJS from 'exceljs';
import { translate } from '../../messages.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { fileUrlOf, finishRecord, insertRecord, newExportKey } from '../export/index.ts';
import { columnNeeds, printDocuments, templateFor } from '../print-template/index.ts';
import { statementScreens } from './statement.list.ts';
import { getStatement } from './statement.service.ts';

/**
 * One statement as a document: `ReconBillMst/Print` (a PDF through the organisation's statement template) and
 * `ReconBillMst/Export` (an xlsx of its lines and totals). Both read the statement as `ReconBillMst/Get` answers it
 * (the same scope: a vendor only its own, once sent), so they show exactly its figures: the rounded lines and the
 * totals that are their sums, with the rounding rule in the caller's language.
 */

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

const kindLabel = (l: StatementLine, lang: Language) =>
  l.EXPENSE_KIND ? expenseBillKindLabels[l.EXPENSE_KIND][lang] : '';

/** A line as the statement template's LINES table shows it (9 columns, amounts as the screen shows them). */
function printedLine(l: StatementLine, lang: Language): string[] {
  const receipt = l.LINE_KIND === 'receipt';
  return [
    String(l.SEQ),
    receipt ? `${text(l.DELIVERY_NO)}/${text(l.LINE_NO)}` : text(l.BILL_NO),
    receipt ? `${text(l.PO_NO)}/${text(l.PO_ITEM)}` : kindLabel(l, lang),
    text(l.PART_NO),
    receipt ? text(l.PART_NAME) : text(l.REASON),
    formatDecimal(l.QTY),
    formatDecimal(l.UNIT_PRICE),
    formatMoney(l.AMOUNT),
    formatMoney(l.TAX),
  ];
}

/** Numeric columns of the LINES table (aligned right). */
const rightColumns = [5, 6, 7, 8];

/** The head of the organisation's statement template's LINES table, when it has the 9 columns lines fill. */
async function linesHead(db: Db, orgId: number): Promise<string[] | null> {
  const template = await templateFor(db, orgId, 'statement');
  for (const page of template.schemas)
    for (const element of page) {
      const head = (element as { head?: unknown }).head;
      if (element.name === 'LINES' && element.type === 'table' && Array.isArray(head) && head.length === 9)
        return head.map(String);
    }
  return null;
}

/** `ReconBillMst/Print?id=`: the statement with its lines through the organisation's statement template. */
export async function printStatement(
  db: Db,
  auth: AuthContext,
  id: number,
  lang: Language,
): Promise<PrintResult> {
  const st = await getStatement(db, auth, id, lang);
  const lines = st.Lines.map((l) => printedLine(l, lang));
  const rows = lines.length > 0 ? lines : [Array<string>(9).fill('')];
  const head = await linesHead(db, auth.orgId);
  // Columns share the table's width by what they hold, so an amount never wraps (print-template.service withHeads).
  const sized: Record<string, string> = head
    ? {
        LINES_HEAD: JSON.stringify(head),
        LINES_WIDTHS: JSON.stringify(columnNeeds(head, rows)),
        LINES_RIGHT: JSON.stringify(rightColumns),
      }
    : {};
  return printDocuments(db, auth, {
    kind: 'statement',
    listRoute: statementScreens.lines,
    fileName: st.STATEMENT_NO,
    lang,
    inputs: [
      {
        STATEMENT_NO: st.STATEMENT_NO,
        PERIOD: st.PERIOD,
        VENDOR_CODE: st.VENDOR_CODE,
        VENDOR_NAME: st.VENDOR_NAME,
        CURRENCY: st.CURRENCY,
        TOTAL_AMOUNT: formatMoney(st.TOTAL_AMOUNT),
        TOTAL_TAX: formatMoney(st.TOTAL_TAX),
        TOTAL_WITH_TAX: formatMoney(st.TOTAL_WITH_TAX),
        RULE: st.ROUNDING_RULE,
        LINES: JSON.stringify(rows),
        ...sized,
      },
    ],
  });
}

// ---- xlsx

/**
 * A decimal as an xlsx number when the double shows exactly the same digits (as the list export writes decimals),
 * else its text, so no figure is ever changed by a float; with the number of decimals it has.
 */
function decimalCell(value: string | null): { value: ExcelJS.CellValue; decimals: number } {
  if (value === null) return { value: null, decimals: 0 };
  const n = Number(value);
  const canonical = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  const decimals = canonical.includes('.') ? canonical.length - canonical.indexOf('.') - 1 : 0;
  return { value: Number.isFinite(n) && String(n) === canonical ? n : value, decimals };
}

/** Money: grouped, always two decimals (361,200.00), whatever digits the value has. */
export const moneyFormat = '#,##0.00';
/** A quantity, price or rate: grouped, with the decimals it has (1,200 / 2.5 / 0.125), never a bare point. */
export const decimalFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/**
 * One style object per number format: exceljs's writer reuses a style it has seen by identity (a WeakMap), so
 * 10,000 lines cost a few lookups, not 10,000 renderings of the same style.
 */
const styles = new Map<string, Partial<ExcelJS.Style>>();
const styleOf = (numFmt: string) => {
  let style = styles.get(numFmt);
  if (!style) {
    style = { numFmt };
    styles.set(numFmt, style);
  }
  return style;
};
/** Cells without a format share one empty style (a fresh one per cell would be rendered per cell). */
const plain: Partial<ExcelJS.Style> = {};

type Cell = { value: ExcelJS.CellValue; style?: Partial<ExcelJS.Style> };
const money = (value: string | null): Cell => {
  const cell = decimalCell(value);
  return { value: cell.value, style: typeof cell.value === 'number' ? styleOf(moneyFormat) : plain };
};
/** `minDecimals`: a unit price shows at least cents (10.00, 0.125). */
const decimal = (value: string | null, minDecimals = 0): Cell => {
  const cell = decimalCell(value);
  return {
    value: cell.value,
    style:
      typeof cell.value === 'number' ? styleOf(decimalFormat(Math.max(cell.decimals, minDecimals))) : plain,
  };
};
const raw = (value: ExcelJS.CellValue): Cell => ({ value });

/** A line column of the xlsx: captioned as the line list words it (the catalogue's `statementLines` context). */
type Column = {
  field: string;
  width: number;
  cell: (l: StatementLine) => Cell;
};

const lineColumns = (lang: Language): Column[] => [
  { field: 'SEQ', width: 6, cell: (l) => raw(l.SEQ) },
  { field: 'DELIVERY_NO', width: 18, cell: (l) => raw(l.DELIVERY_NO) },
  { field: 'LINE_NO', width: 10, cell: (l) => raw(l.LINE_NO) },
  { field: 'PO_NO', width: 14, cell: (l) => raw(l.PO_NO) },
  { field: 'PO_ITEM', width: 10, cell: (l) => raw(l.PO_ITEM) },
  { field: 'PART_NO', width: 14, cell: (l) => raw(l.PART_NO) },
  { field: 'PART_NAME', width: 24, cell: (l) => raw(l.PART_NAME) },
  { field: 'BILL_NO', width: 18, cell: (l) => raw(l.BILL_NO) },
  { field: 'EXPENSE_KIND', width: 12, cell: (l) => raw(kindLabel(l, lang) || null) },
  { field: 'REASON', width: 24, cell: (l) => raw(l.REASON) },
  { field: 'RECEIVED_QTY', width: 12, cell: (l) => decimal(l.RECEIVED_QTY) },
  { field: 'UNIT_EXRATE', width: 10, cell: (l) => decimal(l.UNIT_EXRATE) },
  { field: 'QTY', width: 14, cell: (l) => decimal(l.QTY) },
  { field: 'UNIT_PRICE', width: 12, cell: (l) => decimal(l.UNIT_PRICE, 2) },
  { field: 'TAX_RATE', width: 8, cell: (l) => decimal(l.TAX_RATE) },
  { field: 'AMOUNT', width: 16, cell: (l) => money(l.AMOUNT) },
  { field: 'TAX', width: 14, cell: (l) => money(l.TAX) },
  { field: 'AMOUNT_WITH_TAX', width: 16, cell: (l) => money(l.AMOUNT_WITH_TAX) },
];

const captionOf = (field: string, lang: Language) => fieldCaption(field)?.[lang] ?? field;
const lineCaptionOf = (field: string, lang: Language) =>
  contextFieldCaption(field, 'statementLines')?.[lang] ?? field;

/** Adds a row of cells, each with its value and number format, and writes it out. */
function addRow(sheet: ExcelJS.Worksheet, cells: Cell[]) {
  const row = sheet.addRow(cells.map((c) => c.value));
  cells.forEach((c, i) => {
    row.getCell(i + 1).style = (c.style ?? plain) as ExcelJS.Style;
  });
  row.commit();
}

/**
 * Writes the statement's workbook to `target` (a file name or a stream): a few header rows (number, vendor,
 * currency, period, state), the lines, a totals row under the amount columns, and the rounding rule. Streamed row
 * by row. Money cells are numbers formatted `#,##0.00` (361,200.00), quantities, prices and rates numbers grouped
 * with the decimals they have; a figure a double cannot hold exactly is written as its text. Each format is one
 * shared style object, so the formats cost little (docs/performance.md "Statements").
 */
export async function writeStatementXlsx(
  st: StatementDetail,
  lang: Language,
  target: string | Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...(typeof target === 'string' ? { filename: target } : { stream: target }),
    useStyles: true,
    useSharedStrings: false,
  });
  const columns = lineColumns(lang);
  const state = (statementStateLabels as Record<number, { 'zh-chs': string; en: string }>)[st.STATE];
  const header: [string, string][] = [
    ['STATEMENT_NO', st.STATEMENT_NO],
    ['VENDOR_CODE', st.VENDOR_CODE],
    ['VENDOR_NAME', st.VENDOR_NAME],
    ['CURRENCY', st.CURRENCY],
    ['PERIOD', st.PERIOD],
    ['STATE', state ? state[lang] : String(st.STATE)],
  ];
  const sheet = workbook.addWorksheet(st.STATEMENT_NO, {
    views: [{ state: 'frozen', ySplit: header.length + 2 }],
  });
  sheet.columns = columns.map((c) => ({ key: c.field, width: c.width }));
  for (const [field, value] of header) addRow(sheet, [raw(captionOf(field, lang)), raw(value)]);
  addRow(sheet, []);
  addRow(
    sheet,
    columns.map((c) => raw(lineCaptionOf(c.field, lang))),
  );
  for (const line of st.Lines)
    addRow(
      sheet,
      columns.map((c) => c.cell(line)),
    );
  const totals: Record<string, string> = {
    AMOUNT: st.TOTAL_AMOUNT,
    TAX: st.TOTAL_TAX,
    AMOUNT_WITH_TAX: st.TOTAL_WITH_TAX,
  };
  addRow(
    sheet,
    columns.map((c, i) =>
      i === 0
        ? raw(translate(lang, 'statement.xlsxTotal'))
        : c.field in totals
          ? money(totals[c.field]!)
          : raw(null),
    ),
  );
  addRow(sheet, []);
  addRow(sheet, [raw(st.ROUNDING_RULE)]);
  sheet.commit();
  await workbook.commit();
}

/**
 * `ReconBillMst/Export?id=`: the statement's xlsx, written now and kept as the caller's export record (the download
 * list shows it; `Export/Download` serves it to its owner only).
 */
export async function exportStatement(
  db: Db,
  files: FileStore,
  auth: AuthContext,
  id: number,
  lang: Language,
): Promise<StatementXlsxResult> {
  const st = await getStatement(db, auth, id, lang);
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = new Date();
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  const fileName = `${st.STATEMENT_NO}_${stamp}.xlsx`;
  const owner = { userId: auth.userId, orgId: auth.orgId, userName: auth.userName };
  const exportId = await db.transaction().execute(async (trx) => {
    const recordId = await insertRecord(trx, owner, {
      listRoute: statementScreens.lines,
      fileName,
      request: { format: 'statement-xlsx', statementId: st.ID, lang },
    });
    const key = newExportKey(auth.orgId, recordId, 'xlsx');
    // The workbook streams into the file store as it is written; the store never shows a half file.
    const body = new PassThrough();
    const stored = files.put(key, body, {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    try {
      await Promise.all([writeStatementXlsx(st, lang, body), stored]);
      await finishRecord(trx, recordId, { status: 1, rowCount: st.Lines.length, filePath: key });
    } catch (error) {
      body.destroy(new Error('statement export abandoned'));
      await stored.catch(() => undefined);
      await files.remove(key);
      throw error;
    }
    return recordId;
  });
  return { FileUrl: fileUrlOf(exportId), ExportId: exportId, FileName: fileName, ROWS: st.Lines.length };
}
