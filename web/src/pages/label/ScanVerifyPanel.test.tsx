import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { ScanVerifyPanel } from './ScanVerifyPanel.tsx';

/**
 * Scan to verify packing against a fake server: each scan is judged at once (verdict, tone, words), the count and
 * the missing labels follow the answer, "box complete" shows, and the scan field keeps the focus throughout.
 */
const box = '069012340000000018';
const packed = ['L-1', 'L-2', 'L-3'];

function server() {
  const scanned = new Set<string>();
  const progress = () => ({
    SCANNED: scanned.size,
    EXPECTED: packed.length,
    COMPLETE: scanned.size === packed.length,
    MISSING: packed.filter((l) => !scanned.has(l)),
  });
  return fakeServer({
    'OuterBox/ScanStart': (body) => {
      const { OUTER_NO } = body as { OUTER_NO: string };
      if (OUTER_NO !== box) return { data: null, code: 404, msg: 'no such box' };
      scanned.clear();
      return { data: { VERDICT: 'this_box', OTHER_OUTER_NO: null, ...progress() } };
    },
    'OuterBox/Scan': (body) => {
      const { LABEL_NO } = body as { LABEL_NO: string };
      const verdict =
        LABEL_NO === 'L-9'
          ? 'other_box'
          : LABEL_NO === 'V-1'
            ? 'voided'
            : !packed.includes(LABEL_NO)
              ? 'unknown'
              : scanned.has(LABEL_NO)
                ? 'repeated'
                : 'this_box';
      if (verdict === 'this_box') scanned.add(LABEL_NO);
      return {
        data: {
          VERDICT: verdict,
          OTHER_OUTER_NO: verdict === 'other_box' ? '069012340000000025' : null,
          ...progress(),
        },
      };
    },
  });
}

/**
 * What a keyboard-wedge scanner does: type the code into the field, then Enter. Each is its own event, as in a
 * browser (React renders after each one), without waiting for the server in between.
 */
function type(field: HTMLInputElement, code: string) {
  act(() => {
    fireEvent.change(field, { target: { value: code } });
  });
  act(() => {
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  });
  act(() => {
    fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  });
}
async function scan(code: string) {
  const field = document.activeElement as HTMLInputElement;
  expect(field.tagName).toBe('INPUT');
  type(field, code);
  // Let the fake server answer.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

const verdict = () => screen.getByTestId('label-verdict');
const labelField = () => screen.getByTestId('label-verify-input') as HTMLInputElement;

setUpRenderTests();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('scan to verify packing', { timeout: 30_000 }, () => {
  it('judges each scan at once, counts, lists what is missing and keeps the focus', async () => {
    const calls = server();
    renderWithApp(<ScanVerifyPanel />);
    const boxField = screen.getByTestId('label-verify-box-input');
    expect(document.activeElement).toBe(boxField);

    await scan(box);
    await waitFor(() => expect(document.activeElement).toBe(labelField()));
    expect(calls.callsTo('OuterBox/ScanStart')[0]?.body).toEqual({ OUTER_NO: box });
    expect(screen.getByTestId('label-verify-count').textContent).toContain('0 / 3');

    await scan('L-1');
    await waitFor(() => expect(verdict().dataset.verdict).toBe('this_box'));
    expect(verdict().className).toContain('label-verdict-ok');
    expect(verdict().textContent).toBe('L-1: in this box');
    expect(screen.getByTestId('label-verify-count').textContent).toContain('1 / 3');
    expect(screen.getByTestId('label-verify-missing').textContent).toContain('L-2');
    expect(screen.getByTestId('label-verify-missing').textContent).not.toContain('L-1');
    expect(calls.callsTo('OuterBox/Scan')[0]?.body).toEqual({ OUTER_NO: box, LABEL_NO: 'L-1' });
    // The field is empty and focused again, ready for the next scan.
    expect(labelField().value).toBe('');
    expect(document.activeElement).toBe(labelField());

    await scan('L-9');
    await waitFor(() => expect(verdict().dataset.verdict).toBe('other_box'));
    expect(verdict().className).toContain('label-verdict-bad');
    expect(verdict().textContent).toContain('069012340000000025');

    await scan('L-1');
    await waitFor(() => expect(verdict().dataset.verdict).toBe('repeated'));
    expect(verdict().className).toContain('label-verdict-warn');

    await scan('V-1');
    await waitFor(() => expect(verdict().dataset.verdict).toBe('voided'));
    expect(verdict().className).toContain('label-verdict-bad');

    await scan('nonsense');
    await waitFor(() => expect(verdict().dataset.verdict).toBe('unknown'));
    expect(document.activeElement).toBe(labelField());

    // The verdict is announced: it sits in an assertive live region.
    const live = verdict().closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('assertive');
    expect(live?.getAttribute('role')).toBe('status');

    expect(screen.queryByTestId('label-verify-complete')).toBeNull();
    await scan('L-2');
    await scan('L-3');
    await waitFor(() =>
      expect(screen.getByTestId('label-verify-complete').textContent).toContain('Box complete'),
    );
    expect(screen.getByTestId('label-verify-count').textContent).toContain('3 / 3');
    expect(screen.queryByTestId('label-verify-missing')).toBeNull();
    expect(document.activeElement).toBe(labelField());
    // The latest scans are listed, newest first.
    expect(screen.getByTestId('label-verify-history').querySelector('li')?.textContent).toContain('L-3');
  });

  it('keeps scans in order when the scanner is faster than the server', async () => {
    const calls = server();
    renderWithApp(<ScanVerifyPanel initialBox={box} />);
    await waitFor(() => expect(document.activeElement).toBe(labelField()));
    const field = labelField();
    for (const code of ['L-3', 'L-1', 'L-2']) type(field, code);
    expect(field.value).toBe('');
    await waitFor(() => expect(screen.getByTestId('label-verify-complete')).toBeTruthy());
    expect(calls.callsTo('OuterBox/Scan').map((c) => (c.body as { LABEL_NO: string }).LABEL_NO)).toEqual([
      'L-3',
      'L-1',
      'L-2',
    ]);
    expect(document.activeElement).toBe(field);
  });

  it('says why a box cannot be checked and keeps the box field focused', async () => {
    server();
    renderWithApp(<ScanVerifyPanel />);
    await scan('999');
    const error = await screen.findByTestId('label-verify-box-error');
    expect(error.textContent).toContain('999');
    expect(error.textContent).toContain('no such box');
    expect(error.closest('[aria-live]')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('label-verify-box-input'));
    expect(screen.queryByTestId('label-verify-input')).toBeNull();
  });
});
