import type { Plugins, Template } from '@pdfme/common';
import { fontCoverage, pdfFonts, printableText } from './pdf-fonts.ts';

/**
 * The PDF renderer itself (pdfme with our fonts and barcode plugins), as it runs in the render thread
 * (pdf.worker.mjs). Everything else calls render-pdf.ts, which hands the work to that thread.
 */

/**
 * The element types a template may use: pdfme's, with the barcodes drawn as vectors and `gs1128` added
 * (barcode-plugins.ts). Their plugins are loaded on the first PDF (`pdfme()`): pdfme costs a server 1.6 s of CPU to
 * import, paid by every start (each worker of a cluster, each restart) when most never print.
 */
const pdfElementTypes = [
  'text',
  'image',
  'line',
  'rectangle',
  'ellipse',
  'table',
  'qrcode',
  'code128',
  'gs1128',
] as const;

let loading: Promise<{ generate: typeof import('@pdfme/generator').generate; plugins: Plugins }> | undefined;
/** pdfme's generator and the plugins of `pdfElementTypes`, imported once. */
function pdfme() {
  loading ??= (async () => {
    const [{ generate }, { ellipse, image, line, rectangle, table, text }, barcode] = await Promise.all([
      import('@pdfme/generator'),
      import('@pdfme/schemas'),
      import('./barcode-plugins.ts'),
    ]);
    const plugins = {
      text,
      image,
      line,
      rectangle,
      ellipse,
      table,
      qrcode: barcode.qrcodePlugin,
      code128: barcode.code128Plugin,
      [barcode.gs1128Type]: barcode.gs1128Plugin,
      // One plugin per listed type, no other (checked by the compiler, so the list and the plugins cannot drift).
    } satisfies Record<(typeof pdfElementTypes)[number], unknown> as Plugins;
    return { generate, plugins };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export type PdfTemplate = { basePdf: unknown; schemas: unknown[] } & Record<string, unknown>;
export type PdfInput = Record<string, string>;

/** A template or its inputs pdfme refuses (unknown element type, bad geometry): the caller's mistake, not ours. */
export class PdfTemplateError extends Error {}

/** Element types of a template that no plugin draws. */
export function unknownElementTypes(template: PdfTemplate): string[] {
  const known: ReadonlySet<string> = new Set(pdfElementTypes);
  const types = new Set<string>();
  for (const page of template.schemas) {
    if (!Array.isArray(page)) continue;
    for (const element of page as { type?: unknown }[]) {
      const type = String(element?.type ?? '');
      if (!known.has(type)) types.add(type);
    }
  }
  return [...types];
}

/** Inputs with the value of FIELD under every `FIELD#…` element name of the template. */
function withAliases(template: PdfTemplate, inputs: PdfInput[]): PdfInput[] {
  const aliases: [string, string][] = [];
  for (const page of template.schemas) {
    if (!Array.isArray(page)) continue;
    for (const element of page as { name?: unknown }[]) {
      const name = typeof element?.name === 'string' ? element.name : '';
      const at = name.indexOf('#');
      if (at > 0) aliases.push([name, name.slice(0, at)]);
    }
  }
  if (inputs.length === 0) return [{}];
  if (aliases.length === 0) return inputs;
  return inputs.map((input) => {
    const copy = { ...input };
    for (const [alias, field] of aliases) copy[alias] ??= input[field] ?? '';
    return copy;
  });
}

/** Element types whose value or content is set in the font (barcodes encode their text as it is). */
const textTypes: ReadonlySet<string> = new Set(['text', 'table']);

/**
 * The template and inputs with every text the font cannot draw made printable (pdf-fonts.ts printableText): the
 * values of text and table elements, and the fixed content of read-only ones.
 */
async function inFont(template: PdfTemplate, inputs: PdfInput[]): Promise<[PdfTemplate, PdfInput[]]> {
  const ranges = await fontCoverage();
  const names = new Set<string>();
  const schemas = template.schemas.map((page) =>
    Array.isArray(page)
      ? (page as { name?: unknown; type?: unknown; content?: unknown; head?: unknown }[]).map((element) => {
          if (!textTypes.has(String(element?.type))) return element;
          if (typeof element.name === 'string') names.add(element.name);
          const { content, head } = element;
          const fixed: Record<string, unknown> = {};
          if (typeof content === 'string' && content !== '') fixed.content = printableText(content, ranges);
          if (Array.isArray(head))
            fixed.head = head.map((h) => (typeof h === 'string' ? printableText(h, ranges) : h));
          return Object.keys(fixed).length === 0 ? element : { ...element, ...fixed };
        })
      : page,
  );
  const printableInputs = inputs.map((input) => {
    const copy = { ...input };
    for (const name of names) {
      const value = copy[name];
      if (typeof value === 'string') copy[name] = printableText(value, ranges);
    }
    return copy;
  });
  return [{ ...template, schemas }, printableInputs];
}

type PdfDoc = { getPageCount(): number };

/** The plugins, each noting the document it draws into (so the page count is known without parsing the PDF). */
function observedPlugins(pdfPlugins: Plugins, seen: { doc?: PdfDoc }): Plugins {
  return Object.fromEntries(
    Object.entries(pdfPlugins).map(([type, plugin]) => [
      type,
      {
        ...plugin,
        pdf: (arg: Parameters<typeof plugin.pdf>[0]) => {
          seen.doc = arg.pdfDoc;
          return plugin.pdf(arg);
        },
      },
    ]),
  );
}

/**
 * Renders one PDF in the calling thread, the template once per input record, and counts its pages. Throws
 * PdfTemplateError for a template pdfme cannot draw (and for a barcode value its symbology refuses). The server calls
 * it only inside its render thread (pdf.worker.mjs, through render-pdf.ts).
 */
export async function renderInThisThread(
  template: PdfTemplate,
  inputs: PdfInput[],
): Promise<{ pdf: Uint8Array; pages: number }> {
  const unknown = unknownElementTypes(template);
  if (unknown.length > 0) throw new PdfTemplateError(`unknown element type: ${unknown.join(', ')}`);
  const { generate, plugins } = await pdfme();
  const seen: { doc?: PdfDoc } = {};
  const [printable, values] = await inFont(template, withAliases(template, inputs));
  try {
    const pdf = await generate({
      template: printable as unknown as Template,
      inputs: values,
      plugins: observedPlugins(plugins, seen),
      options: { font: await pdfFonts(), title: '', author: 'SRM', creator: 'SRM', producer: 'SRM' },
    });
    return { pdf, pages: seen.doc?.getPageCount() ?? Math.max(1, inputs.length) };
  } catch (error) {
    throw new PdfTemplateError(error instanceof Error ? error.message : String(error));
  }
}
