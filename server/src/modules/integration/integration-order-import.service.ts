import type { BatchResult, Language } from '@srm/contract';
import ExcelJS from 'exceljs';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { applyOrders, checkOrderRows } from './integration.service.ts';

/** Column headers the import understands (the order row fields of the integration API), case-insensitive. */
const knownHeaders = [
  'ExternalId',
  'OrderKind',
  'PO_NO',
  'PO_ITEM',
  'VENDOR_CODE',
  'PART_NO',
  'PART_NAME',
  'PART_DESCR',
  'SPQ',
  'ORDERED_QTY',
  'PO_UNIT',
  'BASE_UNIT',
  'UNIT_EXRATE',
  'UNIT_PRICE',
  'TAX_RATE',
  'CURRENCY',
  'DUE_DATE',
  'BUYER',
  'STATUS',
];

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Excel import of purchase/outsourcing order lines from the UI: the first sheet, a header row with the field
 * names, one order line per row. Goes through the same checks as the ERP push, so a file with a bad row writes
 * nothing and the answer names each bad row by its row number in the sheet. Without an ExternalId column, the
 * order kind, number and item identify a line, so importing the same file twice changes nothing. The audit entry
 * is written in the transaction of the import: it exists exactly when the file's lines do.
 */
export async function importOrders(
  db: Db,
  events: EventPublisher<'integration'>,
  auth: AuthContext,
  file: { name: string; content: Buffer },
  lang: Language,
): Promise<BatchResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'orderImport.notExcel');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw new AppError(400, 'orderImport.empty');
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = knownHeaders.find(
      (h) => h.toLowerCase() === String(cellText(cell.value) ?? '').toLowerCase(),
    );
    if (name) columns.set(col, name);
  });
  if (
    !['PO_NO', 'PO_ITEM', 'VENDOR_CODE', 'PART_NO', 'ORDERED_QTY', 'DUE_DATE'].every((h) =>
      [...columns.values()].includes(h),
    )
  ) {
    throw new AppError(400, 'orderImport.headers');
  }
  const rows: Record<string, string>[] = [];
  const sheetRows: number[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const record: Record<string, string> = {};
    for (const [col, name] of columns) {
      const text = cellText(row.getCell(col).value);
      if (text !== undefined) record[name] = text;
    }
    if (Object.keys(record).length === 0) return;
    record.ExternalId ??= `XLS:${record.OrderKind ?? 'PO'}:${record.PO_NO ?? ''}:${record.PO_ITEM ?? ''}`;
    rows.push(record);
    sheetRows.push(number);
  });
  if (rows.length === 0) throw new AppError(400, 'orderImport.empty');
  if (rows.length > 5000) throw new AppError(400, 'orderImport.tooMany', { max: 5000 });
  const batch = checkOrderRows(rows, lang);
  await events.prepare();
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await applyOrders(trx, events, auth.orgId, batch, auth.userName);
      await writeAudit(trx, auth, {
        action: 'import',
        entity: 'orderLine',
        entityId: null,
        after: { file: file.name, ...result },
      });
      return result;
    });
  } catch (error) {
    // Report the sheet's row numbers (header = row 1), not the batch's.
    if (error instanceof AppError && error.data && typeof error.data === 'object' && 'Errors' in error.data) {
      const errors = (error.data as { Errors: { Row: number }[] }).Errors;
      for (const e of errors) e.Row = sheetRows[e.Row - 1] ?? e.Row;
    }
    throw error;
  }
}
