import { config } from 'zod';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (PRODUCT §9). zod compiles object parsers with
 * `new Function` when it may, and probes for it once; the caught probe is still reported as a CSP violation. The
 * jitless mode skips both (the parsers the web runs are small).
 *
 * Every `import … from 'zod'` of the web build (the contract's included) resolves to this module (vite.config.ts
 * `zodJitless`), which re-exports zod after setting the mode: jitless is set before the first schema is built, and a
 * page that builds no schema (the login page, home) loads no zod at all.
 */
config({ jitless: true });

export * from 'zod';
