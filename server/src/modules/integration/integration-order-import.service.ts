import type { BatchResult, Language } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { readWorkbook } from '../../platform/workbook/workbook.ts';
import { writeAudit } from '../audit/index.ts';
import { applyOrders, checkOrderRows } from './integration.service.ts';

/** Order lines one file may hold (as one ERP push). */
const maxImportRows = 5000;

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

/** The known field each header column names (case-insensitive), by column index; other columns are left out. */
function importColumns(header: (string | null)[]): Map<number, string> {
  const columns = new Map<number, string>();
  for (const [index, caption] of header.entries()) {
    const name = knownHeaders.find((h) => h.toLowerCase() === (caption ?? '').toLowerCase());
    if (name) columns.set(index, name);
  }
  return columns;
}

/** A sheet row's filled cells, by field name. */
function rowRecord(cells: (string | null)[], columns: Map<number, string>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [index, name] of columns) {
    const text = cells[index];
    if (text !== null && text !== undefined) record[name] = text;
  }
  return record;
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
  // Bounded by the limits, off the event loop, stopping at the row limit (platform/workbook, issue #44).
  const sheet = await readWorkbook(file.content, {
    maxRows: maxImportRows,
    notWorkbook: 'orderImport.notExcel',
  });
  if (sheet.tooMany) throw new AppError(400, 'orderImport.tooMany', { max: maxImportRows });
  if (sheet.rows.length === 0) throw new AppError(400, 'orderImport.empty');
  const columns = importColumns(sheet.header);
  if (
    !['PO_NO', 'PO_ITEM', 'VENDOR_CODE', 'PART_NO', 'ORDERED_QTY', 'DUE_DATE'].every((h) =>
      [...columns.values()].includes(h),
    )
  ) {
    throw new AppError(400, 'orderImport.headers');
  }
  const rows: Record<string, string>[] = [];
  const sheetRows: number[] = [];
  for (const { row: number, cells } of sheet.rows) {
    const record = rowRecord(cells, columns);
    if (Object.keys(record).length === 0) continue;
    record.ExternalId ??= `XLS:${record.OrderKind ?? 'PO'}:${record.PO_NO ?? ''}:${record.PO_ITEM ?? ''}`;
    rows.push(record);
    sheetRows.push(number);
  }
  if (rows.length === 0) throw new AppError(400, 'orderImport.empty');
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
