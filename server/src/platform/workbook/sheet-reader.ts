import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryStream, entryText, inspectWorkbook, WorkbookError } from './workbook-zip.ts';

/** One row of the first sheet: its number in the sheet and its cells' text by column (index 0 = column A). */
export type SheetRow = { row: number; cells: (string | null)[] };

/** The first sheet as text: row 1 is the header; `tooMany` when more than `maxRows` non-empty rows follow it. */
export type SheetData = { header: (string | null)[]; rows: SheetRow[]; tooMany: boolean };

export type SheetOptions = { maxRows: number; maxColumns: number };

/** Runs a SAX parse of a whole text, calling `open`/`close`/`text` as the elements go by. */
function parseXml(
  xml: string,
  handlers: {
    open?: (tag: SaxesTagPlain) => void;
    close?: (name: string) => void;
    text?: (text: string) => void;
  },
) {
  const parser = new SaxesParser();
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) parser.on('closetag', (tag) => handlers.close?.(tag.name));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  try {
    parser.write(xml).close();
  } catch {
    throw new WorkbookError('notWorkbook');
  }
}

/** The local name of a possibly prefixed element (`x:row` in some writers' output). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The part the workbook's first sheet is in, and whether its dates count from 1904. */
async function firstSheet(read: (name: string) => Promise<string | null>) {
  const workbook = await read('xl/workbook.xml');
  let relId: string | null = null;
  let date1904 = false;
  parseXml(workbook ?? '', {
    open(tag) {
      const name = local(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? ''));
      if (name === 'sheet' && relId === null) relId = String(tag.attributes['r:id'] ?? '');
    },
  });
  let target: string | null = null;
  parseXml((await read('xl/_rels/workbook.xml.rels')) ?? '', {
    open(tag) {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === relId)
        target = String(tag.attributes.Target);
    },
  });
  if (!target) throw new WorkbookError('notWorkbook');
  const path = (target as string).startsWith('/') ? (target as string).slice(1) : `xl/${target}`;
  return { path, date1904 };
}

/** Built-in number formats that show a date (ECMA-376 §18.8.30, with the CJK ones). */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 31, 34, 35, 36, 45, 46, 47, 50, 57, 58,
]);

/** Whether a format code shows a date or time (as exceljs decides it): y, m, d, h or s outside quotes and brackets. */
const isDateCode = (code: string) => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (`s` attribute), whether its number format is a date. */
function dateStyles(xml: string | null): boolean[] {
  const customDate = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  parseXml(xml ?? '', {
    open(tag) {
      const name = local(tag.name);
      if (name === 'numFmt')
        customDate.set(Number(tag.attributes.numFmtId), isDateCode(String(tag.attributes.formatCode ?? '')));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        styles.push(customDate.get(id) ?? builtInDateFormats.has(id));
      }
    },
    close(name) {
      if (local(name) === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** The shared strings in order; a rich string's runs joined, its phonetic guide (rPh) left out. */
function sharedStrings(xml: string | null): string[] {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parseXml(xml ?? '', {
    open(tag) {
      const name = local(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      const n = local(name);
      if (n === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (n === 'rPh') phonetic--;
      else if (n === 't') inText = false;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

/** Column letters of a cell reference (`AB12` → 28), or null. */
function columnOf(ref: string): number | null {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(ref)?.[1];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/** A serial day number as yyyy-mm-dd (as exceljs converts it, 1900 or 1904 system). */
function serialDay(serial: number, date1904: boolean): string | null {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * Reads the first sheet of an .xlsx as text, row by row, and stops at `maxRows` data rows plus one: the work is
 * bounded by what is allowed, not by what was sent. Text is trimmed and empty text is null; a number with a date
 * format is its day (yyyy-mm-dd); a formula gives its cached result; an error cell is null. Runs in the workbook
 * worker (`workbook.ts`), never on the server's event loop.
 */
export async function readFirstSheet(content: Buffer, options: SheetOptions): Promise<SheetData> {
  const { zip, entries } = await inspectWorkbook(content);
  try {
    const read = async (name: string) => {
      const entry = entries.get(name);
      return entry ? entryText(zip, entry) : null;
    };
    const { path, date1904 } = await firstSheet(read);
    const sheetEntry = entries.get(path);
    if (!sheetEntry) throw new WorkbookError('notWorkbook');
    const isDate = dateStyles(await read('xl/styles.xml'));
    const strings = sharedStrings(await read('xl/sharedStrings.xml'));

    const data: SheetData = { header: [], rows: [], tooMany: false };
    let rowNumber = 0;
    let cells: (string | null)[] = [];
    let column = 0;
    let cell: { type: string; date: boolean; value: string; inline: boolean } | null = null;
    let inValue = false;
    let inInline = 0;
    let phonetic = 0;
    let done = false;

    const cellText = (c: NonNullable<typeof cell>): string | null => {
      const raw = c.value;
      switch (c.type) {
        case 's': {
          const text = strings[Number(raw)];
          return text === undefined ? null : text.trim() || null;
        }
        case 'inlineStr':
        case 'str':
          return raw.trim() || null;
        case 'b':
          return raw.trim() === '' ? null : String(raw.trim() === '1');
        case 'e':
          return null;
        case 'd': {
          const date = new Date(raw.trim());
          return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
        }
        default: {
          if (raw.trim() === '') return null;
          const number = Number(raw);
          if (Number.isNaN(number)) return raw.trim();
          return c.date ? serialDay(number, date1904) : String(number);
        }
      }
    };

    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (done) return;
      switch (local(tag.name)) {
        case 'row':
          rowNumber = tag.attributes.r ? Number(tag.attributes.r) : rowNumber + 1;
          cells = [];
          column = 0;
          break;
        case 'c': {
          const ref = String(tag.attributes.r ?? '');
          column = (ref && columnOf(ref)) || column + 1;
          const style = Number(tag.attributes.s ?? 0);
          const type = String(tag.attributes.t ?? 'n');
          cell = { type, date: isDate[style] === true, value: '', inline: type === 'inlineStr' };
          break;
        }
        case 'v':
          inValue = true;
          break;
        case 'is':
          inInline++;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (inInline > 0 && phonetic === 0) inValue = true;
          break;
      }
    });
    parser.on('closetag', (tag) => {
      if (done) return;
      switch (local(tag.name)) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'is':
          inInline--;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (cell && column >= 1 && column <= options.maxColumns) {
            const text = cellText(cell);
            if (text !== null) cells[column - 1] = text;
          }
          cell = null;
          break;
        case 'row': {
          const filled = Array.from(cells, (text) => text ?? null);
          if (rowNumber === 1) data.header = filled;
          else if (filled.some((text) => text !== null)) {
            if (data.rows.length >= options.maxRows) {
              data.tooMany = true;
              done = true;
            } else data.rows.push({ row: rowNumber, cells: filled });
          }
          break;
        }
      }
    });
    const onText = (text: string) => {
      if (!done && inValue && cell) cell.value += text;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);

    const stream = await entryStream(zip, sheetEntry);
    // Decoded as a stream: a character split between two chunks stays whole.
    stream.setEncoding('utf8');
    try {
      for await (const chunk of stream) {
        parser.write(chunk as string);
        if (done) break;
      }
      if (!done) parser.close();
    } catch (error) {
      if (error instanceof WorkbookError) throw error;
      throw new WorkbookError('notWorkbook');
    } finally {
      stream.destroy();
    }
    return data;
  } finally {
    zip.close();
  }
}
