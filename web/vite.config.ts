import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { decorativeIcons } from './build/decorative-icons.ts';
import { precompressPlugin } from './build/precompress.ts';

// The shared contract is declarations only: a module nobody uses is dropped, and its zod schema
// constructions (z.object(…) and chains on them) are pure, so the web bundle carries only what it uses.
const contractIsPure: Plugin = {
  name: 'srm-contract-is-pure',
  transform(_code, id) {
    if (/[\\/]contract[\\/]src[\\/]/.test(id)) return { moduleSideEffects: false };
    return null;
  },
};

// Every import of zod goes through platform/strict-csp.ts, which sets zod's jitless mode first and re-exports it.
const strictCsp = fileURLToPath(new URL('./src/platform/strict-csp.ts', import.meta.url));
const zodJitless: Plugin = {
  name: 'srm-zod-jitless',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== 'zod' || !importer || path.normalize(importer) === strictCsp) return null;
    return strictCsp;
  },
};

// Chunks allowed to be large: the designer's, loaded only when an administrator opens it.
const largeOnPurpose = /^assets\/(TemplateDesigner|clawpdf-worker)-/;
const chunkBudget: Plugin = {
  name: 'srm-chunk-budget',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk' || largeOnPurpose.test(file.fileName)) continue;
      const kB = Buffer.byteLength(file.code) / 1000;
      if (kB > 1500)
        this.warn(`${file.fileName} is ${Math.round(kB)} kB: split it (dynamic import) or load it later`);
    }
  },
};

export default defineConfig({
  plugins: [react(), contractIsPure, zodJitless, decorativeIcons, precompressPlugin(), chunkBudget],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The print-template designer's lazy chunks are far larger (pdfme's designer ~6.7 MB and its PDF-to-image worker
    // ~14.6 MB, loaded only when an administrator opens the designer): vite's warning about them is noise a newcomer
    // cannot act on (issue #36). `chunkBudget` below still warns about any other chunk over 1,500 kB.
    chunkSizeWarningLimit: 20_000,
    rolldownOptions: {
      onLog(level, log, handler) {
        // pdfme's PDF converter (clawpdf) names Node built-ins on code paths the browser never takes.
        if (
          log.plugin === 'rolldown:vite-resolve' &&
          /externalized for browser compatibility/.test(log.message) &&
          /[\\/]node_modules[\\/]clawpdf[\\/]/.test(log.message)
        )
          return;
        handler(level, log);
      },
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Libraries every page needs, in chunks of their own: a release that changes only app code leaves them
        // cached. antd stays with the automatic split, so a page loads only the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // zod with platform/strict-csp.ts (which sets zod's jitless mode, and through which every import of zod
            // resolves): a chunk that builds a contract schema imports this one, and a page that builds none skips it.
            { name: 'zod', test: /([\\/]node_modules[\\/]zod[\\/])|([\\/]platform[\\/]strict-csp\.ts$)/ },
          ],
        },
      },
    },
  },
});
