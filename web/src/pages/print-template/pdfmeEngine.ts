import fontUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import type { Plugin, Template } from '@pdfme/common';
import { barcodes, ellipse, image, line, rectangle, table, text } from '@pdfme/schemas';
import { Designer } from '@pdfme/ui';
import type { PdfmeTemplate } from '@srm/contract';
import type { DesignerEngine, EngineFactory } from './DesignerDrawer.tsx';
import { staticByDefault } from './pluginDefaults.ts';

/** The font every template is designed in; the server renders with the same name (fallback font). */
export const templateFontName = 'NotoSansSC';

/**
 * GS1-128 in the designer. The server renders type `gs1128` with bwip-js (`gs1-128`, FNC1 and application
 * identifiers); here the element is drawn as a Code 128 of the same text, a lookalike that keeps the element's
 * size and place. The saved JSON says `gs1128`.
 */
const code128 = barcodes.code128 as unknown as Plugin;
const asCode128 = <T extends { schema: Record<string, unknown> }>(arg: T): T => ({
  ...arg,
  schema: { ...arg.schema, type: 'code128' },
});
/** Bars with "GS1" under them, so the sidebar tells it from Code 128. */
const gs1128Icon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M3 3v12M7 3v12M11 3v12M15 3v12M19 3v12"/><text x="12" y="23" font-size="8" font-family="sans-serif" text-anchor="middle" fill="currentColor" stroke="none">GS1</text></svg>';
export const gs1128: Plugin = {
  ...code128,
  icon: gs1128Icon,
  ui: (arg) => code128.ui(asCode128(arg)),
  pdf: (arg) => code128.pdf(asCode128(arg)),
  propPanel: {
    ...code128.propPanel,
    defaultSchema: {
      ...code128.propPanel.defaultSchema,
      type: 'gs1128',
      content: '(00)069012340000000018',
      width: 90,
      height: 25,
      // As the server's plugin: the element string is a text element of its own.
      includetext: false,
    },
  },
};

/** The elements a template may hold: the names are also the types the server's generator knows. */
export const plugins: Record<string, Plugin> = Object.fromEntries(
  Object.entries({
    text: text as unknown as Plugin,
    image: image as unknown as Plugin,
    line: line as unknown as Plugin,
    rectangle: rectangle as unknown as Plugin,
    ellipse: ellipse as unknown as Plugin,
    table: table as unknown as Plugin,
    qrcode: barcodes.qrcode as unknown as Plugin,
    code128,
    gs1128,
  }).map(([type, plugin]) => [type, staticByDefault(plugin)]),
);

let fontData: Promise<ArrayBuffer> | null = null;
/**
 * Noto Sans SC (the server embeds the same face), fetched once from the app's own assets: a CJK face is ~10 MB,
 * so only the designer asks for it. Handed to pdfme as bytes (it would read a relative URL string as base64).
 */
function loadFont(): Promise<ArrayBuffer> {
  fontData ??= fetch(fontUrl).then((r) => {
    if (!r.ok) throw new Error(`font ${r.status}`);
    return r.arrayBuffer();
  });
  fontData.catch(() => {
    fontData = null;
  });
  return fontData;
}

/** The pdfme Designer behind the drawer's engine interface. */
export const createPdfmeEngine: EngineFactory = async ({ container, template, lang, onChange }) => {
  const font = await loadFont();
  const designer = new Designer({
    domContainer: container,
    template: template as Template,
    plugins,
    options: {
      font: { [templateFontName]: { data: font, fallback: true } },
      lang: lang === 'en' ? 'en' : 'zh',
      sidebarOpen: true,
    },
  });
  designer.onChangeTemplate((t) => onChange(t as PdfmeTemplate));
  const engine: DesignerEngine = {
    getTemplate: () => designer.getTemplate() as PdfmeTemplate,
    updateTemplate: (t) => designer.updateTemplate(t as Template),
    currentPage: () => designer.getPageCursor(),
    textDefaults: { ...(text as unknown as Plugin).propPanel.defaultSchema, fontSize: 10 },
    destroy: () => designer.destroy(),
  };
  return engine;
};
