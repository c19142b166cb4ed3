import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, type ExpenseBill, screens, type WebhookSaveAnswer } from '@srm/contract';
import { sql } from 'kysely';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, organizationId, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { saveMailSettings, startSmtpServer, type TestSmtp } from '../../../test/smtp-test-server.ts';
import { inTransaction } from '../../platform/db.ts';
import {
  type EventOf,
  type EventPayload,
  type PublisherModule,
  publisherFor,
} from '../../platform/events/event-catalogue.ts';
import { startMailWorker } from '../mail/index.ts';
import { startWebhookWorker } from './webhook.job.ts';
import { webhookRuntimeOf } from './webhook.service.ts';
import { addressAllowed, resolveTarget } from './webhook-address.ts';

type Note = { ID: number; DELIVERY_NO: string; Lines: { ID: number }[] };
type OrderLine = { ID: number; PART_NO: string; PO_REMAINING_QTY: string };
type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number; answered: number };
type DeliveryRow = {
  ID: number;
  EVENT_NAME: string;
  DOCUMENT: string | null;
  STATE: string;
  ATTEMPTS: number;
  LAST_STATUS: number | null;
  LAST_ERROR: string | null;
  ERROR_DETAIL: string | null;
  URL: string;
  VENDOR_CODE: string | null;
};
type Detail = {
  ID: number;
  EVENT_NAME: string;
  DOCUMENT: string | null;
  STATE: string;
  ATTEMPTS: number;
  WEBHOOK_ID: string;
  BODY: string;
  Attempts: {
    NO: number;
    AT: string;
    STATUS: number | null;
    ERROR_KIND: string | null;
    ERROR_DETAIL: string | null;
    DURATION_MS: number;
  }[];
};
type EndpointRow = { ID: number; URL: string; STATE: string; VENDOR_CODE: string | null };

/**
 * A receiver on this machine: each path answers from its script (a status, or `hang` past the sender's time-out),
 * the last entry repeating; every request is kept with its raw body and headers.
 */
type Step = number | 'hang';
class Receiver {
  readonly received: Received[] = [];
  readonly scripts = new Map<string, Step[]>();
  /** A path answering by what it receives instead of by turn. */
  readonly rules = new Map<string, (body: string) => Step>();
  #server: Server;
  port = 0;
  constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        const script = this.scripts.get(path) ?? [200];
        const seen = this.received.filter((r) => r.path === path).length;
        const body = Buffer.concat(chunks).toString('utf8');
        const rule = this.rules.get(path);
        const step = rule ? rule(body) : script[Math.min(seen, script.length - 1)]!;
        const entry: Received = { path, headers: req.headers, body, at: Date.now(), answered: 0 };
        this.received.push(entry);
        if (step === 'hang') {
          setTimeout(() => res.writeHead(200).end(), 3_000).unref();
          return;
        }
        entry.answered = step;
        res.writeHead(step).end();
      });
    });
  }
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }
  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** The payload a receiver reads once the published Standard Webhooks library has checked the signature. */
const verified = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: Record<string, unknown> };

/**
 * Signed webhooks (issue #35 item 3) against receivers on this machine: signatures checked by the published
 * `standardwebhooks` library, retries after 500s and time-outs, order per document, the disable rule with its
 * mail, refused addresses never called, "Send again", and a vendor's endpoints kept to its own events.
 */
