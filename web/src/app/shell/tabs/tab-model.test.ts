import { describe, expect, it } from 'vitest';
import { applyTabCommand, closeTab, commandsFor, moveTab, openTab, tabKey } from './tab-model.ts';

const user = '/System/User';
const role = '/System/Role';
const mail = '/System/Mail';
const tabs = [user, role, mail];

describe('tab strip rules (spec §2.2)', () => {
  it('opens a page once, updates its full path, never adds home', () => {
    expect(openTab([], '/index')).toEqual([]);
    expect(openTab([user], role)).toEqual([user, role]);
    expect(openTab([user, role], '/system/user?tab=2')).toEqual(['/system/user?tab=2', role]);
    expect(tabKey('/system/user?tab=2')).toBe(user);
  });

  it('closing the active tab moves to its right neighbour, else the left one', () => {
    expect(closeTab(tabs, role, role)).toEqual({ tabs: [user, mail], navigate: mail });
    expect(closeTab(tabs, mail, mail)).toEqual({ tabs: [user, role], navigate: role });
    expect(closeTab([user], user, user)).toEqual({ tabs: [], navigate: '/index' });
    expect(closeTab(tabs, role, user)).toEqual({ tabs: [user, mail] });
  });

  it('never closes the home tab', () => {
    expect(closeTab(tabs, '/index', '/index')).toEqual({ tabs });
  });

  it('closes left, right, others and all', () => {
    expect(applyTabCommand(tabs, 'closeLeft', role, role)).toEqual({ tabs: [role, mail] });
    expect(applyTabCommand(tabs, 'closeLeft', role, user)).toEqual({ tabs: [role, mail], navigate: role });
    expect(applyTabCommand(tabs, 'closeRight', role, role)).toEqual({ tabs: [user, role] });
    expect(applyTabCommand(tabs, 'closeOthers', role, mail)).toEqual({ tabs: [role], navigate: role });
    expect(applyTabCommand(tabs, 'closeAll', role, mail)).toEqual({ tabs: [], navigate: '/index' });
    expect(applyTabCommand(tabs, 'closeAll', '/index', '/index')).toEqual({ tabs: [], navigate: undefined });
  });

  it('refresh re-enters the tab', () => {
    expect(applyTabCommand(tabs, 'refresh', role, user)).toEqual({ tabs, refresh: role });
  });

  it("an unknown action is refused (the strip shows 'Invalid operation')", () => {
    expect(applyTabCommand(tabs, 'closeEverything', role, role)).toBeNull();
    expect(applyTabCommand(tabs, 'closeAll', '/no/such/tab', role)).toBeNull();
  });

  it('offers only close all on the home tab', () => {
    expect(commandsFor(tabs, '/index').map((c) => c.command)).toEqual(['closeAll']);
    expect(commandsFor(tabs, user).map((c) => c.command)).toEqual([
      'refresh',
      'closeLeft',
      'closeRight',
      'closeOthers',
      'closeAll',
    ]);
    expect(commandsFor(tabs, user).find((c) => c.command === 'closeLeft')?.disabled).toBe(true);
    expect(commandsFor(tabs, mail).find((c) => c.command === 'closeRight')?.disabled).toBe(true);
  });

  it('reorders by drag', () => {
    expect(moveTab(tabs, mail, user)).toEqual([mail, user, role]);
    expect(moveTab(tabs, user, mail)).toEqual([role, mail, user]);
    expect(moveTab(tabs, '/index', mail)).toEqual(tabs);
  });
});
