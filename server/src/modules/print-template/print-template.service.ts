import {
  formatDecimal,
  type Language,
  type PdfmeTemplate,
  type PrintResult,
  type PrintSettings,
  type PrintTemplate,
  type printTemplateSave,
  type TemplateKind,
} from '@srm/contract';
import type { z } from 'zod';
import { type AuthContext, scopeOf } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import type { ListColumn } from '../../platform/list/list-definition.ts';
import { keyCondition, loadPage } from '../../platform/list/list-engine.ts';
import { resolveQuery } from '../../platform/list/list-params.ts';
import type { ListPrinter } from '../../platform/list/list-registry.ts';
import { listValueText } from '../../platform/list/list-text.ts';
import type { PdfInput, PdfTemplate } from '../../platform/pdf/render-pdf.ts';
import { unknownElementTypes } from '../../platform/pdf/render-pdf.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type PrintedMark, renderOrRefuse, shownColumns, startPdfExport } from '../export/index.ts';
import { findCompanyPrefix, saveModuleSettings } from '../organization/index.ts';
import { defaultTemplates } from './print-template.defaults.ts';
import { sampleOf } from './print-template.fields.ts';
import { printTemplateList } from './print-template.list.ts';
import * as repo from './print-template.repository.ts';

/**
 * Print templates (SysReportTpl) and printing. A template is versioned by name: a save adds a version and the
 * previous one stops being current; the kind's default moves with its name's newest version. Printing uses the
 * organisation's default of the kind, or the built-in one (print-template.defaults.ts) while it has none.
 */

const menuRoute = printTemplateList.route;

const toTemplate = (row: repo.TemplateRow): PrintTemplate => ({
  ID: row.id,
  KIND: row.kind,
  NAME: row.name,
  VERSION: row.version,
  IS_DEFAULT: row.is_default ? 'Y' : 'N',
  UPDATED_BY: row.updated_by,
  UPDATETIME: row.updated_at,
  TEMPLATE: row.template as PdfmeTemplate,
});

const auditable = (row: repo.TemplateRow) => ({
  ID: row.id,
  KIND: row.kind,
  NAME: row.name,
  VERSION: row.version,
  IS_DEFAULT: row.is_default,
});

async function templateOrThrow(db: Db, auth: AuthContext, id: number): Promise<repo.TemplateRow> {
  const row = await repo.findTemplate(db, auth.orgId, id);
  if (!row) throw notFound('printTemplate.notFound');
  return row;
}

export async function getTemplate(db: Db, auth: AuthContext, id: number): Promise<PrintTemplate> {
  return toTemplate(await templateOrThrow(db, auth, id));
}

/**
 * A template pdfme cannot draw is refused before it is stored: unknown element types at once, the rest by
 * rendering it once against the kind's sample record (a wrong table, a barcode its symbology refuses).
 */
async function checkDrawable(kind: TemplateKind, template: PdfmeTemplate): Promise<void> {
  const unknown = unknownElementTypes(template as PdfTemplate);
  if (unknown.length > 0)
    throw new AppError(400, 'printTemplate.invalid', {
      reason: `unknown element type ${unknown.join(', ')}`,
    });
  await renderOrRefuse(template as PdfTemplate, [sampleOf(kind)]);
}

/**
 * Save: a new version of NAME (version 1 of a new name). With ID (the version edited) the name may change: the
 * edited name's versions then stay as they are. The first template of a kind becomes its default; a name's default
 * flag moves to its new version.
 */
export async function saveTemplate(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof printTemplateSave>,
): Promise<{ ID: number }> {
  await checkDrawable(input.KIND, input.TEMPLATE);
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.ID !== undefined) {
        const edited = await templateOrThrow(trx, auth, input.ID);
        if (edited.kind !== input.KIND) throw new AppError(400, 'printTemplate.kindFixed');
      }
      const current = await repo.findCurrent(trx, auth.orgId, input.KIND, input.NAME, true);
      const first = !(await repo.hasKind(trx, auth.orgId, input.KIND));
      const isDefault = first || current?.is_default === true;
      if (current) await repo.retire(trx, current.id);
      const version = (await repo.maxVersion(trx, auth.orgId, input.KIND, input.NAME)) + 1;
      const id = await repo.insertVersion(trx, {
        orgId: auth.orgId,
        kind: input.KIND,
        name: input.NAME,
        version,
        isDefault,
        template: input.TEMPLATE,
        updatedBy: auth.userName,
      });
      const saved = (await repo.findTemplate(trx, auth.orgId, id))!;
      await writeAudit(trx, auth, {
        action: current ? 'update' : 'create',
        entity: 'printTemplate',
        entityId: id,
        before: current ? auditable(current) : null,
        after: auditable(saved),
      });
      return { ID: id };
    });
  } catch (error) {
    // Two saves of one name at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw conflict('printTemplate.nameExists', { name: input.NAME });
    throw error;
  }
}

