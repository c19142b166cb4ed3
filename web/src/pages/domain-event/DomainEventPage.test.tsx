import { apiPaths, listOf } from '@srm/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import DomainEventPage from './DomainEventPage.tsx';

vi.mock('../../platform/session.ts', () => ({
  usePermission: () => true,
  hasPermission: () => true,
  session: { userInfo: () => ({ USER_NAME: 'admin' }) },
}));

const columns = listColumns(['EVENT_ID', 'EVENT_NAME', 'SUBSCRIBER', 'STATE', 'ATTEMPTS', 'LAST_ERROR'], {
  options: {
    STATE: [
      { value: 'pending', label: '待投递' },
      { value: 'failed', label: '投递失败' },
    ],
  },
});
const rows = [
  { ID: '7:mail', EVENT_ID: 7, EVENT_NAME: 'note.shipped', SUBSCRIBER: 'mail', STATE: 'failed', ATTEMPTS: 9 },
  {
    ID: '8:mail',
    EVENT_ID: 8,
    EVENT_NAME: 'note.received',
    SUBSCRIBER: 'mail',
    STATE: 'pending',
    ATTEMPTS: 1,
  },
];

setUpRenderTests();

describe('Undelivered events (issue #31)', { timeout: 30_000 }, () => {
  it('retries the failed deliveries of the selection, and only those', async () => {
    const calls = listServer(listOf('DomainEvent').loadData, columns, rows, {
      [apiPaths.domainEvent.retry]: (body) => ({ data: body }),
    });
    renderWithApp(<DomainEventPage />);
    expect(await screen.findByText('note.shipped')).toBeTruthy();
    const retry = () =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('重试'))!;
    expect(retry().disabled).toBe(true);

    // Selecting only the pending one leaves nothing to retry.
    const box = (event: string) =>
      [...document.querySelectorAll('tbody tr')]
        .find((r) => r.textContent?.includes(event))!
        .querySelector<HTMLInputElement>('input[type=checkbox]')!;
    fireEvent.click(box('note.received'));
    await waitFor(() => expect(box('note.received').checked).toBe(true));
    expect(retry().disabled).toBe(true);

    fireEvent.click(box('note.shipped'));
    await waitFor(() => expect(retry().disabled).toBe(false));
    expect(retry().textContent).toContain('1');
    fireEvent.click(retry());
    await waitFor(() => expect(calls.callsTo(apiPaths.domainEvent.retry)).toHaveLength(1));
    expect(calls.callsTo(apiPaths.domainEvent.retry)[0]!.body).toEqual({ EVENT_ID: 7, SUBSCRIBER: 'mail' });
    // The list is asked again, so the retried one shows its new state.
    await waitFor(() => expect(calls.callsTo(apiPaths.domainEvent.loadData).length).toBeGreaterThan(1));
  });
});
