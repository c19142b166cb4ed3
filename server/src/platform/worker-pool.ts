import { Piscina } from 'piscina';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

/**
 * A piscina pool of worker threads started on first use and ended on `close()` (a server closing, a test file
 * done); the next use starts a new one. Its threads start without the parent's loader flags (tsx): each worker entry
 * is plain JavaScript that loads what it needs itself. The off-thread work of the server — uploaded workbooks,
 * invoice documents, PDFs, xlsx files — each has one.
 */
export type WorkerPool = { readonly get: () => Piscina; readonly close: () => Promise<void> };

export function workerPool(filename: URL, options: Omit<PoolOptions, 'filename' | 'execArgv'>): WorkerPool {
  let pool: Piscina | null = null;
  return {
    get: () => {
      pool ??= new Piscina({ ...options, filename: filename.href, execArgv: [] });
      return pool;
    },
    close: async () => {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
}
