import { config } from 'zod';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (PRODUCT §9). zod compiles object parsers with
 * `new Function` when it may, and probes for it once; the caught probe is still reported as a CSP violation. The
 * jitless mode skips both (the parsers the web runs are small). Imported first by main.tsx, and bundled into the
 * zod chunk (vite.config.ts), so it runs before any chunk builds a contract schema.
 */
config({ jitless: true });