describeOnDatabase('webhooks', (t) => {
  const { admin, buyer, vendor1, vendor2 } = signedIn(t);
  let receiver: Receiver;
  let smtp: TestSmtp;

  const save = async (session: Session, body: object) =>
    call<WebhookSaveAnswer>(t.app, session, 'POST', apiPaths.webhook.save, { body });
  const register = async (path: string, events: string[], session: Session = admin) => {
    const res = await save(session, { URL: receiver.url(path), DESCRIPTION: path, EVENTS: events });
    expect(res.status, res.body.msg).toBe(200);
    return { id: res.body.data.Id, secret: res.body.data.Secret! };
  };
  const allowlist = async (entries: string[]) => {
    const res = await call(t.app, admin, 'POST', apiPaths.webhook.saveAllowlist, {
      body: { ENTRIES: entries },
    });
    expect(res.status, res.body.msg).toBe(200);
  };
  const deliveriesOf = async (session: Session, endpointId?: number) => {
    const res = await call<DeliveryRow[]>(t.app, session, 'POST', 'WebhookDelivery/LoadData', {
      body: { Page: 1, Limit: 500 },
    });
    expect(res.status, res.body.msg).toBe(200);
    const rows = res.body.data;
    if (endpointId === undefined) return rows;
    const ids = new Set(
      (
        await t.db.selectFrom('webhook_delivery').select('id').where('endpoint_id', '=', endpointId).execute()
      ).map((r) => Number(r.id)),
    );
    return rows.filter((r) => ids.has(Number(r.ID)));
  };
  const settled = (endpointId: number, count: number) =>
    expect
      .poll(
        async () =>
          (await deliveriesOf(admin, endpointId)).filter((d) => ['delivered', 'failed'].includes(d.STATE))
            .length,
        { timeout: 30_000, interval: 100 },
      )
      .toBe(count);

  /** A message as its drawer opens it (`WebhookDelivery/Get`). */
  const detailOf = (session: Session, id: number, lang?: 'en') =>
    call<Detail>(t.app, session, 'GET', apiPaths.webhook.delivery, {
      query: { id },
      ...(lang ? { lang } : {}),
    });

  /** An event published as its module publishes it (the catalogue checks the payload), in HQ. */
  const publish = async <M extends PublisherModule, N extends EventOf<M>>(
    module: M,
    name: N,
    entityId: number,
    payload: EventPayload<N>,
  ) => {
    const publisher = publisherFor(t.app.events, module);
    await publisher.prepare();
    const orgId = await organizationId(t.app, 'HQ');
    await inTransaction(t.db, (trx) => publisher.publish(trx, name, { orgId, entityId, payload }));
  };

  /** A confirmed V001 (or V002) expense bill: one `bill.confirmed` event of its own document. */
  const confirmBill = async (vendor: Session, vendorCode: string, staff: Session = buyer) => {
    const bill = await call<ExpenseBill>(t.app, staff, 'POST', apiPaths.expenseBill.addOrModifySave, {
      body: {
        VENDOR_CODE: vendorCode,
        EXPENSE_KIND: 'freight',
        DIRECTION: 'add',
        AMOUNT: '12.5',
        TAX_RATE: '0',
        CURRENCY: 'CNY',
        REASON: 'freight',
        PERIOD: '2026-11',
      },
    });
    expect(bill.status, bill.body.msg).toBe(200);
    await call(t.app, staff, 'POST', apiPaths.expenseBill.send, { body: { ID: bill.body.data.ID } });
    const confirmed = await call(t.app, vendor, 'POST', apiPaths.expenseBill.confirm, {
      body: { ID: bill.body.data.ID },
    });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    return bill.body.data;
  };

  /** A shipped V001 note, then (when asked) received: `note.shipped` and `note.received` of one document. */
  const shipNote = async (receive: boolean) => {
    const lines = (
      await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
        body: { Page: 1, Limit: 50 },
      })
    ).body.data;
    const line = lines.find((l) => l.PART_NO !== 'P10001' && Number(l.PO_REMAINING_QTY) >= 20)!;
    const created = await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: { DELIVERY_DATE: '2026-11-27', Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: '2' }] },
    });
    expect(created.status, created.body.msg).toBe(200);
    const note = created.body.data;
    expect((await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: note.ID } })).status).toBe(
      200,
    );
    const shipped = await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.ID, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: 'SF1' },
    });
    expect(shipped.status, shipped.body.msg).toBe(200);
    if (receive) {
      const received = await call(t.app, buyer, 'POST', 'DeliveryNote/Receive', {
        body: { ID: note.ID, Lines: [{ ID: note.Lines[0]!.ID, RECEIVED_QTY: '2' }] },
      });
      expect(received.status, received.body.msg).toBe(200);
    }
    return note;
  };

  beforeAll(async () => {
    // The demo's vendor role holds both screens (issue #45 item 8): no grant is added here.
    receiver = new Receiver();
    await receiver.start();
    smtp = await startSmtpServer();
    const mail = await saveMailSettings(t.app, admin, smtp.port, { FROM_NAME: 'SRM' });
    expect(mail.status, mail.body.msg).toBe(200);
    await startMailWorker(t.app, { pollingIntervalSeconds: 0.5, sweepSeconds: 1 });
    await startWebhookWorker(t.app, {
      pollingIntervalSeconds: 0.5,
      timing: { retryDelaysMs: [200, 200, 200, 200, 200], windowMs: 60_000, timeoutMs: 600 },
    });
    await t.app.events.start({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await receiver?.close();
    await smtp?.close();
  });

  describe('addresses', () => {
    beforeEach(() => allowlist([]));

    it('refuses loopback, private, link-local, metadata, plain http and credentials at registration', async () => {
      const refused: [string, string][] = [
        [receiver.url('/nope'), '127.0.0.1'],
        ['https://10.1.2.3/hook', '10.1.2.3'],
        ['https://192.168.1.20/hook', '192.168.1.20'],
        ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
        ['https://100.100.100.200/', '100.100.100.200'],
        ['https://[::1]/hook', '::1'],
        ['https://[fd00:ec2::254]/', 'fd00:ec2::254'],
        ['https://[::ffff:10.0.0.1]/', '::ffff:a00:1'],
        ['https://localhost/hook', 'localhost'],
      ];
      for (const [url, host] of refused) {
        const res = await save(admin, { URL: url, EVENTS: ['note.shipped'] });
        expect(res.status, url).toBe(400);
        expect(res.body.msg, url).toContain(host);
      }
      const credentials = await save(admin, { URL: 'https://u:p@8.8.8.8/', EVENTS: ['note.shipped'] });
      expect(credentials.status).toBe(400);
      const english = await call(t.app, admin, 'POST', apiPaths.webhook.save, {
        body: { URL: 'https://10.1.2.3/hook', EVENTS: ['note.shipped'] },
        headers: { 'accept-language': 'en' },
      });
      expect(english.body.msg).toMatch(/private, loopback, link-local or cloud metadata/);
      expect(
        await t.db.selectFrom('webhook_endpoint').select('id').where('url', 'like', '%/nope').execute(),
      ).toEqual([]);
    });

    it('names every reason an address is refused at once, in both languages, never repeating a password', async () => {
      const url = 'http://user:secret@10.1.2.3/hook';
      const chinese = await save(admin, { URL: url, EVENTS: ['note.shipped'] });
      expect(chinese.status).toBe(400);
      expect(chinese.body.msg).toBe(
        '该接收地址不能接收事件推送，共 3 个问题：' +
          '（1）接收地址 http://***@10.1.2.3/hook 不能包含用户名或密码（由签名向接收方证明消息来源）。 ' +
          '（2）接收地址必须使用 HTTPS：http://***@10.1.2.3/hook。 ' +
          '（3）10.1.2.3 是内网、本机、链路本地或云元数据地址，不能接收事件推送；如确需使用，请管理员先将其加入允许列表。',
      );
      const english = await call<{ REASONS: string[] }>(t.app, admin, 'POST', apiPaths.webhook.save, {
        body: { URL: url, EVENTS: ['note.shipped'] },
        lang: 'en',
      });
      expect(english.status).toBe(400);
      expect(english.body.data.REASONS).toEqual([
        'The URL http://***@10.1.2.3/hook may not carry a user name or password (the signature tells the receiver who sends)',
        'The URL must use HTTPS: http://***@10.1.2.3/hook',
        '10.1.2.3 is a private, loopback, link-local or cloud metadata address and cannot receive webhooks; an administrator may add it to the allowlist first',
      ]);
      expect(english.body.msg).toMatch(/^This URL cannot receive webhooks, for 3 reasons: \(1\) The URL/);
      expect(`${chinese.body.msg} ${english.body.msg}`).not.toContain('secret');
      // A name is refused with the addresses it resolves to.
      const named = await save(admin, { URL: 'https://localhost/hook', EVENTS: ['note.shipped'] });
      expect(named.status).toBe(400);
      expect(named.body.msg).toMatch(/^localhost \(127\.0\.0\.1(, ::1)?\) 是内网/);
      expect(
        await t.db.selectFrom('webhook_endpoint').select('id').where('url', 'like', '%10.1.2.3%').execute(),
      ).toEqual([]);
    });

    /** IPv6 addresses that carry 127.0.0.1, 10.0.0.1 or 192.168.0.1 (issue #44), each with the host its message names. */
    const carrying: [url: string, host: string][] = [
      // IPv4-compatible, written both ways (the URL parser writes both as ::7f00:1)
      ['https://[::7f00:1]/carried', '::7f00:1'],
      ['https://[::127.0.0.1]/carried', '::7f00:1'],
      // NAT64's well-known prefix, 6to4, and Teredo (server 192.168.0.1, client 10.0.0.1 obfuscated)
      ['https://[64:ff9b::7f00:1]/carried', '64:ff9b::7f00:1'],
      ['https://[2002:7f00:1::]/carried', '2002:7f00:1::'],
      ['https://[2001:0:c0a8:1::f5ff:fffe]/carried', '2001:0:c0a8:1::f5ff:fffe'],
    ];

    it('refuses IPv6 addresses carrying a loopback or private IPv4 address at registration, in both languages', async () => {
      for (const [url, host] of carrying) {
        const chinese = await save(admin, { URL: url, EVENTS: ['note.shipped'] });
        expect(chinese.status, url).toBe(400);
        expect(chinese.body.msg, url).toBe(
          `${host} 是内嵌 IPv4 地址的 IPv6 地址（IPv4 兼容、NAT64、6to4 或 Teredo），可能通往内网或本机，不能接收事件推送；如确需使用，请管理员先将其加入允许列表`,
        );
        const english = await call(t.app, admin, 'POST', apiPaths.webhook.save, {
          body: { URL: url, EVENTS: ['note.shipped'] },
          headers: { 'accept-language': 'en' },
        });
        expect(english.status, url).toBe(400);
        expect(english.body.msg, url).toBe(
          `${host} is an IPv6 address carrying an IPv4 address (IPv4-compatible, NAT64, 6to4 or Teredo) that may lead to a private or loopback address, and cannot receive webhooks; an administrator may add it to the allowlist first`,
        );
      }
      expect(
        await t.db.selectFrom('webhook_endpoint').select('id').where('url', 'like', '%/carried').execute(),
      ).toEqual([]);
    });

    it('checks an IPv6 address as the IPv4 address it reaches, and refuses the tunnels unless allowlisted', () => {
      // As Node writes a DNS answer of ::7f00:1; ipaddr.js alone would read ::8.8.8.8 as ::ffff:8.8.8.8 and allow it.
      expect(addressAllowed('x', '::127.0.0.1', [])).toBe(false);
      expect(addressAllowed('x', '::8.8.8.8', [])).toBe(false);
      expect(addressAllowed('x', '::808:808', [])).toBe(false);
      // NAT64's well-known prefix reaches the IPv4 address in its last 32 bits: checked, and allowlisted, as that.
      expect(addressAllowed('x', '64:ff9b::808:808', [])).toBe(true);
      expect(addressAllowed('x', '64:ff9b::10.9.8.7', [])).toBe(false);
      expect(addressAllowed('x', '64:ff9b::10.9.8.7', ['10.0.0.0/8'])).toBe(true);
      expect(addressAllowed('x', '64:ff9b::a9fe:a9fe', [])).toBe(false);
      // The local-use NAT64 prefix, 6to4, Teredo and SIIT are refused even carrying a public address.
      expect(addressAllowed('x', '64:ff9b:1::808:808', [])).toBe(false);
      expect(addressAllowed('x', '2002:808:808::1', [])).toBe(false);
      expect(addressAllowed('x', '2001:0:4136:e378:8000:63bf:3fff:fdd2', [])).toBe(false);
      expect(addressAllowed('x', '::ffff:0:808:808', [])).toBe(false);
      // Only an IPv6 entry (or the host's name) opens them; an IPv4 entry does not.
      expect(addressAllowed('x', '::7f00:1', ['127.0.0.1'])).toBe(false);
      expect(addressAllowed('x', '::7f00:1', ['::/96'])).toBe(true);
      expect(addressAllowed('x', '::127.0.0.1', ['::127.0.0.1'])).toBe(true);
      expect(addressAllowed('x', '2002:7f00:1::', ['2002::/16'])).toBe(true);
      expect(addressAllowed('relay.example', '2002:7f00:1::', ['relay.example'])).toBe(true);
      // Public IPv6 stays allowed.
      expect(addressAllowed('x', '2606:4700:4700::1111', [])).toBe(true);
    });

    it('checks every resolved address, IPv4 written as IPv6, and allows what the allowlist names', async () => {
      expect(addressAllowed('x', '8.8.8.8', [])).toBe(true);
      expect(addressAllowed('x', '::ffff:127.0.0.1', [])).toBe(false);
      expect(addressAllowed('x', '10.9.8.7', ['10.0.0.0/8'])).toBe(true);
      expect(addressAllowed('erp.internal', '10.9.8.7', ['erp.internal'])).toBe(true);
      expect(addressAllowed('x', '10.9.8.7', ['10.1.0.0/16'])).toBe(false);
      await expect(
        resolveTarget('http://8.8.8.8/', { allowlist: [], httpLoopback: false }),
      ).rejects.toMatchObject({
        reason: 'httpsOnly',
      });
      await expect(
        resolveTarget('http://127.0.0.1:1/', { allowlist: ['127.0.0.1'], httpLoopback: false }),
      ).rejects.toMatchObject({ reason: 'httpsOnly' });
      await expect(
        resolveTarget('http://10.1.1.1/', { allowlist: ['10.1.1.1'], httpLoopback: true }),
      ).rejects.toMatchObject({ reason: 'httpsOnly' });
      const bad = await call(t.app, admin, 'POST', apiPaths.webhook.saveAllowlist, {
        body: { ENTRIES: ['10.0.0.0/40'] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('10.0.0.0/40');
    });
  });

  it('signs each message so the Standard Webhooks library verifies it; a changed body fails', async () => {
    await allowlist(['127.0.0.1']);
    const { id, secret } = await register('/ok', ['bill.confirmed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const bill = await confirmBill(vendor1, 'V001');
    await settled(id, 1);
    const [got] = receiver.at('/ok');
    const payload = verified(secret, got!);
    expect(payload.type).toBe('bill.confirmed');
    expect(payload.data).toMatchObject({
      billId: bill.ID,
      vendorCode: 'V001',
      by: 'vendor1',
      organization: { id: await organizationId(t.app, 'HQ'), code: 'HQ' },
    });
    expect(got!.headers['webhook-id']).toMatch(/^msg_\d+$/);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(() =>
      new Webhook(secret).verify(got!.body.replace('V001', 'V002'), {
        'webhook-id': String(got!.headers['webhook-id']),
        'webhook-timestamp': String(got!.headers['webhook-timestamp']),
        'webhook-signature': String(got!.headers['webhook-signature']),
      }),
    ).toThrow(WebhookVerificationError);
    const [row] = await deliveriesOf(admin, id);
    expect(row).toMatchObject({
      STATE: 'delivered',
      ATTEMPTS: 1,
      LAST_STATUS: 200,
      EVENT_NAME: 'bill.confirmed',
    });
    // The message, its attempt and its event sit in the event's month's partitions (#50 item 3).
    const { rows: where } = await sql<{ message: string; attempt: string; event: string }>`
      select d.tableoid::regclass::text as message, a.tableoid::regclass::text as attempt,
             e.tableoid::regclass::text as event
        from webhook_delivery d join webhook_attempt a on a.delivery_id = d.id join domain_event e on e.id = d.event_id
       where d.id = ${row!.ID}::bigint`.execute(t.db);
    const month = where[0]!.event.replace('domain_event_', '');
    expect(month).toMatch(/^p\d{6}$/);
    expect(where).toEqual([
      {
        message: `webhook_delivery_${month}`,
        attempt: `webhook_attempt_${month}`,
        event: `domain_event_${month}`,
      },
    ]);
    // A rotated secret signs the next message, and for a day the old one too: a receiver still holding the old
    // secret accepts it, one switched to the new one as well (two signatures, space-separated).
    type Rotated = { Secret: string; OLD_SIGNS_UNTIL: string | null };
    const rotate = (revokeOld?: boolean) =>
      call<Rotated>(t.app, admin, 'POST', apiPaths.webhook.rotateSecret, {
        body: revokeOld === undefined ? { ID: id } : { ID: id, REVOKE_OLD: revokeOld },
      });
    const rotated = (await rotate()).body.data;
    const hours = (Date.parse(rotated.OLD_SIGNS_UNTIL!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await confirmBill(vendor1, 'V001');
    await settled(id, 2);
    const second = receiver.at('/ok')[1]!;
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(rotated.Secret, second).type).toBe('bill.confirmed');
    expect(verified(secret, second).type).toBe('bill.confirmed');
    // Once its day is over, the old secret signs nothing.
    await sql`update webhook_endpoint set previous_secret_until = now() - interval '1 second' where id = ${id}`.execute(
      t.db,
    );
    await confirmBill(vendor1, 'V001');
    await settled(id, 3);
    const third = receiver.at('/ok')[2]!;
    expect(String(third.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verified(rotated.Secret, third).type).toBe('bill.confirmed');
    expect(() => verified(secret, third)).toThrow(WebhookVerificationError);
    // A leaked secret is revoked at once: the next message carries the newest signature only.
    const revoked = (await rotate(true)).body.data;
    expect(revoked.OLD_SIGNS_UNTIL).toBeNull();
    await confirmBill(vendor1, 'V001');
    await settled(id, 4);
    const fourth = receiver.at('/ok')[3]!;
    expect(verified(revoked.Secret, fourth).type).toBe('bill.confirmed');
    expect(() => verified(rotated.Secret, fourth)).toThrow(WebhookVerificationError);
    await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: id } });
  });

  it('retries after 500s and a time-out with the same id, each attempt signed anew', async () => {
    await allowlist(['127.0.0.1']);
    receiver.scripts.set('/flaky', [500, 503, 'hang', 204]);
    const { id, secret } = await register('/flaky', ['bill.confirmed']);
    await confirmBill(vendor1, 'V001');
    await settled(id, 1);
    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    for (const a of attempts) expect(verified(secret, a).type).toBe('bill.confirmed');
    const [row] = await deliveriesOf(admin, id);
    expect(row).toMatchObject({ STATE: 'delivered', ATTEMPTS: 4, LAST_STATUS: 204, LAST_ERROR: null });
    // Its drawer: every attempt, in order, with the receiver's status or why it failed, and the body as signed.
    const detail = await detailOf(admin, row!.ID);
    expect(detail.status, detail.body.msg).toBe(200);
    const d = detail.body.data;
    expect(d.Attempts.map((a) => [a.NO, a.STATUS, a.ERROR_KIND, a.ERROR_DETAIL])).toEqual([
      [1, 500, 'httpServer', 'HTTP 500'],
      [2, 503, 'httpServer', 'HTTP 503'],
      [3, null, 'timeout', 'no answer within 600 ms'],
      [4, 204, null, null],
    ]);
    for (const a of d.Attempts) expect(Number.isInteger(a.DURATION_MS)).toBe(true);
    const times = d.Attempts.map((a) => Date.parse(a.AT));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(d.BODY).toBe(attempts[0]!.body);
    expect(d.WEBHOOK_ID).toBe(attempts[0]!.headers['webhook-id']);
    expect(verified(secret, { ...attempts[0]!, body: d.BODY }).type).toBe('bill.confirmed');
    await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: id } });
  });

  it("sends one document's messages in order: a later event waits while an earlier one is retried", async () => {
    await allowlist(['127.0.0.1']);
    receiver.scripts.set('/ordered', [500, 500, 200]);
    const { id, secret } = await register('/ordered', ['note.shipped', 'note.received']);
    const note = await shipNote(true);
    await settled(id, 2);
    const got = receiver.at('/ordered').map((r) => ({ ...verified(secret, r), answered: r.answered }));
    expect(got.map((g) => `${g.type}:${g.answered}`)).toEqual([
      'note.shipped:500',
      'note.shipped:500',
      'note.shipped:200',
      'note.received:200',
    ]);
    expect(got.every((g) => g.data.noteId === note.ID)).toBe(true);
    await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: id } });
  });

  it('never calls an address the allowlist no longer allows; "Send again" delivers it once allowed', async () => {
    await allowlist(['127.0.0.1']);
    const { id, secret } = await register('/later', ['bill.confirmed']);
    await allowlist([]);
    await confirmBill(vendor1, 'V001');
    await settled(id, 1);
    const [failed] = await deliveriesOf(admin, id);
    expect(failed).toMatchObject({
      STATE: 'failed',
      ATTEMPTS: 6,
      LAST_ERROR: 'addressRefused',
      ERROR_DETAIL: 'addressRefused: 127.0.0.1',
    });
    expect(receiver.at('/later')).toEqual([]);
    // The list says why in a sentence of the reader's language (its label of the stored kind).
    for (const [lang, sentence] of [
      [undefined, '地址为内网、本机、链路本地或云元数据地址，且不在允许列表中：未发送'],
      [
        'en',
        'The address is private, loopback, link-local or cloud metadata and not in the allowlist: not sent',
      ],
    ] as const) {
      const fields = await call<{ FIELD_NAME: string; OPTIONS?: { value: string; label: string }[] }[]>(
        t.app,
        admin,
        'POST',
        'ListParam/LoadListFields',
        { body: { LIST_ROUTE: screens.WebhookDeliveries.path }, ...(lang ? { lang } : {}) },
      );
      const options = fields.body.data.find((f) => f.FIELD_NAME === 'LAST_ERROR')?.OPTIONS ?? [];
      expect(options.find((o) => o.value === 'addressRefused')?.label).toBe(sentence);
    }
    // Every attempt is in its drawer: refused before connecting, no status.
    const refusedAttempts = (await detailOf(admin, failed!.ID)).body.data.Attempts;
    expect(refusedAttempts.map((a) => [a.NO, a.STATUS, a.ERROR_KIND, a.ERROR_DETAIL])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, null, 'addressRefused', 'addressRefused: 127.0.0.1']),
    );
    // The endpoint accepted nothing during the message's retries: disabled, so "Send again" is refused first.
    const refused = await call(t.app, admin, 'POST', apiPaths.webhook.sendAgain, {
      body: { IDS: [failed!.ID] },
    });
    expect(refused.status).toBe(409);
    await allowlist(['127.0.0.1']);
    await call(t.app, admin, 'POST', apiPaths.webhook.enable, { body: { ID: id } });
    const again = await call<{ queued: number }>(t.app, admin, 'POST', apiPaths.webhook.sendAgain, {
      body: { IDS: [failed!.ID] },
    });
    expect(again.body.data.queued).toBe(1);
    await settled(id, 1);
    await expect
      .poll(async () => (await deliveriesOf(admin, id))[0]!.STATE, { timeout: 20_000 })
      .toBe('delivered');
    expect(verified(secret, receiver.at('/later')[0]!).type).toBe('bill.confirmed');
    await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: id } });
  });

  it('never calls an IPv6 address carrying a loopback or private IPv4 address once the allowlist no longer covers it', async () => {
    await allowlist(['::/96', '64:ff9b::/96', '2002::/16', '2001::/32']);
    const urls = [
      'https://[::7f00:1]/carried-later',
      'https://[::127.0.0.1]/carried-later',
      'https://[64:ff9b::7f00:1]/carried-later',
      'https://[2002:7f00:1::]/carried-later',
      'https://[2001:0:c0a8:1::f5ff:fffe]/carried-later',
    ];
    const ids: number[] = [];
    for (const url of urls) {
      const res = await save(admin, { URL: url, EVENTS: ['bill.confirmed'] });
      expect(res.status, res.body.msg).toBe(200);
      ids.push(res.body.data.Id);
    }
    await allowlist([]);
    await confirmBill(vendor1, 'V001');
    const hosts = ['::7f00:1', '::7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::', '2001:0:c0a8:1::f5ff:fffe'];
    for (const [i, id] of ids.entries()) {
      await settled(id, 1);
      const [failed] = await deliveriesOf(admin, id);
      // Refused before any connection: the error is the check's, not a network's.
      expect(failed, urls[i]).toMatchObject({
        STATE: 'failed',
        ATTEMPTS: 6,
        LAST_STATUS: null,
        LAST_ERROR: 'addressCarriesIPv4',
        ERROR_DETAIL: `addressCarriesIPv4: ${hosts[i]}`,
      });
    }
  });

  it('says in every message which organisation it is from: one receiver of two organisations tells them apart', async () => {
    const [adminSz, buyerSz, vendor1Sz] = await Promise.all(
      ['admin', 'buyer', 'vendor1'].map((name) => signIn(t.app, name, undefined, { orgCode: 'SZ' })),
    );
    await allowlist(['127.0.0.1']);
    const sz = await call(t.app, adminSz!, 'POST', apiPaths.webhook.saveAllowlist, {
      body: { ENTRIES: ['127.0.0.1'] },
    });
    expect(sz.status, sz.body.msg).toBe(200);
    // The same receiver, one endpoint in each organisation, for the same vendor's same event.
    const hq = await register('/two-orgs', ['bill.confirmed']);
    const szSaved = await save(adminSz!, {
      URL: receiver.url('/two-orgs'),
      DESCRIPTION: 'SZ',
      EVENTS: ['bill.confirmed'],
    });
    expect(szSaved.status, szSaved.body.msg).toBe(200);
    const szEndpoint = { id: szSaved.body.data.Id, secret: szSaved.body.data.Secret! };
    const hqBill = await confirmBill(vendor1, 'V001');
    const szBill = await confirmBill(vendor1Sz!, 'V001', buyerSz!);
    await expect.poll(() => receiver.at('/two-orgs').length, { timeout: 30_000 }).toBe(2);
    // Each message is told by the secret that verifies it (the Standard Webhooks library), and says its organisation.
    const opened = receiver.at('/two-orgs').map((r) => {
      for (const [secret, endpoint] of [
        [hq.secret, 'HQ'],
        [szEndpoint.secret, 'SZ'],
      ] as const) {
        try {
          const { data } = verified(secret, r);
          return {
            endpoint,
            billId: data.billId,
            vendorCode: data.vendorCode,
            organization: data.organization,
          };
        } catch (error) {
          if (!(error instanceof WebhookVerificationError)) throw error;
        }
      }
      throw new Error('no secret verifies the message');
    });
    expect(opened.sort((a, b) => a.endpoint.localeCompare(b.endpoint))).toEqual([
      {
        endpoint: 'HQ',
        billId: hqBill.ID,
        vendorCode: 'V001',
        organization: { id: await organizationId(t.app, 'HQ'), code: 'HQ' },
      },
      {
        endpoint: 'SZ',
        billId: szBill.ID,
        vendorCode: 'V001',
        organization: { id: await organizationId(t.app, 'SZ'), code: 'SZ' },
      },
    ]);
    await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: hq.id } });
    await call(t.app, adminSz!, 'POST', apiPaths.webhook.disable, { body: { ID: szEndpoint.id } });
  });

  it('disables an endpoint that accepted nothing for a whole retry window, mails its administrator, sends no more', async () => {
    await allowlist(['127.0.0.1']);
    receiver.scripts.set('/down', [500]);
    const { id } = await register('/down', ['bill.confirmed']);
    await confirmBill(vendor1, 'V001');
    await settled(id, 1);
    const endpoint = await t.db
      .selectFrom('webhook_endpoint')
      .select(['disabled_at', 'disabled_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(endpoint.disabled_at).not.toBeNull();
    expect(endpoint.disabled_reason).toBe('failing');
    expect(receiver.at('/down')).toHaveLength(6);
    const subject = `事件推送端点已停用：${receiver.url('/down')}`;
    await expect
      .poll(() => smtp.received.filter((m) => m.subject === subject).flatMap((m) => m.to), {
        timeout: 30_000,
      })
      .toEqual(['admin@demo.srm.local']);
    const list = await call<EndpointRow[]>(t.app, admin, 'POST', 'WebhookEndpoint/LoadData', {
      body: { Page: 1, Limit: 100 },
    });
    expect(list.body.data.find((e) => e.ID === id)?.STATE).toBe('disabled');
    await confirmBill(vendor1, 'V001');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(receiver.at('/down')).toHaveLength(6);
  });

  it('keeps an endpoint that accepts other messages while one message fails', async () => {
    await allowlist(['127.0.0.1']);
    const runtime = webhookRuntimeOf(t.app, publisherFor(t.app.events, 'webhook'));
    const timing = runtime.timing;
    // Slower retries here: the second message is accepted while the first one still has tries left.
    runtime.timing = { ...timing, retryDelaysMs: [1_000, 1_000, 1_000] };
    try {
      const { id } = await register('/picky', ['bill.confirmed']);
      // The first bill's message is refused every time, any other accepted.
      let refusedBill: unknown;
      receiver.rules.set('/picky', (body) => {
        const billId = (JSON.parse(body) as { data: { billId: number } }).data.billId;
        refusedBill ??= billId;
        return billId === refusedBill ? 500 : 200;
      });
      await confirmBill(vendor1, 'V001');
      await expect
        .poll(() => receiver.at('/picky').length, { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(0);
      await confirmBill(vendor1, 'V001');
      await settled(id, 2);
      const rows = await deliveriesOf(admin, id);
      expect(rows.map((r) => r.STATE).sort()).toEqual(['delivered', 'failed']);
      const endpoint = await t.db
        .selectFrom('webhook_endpoint')
        .select('disabled_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(endpoint.disabled_at).toBeNull();
      await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: id } });
    } finally {
      runtime.timing = timing;
    }
  });

  it('offers quality, onboarding and compliance document events, and names the document of every message', async () => {
    await allowlist(['127.0.0.1']);
    // Ten messages at once on a busy machine: a longer time-out than the suite's 600 ms, so none is cut off.
    const runtime = webhookRuntimeOf(t.app, publisherFor(t.app.events, 'webhook'));
    const timing = runtime.timing;
    runtime.timing = { ...timing, timeoutMs: 10_000 };
    try {
      const { id, secret } = await register('/documents', [
        'note.shipped',
        'order.line.confirmed',
        'statement.approved',
        'bill.confirmed',
        'ncr.opened',
        'ncr.overdue',
        'vendor.registered',
        'vendor.change.requested',
        'document.submitted',
        'document.expiring',
      ]);
      await publish('quality', 'ncr.opened', 901, {
        ncrId: 901,
        ncrNo: 'NCR-2026-00901',
        vendorCode: 'V001',
        by: 'buyer',
      });
      await publish('quality', 'ncr.overdue', 901, {
        ncrId: 901,
        ncrNo: 'NCR-2026-00901',
        vendorCode: 'V001',
        by: 'system',
      });
      await publish('onboarding', 'vendor.registered', 77, {
        registrationId: 77,
        legalName: '苏州新材料有限公司',
        by: 'register',
      });
      await publish('onboarding', 'vendor.change.requested', 55, {
        changeId: 55,
        vendorCode: 'V001',
        kind: 'bank',
        by: 'vendor1',
      });
      await publish('onboarding', 'document.submitted', 66, {
        documentId: 66,
        vendorCode: 'V001',
        documentType: '营业执照',
        by: 'vendor1',
      });
      await publish('onboarding', 'document.expiring', 66, {
        documentId: 66,
        vendorCode: 'V001',
        documentType: '营业执照',
        validTo: '2026-12-31',
        daysLeft: 30,
        by: 'system',
      });
      await publish('order-confirmation', 'order.line.confirmed', 4511, {
        vendorCode: 'V001',
        lines: [
          { orderLineId: 4511, poNo: '4500012345', poItem: 10, version: 2 },
          { orderLineId: 4512, poNo: '4500012345', poItem: 20, version: 2 },
        ],
        by: 'buyer',
      });
      await publish('statement', 'statement.approved', 57, {
        statementId: 57,
        statementNo: 'ST202612030002',
        vendorCode: 'V001',
        by: 'finance',
      });
      const bill = await confirmBill(vendor1, 'V001');
      const note = await shipNote(false);
      await settled(id, 10);
      const rows = await deliveriesOf(admin, id);
      expect(Object.fromEntries(rows.map((r) => [r.EVENT_NAME, r.DOCUMENT]))).toEqual({
        'note.shipped': note.DELIVERY_NO,
        'order.line.confirmed': '4500012345/10 +1',
        'statement.approved': 'ST202612030002',
        'bill.confirmed': bill.BILL_NO,
        'ncr.opened': 'NCR-2026-00901',
        'ncr.overdue': 'NCR-2026-00901',
        'vendor.registered': '苏州新材料有限公司',
        'vendor.change.requested': 'V001 #55',
        'document.submitted': 'V001 营业执照 #66',
        'document.expiring': 'V001 营业执照 #66',
      });
      // The receiver got each, signed (a slow answer may have been retried: once per webhook-id here); the drawer
      // shows the body it got, byte for byte.
      const got = receiver.at('/documents');
      const once = new Map(got.map((r) => [String(r.headers['webhook-id']), verified(secret, r).type]));
      expect([...once.values()].sort()).toEqual(rows.map((r) => r.EVENT_NAME).sort());
      const ncr = rows.find((r) => r.EVENT_NAME === 'ncr.opened')!;
      const detail = (await detailOf(admin, ncr.ID)).body.data;
      expect(detail.DOCUMENT).toBe('NCR-2026-00901');
      const sent = got.find((r) => r.headers['webhook-id'] === detail.WEBHOOK_ID)!;
      expect(detail.BODY).toBe(sent.body);
      expect(verified(secret, sent).data).toMatchObject({ ncrNo: 'NCR-2026-00901', vendorCode: 'V001' });
      await call(t.app, admin, 'POST', apiPaths.webhook.disable, { body: { ID: id } });
    } finally {
      runtime.timing = timing;
    }
  });

  it("refuses a vendor's endpoint the events of no vendor yet (a registration), in both languages", async () => {
    await allowlist(['127.0.0.1']);
    const refused = await save(vendor1, {
      URL: receiver.url('/v001-registrations'),
      EVENTS: ['ncr.opened', 'vendor.registered', 'vendor.approved'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      '供应商的端点不能订阅这些事件（只发给采购方的端点）：供应商已提交注册、供应商注册已批准',
    );
    const english = await call(t.app, vendor1, 'POST', apiPaths.webhook.save, {
      body: { URL: receiver.url('/v001-registrations'), EVENTS: ['vendor.registered'] },
      lang: 'en',
    });
    expect(english.body.msg).toBe(
      "A vendor's endpoint cannot take these events (they go to the organisation's endpoints only): Supplier registration submitted",
    );
    expect(
      await t.db
        .selectFrom('webhook_endpoint')
        .select('id')
        .where('url', 'like', '%/v001-registrations')
        .execute(),
    ).toEqual([]);
    // Its own quality and document events it may take.
    const own = await register('/v001-quality', ['ncr.opened', 'document.expiring'], vendor1);
    // Deleted: the next test counts vendor1's endpoints.
    await call(t.app, vendor1, 'POST', apiPaths.webhook.remove, { body: { ID: own.id } });
  });

  it("gives a vendor's endpoint only its own events, and no vendor reaches another's endpoints or log", async () => {
    await allowlist(['127.0.0.1']);
    const own = await register('/v001', ['bill.confirmed'], vendor1);
    await confirmBill(vendor2, 'V002');
    await confirmBill(vendor1, 'V001');
    await settled(own.id, 1);
    const got = receiver.at('/v001').map((r) => verified(own.secret, r));
    expect(got.map((g) => g.data.vendorCode)).toEqual(['V001']);

    const mine = await call<EndpointRow[]>(t.app, vendor1, 'POST', 'WebhookEndpoint/LoadData', {
      body: { Page: 1, Limit: 100 },
    });
    expect(mine.body.data.map((e) => e.ID)).toEqual([own.id]);
    expect(mine.body.data[0]!.VENDOR_CODE).toBe('V001');
    const theirs = await call<EndpointRow[]>(t.app, vendor2, 'POST', 'WebhookEndpoint/LoadData', {
      body: { Page: 1, Limit: 100 },
    });
    expect(theirs.body.data).toEqual([]);
    expect(await deliveriesOf(vendor2)).toEqual([]);
    const v1Log = await deliveriesOf(vendor1);
    expect(v1Log.length).toBeGreaterThan(0);
    expect(v1Log.every((d) => d.VENDOR_CODE === 'V001')).toBe(true);
    for (const path of [apiPaths.webhook.disable, apiPaths.webhook.rotateSecret, apiPaths.webhook.remove]) {
      const res = await call(t.app, vendor2, 'POST', path, { body: { ID: own.id } });
      expect(res.status, path).toBe(404);
    }
    const change = await save(vendor2, {
      ID: own.id,
      URL: receiver.url('/stolen'),
      EVENTS: ['bill.confirmed'],
    });
    expect(change.status).toBe(404);
    const resend = await call(t.app, vendor2, 'POST', apiPaths.webhook.sendAgain, {
      body: { IDS: v1Log.map((d) => d.ID) },
    });
    expect(resend.body.data).toEqual({ queued: 0 });
    // A message's drawer opens for its vendor and the staff; another vendor is told it does not exist.
    const message = v1Log[0]!.ID;
    expect((await detailOf(vendor1, message)).body.data.Attempts.length).toBeGreaterThan(0);
    expect((await detailOf(admin, message)).status).toBe(200);
    const foreign = await detailOf(vendor2, message, 'en');
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(`Webhook delivery ${message} does not exist`);
    expect(JSON.stringify(foreign.body)).not.toContain('V001');
    const allow = await call(t.app, vendor1, 'POST', apiPaths.webhook.saveAllowlist, {
      body: { ENTRIES: [] },
    });
    expect(allow.status).toBe(403);
    // Staff see the organisation's endpoints, the vendor's among them.
    const all = await call<EndpointRow[]>(t.app, admin, 'POST', 'WebhookEndpoint/LoadData', {
      body: { Page: 1, Limit: 100 },
    });
    expect(all.body.data.map((e) => e.ID)).toContain(own.id);
    // Finance holds neither screen.
    const finance = await signIn(t.app, 'finance');
    const refused = await call(t.app, finance, 'POST', 'WebhookEndpoint/LoadData', {
      body: { Page: 1, Limit: 10 },
    });
    expect(refused.status).toBe(403);
    expect((await detailOf(finance, message)).status).toBe(403);
    // Deleted by its vendor, the endpoint takes its messages and their attempts with it (no foreign key does).
    const removed = await call(t.app, vendor1, 'POST', apiPaths.webhook.remove, { body: { ID: own.id } });
    expect(removed.status, removed.body.msg).toBe(200);
    const ids = v1Log.map((d) => String(d.ID));
    const { rows: left } = await sql<{ n: number }>`
      select (select count(*) from webhook_delivery where id = any(${ids}::bigint[]))
           + (select count(*) from webhook_attempt where delivery_id = any(${ids}::bigint[])) as n`.execute(
      t.db,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('gives an event no webhook delivery at all where no enabled endpoint takes it when it is published', async () => {
    // The last test: every endpoint the others made is disabled first.
    await t.db.updateTable('webhook_endpoint').set({ disabled_at: new Date() }).execute();
    const subscribersOf = async (billId: number) => {
      const event = await t.db
        .selectFrom('domain_event')
        .select('id')
        .where('name', '=', 'bill.confirmed')
        .where('entity_id', '=', String(billId))
        .executeTakeFirstOrThrow();
      return (
        await t.db
          .selectFrom('event_delivery')
          .select('subscriber')
          .where('event_id', '=', event.id)
          .execute()
      )
        .map((d) => d.subscriber)
        .sort();
    };
    const none = await confirmBill(vendor1, 'V001');
    expect(await subscribersOf(none.ID)).not.toContain('webhook');
    // A vendor's own endpoint takes its vendor's events only.
    const v2 = await register('/interest-v2', ['bill.confirmed'], vendor2);
    const other = await confirmBill(vendor1, 'V001');
    expect(await subscribersOf(other.ID)).not.toContain('webhook');
    const own = await confirmBill(vendor2, 'V002');
    expect(await subscribersOf(own.ID)).toContain('webhook');
    await settled(v2.id, 1);
    expect(receiver.received.filter((r) => r.path === '/interest-v2')).toHaveLength(1);
    // The organisation's endpoint for the event: V001's next bill is delivered too.
    const staff = await register('/interest-all', ['bill.confirmed']);
    const after = await confirmBill(vendor1, 'V001');
    expect(await subscribersOf(after.ID)).toContain('webhook');
    await settled(staff.id, 1);
  });

  it("enables, disables and deletes several endpoints in one call, all or none; another owner's is named by id", async () => {
    await allowlist(['127.0.0.1']);
    const a = await register('/bulk-a', ['bill.confirmed']);
    const b = await register('/bulk-b', ['bill.confirmed']);
    const v = await register('/bulk-v', ['bill.confirmed'], vendor1);
    const disabled = async (ids: number[]) =>
      (
        await t.db
          .selectFrom('webhook_endpoint')
          .select(['id', 'disabled_at'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute()
      ).map((e) => e.disabled_at !== null);
    const off = await call<{ COUNT: number }>(t.app, admin, 'POST', apiPaths.webhook.disableMany, {
      body: { IDS: [a.id, b.id] },
    });
    expect(off.status, off.body.msg).toBe(200);
    expect(off.body.data).toEqual({ COUNT: 2 });
    expect(await disabled([a.id, b.id])).toEqual([true, true]);
    // A vendor's bulk call over an organisation endpoint: refused whole, the endpoint named by its id only.
    const foreign = await call<{ REFUSED: { LABEL: string }[] }>(
      t.app,
      vendor1,
      'POST',
      apiPaths.webhook.enableMany,
      {
        body: { IDS: [v.id, a.id] },
      },
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body.data.REFUSED.map((r) => r.LABEL)).toEqual([`#${a.id}`]);
    expect(await disabled([a.id])).toEqual([true]);
    const gone = await call(t.app, vendor1, 'POST', apiPaths.webhook.removeMany, {
      body: { IDS: [a.id, v.id] },
    });
    expect(gone.status).toBe(409);
    expect(
      await t.db.selectFrom('webhook_endpoint').select('id').where('id', 'in', [a.id, v.id]).execute(),
    ).toHaveLength(2);
    // Each its own: both deleted in one call.
    const deleted = await call<{ COUNT: number }>(t.app, admin, 'POST', apiPaths.webhook.removeMany, {
      body: { IDS: [a.id, b.id] },
    });
    expect(deleted.status, deleted.body.msg).toBe(200);
    expect(
      await t.db.selectFrom('webhook_endpoint').select('id').where('id', 'in', [a.id, b.id]).execute(),
    ).toEqual([]);
  });
});
