import {
  type ForecastPeriod,
  type ForecastVersionPush,
  type Language,
  languages,
  parsePeriod,
  quantity,
  type RowError,
  weekOf,
} from '@srm/contract';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { type MessageKey, type MessageParams, translate } from '../../messages.ts';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { readWorkbook } from '../../platform/workbook/workbook.ts';
import { existingVendorCodes } from '../vendor/index.ts';
import { type ForecastEvents, pushForecast } from './forecast.service.ts';
import { forecastUploadMessages } from './forecast-upload.messages.ts';

/**
 * The buyers' Excel upload of forecast versions (issue #48): the ERP's push (`pushForecast`) from a sheet, with the
 * ASN import's rules. One row a bucket — vendor, version, part, period, quantity — the rows of one vendor and version
 * making one version. Every row is read and checked first (each bad cell named by sheet row and column, in the
 * caller's language); then the versions are published all or none by `pushForecast` as `excel:<user>`, and what it
 * refuses (an older or changed version) is named on the rows of that version. Nothing is written on any refusal.
 */

export const forecastUploadColumns = ['VENDOR_CODE', 'VERSION', 'PART_NO', 'PERIOD', 'QTY'] as const;
export type ForecastUploadColumn = (typeof forecastUploadColumns)[number];
/** 80 parts × 26 weeks × 20 vendors, in one file. */
export const forecastUploadMaxRows = 50_000;
/** As many versions as the ERP's push takes at once (contract `pushForecastBody`). */
const maxVersions = 2_000;
/** At most this many bad cells are listed (a wrong file can hold 50,000 rows); the message counts them all. */
const errorLimit = 500;
const vendorMax = 32;
const partMax = 64;
const versionMax = 2_000_000_000;

export const forecastUploadError = z.object({
  Row: z.number().int(),
  Field: z.enum(forecastUploadColumns).nullable(),
  Column: z.string(),
  Reason: z.string(),
});
export type ForecastUploadError = z.infer<typeof forecastUploadError>;

export const forecastUploadResult = z.object({
  Created: z.number().int().meta({ description: 'New versions published' }),
  Unchanged: z.number().int().meta({ description: 'Versions already published with the same buckets' }),
  Versions: z.array(
    z.object({ VENDOR_CODE: z.string(), VERSION: z.number().int(), BUCKETS: z.number().int() }),
  ),
});
export type ForecastUploadResult = z.infer<typeof forecastUploadResult>;

const captionKey = (column: ForecastUploadColumn) => `forecast.upload.column.${column}` as const;
const captionOf = (column: ForecastUploadColumn, lang: Language) =>
  forecastUploadMessages[captionKey(column)][lang];
const headingOf = (column: ForecastUploadColumn, lang: Language) => `${captionOf(column, lang)} *`;

/** A heading read back: its field name or caption in either language, case, spaces, dots and the `*` left out. */
const norm = (text: string) => text.replace(/[\s*＊.．]+/g, '').toLowerCase();
const headerOf = new Map<string, ForecastUploadColumn>();
for (const column of forecastUploadColumns) {
  headerOf.set(norm(column), column);
  for (const lang of languages) headerOf.set(norm(captionOf(column, lang)), column);
}

/** What each column takes, as the template's notes say it. */
const formatOf: Record<ForecastUploadColumn, [MessageKey, MessageParams]> = {
  VENDOR_CODE: ['forecast.upload.format.text', { max: vendorMax }],
  VERSION: ['forecast.upload.format.integer', {}],
  PART_NO: ['forecast.upload.format.text', { max: partMax }],
  PERIOD: ['forecast.upload.format.period', {}],
  QTY: ['forecast.upload.format.quantity', {}],
};

const exampleOf = (): Record<ForecastUploadColumn, string | number> => ({
  VENDOR_CODE: 'V001',
  VERSION: 1,
  PART_NO: 'P10001',
  PERIOD: weekOf(new Date().toISOString().slice(0, 10)),
  QTY: 100,
});

/**
 * The template: the first sheet headed in the caller's language (every column required: marked `*`, shaded, a note
 * saying what it takes), one grey example row to overwrite; a second sheet explaining each column and the rules.
 * Text columns are formatted as text, so Excel keeps `2026-12` a period rather than turning it into a date.
 */
