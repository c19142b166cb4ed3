import { describe, expect, it } from 'vitest';
import { clusterPlan, restartDelayMs } from './cluster.ts';

describe('WORKERS (platform/cluster.ts)', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/srm' };

  it('runs one process unless WORKERS asks for more', () => {
    expect(clusterPlan({})).toEqual({ workers: 1 });
    expect(clusterPlan({ WORKERS: '' })).toEqual({ workers: 1 });
    expect(clusterPlan({ WORKERS: '1' })).toEqual({ workers: 1 });
    expect(clusterPlan({ ...pg, WORKERS: ' 4 ' })).toEqual({ workers: 4 });
  });

  it('refuses several processes on the embedded database, saying why and what to do', () => {
    expect(() => clusterPlan({ WORKERS: '2' })).toThrow(
      /WORKERS=2 needs PostgreSQL \(DATABASE_URL\): the embedded database \(DATA_DIR\/pg\) is owned by one process/,
    );
  });

  it('refuses a WORKERS that is not a whole number from 1 to 64, naming the variable', () => {
    for (const bad of ['0', '-1', '2.5', 'two', '65', '1e2'])
      expect(() => clusterPlan({ ...pg, WORKERS: bad })).toThrow(
        /^Invalid environment: WORKERS: a whole number/,
      );
  });

  it('waits longer before restarting while workers keep dying young, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(restartDelayMs)).toEqual([
      1000, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
