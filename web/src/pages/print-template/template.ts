import type { PdfmeTemplate, TemplateKind } from '@srm/contract';
import type { TemplateField } from './printTemplateApi.ts';

/** A pdfme element (schema) as the template JSON holds it; only what this screen reads is typed. */
export type TemplateElement = Record<string, unknown> & {
  name?: string;
  type?: string;
  content?: string;
  position?: { x: number; y: number };
  width?: number;
  height?: number;
};

export type PageSize = { width: number; height: number };

/** The usual paper of each kind (mm): labels on their label stock, documents on A4. */
export const kindPageSizes: Record<TemplateKind, PageSize> = {
  delivery_note: { width: 210, height: 297 },
  inner_label: { width: 100, height: 70 },
  outer_label: { width: 100, height: 150 },
  statement: { width: 210, height: 297 },
  list: { width: 210, height: 297 },
};

const labelKinds = new Set<TemplateKind>(['inner_label', 'outer_label']);

/**
 * An empty page of the kind's usual size. The contract has no call answering a kind's built-in default template
 * (Fields answers the fields only), so a new template starts from this.
 */
export function blankTemplate(kind: TemplateKind, size: PageSize = kindPageSizes[kind]): PdfmeTemplate {
  const margin = labelKinds.has(kind) ? 2 : 10;
  return { basePdf: { ...size, padding: [margin, margin, margin, margin] }, schemas: [[]] };
}

/** The page size of a blank-page template (null when the base is a PDF). */
export function pageSizeOf(template: PdfmeTemplate): PageSize | null {
  const base = template.basePdf;
  return typeof base === 'string' ? null : { width: base.width, height: base.height };
}

export function withPageSize(template: PdfmeTemplate, size: PageSize): PdfmeTemplate {
  const base = template.basePdf;
  if (typeof base === 'string') return template;
  return { ...template, basePdf: { ...base, ...size } };
}

const elementsOf = (template: PdfmeTemplate, page: number) =>
  (template.schemas[page] ?? []) as TemplateElement[];

/**
 * The designer shows an element's `content` as its preview value: a bound field without one shows the field's
 * sample. The server fills the fields by name when it prints, so the samples never reach a printed document.
 */
export function withSamples(template: PdfmeTemplate, fields: TemplateField[]): PdfmeTemplate {
  const samples = new Map(fields.map((f) => [f.NAME, f.SAMPLE]));
  let changed = false;
  const schemas = template.schemas.map((page) =>
    (page as TemplateElement[]).map((element) => {
      // `FIELD#text` shows FIELD again (the server binds it so: a barcode and its text).
      const field = element.name?.split('#')[0];
      const sample = field === undefined ? undefined : samples.get(field);
      if (sample === undefined || (element.content ?? '') !== '') return element;
      changed = true;
      return { ...element, content: sample };
    }),
  );
  return changed ? { ...template, schemas } : template;
}

/** The element "insert field" adds: a text element named after the field, its sample as the content. */
export function fieldElement(
  field: TemplateField,
  defaults: Record<string, unknown>,
  template: PdfmeTemplate,
  page: number,
): TemplateElement {
  const base = template.basePdf;
  const [top, right, , left] = typeof base === 'string' ? [10, 10, 10, 10] : base.padding;
  const pageWidth = typeof base === 'string' ? 210 : base.width;
  const pageHeight = typeof base === 'string' ? 297 : base.height;
  const width = Math.max(10, Math.min(60, pageWidth - left - right));
  const height = 7;
  // Each new field goes one line below the previous ones, wrapping to the top when the page is full.
  const rows = Math.max(1, Math.floor((pageHeight - top - height) / (height + 1)));
  const y = top + (elementsOf(template, page).length % rows) * (height + 1);
  return {
    ...defaults,
    type: 'text',
    name: field.NAME,
    // Bound: it prints the field's value (the sample only shows in the designer).
    readOnly: false,
    content: field.SAMPLE,
    position: { x: left, y },
    width,
    height,
  };
}

/**
 * The template with the field added on `page`; null when that page already shows the field (an element name is
 * unique on its page: the server fills elements by name).
 */
export function insertField(
  template: PdfmeTemplate,
  page: number,
  field: TemplateField,
  defaults: Record<string, unknown>,
): PdfmeTemplate | null {
  const elements = elementsOf(template, page);
  if (elements.some((e) => e.name === field.NAME)) return null;
  const schemas = template.schemas.map((p, i) =>
    i === page ? [...p, fieldElement(field, defaults, template, page)] : p,
  );
  return { ...template, schemas };
}

/** Two templates are the same document when their JSON is (pdfme keeps key order stable). */
export function sameTemplate(a: PdfmeTemplate, b: PdfmeTemplate): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The names of the editable elements bound to no field: pdfme fills an editable element from the printed record by
 * its name (`FIELD#…` shows FIELD), so one named after nothing the document has would print blank; the server
 * prints such an element's content instead, and the designer says so.
 */
export function unboundElements(template: PdfmeTemplate, fields: TemplateField[]): string[] {
  const names = new Set(fields.map((f) => f.NAME));
  return template.schemas.flatMap((page) =>
    (page as TemplateElement[])
      .filter((e) => e.readOnly !== true && !names.has(String(e.name ?? '').split('#')[0]!))
      .map((e) => String(e.name ?? '')),
  );
}
