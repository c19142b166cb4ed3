import { apiPaths, type DockNote, type DockReceived, normaliseDockCode } from '@srm/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import DockReceivingPage from './DockReceivingPage.tsx';

/**
 * Issue #33 item 1: dock receiving. A box of another note is refused naming that note and ticks nothing; an inner
 * label packed in a box ticks the box, once; receiving with a box not scanned asks first, then sends ALLOW_SHORT.
 */
beforeAll(stubBrowser);
beforeEach(() => changeLanguage('en'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('zh-chs');
});

const p = apiPaths.dock;
const slow = { timeout: 30_000 };
const boxA1 = '069012340000000017';
const boxA2 = '069012340000000024';
const looseLabel = 'IL2026112700009';
const labelInA1 = 'IL2026112700001';
const boxB = '069012340000000031';

const noteA = (scanned: string): DockNote => ({
  NOTE_ID: 11,
  DELIVERY_NO: 'DN-A-0011',
  VENDOR_CODE: 'V001',
  VENDOR_NAME: 'Acme',
  DELIVERY_DATE: '2026-11-27',
  STATUS: 4,
  PACKAGES: [
    { CODE: boxA1, KIND: 'outer', LABELS: 3, LINES: [{ LINE_ID: 1, PART_NO: 'P-100', QTY: '300' }] },
    { CODE: boxA2, KIND: 'outer', LABELS: 3, LINES: [{ LINE_ID: 1, PART_NO: 'P-100', QTY: '300' }] },
    { CODE: looseLabel, KIND: 'inner', LABELS: 1, LINES: [{ LINE_ID: 1, PART_NO: 'P-100', QTY: '50' }] },
  ],
  LINES: [
    {
      LINE_ID: 1,
      LINE_NO: 10,
      PART_NO: 'P-100',
      PART_NAME: 'Bracket',
      UNIT: 'PCS',
      DELIVERY_QTY: '650',
      LABELLED_QTY: '650',
      LOOSE_QTY: '0',
    },
  ],
  SCANNED: scanned,
});
const noteB: DockNote = { ...noteA(boxB), NOTE_ID: 12, DELIVERY_NO: 'DN-B-0012', PACKAGES: [] };

/** The fake server's Dock/Scan: each code to the note and package it ticks. */
const scanHandler = (query: URLSearchParams) => {
  const code = normaliseDockCode(query.get('code') ?? '');
  if (code === boxA1 || code === labelInA1) return { data: noteA(boxA1) };
  if (code === boxA2) return { data: noteA(boxA2) };
  if (code === looseLabel) return { data: noteA(looseLabel) };
  if (code === boxB) return { data: noteB };
  return { data: null, code: 404, msg: `No outer box or inner label has the code ${code}` };
};

const input = () => screen.getByTestId('dock-scan-input') as HTMLInputElement;
/** A keyboard-wedge scan: the code typed into the field, then Enter. */
async function scan(code: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value: code } });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
  });
}
const ticked = () =>
  screen
    .getAllByTestId('dock-package')
    .filter((row) => row.dataset.scanned === 'true')
    .map((row) => row.dataset.code);
const feedback = () => screen.getByTestId('dock-feedback');

