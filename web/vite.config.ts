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

export default defineConfig({
  plugins: [react(), contractIsPure, zodJitless, decorativeIcons, precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
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
