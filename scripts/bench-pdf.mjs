#!/usr/bin/env node
/**
 * PDF benchmark (prints figures, see docs/performance.md "PDF"): the built-in templates rendered as printDocuments
 * renders them (in the render thread, render-pdf.ts), after a warm-up that loads the modules and the font, with the
 * delay this process's event loop saw meanwhile (target p99 ≤ 50 ms, issue #49).
 *   1. 1,000 inner labels (Code 128 + QR code + 13 fields each) in one PDF; target ≤ 5 s, ≤ 300 MB RSS growth;
 *   2. a delivery note of 200 lines (the table flows over pages); target ≤ 1 s.
 * Run with `npm run bench:pdf` (node --import tsx). BENCH_LABELS changes the label count; BENCH_OUT=dir keeps the PDFs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const { closePdfThread, renderPdfPages } = await import('../server/src/platform/pdf/render-pdf.ts');
const { defaultTemplates } = await import('../server/src/modules/print-template/print-template.defaults.ts');

const labelCount = Number(process.env.BENCH_LABELS ?? 1000);
const out = process.env.BENCH_OUT;

const label = (i) => ({
  LABEL_NO: `L26112300${String(i).padStart(5, '0')}`,
  QR_TEXT: JSON.stringify({
    PART_NO: 'P-10001',
    QTY: '200',
    LOT_NO: 'LOT2611',
    DATE_CODE: '2647',
    VENDOR_CODE: 'V001',
    DELIVERY_NO: 'DN2611230001',
    LABEL_NO: `L26112300${String(i).padStart(5, '0')}`,
  }),
  PART_NO: 'P-10001',
  PART_NAME: '螺丝 M3×8 不锈钢',
  QTY: '200',
  LOT_NO: 'LOT2611',
  DATE_CODE: '2647',
  VENDOR_CODE: 'V001',
  VENDOR_NAME: '深圳市示例电子有限公司',
  DELIVERY_NO: 'DN2611230001',
  PO_NO: 'PO26110001',
  BOX: `${(i % 10) + 1}/10`,
  OUTER_NO: '',
});

const note = (lines) => ({
  DELIVERY_NO: 'DN2611230001',
  VENDOR_CODE: 'V001',
  VENDOR_NAME: '深圳市示例电子有限公司',
  DELIVERY_DATE: '2026-11-23',
  ARRIVAL_DATE: '2026-11-25',
  STATUS: '已审核 Audited',
  ATTRIBUTE1: '顺丰速运',
  ATTRIBUTE2: 'SF1234567890',
  DESCRIPTION: '请于上午送达，轻拿轻放。Deliver in the morning, handle with care. '.repeat(8),
  CHECK_MAN: '张三',
  PRINTED_AT: '2026-11-23 10:00',
  LINES: JSON.stringify(
    Array.from({ length: lines }, (_, i) => [
      String(i + 1),
      `PO2611${String(i).padStart(4, '0')}/10`,
      `P-${10000 + i}`,
      ['螺丝 M3×8 不锈钢', '垫片 Φ3 镀锌', '弹簧 0.5×5×20'][i % 3],
      '1000',
      '10',
      '200',
      '5',
      'LOT2611',
      '2647',
    ]),
  ),
});

async function measure(name, template, inputs) {
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  // How long this process's event loop (the one answering requests in the server) waited meanwhile.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const { pdf, pages } = await renderPdfPages(template, inputs);
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${name}: ${(ms / 1000).toFixed(2)} s, ${pages} pages, ${(pdf.length / 1e6).toFixed(1)} MB PDF, ` +
      `RSS growth ${Math.round((peak - base) / 1e6)} MB (peak ${Math.round(peak / 1e6)} MB); ` +
      `event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
  if (out) writeFileSync(path.join(out, `${name.replace(/\W+/g, '-')}.pdf`), pdf);
}

// Warm-up: modules, the font file, fontkit and bwip-js's first symbols.
await renderPdfPages(defaultTemplates.inner_label, [label(0), label(1)]);
await renderPdfPages(defaultTemplates.delivery_note, [note(3)]);

await measure(
  `${labelCount} inner labels`,
  defaultTemplates.inner_label,
  Array.from({ length: labelCount }, (_, i) => label(i)),
);
await measure('200-line delivery note', defaultTemplates.delivery_note, [note(200)]);
await closePdfThread();
