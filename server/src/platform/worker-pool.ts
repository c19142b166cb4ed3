import { Piscina } from 'piscina';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

/**
 * A piscina pool of worker threads started on first use and ended on `close()` (a server closing, a test file
 * done); the next use starts a new one. Its threads start without the parent's loader flags (tsx): each worker entry
 * is plain JavaScript that loads what it needs itself. The off-thread work of the server — uploaded workbooks,
 * invoice documents, PDFs, xlsx files — each has one.
 */
/**
 * How much lower than the event loop the threads run (Linux nice, through piscina's `niceIncrement`): on a busy
 * machine the thread that answers requests gets a core first, and a render or an export takes what it leaves, instead
 * of the two taking turns in the scheduler's slices (an export's thread at the same priority delayed the event loop by
 * 40–60 ms: docs/performance.md). Idle cores go to the threads whatever their priority.
 */
export const threadNice = 10;

export type WorkerPool = { readonly get: () => Piscina; readonly close: () => Promise<void> };

export function workerPool(filename: URL, options: Omit<PoolOptions, 'filename' | 'execArgv'>): WorkerPool {
  let pool: Piscina | null = null;
  return {
    get: () => {
      pool ??= new Piscina({ niceIncrement: threadNice, ...options, filename: filename.href, execArgv: [] });
      return pool;
    },
    close: async () => {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
}