/** Makes the (current) version the default of its kind. */
export async function setDefaultTemplate(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await templateOrThrow(trx, auth, id);
    if (!row.is_current) throw notFound('printTemplate.notFound');
    if (row.is_default) return;
    const before = await repo.findDefault(trx, auth.orgId, row.kind);
    await repo.clearDefault(trx, auth.orgId, row.kind);
    await repo.setDefault(trx, id);
    await writeAudit(trx, auth, {
      action: 'setDefault',
      entity: 'printTemplate',
      entityId: id,
      before: before ? auditable(before) : null,
      after: { ...auditable(row), IS_DEFAULT: true },
    });
  });
}

/** Deletes every version of the template's name; the kind's default is refused (409). */
export async function deleteTemplate(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await templateOrThrow(trx, auth, id);
    const current = (await repo.findCurrent(trx, auth.orgId, row.kind, row.name, true)) ?? row;
    if (current.is_default) throw conflict('printTemplate.isDefault', { name: row.name });
    const versions = await repo.deleteName(trx, auth.orgId, row.kind, row.name);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: 'printTemplate',
      entityId: current.id,
      before: { ...auditable(current), VERSIONS: versions },
      after: null,
    });
  });
}

/** The template an organisation prints a kind with: its default, else the built-in one. */
export async function templateFor(db: Db, orgId: number, kind: TemplateKind): Promise<PdfmeTemplate> {
  const row = await repo.findDefault(db, orgId, kind);
  return row ? (row.template as PdfmeTemplate) : defaultTemplates[kind];
}

/**
 * mm a character takes per point of font size: 0.6 em, a little over a digit's advance (0.57 em), so a figure sized
 * by its characters never needs more room than it gets.
 */
const mmPerCharPoint = 0.6 * (25.4 / 72);
/** A cell's padding, 1 mm on either side. */
const cellPadding = 2;