describe('the dock receiving page', slow, () => {
  it('refuses a box of another note naming that note, and ticks nothing', async () => {
    const server = fakeServer({ [p.scan]: (_, query) => scanHandler(query) });
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    renderWithApp(<DockReceivingPage />);
    expect(screen.getByTestId('dock-intro')).toBeTruthy();
    expect(document.activeElement).toBe(input());

    await scan(`(00)${boxA1}`);
    await waitFor(() => expect(screen.getByTestId('dock-delivery-no').textContent).toBe('DN-A-0011'));
    expect(server.callsTo(p.scan)[0]!.query.get('code')).toBe(`(00)${boxA1}`);
    expect(ticked()).toEqual([boxA1]);
    expect(screen.getByTestId('dock-progress').textContent).toBe('1 / 3 boxes');

    await scan(boxB);
    await waitFor(() => expect(feedback().dataset.tone).toBe('bad'));
    expect(feedback().textContent).toContain('DN-B-0012');
    expect(feedback().textContent).toContain(boxB);
    expect(ticked()).toEqual([boxA1]);
    expect(screen.getByTestId('dock-progress').textContent).toBe('1 / 3 boxes');
    expect(vibrate).toHaveBeenLastCalledWith([400, 120, 400]);
    // The field is empty and focused again for the next scan.
    expect(input().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input()));

    // An unknown code: the server's message, nothing ticked.
    await scan('NO-SUCH-BOX');
    await waitFor(() =>
      expect(feedback().textContent).toContain('No outer box or inner label has the code NO-SUCH-BOX'),
    );
    expect(ticked()).toEqual([boxA1]);
  });

  it('ticks the box an inner label is packed in, and warns when a box is scanned twice', async () => {
    const server = fakeServer({ [p.scan]: (_, query) => scanHandler(query) });
    renderWithApp(<DockReceivingPage />);
    await scan(boxA2);
    await screen.findByTestId('dock-note');
    await scan(labelInA1.toLowerCase());
    await waitFor(() => expect(ticked()).toEqual([boxA1, boxA2]));
    expect(feedback().textContent).toContain(`is packed in box ${boxA1}`);
    // A package code of the loaded note is judged on the page, without asking the server.
    const asked = server.callsTo(p.scan).length;
    await scan(`]C100${boxA2}`);
    await waitFor(() => expect(feedback().dataset.tone).toBe('warn'));
    expect(feedback().textContent).toBe(`${boxA2} was already scanned`);
    expect(server.callsTo(p.scan)).toHaveLength(asked);
    expect(ticked()).toEqual([boxA1, boxA2]);
  });

  it('asks before receiving with a box not scanned, then sends ALLOW_SHORT and shows the shortage', async () => {
    const received: DockReceived = {
      NOTE_ID: 11,
      DELIVERY_NO: 'DN-A-0011',
      LINES: [{ LINE_ID: 1, RECEIVED_QTY: '600', DELIVERY_QTY: '650' }],
      MISSING: 1,
    };
    const server = fakeServer({
      [p.scan]: (_, query) => scanHandler(query),
      [p.receive]: () => ({ data: received }),
    });
    renderWithApp(<DockReceivingPage />);
    await scan(boxA1);
    await screen.findByTestId('dock-note');
    await scan(boxA2);
    await waitFor(() => expect(screen.getByTestId('dock-progress').textContent).toBe('2 / 3 boxes'));

    // Cancelled: nothing is sent.
    await act(async () => fireEvent.click(screen.getByTestId('dock-receive')));
    await screen.findByTestId('dock-short');
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe(
      '1 box not scanned: receive short?',
    );
    await act(async () => fireEvent.click(screen.getByTestId('dock-short-cancel')));
    expect(server.callsTo(p.receive)).toHaveLength(0);
    expect(screen.getByTestId('dock-note')).toBeTruthy();

    // Confirmed: the boxes scanned, short allowed. (The cancelled question may still be closing in jsdom.)
    const closing = screen.queryAllByTestId('dock-short-ok').length;
    await act(async () => fireEvent.click(screen.getByTestId('dock-receive')));
    await waitFor(() => expect(screen.getAllByTestId('dock-short-ok').length).toBeGreaterThan(closing));
    await act(async () => fireEvent.click(screen.getAllByTestId('dock-short-ok').at(-1)!));
    await waitFor(() => expect(server.callsTo(p.receive)).toHaveLength(1));
    expect(server.callsTo(p.receive)[0]!.body).toEqual({
      NOTE_ID: 11,
      CODES: [boxA1, boxA2],
      ALLOW_SHORT: true,
    });
    const result = await screen.findByTestId('dock-received');
    expect(result.textContent).toContain('DN-A-0011');
    expect(feedback().dataset.tone).toBe('warn');
    expect(feedback().textContent).toBe('Delivery note DN-A-0011 received: 1 box short');
    expect(screen.getByTestId('dock-received-missing').textContent).toBe('1 box short');
    const line = screen.getByTestId('dock-received-line');
    expect(line.dataset.short).toBe('true');
    expect(line.textContent).toContain('Received 600 of 650 PCS');
    expect(line.textContent).toContain('Short 50');

    // Next note: back to the empty page.
    await act(async () => fireEvent.click(screen.getByTestId('dock-next')));
    await waitFor(() => expect(screen.queryByTestId('dock-received')).toBeNull());
    expect(screen.getByTestId('dock-intro')).toBeTruthy();
  });

  it('receives at once when every box is scanned, without ALLOW_SHORT', async () => {
    const server = fakeServer({
      [p.scan]: (_, query) => scanHandler(query),
      [p.receive]: () => ({
        data: {
          NOTE_ID: 11,
          DELIVERY_NO: 'DN-A-0011',
          LINES: [{ LINE_ID: 1, RECEIVED_QTY: '650', DELIVERY_QTY: '650' }],
          MISSING: 0,
        },
      }),
    });
    renderWithApp(<DockReceivingPage />);
    for (const code of [boxA1, boxA2, looseLabel]) await scan(code);
    await waitFor(() => expect(screen.getByTestId('dock-progress').textContent).toBe('3 / 3 boxes'));
    expect(feedback().textContent).toBe('All 3 boxes scanned: ready to receive');
    await act(async () => fireEvent.click(screen.getByTestId('dock-receive')));
    await screen.findByTestId('dock-received');
    expect(server.callsTo(p.receive)[0]!.body).toEqual({
      NOTE_ID: 11,
      CODES: [boxA1, boxA2, looseLabel],
      ALLOW_SHORT: false,
    });
    expect(screen.getByTestId('dock-received-line').dataset.short).toBe('false');
  });

  it('keeps a scan the server cannot be asked about, and checks it once the connection is back', async () => {
    let online = false;
    const server = fakeServer({
      [p.scan]: (_, query) => {
        // No connection: the request fails before any answer (fetch rejects).
        if (!online) throw new TypeError('Failed to fetch');
        return scanHandler(query);
      },
    });
    renderWithApp(<DockReceivingPage />);
    await scan(boxA1);
    await waitFor(() => expect(feedback().textContent).toContain('No connection'));
    expect(screen.getByTestId('dock-pending').dataset.count).toBe('1');
    expect(screen.queryByTestId('dock-note')).toBeNull();

    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('dock-delivery-no').textContent).toBe('DN-A-0011'));
    expect(screen.queryByTestId('dock-pending')).toBeNull();
    expect(ticked()).toEqual([boxA1]);
    expect(server.callsTo(p.scan).map((c) => c.query.get('code'))).toEqual([boxA1, boxA1]);
  });
});
