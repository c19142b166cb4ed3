import type { ServerMenu } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { containsPath, entryAction, findEntry, searchMenus } from './menu-model.ts';

const entry = (
  ID: number,
  Menu_Name: string,
  MENU_EN: string,
  extra: Partial<ServerMenu> = {},
): ServerMenu => ({
  ID,
  PARENT_ID: null,
  Menu_Code: `c${ID}`,
  Menu_Name,
  MENU_EN,
  Link_Url: null,
  Icon_Url: null,
  Target: '_self',
  ENABLED: 'Y',
  ORD_IDX: ID,
  children: [],
  ...extra,
});

const menus = [
  entry(1, '系统管理', 'System management', {
    children: [
      entry(2, '角色管理', 'Roles', { Link_Url: '/System/Role' }),
      entry(3, '帮助', 'Help', { Link_Url: 'https://example.com/help' }),
      entry(4, '邮件', 'Mail', { Link_Url: '/System/Mail', Target: '_blank' }),
      entry(5, '占位', 'Placeholder'),
    ],
  }),
];

describe('menu model (spec §2.2)', () => {
  it('opens in the same window, a new window, or warns for a placeholder', () => {
    const [, role, help, mail, placeholder] = [menus[0], ...menus[0]!.children];
    expect(entryAction(role!)).toEqual({ kind: 'navigate', to: '/System/Role' });
    expect(entryAction(help!)).toEqual({ kind: 'window', url: 'https://example.com/help' });
    expect(entryAction(mail!)).toEqual({ kind: 'window', url: '/System/Mail' });
    expect(entryAction(placeholder!)).toEqual({ kind: 'placeholder' });
    expect(entryAction(menus[0]!)).toEqual({ kind: 'group' });
  });

  it('never follows a stored link that is not an app path or an https:// address (#10)', () => {
    for (const Link_Url of [
      '//evil.example/x',
      '/\\evil.example',
      'http://evil.example',
      'javascript:alert(1)',
    ])
      expect(entryAction(entry(9, '坏', 'Bad', { Link_Url })), Link_Url).toEqual({ kind: 'placeholder' });
  });

  it('finds the entry of a page, in any letter case', () => {
    expect(findEntry(menus, '/system/role')?.ID).toBe(2);
    expect(containsPath(menus[0]!, '/System/Mail')).toBe(true);
    expect(containsPath(menus[0]!, '/index')).toBe(false);
  });

  it('searches titles in both languages', () => {
    expect(searchMenus(menus, 'roles').map((h) => h.entry.ID)).toEqual([2]);
    expect(searchMenus(menus, '角色').map((h) => h.entry.ID)).toEqual([2]);
    expect(searchMenus(menus, 'role')[0]?.parents.map((p) => p.ID)).toEqual([1]);
    expect(searchMenus(menus, '  ')).toEqual([]);
  });
});
