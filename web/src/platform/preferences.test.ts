import { describe, expect, it } from 'vitest';
import { mergeTabs, sanitizePreferences } from './preferences.ts';

describe('preferences', () => {
  it('keeps only well-formed values and falls back field by field', () => {
    const prefs = sanitizePreferences({
      theme: 'violet',
      size: 'huge',
      color: 'red',
      language: 'en',
      grey: 'yes',
      menuCollapsed: true,
      tabs: ['/System/User', 'javascript:alert(1)', 42, `/${'x'.repeat(300)}`],
    });
    expect(prefs).toMatchObject({
      theme: 'violet',
      size: 'default',
      color: '#409EFF',
      language: 'en',
      grey: false,
      menuCollapsed: true,
      panelOpen: true,
      tabs: ['/System/User'],
    });
    expect(sanitizePreferences(null).theme).toBe('d2');
  });

  it("merges the server's tabs with pages opened before it answered", () => {
    expect(mergeTabs(['/System/User?tab=1', '/System/Role'], ['/system/user?tab=2', '/Menu/Index'])).toEqual([
      '/system/user?tab=2',
      '/System/Role',
      '/Menu/Index',
    ]);
    expect(mergeTabs([], ['/Menu/Index'])).toEqual(['/Menu/Index']);
  });
});
