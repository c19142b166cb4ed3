import { apiPaths, listOf, webhookEvents, webhookStaffOnlyEvents } from '@srm/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { type fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import WebhookEndpointsPage from './WebhookEndpointsPage.tsx';

/** Who is signed in: staff, or (set by a test) a vendor user. */
const who = vi.hoisted(() => ({ vendorCode: null as string | null }));
vi.mock('../../platform/session.ts', async (original) => ({
  ...(await original<typeof import('../../platform/session.ts')>()),
  useSession: () => ({
    userInfo: who.vendorCode ? { USER_NAME: 'vendor1', VENDOR_CODE: who.vendorCode } : null,
    permissions: null,
  }),
}));

/** Issue #35 item 3: the endpoints' screen; a new endpoint's signing secret is shown once, in a dialog. */
setUpRenderTests({ resetLanguage: true });
afterEach(() => {
  who.vendorCode = null;
});

const p = apiPaths.webhook;
const load = listOf('WebhookEndpoints').loadData;
const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I=';
const columns = listColumns(['ID', 'URL', 'DESCRIPTION', 'EVENTS', 'STATE', 'DISABLED_REASON'], {
  options: {
    STATE: [
      { value: 'enabled', label: 'Enabled' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
  width: 160,
});
type Endpoint = {
  ID: number;
  URL: string;
  DESCRIPTION: string;
  EVENTS: string;
  STATE: string;
  DISABLED_REASON: string | null;
};
const existing: Endpoint = {
  ID: 1,
  URL: 'https://erp.example.com/old',
  DESCRIPTION: 'Old ERP',
  EVENTS: 'note.shipped, statement.sent',
  STATE: 'disabled',
  DISABLED_REASON: 'by admin',
};

type Handlers = Parameters<typeof fakeServer>[0];
function serverWith(rows: Endpoint[], handlers: Handlers) {
  return listServer(load, columns, rows, handlers);
}

const row = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.lt-body tbody tr')].find((r) =>
    r.textContent?.includes(text),
  )!;

describe('Webhook endpoints', { timeout: 30_000 }, () => {
  it('registers an endpoint and shows its secret once, with how to check a message; the list is read again', async () => {
    await changeLanguage('en');
    const rows = [existing];
    const server = serverWith(rows, {
      [p.save]: (body) => {
        const b = body as { URL: string; DESCRIPTION: string; EVENTS: string[] };
        rows.unshift({
          ...existing,
          ID: 2,
          URL: b.URL,
          DESCRIPTION: b.DESCRIPTION,
          EVENTS: b.EVENTS.join(', '),
          STATE: 'enabled',
          DISABLED_REASON: null,
        });
        return { data: { Id: 2, Secret: secret } };
      },
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<WebhookEndpointsPage />);
    expect(await screen.findByText('https://erp.example.com/old')).toBeTruthy();
    // The events read as what they mean; the state is a red tag with the list's label.
    expect(row('Old ERP').textContent).toContain('Delivery note shipped, Statement sent');
    const state = row('Old ERP').querySelector('[data-state="disabled"]')!;
    expect(state.textContent).toBe('Disabled');
    expect(state.className).toContain('red');
    const loads = server.callsTo(load).length;

    await act(async () => fireEvent.click(screen.getByTestId('webhook-new')));
    await act(async () =>
      fireEvent.change(await screen.findByTestId('webhook-url'), {
        target: { value: ' https://8.8.8.8/hook ' },
      }),
    );
    await act(async () =>
      fireEvent.change(screen.getByTestId('webhook-description'), { target: { value: 'Our ERP' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-save')));
    await waitFor(() => expect(server.callsTo(p.save)).toHaveLength(1));
    // A new endpoint: no ID, every event unless the user unticks some.
    expect(server.callsTo(p.save)[0]!.body).toEqual({
      URL: 'https://8.8.8.8/hook',
      DESCRIPTION: 'Our ERP',
      EVENTS: [...webhookEvents],
    });

    const shown = (await screen.findByTestId('webhook-secret')) as HTMLInputElement;
    expect(shown.value).toBe(secret);
    expect(screen.getByText(/the only time the secret is shown/)).toBeTruthy();
    const verify = screen.getByTestId('webhook-secret-verify').textContent!;
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'Standard Webhooks'])
      expect(verify).toContain(header);
    await act(async () => fireEvent.click(screen.getByTestId('webhook-secret-copy')));
    expect(writeText).toHaveBeenCalledWith(secret);
    await waitFor(() => expect(server.callsTo(load).length).toBeGreaterThan(loads));
    expect(await screen.findByText('https://8.8.8.8/hook')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByTestId('webhook-secret-done')));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    // Once closed, the secret is nowhere on the page.
    expect(document.body.innerHTML).not.toContain(secret);
  });

  it("shows the server's refusal in the dialog and no secret", async () => {
    const server = serverWith([], {
      [p.save]: () => ({
        data: null,
        code: 400,
        msg: '10.0.0.5 是内网、本机、链路本地或云元数据地址，不能接收 Webhook',
      }),
    });
    renderWithApp(<WebhookEndpointsPage />);
    await act(async () => fireEvent.click(await screen.findByTestId('webhook-new')));
    await act(async () =>
      fireEvent.change(await screen.findByTestId('webhook-url'), { target: { value: 'https://10.0.0.5/x' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-save')));
    expect((await screen.findByTestId('webhook-error')).textContent).toContain('是内网');
    expect(server.callsTo(p.save)).toHaveLength(1);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    // The dialog stays open with what was typed.
    expect((screen.getByTestId('webhook-url') as HTMLInputElement).value).toBe('https://10.0.0.5/x');
  });

  it('lists every reason the server gives for refusing the address, each on its own line', async () => {
    const reasons = [
      '接收地址 http://***@10.1.2.3/hook 不能包含用户名或密码（由签名向接收方证明消息来源）',
      '接收地址必须使用 HTTPS：http://***@10.1.2.3/hook',
      '10.1.2.3 是内网、本机、链路本地或云元数据地址，不能接收事件推送；如确需使用，请管理员先将其加入允许列表',
    ];
    serverWith([], {
      [p.save]: () => ({ data: { REASONS: reasons }, code: 400, msg: `共 3 个问题：${reasons.join(' ')}` }),
    });
    renderWithApp(<WebhookEndpointsPage />);
    await act(async () => fireEvent.click(await screen.findByTestId('webhook-new')));
    await act(async () =>
      fireEvent.change(await screen.findByTestId('webhook-url'), {
        target: { value: 'http://user:secret@10.1.2.3/hook' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-save')));
    const refusal = await screen.findByTestId('webhook-error');
    expect(refusal.textContent).toContain('该接收地址共有 3 个问题，全部修正后才能保存');
    expect([...refusal.querySelectorAll('li')].map((li) => li.textContent)).toEqual(reasons);
  });

  it('offers the events by area, quality and supplier ones too; a vendor gets its own events and no allowlist', async () => {
    who.vendorCode = 'V001';
    const server = serverWith([], { [p.save]: () => ({ data: { Id: 3, Secret: secret } }) });
    renderWithApp(<WebhookEndpointsPage />);
    await screen.findByTestId('webhook-new');
    // The allowlist is the organisation's administrators' (the server refuses a vendor's change too).
    expect(screen.queryByTestId('webhook-allowlist-open')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('webhook-new')));
    const events = await screen.findByTestId('webhook-events');
    expect([...events.querySelectorAll('[data-group]')].map((g) => g.getAttribute('data-group'))).toEqual([
      'supply',
      'settlement',
      'quality',
      'supplier',
    ]);
    const quality = events.querySelector<HTMLElement>('[data-group="quality"]')!;
    for (const label of [
      '质量',
      '不合格品报告已发起',
      '不合格品报告已答复',
      '不合格品报告已退回',
      '不合格品报告已逾期',
    ])
      expect(within(quality).getByText(label)).toBeTruthy();
    const supplier = events.querySelector<HTMLElement>('[data-group="supplier"]')!;
    expect(within(supplier).getByText('资质证照已上传')).toBeTruthy();
    expect(within(supplier).getByText('供应商资料变更已批准')).toBeTruthy();
    // A registration is no vendor's yet: not offered to a vendor.
    expect(within(supplier).queryByText('供应商已提交注册')).toBeNull();
    // The area's box takes all of it off (and on).
    const group = screen.getByTestId('webhook-events-quality');
    const qualityBox = (group.matches('input') ? group : group.querySelector('input')!) as HTMLInputElement;
    expect(qualityBox.checked).toBe(true);
    await act(async () => fireEvent.click(qualityBox));
    await act(async () =>
      fireEvent.change(screen.getByTestId('webhook-url'), { target: { value: 'https://8.8.8.8/v001' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-save')));
    await waitFor(() => expect(server.callsTo(p.save)).toHaveLength(1));
    const staffOnly: readonly string[] = webhookStaffOnlyEvents;
    expect((server.callsTo(p.save)[0]!.body as { EVENTS: string[] }).EVENTS).toEqual(
      webhookEvents.filter((e) => !e.startsWith('ncr.') && !staffOnly.includes(e)),
    );
  });

  it('changes the selected endpoint with its ID and events, and shows no secret', async () => {
    const server = serverWith([existing], { [p.save]: () => ({ data: { Id: 1, Secret: null } }) });
    renderWithApp(<WebhookEndpointsPage />);
    await screen.findByText('https://erp.example.com/old');
    const box = row('Old ERP').querySelector<HTMLInputElement>('input[type=checkbox]')!;
    fireEvent.click(box);
    await waitFor(() =>
      expect((screen.getByTestId('webhook-edit') as HTMLButtonElement).disabled).toBe(false),
    );
    // A disabled endpoint may be enabled, not disabled again.
    expect((screen.getByTestId('webhook-enable') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('webhook-disable') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByTestId('webhook-edit')));
    const dialog = (await screen.findByTestId('webhook-url')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('送货单已发货')).toBeTruthy();
    await act(async () =>
      fireEvent.change(screen.getByTestId('webhook-url'), {
        target: { value: 'https://erp.example.com/new' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-save')));
    await waitFor(() => expect(server.callsTo(p.save)).toHaveLength(1));
    expect(server.callsTo(p.save)[0]!.body).toEqual({
      ID: 1,
      URL: 'https://erp.example.com/new',
      DESCRIPTION: 'Old ERP',
      EVENTS: ['note.shipped', 'statement.sent'],
    });
    await waitFor(() => expect(screen.queryByTestId('webhook-url')).toBeNull());
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('makes a new secret only once asked, and shows it once', async () => {
    const server = serverWith([{ ...existing, STATE: 'enabled', DISABLED_REASON: null }], {
      [p.rotateSecret]: (body) => {
        const { ID, REVOKE_OLD } = body as { ID: number; REVOKE_OLD: boolean };
        return {
          data: { Id: ID, Secret: secret, OLD_SIGNS_UNTIL: REVOKE_OLD ? null : '2026-11-28T09:30:00Z' },
        };
      },
    });
    renderWithApp(<WebhookEndpointsPage />);
    await screen.findByText('https://erp.example.com/old');
    fireEvent.click(row('Old ERP').querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await waitFor(() =>
      expect((screen.getByTestId('webhook-rotate') as HTMLButtonElement).disabled).toBe(false),
    );

    await act(async () => fireEvent.click(screen.getByTestId('webhook-rotate')));
    await act(async () => fireEvent.click(await screen.findByTestId('webhook-ask-rotate-cancel')));
    expect(server.callsTo(p.rotateSecret)).toHaveLength(0);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId('webhook-rotate')));
    // The cancelled question may still be closing in jsdom: the new one is the last.
    const asked = await screen.findAllByTestId('webhook-ask-rotate-ok');
    await act(async () => fireEvent.click(asked.at(-1)!));
    expect(((await screen.findByTestId('webhook-secret')) as HTMLInputElement).value).toBe(secret);
    expect(screen.getByTestId('webhook-secret-url').textContent).toContain('https://erp.example.com/old');
    expect(server.callsTo(p.rotateSecret).map((c) => c.body)).toEqual([{ ID: 1, REVOKE_OLD: false }]);
    // The old secret keeps signing for a day, and the dialog says until when.
    expect(screen.getByTestId('webhook-secret-old').textContent).toMatch(
      /旧密钥在 2026-11-28 \d\d:30 之前也为每条消息签名/,
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-secret-done')));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());

    // A leaked secret: revoked at once when the box is ticked.
    const selected = row('Old ERP').querySelector<HTMLInputElement>('input[type=checkbox]')!;
    if (!selected.checked) fireEvent.click(selected);
    await waitFor(() =>
      expect((screen.getByTestId('webhook-rotate') as HTMLButtonElement).disabled).toBe(false),
    );
    const before = screen.queryAllByTestId('webhook-rotate-revoke').length;
    await act(async () => fireEvent.click(screen.getByTestId('webhook-rotate')));
    await waitFor(() =>
      expect(screen.queryAllByTestId('webhook-rotate-revoke').length).toBeGreaterThan(before),
    );
    const revoke = (await screen.findAllByTestId('webhook-rotate-revoke')).at(-1)!;
    const box = revoke.matches('input') ? revoke : revoke.querySelector('input')!;
    await act(async () => fireEvent.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click((await screen.findAllByTestId('webhook-ask-rotate-ok')).at(-1)!));
    await waitFor(() => expect(server.callsTo(p.rotateSecret)).toHaveLength(2));
    expect((await screen.findByTestId('webhook-secret-old')).textContent).toContain('旧密钥已不再签名');
    expect(server.callsTo(p.rotateSecret).map((c) => c.body)).toEqual([
      { ID: 1, REVOKE_OLD: false },
      { ID: 1, REVOKE_OLD: true },
    ]);
  });

  it("edits the allowlist one entry a line, and shows the server's refusal", async () => {
    let entries = ['erp.internal'];
    let refuse = false;
    const server = serverWith([], {
      [p.allowlist]: () => ({ data: { ENTRIES: entries } }),
      [p.saveAllowlist]: (body) => {
        if (refuse) return { data: null, code: 403, msg: '只有采购方管理员可以修改允许列表' };
        entries = (body as { ENTRIES: string[] }).ENTRIES;
        return { data: { ENTRIES: entries } };
      },
    });
    renderWithApp(<WebhookEndpointsPage />);
    await act(async () => fireEvent.click(await screen.findByTestId('webhook-allowlist-open')));
    const area = (await screen.findByTestId('webhook-allowlist')) as HTMLTextAreaElement;
    expect(area.value).toBe('erp.internal');
    await act(async () =>
      fireEvent.change(area, {
        target: { value: 'erp.internal\n\n 10.1.0.0/16, 192.168.1.20\nerp.internal' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('webhook-allowlist-save')));
    await waitFor(() => expect(server.callsTo(p.saveAllowlist)).toHaveLength(1));
    expect(server.callsTo(p.saveAllowlist)[0]!.body).toEqual({
      ENTRIES: ['erp.internal', '10.1.0.0/16', '192.168.1.20'],
    });
    await waitFor(() => expect(screen.queryByTestId('webhook-allowlist')).toBeNull());

    refuse = true;
    await act(async () => fireEvent.click(screen.getByTestId('webhook-allowlist-open')));
    await screen.findByTestId('webhook-allowlist');
    await act(async () => fireEvent.click(screen.getByTestId('webhook-allowlist-save')));
    expect((await screen.findByTestId('webhook-allowlist-error')).textContent).toContain('只有采购方管理员');
    expect(screen.getByTestId('webhook-allowlist')).toBeTruthy();
  });
});
