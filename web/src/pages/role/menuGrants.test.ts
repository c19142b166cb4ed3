import { describe, expect, it } from 'vitest';
import { grantedLeaves, withGroups } from './menuGrants.ts';

const node = (ID: number, PARENT_ID: number | null, children: number[] = []) => ({
  ID,
  PARENT_ID,
  children: children.map((c) => ({ ID: c })) as never[],
});
// 1 report group: 2, 3 pages; 4 system group: 5 page, 6 sub-group: 7 page; 8 empty group.
const all = [
  node(1, null, [2, 3]),
  node(2, 1),
  node(3, 1),
  node(4, null, [5, 6]),
  node(5, 4),
  node(6, 4, [7]),
  node(7, 6),
  node(8, null),
];

describe('role menu grants', () => {
  it('shows only granted entries without children as checked', () => {
    // The group 1 is granted with only one of its pages: the other page must not appear checked.
    expect(grantedLeaves([1, 2, 4, 6, 7, 8], all)).toEqual([2, 7, 8]);
  });

  it('saves the checked pages with every group above them', () => {
    expect(withGroups([7], all)).toEqual([4, 6, 7]);
    expect(withGroups([3, 5, 8], all)).toEqual([1, 3, 4, 5, 8]);
    expect(withGroups([], all)).toEqual([]);
  });

  it('round-trips what it saved', () => {
    const saved = withGroups([2, 7], all);
    expect(withGroups(grantedLeaves(saved, all), all)).toEqual(saved);
  });
});
