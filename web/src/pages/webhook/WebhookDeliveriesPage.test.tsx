import { apiPaths, screenListPaths } from '@srm/contract';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import WebhookDeliveriesPage from './WebhookDeliveriesPage.tsx';

const load = screenListPaths('WebhookDeliveries').loadData;
const columns = ['ID', 'EVENT_NAME', 'ENTITY_KEY', 'STATE', 'ATTEMPTS', 'LAST_STATUS'].map((f, i) => ({
  ORD_IDX: i + 1,
  FIELD_NAME: f,
  FIELD_CAPTION: f,
  FIELD_WIDTH: 120,
  IS_VISIBLE: 'Y',
  ...(f === 'STATE'
    ? {
        KIND: 'text',
        OPTIONS: [
          { value: 'pending', label: '待发送' },
          { value: 'delivered', label: '已送达' },
          { value: 'failed', label: '发送失败' },
        ],
      }
    : {}),
}));
const rows = [
  {
    ID: 31,
    EVENT_NAME: 'note.shipped',
    ENTITY_KEY: 'DN-31',
    STATE: 'failed',
    ATTEMPTS: 12,
    LAST_STATUS: 500,
  },
  {
    ID: 30,
    EVENT_NAME: 'note.shipped',
    ENTITY_KEY: 'DN-30',
    STATE: 'delivered',
    ATTEMPTS: 1,
    LAST_STATUS: 200,
  },
  {
    ID: 29,
    EVENT_NAME: 'note.received',
    ENTITY_KEY: 'DN-29',
    STATE: 'pending',
    ATTEMPTS: 0,
    LAST_STATUS: null,
  },
];

beforeAll(() => {
  stubBrowser();
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Webhook deliveries (issue #35)', { timeout: 30_000 }, () => {
  it('sends again exactly the selected messages, says how many were queued and reads the list again', async () => {
    const server = fakeServer({
      'ListParam/LoadListFields': () => ({ data: columns }),
      'ListParam/LoadData': () => ({ data: [] }),
      'ListParam/LoadListAdvancedQuery': () => ({ data: [] }),
      [load]: () => ({ data: rows, count: rows.length }),
      [apiPaths.webhook.sendAgain]: (body) => ({ data: { queued: (body as { IDS: number[] }).IDS.length } }),
    });
    renderWithApp(<WebhookDeliveriesPage />);
    expect(await screen.findByText('DN-31')).toBeTruthy();
    // The state is a tag coloured by the state, with the list's label.
    const failed = document.querySelector('[data-state="failed"]')!;
    expect(failed.textContent).toBe('发送失败');
    expect(failed.className).toContain('red');
    expect(document.querySelector('[data-state="delivered"]')!.className).toContain('green');
    expect(document.querySelector('[data-state="pending"]')!.className).toContain('blue');

    const send = () => screen.getByTestId('webhook-send-again') as HTMLButtonElement;
    expect(send().disabled).toBe(true);
    const box = (key: string) =>
      [...document.querySelectorAll('.lt-body tbody tr')]
        .find((r) => r.textContent?.includes(key))!
        .querySelector<HTMLInputElement>('input[type=checkbox]')!;
    fireEvent.click(box('DN-31'));
    fireEvent.click(box('DN-29'));
    await waitFor(() => expect(send().textContent).toContain('2'));
    expect(send().disabled).toBe(false);
    const loads = server.callsTo(load).length;

    fireEvent.click(send());
    await waitFor(() => expect(server.callsTo(apiPaths.webhook.sendAgain)).toHaveLength(1));
    expect(server.callsTo(apiPaths.webhook.sendAgain)[0]!.body).toEqual({ IDS: [31, 29] });
    expect(await screen.findByText('已排队 2 条消息')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(load).length).toBeGreaterThan(loads));
    // The selection is dropped: nothing to send until the user chooses again.
    await waitFor(() => expect(send().disabled).toBe(true));
  });
});
