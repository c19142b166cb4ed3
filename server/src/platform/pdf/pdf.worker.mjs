// The render thread's entry (issue #49). Node 24 runs the TypeScript renderer as it is (its type stripping: the
// renderer's files use only erasable syntax), so the thread needs no loader, under `npm start`, vitest or a bench
// alike. See render-pdf.ts.
const { PdfTemplateError, renderInThisThread } = await import('./pdf-render-core.ts');

/** Answers the PDF and its page count, or why not (an Error's class does not cross the thread boundary). */
export default async function render({ template, inputs }) {
  try {
    return await renderInThisThread(template, inputs);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof PdfTemplateError ? { refused: message } : { failed: message };
  }
}
