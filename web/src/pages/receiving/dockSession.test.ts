import type { DockNote } from '@srm/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../../platform/storage.ts';
import { dockSessionKey, forgetSession, keepSession, readKeptSession } from './dockSession.ts';

const note: DockNote = {
  NOTE_ID: 7,
  DELIVERY_NO: 'DN-7',
  VENDOR_CODE: 'V001',
  VENDOR_NAME: 'Acme',
  DELIVERY_DATE: '2026-11-27',
  STATUS: 4,
  PACKAGES: [
    { CODE: 'BOX-1', KIND: 'outer', LABELS: 2, LINES: [] },
    { CODE: 'BOX-2', KIND: 'outer', LABELS: 2, LINES: [] },
  ],
  LINES: [],
  SCANNED: 'BOX-1',
};
const key = dockSessionKey({ ORG_ID: 1, USER_NAME: 'warehouse' });
afterEach(() => localStorage.clear());

describe('the receiving session kept in the browser (issue #45 item 1)', () => {
  it('is read back as it was kept, per user and organisation', () => {
    keepSession(key, { note, ticked: ['BOX-1'], pending: ['IL-9'] });
    expect(readKeptSession(key)).toEqual({ note, ticked: ['BOX-1'], pending: ['IL-9'] });
    expect(readKeptSession(dockSessionKey({ ORG_ID: 1, USER_NAME: 'buyer' }))).toBeNull();
    expect(readKeptSession(dockSessionKey({ ORG_ID: 2, USER_NAME: 'warehouse' }))).toBeNull();
  });

  it('is gone once there is nothing to keep, or forgotten', () => {
    keepSession(key, { note, ticked: ['BOX-1'], pending: [] });
    keepSession(key, { note: null, ticked: [], pending: [] });
    expect(readKeptSession(key)).toBeNull();
    keepSession(key, { note, ticked: [], pending: [] });
    forgetSession(key);
    expect(readKeptSession(key)).toBeNull();
  });

  it('refuses what it did not write: another version, a damaged note, a box that is not the note’s', () => {
    storage.set(key, { v: 2, note, ticked: ['BOX-1'], pending: [] });
    expect(readKeptSession(key)).toBeNull();
    storage.set(key, { v: 1, note: { DELIVERY_NO: 'DN-7' }, ticked: ['BOX-1'], pending: [] });
    expect(readKeptSession(key)).toBeNull();
    storage.set(key, { v: 1, note, ticked: ['BOX-1', 'BOX-9', 3], pending: 'x' });
    expect(readKeptSession(key)).toEqual({ note, ticked: ['BOX-1'], pending: [] });
    localStorage.setItem('srm-broken', '{');
    expect(readKeptSession('broken')).toBeNull();
  });
});
