import { z } from 'zod';

/**
 * Print templates (SysReportTpl, PRODUCT §6): one pdfme template (JSON, millimetres) per document kind, versioned
 * (every save is a new version), one default per kind and organisation. PDFs are rendered on the server.
 */
export const templateKinds = ['delivery_note', 'inner_label', 'outer_label', 'statement', 'list'] as const;
export type TemplateKind = (typeof templateKinds)[number];

/**
 * A pdfme template: `basePdf` (page size and padding in mm, or a PDF) and `schemas` (pages of elements). Elements of
 * `basePdf.staticSchema` repeat on every page (a page number, a header), outside the flow of the page's elements.
 */
export const pdfmeTemplate = z
  .object({
    basePdf: z.union([
      z.object({
        width: z.number().positive().max(2000),
        height: z.number().positive().max(2000),
        padding: z.tuple([z.number(), z.number(), z.number(), z.number()]),
        staticSchema: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
      }),
      z.string().max(5_000_000),
    ]),
    schemas: z
      .array(z.array(z.record(z.string(), z.unknown())))
      .min(1)
      .max(20),
  })
  .loose();
export type PdfmeTemplate = z.infer<typeof pdfmeTemplate>;

export const printTemplateRow = z.object({
  ID: z.number().int(),
  KIND: z.enum(templateKinds),
  NAME: z.string(),
  VERSION: z.number().int(),
  IS_DEFAULT: z.enum(['Y', 'N']),
  UPDATED_BY: z.string().nullable(),
  UPDATETIME: z.union([z.date(), z.string()]),
});
export type PrintTemplateRow = z.infer<typeof printTemplateRow>;

export const printTemplate = printTemplateRow.extend({ TEMPLATE: pdfmeTemplate });
export type PrintTemplate = z.infer<typeof printTemplate>;

/** Save = a new version of the template named NAME of that kind (ID of the version edited, when editing). */
export const printTemplateSave = z.object({
  ID: z.coerce.number().int().positive().optional(),
  KIND: z.enum(templateKinds),
  NAME: z.string().trim().min(1).max(64),
  TEMPLATE: pdfmeTemplate,
});
export type PrintTemplateSave = z.input<typeof printTemplateSave>;

export const templateIdBody = z.object({ ID: z.coerce.number().int().positive() });
/** Render a template (saved or being edited) against the kind's sample record: answers a PDF file reference. */
export const templatePreviewBody = z.object({ KIND: z.enum(templateKinds), TEMPLATE: pdfmeTemplate });
/** `SysReportTpl/Fields?kind=`: the kind whose fields to list. */
export const templateFieldsQuery = z.object({ kind: z.enum(templateKinds) });
/** The fields a kind's template may show, with a sample value each (the designer's preview data). */
export const templateFields = z.object({
  KIND: z.enum(templateKinds),
  FIELDS: z.array(z.object({ NAME: z.string(), CAPTION: z.string(), SAMPLE: z.string() })),
});

/**
 * An organisation's print settings. GS1_COMPANY_PREFIX: the GS1 company prefix (7 to 10 digits, from the member
 * organisation of GS1) that outer box SSCCs start with; null until set (packing an outer box is refused until then).
 */
export const printSettings = z.object({
  GS1_COMPANY_PREFIX: z
    .string()
    .trim()
    .regex(/^\d{7,10}$/, 'printTemplate.prefixInvalid')
    .nullable(),
});
export type PrintSettings = z.infer<typeof printSettings>;
