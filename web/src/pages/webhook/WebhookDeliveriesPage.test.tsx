import { apiPaths, listOf, type WebhookDeliveryDetail } from '@srm/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import WebhookDeliveriesPage from './WebhookDeliveriesPage.tsx';

const load = listOf('WebhookDeliveries').loadData;
const columns = listColumns(['ID', 'EVENT_NAME', 'ENTITY_KEY', 'STATE', 'ATTEMPTS', 'LAST_STATUS'], {
  options: {
    STATE: [
      { value: 'pending', label: '待发送' },
      { value: 'delivered', label: '已送达' },
      { value: 'failed', label: '发送失败' },
    ],
  },
});
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

setUpRenderTests({ resetLanguage: true });

describe('Webhook deliveries (issue #35)', { timeout: 30_000 }, () => {
  it('sends again the selected messages no longer in flight, says how many were queued and reads the list again', async () => {
    const server = listServer(load, columns, rows, {
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
    // A pending message is in flight: "Send again" (the contract's table) takes delivered or failed ones only.
    fireEvent.click(box('DN-29'));
    await waitFor(() => expect(box('DN-29').checked).toBe(true));
    expect(send().disabled).toBe(true);
    fireEvent.click(box('DN-31'));
    fireEvent.click(box('DN-30'));
    await waitFor(() => expect(send().textContent).toContain('2'));
    expect(send().disabled).toBe(false);
    const loads = server.callsTo(load).length;

    fireEvent.click(send());
    await waitFor(() => expect(server.callsTo(apiPaths.webhook.sendAgain)).toHaveLength(1));
    expect(server.callsTo(apiPaths.webhook.sendAgain)[0]!.body).toEqual({ IDS: [31, 30] });
    expect(await screen.findByText('已排队 2 条消息')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(load).length).toBeGreaterThan(loads));
    // The selection is dropped: nothing to send until the user chooses again.
    await waitFor(() => expect(send().disabled).toBe(true));
  });

  it('names each message by its document, says the last error in words, and opens a message with its attempts and body', async () => {
    await changeLanguage('en');
    const fields = ['ID', 'EVENT_NAME', 'DOCUMENT', 'STATE', 'LAST_STATUS', 'LAST_ERROR'];
    const errorColumns = listColumns(fields, {
      options: { LAST_ERROR: [{ value: 'timeout', label: 'The receiver did not answer in time' }] },
      width: 160,
    });
    const body =
      '{"type":"ncr.opened","timestamp":"2026-11-29T03:10:00.000Z","data":{"ncrId":21,"ncrNo":"NCR-2026-00021","vendorCode":"V001","by":"buyer","organization":{"id":1,"code":"HQ"}}}';
    const detail: WebhookDeliveryDetail = {
      ID: 41,
      EVENT_NAME: 'ncr.opened',
      DOCUMENT: 'NCR-2026-00021',
      URL: 'https://erp.example.com/hook',
      ENDPOINT_ID: 3,
      VENDOR_CODE: null,
      STATE: 'pending',
      ATTEMPTS: 3,
      CREATETIME: '2026-11-29T03:10:01.000Z',
      NEXT_ATTEMPT_AT: '2026-11-29T03:13:00.000Z',
      DELIVERED_AT: null,
      WEBHOOK_ID: 'msg_812',
      BODY: body,
      Attempts: [
        {
          NO: 1,
          AT: '2026-11-29T03:10:02.000Z',
          STATUS: 503,
          ERROR_KIND: 'httpServer',
          ERROR_DETAIL: 'HTTP 503',
          DURATION_MS: 41,
        },
        {
          NO: 2,
          AT: '2026-11-29T03:10:07.000Z',
          STATUS: null,
          ERROR_KIND: 'timeout',
          ERROR_DETAIL: 'no answer within 15000 ms',
          DURATION_MS: 15002,
        },
        {
          NO: 3,
          AT: '2026-11-29T03:10:37.000Z',
          STATUS: 401,
          ERROR_KIND: 'httpClient',
          ERROR_DETAIL: 'HTTP 401',
          DURATION_MS: 18,
        },
      ],
    };
    const listed = {
      ID: 41,
      EVENT_NAME: 'ncr.opened',
      DOCUMENT: 'NCR-2026-00021',
      STATE: 'pending',
      LAST_STATUS: null,
      LAST_ERROR: 'timeout',
      ERROR_DETAIL: 'no answer within 15000 ms',
    };
    const server = listServer(load, errorColumns, [listed], {
      [apiPaths.webhook.delivery]: (_body, query) =>
        query?.get('id') === '41' ? { data: detail } : { data: null, code: 404, msg: 'no' },
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<WebhookDeliveriesPage />);
    // The row says which document, and why it failed in a sentence.
    const cell = await screen.findByText('The receiver did not answer in time');
    expect(cell.closest('[data-kind]')?.getAttribute('data-kind')).toBe('timeout');
    const rowOf = [...document.querySelectorAll('.lt-body tbody tr')].find((r) =>
      r.textContent?.includes('NCR-2026-00021'),
    )!;
    expect(rowOf).toBeTruthy();

    const open = () => screen.getByTestId('webhook-open') as HTMLButtonElement;
    expect(open().disabled).toBe(true);
    fireEvent.click(rowOf.querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await waitFor(() => expect(open().disabled).toBe(false));
    await act(async () => fireEvent.click(open()));
    await waitFor(() => expect(server.callsTo(apiPaths.webhook.delivery)).toHaveLength(1));
    expect(server.callsTo(apiPaths.webhook.delivery)[0]!.query.get('id')).toBe('41');

    const drawer = await screen.findByTestId('webhook-drawer');
    expect((await within(drawer).findByTestId('webhook-drawer-title')).textContent).toBe(
      'NCR opened: NCR-2026-00021',
    );
    expect(within(drawer).getByTestId('webhook-drawer-id').textContent).toBe('msg_812');
    // Every attempt: its number, the status or why it failed in words (with the detail), its duration.
    const attempts = [...within(drawer).getByTestId('webhook-attempts').querySelectorAll('tbody tr')].map(
      (tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(attempts.map((a) => [a[0], a[2], a[3]])).toEqual([
      ['1', 'HTTP 503The receiver failed to handle the message (a 5xx answer)HTTP 503', '41'],
      ['2', 'The receiver did not answer in timeno answer within 15000 ms', '15002'],
      [
        '3',
        'HTTP 401The receiver refused the message (a 4xx answer): check its address and its signature checkHTTP 401',
        '18',
      ],
    ]);
    // The body, laid out to read; copied exactly as it was signed.
    expect(within(drawer).getByTestId('webhook-body').textContent).toBe(
      JSON.stringify(JSON.parse(body), null, 2),
    );
    await act(async () => fireEvent.click(within(drawer).getByTestId('webhook-body-copy')));
    expect(writeText).toHaveBeenCalledWith(body);
  });
});
