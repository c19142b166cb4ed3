import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { threadNice, workerPool } from './worker-pool.ts';

describe('worker threads (renders, exports, workbooks) run below the event loop', () => {
  const pool = workerPool(new URL('../../test/fixtures/workers/priority.worker.mjs', import.meta.url), {
    minThreads: 0,
    maxThreads: 1,
  });
  afterAll(() => pool.close());

  it('lowers the priority of its threads only, never of the thread that answers requests', async () => {
    const before = os.getPriority(0);
    const inThread = await pool.get().run(undefined);
    expect(inThread).toBe(Math.min(19, before + threadNice));
    expect(os.getPriority(0)).toBe(before);
  });
});
