import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiPageSelection } from './selection.ts';

const page = (n: number, size: number) =>
  Array.from({ length: size }, (_, i) => ({ ID: n * size + i, NAME: `row ${n * size + i}` }));

describe('multi-page selection (spec §4)', () => {
  it('adds checked rows, removes unchecked ones, across pages', () => {
    const s = new MultiPageSelection((r) => String(r.ID));
    const [p1, p2, p3] = [page(0, 10), page(1, 10), page(2, 10)];
    s.toggle(p1[0]!, true);
    s.toggle(p2[3]!, true);
    s.toggle(p3[9]!, true);
    expect(s.size).toBe(3);
    expect(s.keysOf(p2)).toEqual(['13']);
    s.toggle(p2[3]!, false);
    expect(s.keysOf(p2)).toEqual([]);
    expect(s.rows().map((r) => r.ID)).toEqual([0, 29]);
  });

  it('check-all merges a page into the selection and un-check-all takes that page out again', () => {
    const s = new MultiPageSelection((r) => String(r.ID));
    s.toggle(page(0, 10)[0]!, true);
    s.togglePage(page(1, 10), true);
    s.togglePage(page(1, 10), true);
    expect(s.size).toBe(11);
    s.togglePage(page(1, 10), false);
    expect(s.size).toBe(1);
    s.clear();
    expect(s.size).toBe(0);
  });

  it('holds 10,000 keys and still answers a page of 50 in well under a millisecond', () => {
    const s = new MultiPageSelection((r) => String(r.ID));
    const started = performance.now();
    for (let n = 0; n < 200; n++) s.togglePage(page(n, 50), true);
    const filled = performance.now() - started;
    expect(s.size).toBe(10_000);

    const last = page(199, 50);
    const t0 = performance.now();
    let keys: Key[] = [];
    for (let i = 0; i < 100; i++) keys = s.keysOf(last);
    const perPage = (performance.now() - t0) / 100;
    expect(keys).toHaveLength(50);
    expect(perPage).toBeLessThan(1);
    expect(filled).toBeLessThan(500);
    expect(s.rows()).toHaveLength(10_000);
  });
});