/** The width of a text in Latin characters: a CJK (or other wide) character counts two. */
const span = (text: string) => [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

/** What a caption needs: its longest line when it has its own lines (Chinese over English), else half of it. */
const headNeed = (head: string) => {
  const lines = head.split('\n');
  return lines.length > 1 ? Math.max(...lines.map(span)) : Math.ceil(span(head) / 2);
};

/**
 * What each column of a printed table needs, in characters (`<NAME>_WIDTHS`): its longest value (up to 40
 * characters: longer ones wrap), at least half its caption (a caption may wrap once; one of two lines, its longer
 * line) and at least 4.
 */
export function columnNeeds(head: readonly string[], rows: readonly (readonly string[])[]): number[] {
  return head.map((h, i) =>
    Math.max(4, headNeed(h), Math.min(40, Math.max(0, ...rows.map((r) => span(r[i] ?? ''))))),
  );
}

/**
 * Column widths in mm on a table `width` mm wide at font `size`: each column gets its need plus its padding and the
 * room left over is shared by need. When the needs do not fit, the columns that may wrap (text) give up room first,
 * down to 4 characters each, so numbers (the `keep` columns) stay on one line; only then does every column shrink.
 */
export function fittedWidths(
  needs: readonly number[],
  keep: ReadonlySet<number>,
  width: number,
  size: number,
) {
  const mm = needs.map((n) => n * mmPerCharPoint * size + cellPadding);
  const total = mm.reduce((a, b) => a + b, 0);
  if (total <= width) {
    const chars = needs.reduce((a, b) => a + b, 0);
    return mm.map((w, i) => w + ((width - total) * needs[i]!) / chars);
  }
  const floor = 4 * mmPerCharPoint * size + cellPadding;
  const give = mm.map((w, i) => (keep.has(i) ? 0 : Math.max(0, w - floor)));
  const giveable = give.reduce((a, b) => a + b, 0);
  const over = total - width;
  if (giveable >= over) return mm.map((w, i) => w - (give[i]! * over) / giveable);
  const squeezed = mm.map((w, i) => w - give[i]!);
  const rest = squeezed.reduce((a, b) => a + b, 0);
  return squeezed.map((w) => (w * width) / rest);
}
type TableElement = {
  name?: unknown;
  width?: number;
  headStyles?: object;
  bodyStyles?: object;
  columnStyles?: object;
};

/**
 * A table element whose head is given at print time (the list kind's ROWS): `<NAME>_HEAD` (JSON string[]) in the
 * first record replaces its head, the columns sharing the width equally; with `<NAME>_WIDTHS` (JSON: the characters
 * each column needs, a CJK character counting two) they share it by need, and the font is sized so that every column
 * fits its need on the element's width (5.5 to 9 pt), so a document number or a date never breaks mid-word.
 */
function withHeads(template: PdfmeTemplate, first: PdfInput | undefined): PdfmeTemplate {
  if (!first) return template;
  let changed = false;
  const schemas = template.schemas.map((page) =>
    page.map((element) => {
      const name = String(element.name);
      const headText = element.type === 'table' ? first[`${name}_HEAD`] : undefined;
      const head = headText ? parsed(headText) : null;
      if (!Array.isArray(head) || head.length === 0) return element;
      changed = true;
      const needs = parsed(first[`${name}_WIDTHS`] ?? 'null');
      const fitted =
        Array.isArray(needs) &&
        needs.length === head.length &&
        needs.every((w) => typeof w === 'number' && Number.isFinite(w) && w > 0);
      if (!fitted) {
        const equal = head.map(() => 100 / head.length);
        return { ...element, head: head.map(String), headWidthPercentages: equal };
      }
      const chars = (needs as number[]).reduce((a, b) => a + b, 0);
      // `<NAME>_RIGHT`: JSON indexes of the columns aligned right (numbers, as on the screen).
      const right = parsed(first[`${name}_RIGHT`] ?? '[]');
      const alignment = Object.fromEntries(
        (Array.isArray(right) ? right : [])
          .filter((i): i is number => Number.isInteger(i) && i >= 0 && i < head.length)
          .map((i) => [i, 'right']),
      );
      const table = element as TableElement;
      const width = table.width ?? 277;
      // The largest size (in half points, 5.5 to 9) at which every column's need fits beside its padding.
      const room = width - cellPadding * head.length;
      const size = Math.floor(Math.min(9, Math.max(5.5, room / (chars * mmPerCharPoint))) * 2) / 2;
      const widths = fittedWidths(
        needs as number[],
        new Set(Object.keys(alignment).map(Number)),
        width,
        size,
      );
      return {
        ...element,
        head: head.map(String),
        headWidthPercentages: widths.map((w) => (w / width) * 100),
        headStyles: { ...table.headStyles, fontSize: size },
        bodyStyles: { ...table.bodyStyles, fontSize: size },
        columnStyles: { ...table.columnStyles, alignment },
      };
    }),
  );
  return changed ? { ...template, schemas } : template;
}

/**
 * An element that takes its value from the printed record (pdfme: not read-only) prints only a field of that name
 * (`FIELD#…` included); one named after nothing the document has (a text the designer added, "Field 3") would print
 * blank although the designer shows its content. Such elements print that content, as read-only ones do: what the
 * designer shows is what prints (the designer also says which elements are bound to no field).
 */
function withUnboundAsShown(template: PdfmeTemplate, kind: TemplateKind, inputs: PdfInput[]): PdfmeTemplate {
  const fields = new Set([...Object.keys(sampleOf(kind)), ...inputs.flatMap((input) => Object.keys(input))]);
  let changed = false;
  const schemas = template.schemas.map((page) =>
    page.map((element) => {
      const name = String(element.name ?? '');
      if (element.readOnly === true || fields.has(name.split('#')[0]!)) return element;
      changed = true;
      return { ...element, readOnly: true };
    }),
  );
  return changed ? { ...template, schemas } : template;
}

/** The template as it prints `inputs` of `kind`: unbound elements with their content, table heads given at print time. */
export function printableTemplate(
  template: PdfmeTemplate,
  kind: TemplateKind,
  inputs: PdfInput[],
): PdfmeTemplate {
  return withHeads(withUnboundAsShown(template, kind, inputs), inputs[0]);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type PrintRequest = {
  kind: TemplateKind;
  /** One record per copy (a label, a note): field name → text; tables as JSON of string[][]. */
  inputs: PdfInput[];
  /** The export record's file name, without extension (a timestamp and `.pdf` are added). */
  fileName: string;
  /** The screen printing (the export record's LIST_ROUTE). */
  listRoute: string;
  lang?: Language;
  /** What the print records once its PDF is stored (labels counted as printed). */
  printed?: PrintedMark;
};

/**
 * Prints records through the organisation's template of the kind into one PDF, stored as the caller's export
 * record. Fewer than 50 records (pdfDirectLimit): rendered now (FileUrl, PAGES); more: a job renders them (FileUrl null, PAGES 0).
 * Call it with the app's database, not a transaction (the record of a large print is its job's).
 */
export async function printDocuments(db: Db, auth: AuthContext, request: PrintRequest): Promise<PrintResult> {
  const template = printableTemplate(
    await templateFor(db, auth.orgId, request.kind),
    request.kind,
    request.inputs,
  );
  return startPdfExport(db, auth, {
    listRoute: request.listRoute,
    fileName: request.fileName,
    template: template as PdfTemplate,
    inputs: request.inputs,
    ...(request.lang ? { lang: request.lang } : {}),
    ...(request.printed ? { printed: request.printed } : {}),
  });
}

/** Preview: the posted template against the kind's sample record, as a print of one copy. */
export async function previewTemplate(
  db: Db,
  auth: AuthContext,
  kind: TemplateKind,
  template: PdfmeTemplate,
  lang: Language,
): Promise<PrintResult> {
  const unknown = unknownElementTypes(template as PdfTemplate);
  if (unknown.length > 0)
    throw new AppError(400, 'printTemplate.invalid', {
      reason: `unknown element type ${unknown.join(', ')}`,
    });
  const sample = sampleOf(kind);
  return startPdfExport(db, auth, {
    listRoute: menuRoute,
    fileName: `preview-${kind}`,
    template: printableTemplate(template, kind, [sample]) as PdfTemplate,
    inputs: [sample],
    lang,
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as prints show it (PRINTED_AT): the server's local time to the minute. */
export const localTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * `X/PrintData` (every registered list): the page the query selects, or the rows of `keys` (a selection across
 * pages), through the organisation's list template: the columns the caller sees in their order and widths, values
 * as the export writes them (labels, not codes). Scope and the list's own conditions apply as to LoadData.
 */
export const printList: ListPrinter = async (app, auth, lang, list, query, keys, heading) => {
  const { definition } = list;
  const scope = scopeOf(auth);
  const selected = keys ? { ...query, Page: 1, Limit: keys.length, Params: [] } : query;
  const resolved = await resolveQuery(app.db, definition, scope, selected, lang);
  const extra = [...(list.extra?.(auth) ?? []), ...(keys ? [keyCondition(definition, keys)] : [])];
  const page = await loadPage<Record<string, unknown>>(app.db, definition, scope, selected, extra, resolved);
  if (page.rows.length === 0) throw new AppError(409, 'list.printNothing');
  const declared = new Map(definition.columns.map((c) => [c.field, c]));
  const columns = (await shownColumns(app.db, list, auth, lang)).filter((c) => declared.has(c.field));
  const title =
    heading?.trim() ||
    definition.title?.[lang] ||
    definition.route.split('/').filter(Boolean).at(-1) ||
    'list';
  const rows = page.rows.map((row) =>
    columns.map((c) => printedText(declared.get(c.field)!, lang, row[c.field])),
  );
  const needs = columnNeeds(
    columns.map((c) => c.caption),
    rows,
  );
  return printDocuments(app.db, auth, {
    kind: 'list',
    listRoute: definition.route,
    fileName: title,
    lang,
    inputs: [
      {
        TITLE: title,
        PRINTED_AT: localTime(new Date()),
        ROWS: JSON.stringify(rows),
        ROWS_HEAD: JSON.stringify(columns.map((c) => c.caption)),
        ROWS_WIDTHS: JSON.stringify(needs),
        ROWS_RIGHT: JSON.stringify(
          columns.flatMap((c, i) => {
            const column = declared.get(c.field)!;
            return (column.kind === 'int' || column.kind === 'decimal') && !column.labels ? [i] : [];
          }),
        ),
      },
    ],
  });
};

/** A value as the print shows it, as the screen does: labels, not codes; decimals grouped, no trailing zeros. */
function printedText(column: ListColumn, lang: Language, value: unknown): string {
  const text = listValueText(column, lang, value);
  return column.kind === 'decimal' && !column.labels ? formatDecimal(text, column.scale ?? 0) : text;
}

/** The organisation's print settings (SysReportTpl/GetSettings). */
export async function getPrintSettings(db: Db, auth: AuthContext): Promise<PrintSettings> {
  return { GS1_COMPANY_PREFIX: await findCompanyPrefix(db, auth.orgId) };
}

/**
 * Saves the print settings (SysReportTpl/SaveSettings), audited. A new GS1 company prefix applies to boxes packed
 * from now on; the SSCCs of existing boxes keep theirs (an SSCC never changes once printed).
 */
export async function savePrintSettings(
  db: Db,
  auth: AuthContext,
  settings: PrintSettings,
): Promise<PrintSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await findCompanyPrefix(trx, auth.orgId);
    await saveModuleSettings(trx, auth.orgId, { gs1_company_prefix: settings.GS1_COMPANY_PREFIX });
    await writeAudit(trx, auth, {
      action: 'saveSettings',
      entity: 'printSettings',
      entityId: auth.orgId,
      before: { GS1_COMPANY_PREFIX: before },
      after: settings,
    });
    return settings;
  });
}
