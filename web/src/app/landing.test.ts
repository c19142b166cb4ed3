import type { ServerMenu } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';

const entry = (ID: number, Link_Url: string | null, children: ServerMenu[] = []): ServerMenu => ({
  ID,
  PARENT_ID: null,
  Menu_Code: `c${ID}`,
  Menu_Name: `m${ID}`,
  MENU_EN: `m${ID}`,
  Link_Url,
  Icon_Url: null,
  Target: '_self',
  ENABLED: 'Y',
  ORD_IDX: ID,
  children,
});

// The addresses written out, not taken from the registry the rule reads.
const dock = '/Warehouse/DockReceiving';
const inspection = '/Quality/Inspection';
const orderConfirmation = '/Order/Confirmation';

describe('where a user lands (issue #45 item 1)', () => {
  it('on the dock when its menu begins with it (the warehouse)', () => {
    const warehouse = [
      entry(1, null, [entry(2, dock), entry(3, inspection)]),
      entry(4, null, [entry(5, '/DeliveryNote/DeliveryDetailsQuery')]),
    ];
    expect(landingPath(warehouse)).toBe(dock);
  });

  it('on home when the dock is further down (a buyer) or absent (a vendor), or the menu is empty', () => {
    const buyer = [entry(1, null, [entry(2, '/Order/ConfirmationReview'), entry(3, dock)])];
    expect(landingPath(buyer)).toBe('/index');
    expect(landingPath([entry(1, null, [entry(2, orderConfirmation)])])).toBe('/index');
    expect(landingPath([])).toBe('/index');
  });

  it('reads the address as the menu holds it: another case or a query still lands on the dock', () => {
    expect(landingPath([entry(1, null, [entry(2, '/warehouse/dockreceiving?x=1')])])).toBe(dock);
  });

  it('never follows an entry that opens a new window or a placeholder', () => {
    expect(landingPath([entry(1, null, [entry(2, 'https://example.com/Warehouse/DockReceiving')])])).toBe(
      '/index',
    );
    expect(landingPath([entry(1, null, [{ ...entry(2, dock), Target: '_blank' }])])).toBe('/index');
  });
});
