import { workerPool } from '../worker-pool.ts';
import { type PdfInput, type PdfTemplate, PdfTemplateError } from './pdf-render-core.ts';

export { type PdfInput, type PdfTemplate, PdfTemplateError, unknownElementTypes } from './pdf-render-core.ts';

/**
 * PDFs from pdfme templates (JSON, millimetres) on the server: labels, delivery notes, lists and statements. One
 * template, one input record per copy (a label, a note): `renderPdf(template, [record, …])` answers one PDF with
 * every copy. Elements are bound to input fields by name; read-only elements show their `content` (captions, fixed
 * texts, `{currentPage}`). pdfme binds one element per name, so an element named `FIELD#anything` shows FIELD
 * again (a barcode and its text).
 *
 * Rendering runs in a worker thread of this process (issue #49), never on the thread that answers requests: a
 * 1,000-label print is seconds of CPU in stretches of hundreds of milliseconds, which on the event loop held up every
 * request behind it. One thread per process renders one PDF at a time (a print job is already one at a time per
 * process, export.job.ts), so the other core keeps answering; prints beyond it wait in the thread's queue. The thread
 * keeps pdfme and the decoded font between prints and ends after half an hour without one.
 */

const idleMinutes = 30;

const renderThread = workerPool(new URL('./pdf.worker.mjs', import.meta.url), {
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: idleMinutes * 60_000,
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
});

/** Ends the render thread (a server closing, a test file done); the next print starts a new one. */
export const closePdfThread = renderThread.close;

let inFlight = 0;

/** PDFs this process has handed to its render thread and not had back: the one rendering and those queued behind it. */
export const pdfRendersInFlight = () => inFlight;

type ThreadAnswer = { pdf: Uint8Array; pages: number } | { refused: string } | { failed: string };

/**
 * The render thread could not make the PDF for a reason that is not the template's: the thread ended under it (it ran
 * out of memory, the server is closing) or pdfme failed outside the template. The caller may try again.
 */
export class PdfRenderFailure extends Error {}

/**
 * Renders one PDF, the template once per input record, and counts its pages. Throws PdfTemplateError for a
 * template pdfme cannot draw (and for a barcode value its symbology refuses), PdfRenderFailure when the thread fails.
 */
export async function renderPdfPages(
  template: PdfTemplate,
  inputs: PdfInput[],
): Promise<{ pdf: Uint8Array; pages: number }> {
  let answer: ThreadAnswer;
  inFlight++;
  try {
    answer = (await renderThread.get().run({ template, inputs })) as ThreadAnswer;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PdfRenderFailure(`PDF render thread: ${reason}`, { cause: error });
  } finally {
    inFlight--;
  }
  if ('refused' in answer) throw new PdfTemplateError(answer.refused);
  if ('failed' in answer) throw new PdfRenderFailure(`PDF render failed: ${answer.failed}`);
  return answer;
}

/** One PDF, the template once per input record (see renderPdfPages). */
export async function renderPdf(template: PdfTemplate, inputs: PdfInput[]): Promise<Uint8Array> {
  return (await renderPdfPages(template, inputs)).pdf;
}

/**
 * Starts the render thread and has it load the PDF stack and decode the font by rendering a one-line PDF: what a
 * process's first print would otherwise wait for (1.6 s of CPU or more). The server calls it a few seconds after it
 * starts listening.
 */
export async function preparePdf(): Promise<void> {
  await renderPdf(
    {
      basePdf: { width: 50, height: 20, padding: [0, 0, 0, 0] },
      schemas: [[{ name: 'T', type: 'text', content: '', position: { x: 2, y: 2 }, width: 46, height: 8 }]],
    },
    [{ T: '送货单 Delivery 0123' }],
  );
}