export async function forecastUploadTemplate(lang: Language): Promise<Buffer> {
  const say = (key: MessageKey, params: MessageParams = {}) => translate(lang, key, params);
  const example = exampleOf();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(say('forecast.upload.notes.sheetName'));
  sheet.columns = forecastUploadColumns.map((column) => ({
    header: headingOf(column, lang),
    key: column,
    width: Math.max(14, headingOf(column, lang).length * 2 + 4),
    style: ['VENDOR_CODE', 'PART_NO', 'PERIOD'].includes(column) ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  for (const [i, column] of forecastUploadColumns.entries()) {
    const cell = header.getCell(i + 1);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    const [format, params] = formatOf[column];
    cell.note = `${say(`forecast.upload.help.${column}`)}\n${say(format, params)}`;
  }
  sheet.addRow(example).font = { italic: true, color: { argb: 'FF808080' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const notes = book.addWorksheet(say('forecast.upload.notes.sheet'));
  notes.columns = [{ width: 22 }, { width: 18 }, { width: 40 }, { width: 14 }, { width: 60 }];
  notes.addRow([say('forecast.upload.notes.title')]).font = { bold: true, size: 14 };
  notes.addRow([]);
  const head = notes.addRow(
    (
      [
        'forecast.upload.notes.column',
        'forecast.upload.notes.requiredHead',
        'forecast.upload.notes.format',
        'forecast.upload.notes.example',
        'forecast.upload.notes.meaning',
      ] as const
    ).map((key) => say(key)),
  );
  head.font = { bold: true };
  for (const column of forecastUploadColumns) {
    const [format, params] = formatOf[column];
    notes.addRow([
      headingOf(column, lang),
      say('forecast.upload.notes.yes'),
      say(format, params),
      String(example[column]),
      say(`forecast.upload.help.${column}`),
    ]);
  }
  notes.addRow([]);
  notes.addRow([say('forecast.upload.notes.rules')]).font = { bold: true };
  notes.addRow([`1. ${say('forecast.upload.notes.rule1')}`]);
  notes.addRow([`2. ${say('forecast.upload.notes.rule2')}`]);
  notes.addRow([`3. ${say('forecast.upload.notes.rule3')}`]);
  notes.addRow([`4. ${say('forecast.upload.notes.rule4', { max: forecastUploadMaxRows })}`]);
  notes.addRow([`5. ${say('forecast.upload.notes.rule5')}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The bad cells of an upload, in the caller's language; the first `errorLimit` listed, all counted. */
class CellErrors {
  readonly list: ForecastUploadError[] = [];
  readonly rows = new Set<number>();
  count = 0;
  constructor(private readonly lang: Language) {}
  add(row: number, field: ForecastUploadColumn, reason: string) {
    this.count++;
    this.rows.add(row);
    if (this.list.length < errorLimit)
      this.list.push({ Row: row, Field: field, Column: captionOf(field, this.lang), Reason: reason });
  }
  addKey(row: number, field: ForecastUploadColumn, key: MessageKey, params: MessageParams = {}) {
    this.add(row, field, translate(this.lang, key, params));
  }
  /** Every bad cell, by row then column; nothing was written. */
  throwIfAny() {
    if (this.count === 0) return;
    const order = (f: ForecastUploadColumn | null) => (f ? forecastUploadColumns.indexOf(f) : 99);
    const list = [...this.list].sort((a, b) => a.Row - b.Row || order(a.Field) - order(b.Field));
    if (this.count > list.length)
      list.push({
        Row: 0,
        Field: null,
        Column: '',
        Reason: translate(this.lang, 'forecast.tooManyErrors', { count: this.count - list.length }),
      });
    throw new AppError(400, 'forecast.upload.rejected', { count: this.rows.size }, { Errors: list });
  }
}

type UploadRow = {
  row: number;
  vendor: string;
  version: number;
  part: string;
  period: ForecastPeriod;
  qty: string;
};

/**
 * A period as written: `2026-W49` (also `2026W49`, `2026-w7`) or `2026-12` (also `2026/12`, `2026-1`); a day
 * (what Excel makes of `2026-12` typed into a general cell) is refused with the reason, never guessed at.
 */
function periodOf(value: string): ForecastPeriod | 'date' | null {
  const text = value.trim().toUpperCase();
  const week = /^(\d{4})-?W(\d{1,2})$/.exec(text);
  if (week) return parsePeriod(`${week[1]}-W${week[2]!.padStart(2, '0')}`);
  const month = /^(\d{4})[-/](\d{1,2})$/.exec(text);
  if (month) return parsePeriod(`${month[1]}-${month[2]!.padStart(2, '0')}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'date';
  return null;
}

/** One sheet row read, naming each bad cell; undefined when any cell is bad. */
function readRow(
  row: number,
  cells: Map<ForecastUploadColumn, string>,
  errors: CellErrors,
): UploadRow | undefined {
  let good = true;
  const bad = (field: ForecastUploadColumn, key: MessageKey, params: MessageParams = {}) => {
    errors.addKey(row, field, key, params);
    good = false;
    return undefined;
  };
  const present = (field: ForecastUploadColumn) => {
    const value = cells.get(field);
    return value === undefined ? bad(field, 'forecast.upload.required') : value;
  };
  const text = (field: ForecastUploadColumn, max: number) => {
    const value = present(field);
    if (value === undefined) return undefined;
    return value.length > max ? bad(field, 'forecast.upload.tooLong', { max }) : value;
  };
  const vendor = text('VENDOR_CODE', vendorMax);
  const part = text('PART_NO', partMax);
  const versionText = present('VERSION');
  const version =
    versionText === undefined
      ? undefined
      : /^\d{1,10}(\.0+)?$/.test(versionText) &&
          Number.parseInt(versionText, 10) > 0 &&
          Number.parseInt(versionText, 10) <= versionMax
        ? Number.parseInt(versionText, 10)
        : bad('VERSION', 'forecast.upload.badVersion', { value: versionText });
  const periodText = present('PERIOD');
  const parsed = periodText === undefined ? undefined : periodOf(periodText);
  const period =
    parsed === 'date'
      ? bad('PERIOD', 'forecast.upload.periodIsDate', { value: periodText! })
      : parsed === null
        ? bad('PERIOD', 'forecast.upload.badPeriod', { value: periodText! })
        : parsed;
  const qtyText = present('QTY');
  const parsedQty = qtyText === undefined ? undefined : quantity.safeParse(qtyText);
  const qty = parsedQty?.success
    ? parsedQty.data
    : parsedQty && bad('QTY', 'forecast.upload.badQuantity', { value: qtyText! });
  if (!good) return undefined;
  return { row, vendor: vendor!, version: version!, part: part!, period: period!, qty: qty! };
}

/** Reads the first sheet (through the guarded workbook reader) into rows, naming each bad cell. */
async function readSheet(content: Buffer, errors: CellErrors): Promise<UploadRow[]> {
  const sheet = await readWorkbook(content, {
    maxRows: forecastUploadMaxRows,
    notWorkbook: 'forecast.upload.notExcel',
  });
  if (sheet.tooMany) throw new AppError(400, 'forecast.upload.tooMany', { max: forecastUploadMaxRows });
  const columns = new Map<ForecastUploadColumn, number>();
  for (const [index, caption] of sheet.header.entries()) {
    const column = headerOf.get(norm(caption ?? ''));
    if (column && !columns.has(column)) columns.set(column, index);
  }
  const missing = forecastUploadColumns.filter((c) => !columns.has(c));
  if (missing.length)
    throw new AppError(400, 'forecast.upload.headers', {
      columns: missing.map((c) => `${captionOf(c, 'zh-chs')} / ${captionOf(c, 'en')}`).join(', '),
    });
  const rows: UploadRow[] = [];
  let count = 0;
  for (const { row, cells: sheetCells } of sheet.rows) {
    const cells = new Map<ForecastUploadColumn, string>();
    for (const [column, index] of columns) {
      const text = sheetCells[index];
      if (text !== null && text !== undefined) cells.set(column, text);
    }
    if (cells.size === 0) continue;
    count++;
    const read = readRow(row, cells, errors);
    if (read) rows.push(read);
  }
  if (count === 0) throw new AppError(400, 'forecast.upload.empty');
  return rows;
}

type Version = { vendor: string; version: number; rows: UploadRow[] };

/** A part's rows of a version: a period given twice names the second row, overlapping ones the later row. */
function checkPart(v: Version, list: readonly UploadRow[], errors: CellErrors) {
  const first = new Map<string, UploadRow>();
  const unique: UploadRow[] = [];
  for (const r of list) {
    const before = first.get(r.period.text);
    if (before)
      errors.addKey(r.row, 'PERIOD', 'forecast.upload.sameBucket', {
        vendor: v.vendor,
        version: v.version,
        part: r.part,
        period: r.period.text,
        row: before.row,
      });
    else {
      first.set(r.period.text, r);
      unique.push(r);
    }
  }
  unique.sort((a, b) => a.period.start.localeCompare(b.period.start) || a.row - b.row);
  // The bucket reaching furthest so far: one starting before its end overlaps it.
  let reach: UploadRow | undefined;
  for (const r of unique) {
    if (reach && reach.period.end >= r.period.start) {
      const [later, earlier] = r.row > reach.row ? [r, reach] : [reach, r];
      errors.addKey(later.row, 'PERIOD', 'forecast.upload.overlap', {
        part: r.part,
        period: later.period.text,
        other: earlier.period.text,
        row: earlier.row,
      });
    }
    if (!reach || r.period.end > reach.period.end) reach = r;
  }
}

/**
 * The rows as versions, by (vendor, version) in the order first seen; within a version a part's periods may neither
 * repeat nor overlap (a week and its month).
 */
function versionsOf(rows: readonly UploadRow[], errors: CellErrors): Version[] {
  const versions = new Map<string, Version>();
  for (const r of rows) {
    const key = JSON.stringify([r.vendor, r.version]);
    const version = versions.get(key) ?? { vendor: r.vendor, version: r.version, rows: [] };
    version.rows.push(r);
    versions.set(key, version);
  }
  for (const v of versions.values()) {
    const byPart = new Map<string, UploadRow[]>();
    for (const r of v.rows) {
      const list = byPart.get(r.part);
      if (list) list.push(r);
      else byPart.set(r.part, [r]);
    }
    for (const list of byPart.values()) checkPart(v, list, errors);
  }
  return [...versions.values()];
}

/** Each row of a vendor the organisation does not have (another organisation's is unknown here) is named. */
async function checkVendors(db: Db, orgId: number, versions: readonly Version[], errors: CellErrors) {
  const codes = [...new Set(versions.map((v) => v.vendor))];
  const known = await existingVendorCodes(db, orgId, codes);
  const unknown = new Set(codes.filter((code) => !known.has(code)));
  for (const v of versions)
    if (unknown.has(v.vendor))
      for (const r of v.rows)
        errors.addKey(r.row, 'VENDOR_CODE', 'forecast.unknownVendor', { vendor: v.vendor });
}

/** The push's refusals (one per version, `Row` its place in the batch) named on every row of that version. */
function namePushRefusals(error: unknown, versions: readonly Version[], errors: CellErrors): never {
  if (!(error instanceof AppError) || error.key !== 'integration.batchRejected') throw error;
  const refused = (error.data as { Errors?: RowError[] } | undefined)?.Errors ?? [];
  for (const refusal of refused) {
    const version = versions[refusal.Row - 1];
    if (!version) continue;
    for (const r of version.rows) errors.add(r.row, 'VERSION', refusal.Reason);
  }
  errors.throwIfAny();
  throw error;
}

/** A buyer publishing from Excel, as the push names its source: `excel:<login>`. */
const callerOf = (auth: AuthContext): IntegrationCaller => ({
  orgId: auth.orgId,
  keyId: 0,
  name: auth.userName,
  vendorCode: null,
});

/** `Forecast/Upload`: publishes the sheet's versions for the buyer `auth`'s organisation, all or none. */
export async function uploadForecast(
  db: Db,
  events: ForecastEvents,
  auth: AuthContext,
  content: Buffer,
  lang: Language,
): Promise<ForecastUploadResult> {
  if (auth.vendorCode) throw new AppError(403, 'forecast.upload.onlyBuyers');
  const errors = new CellErrors(lang);
  const rows = await readSheet(content, errors);
  const versions = versionsOf(rows, errors);
  if (versions.length > maxVersions)
    throw new AppError(400, 'forecast.upload.tooManyVersions', { max: maxVersions });
  await checkVendors(db, auth.orgId, versions, errors);
  errors.throwIfAny();
  const pushed: ForecastVersionPush[] = versions.map((v) => ({
    VENDOR_CODE: v.vendor,
    VERSION: v.version,
    Buckets: v.rows.map((r) => ({ PART_NO: r.part, PERIOD: r.period.text, QTY: r.qty })),
  }));
  let result: Awaited<ReturnType<typeof pushForecast>>;
  try {
    result = await pushForecast(db, events, callerOf(auth), pushed, lang, 'excel');
  } catch (error) {
    namePushRefusals(error, versions, errors);
  }
  return {
    Created: result.Created,
    Unchanged: result.Unchanged,
    Versions: versions.map((v) => ({ VENDOR_CODE: v.vendor, VERSION: v.version, BUCKETS: v.rows.length })),
  };
}
