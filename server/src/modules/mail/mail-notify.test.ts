import { apiPaths, type ExpenseBill, type StatementDetail } from '@srm/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  call,
  encryptPassword,
  organizationId,
  requestToken,
  type Session,
  signedIn,
  signIn,
} from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import {
  freePort,
  type ReceivedMail,
  saveMailSettings,
  startSmtpServer,
  type TestSmtp,
} from '../../../test/smtp-test-server.ts';
import { createStatement } from '../../../test/statements.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { demoApiKey } from '../../seed/demo.ts';
import { remindUnansweredLines } from '../order-confirmation/index.ts';
import { deliverMail, startMailWorker } from './mail.job.ts';
import { mailRuntimeOf, mailTemporaryPassword, queueNotification } from './mail-notify.service.ts';
import { announcementPublished } from './notifications/announcement-published.ts';

type Note = { ID: number; DELIVERY_NO: string; STATUS: number; Lines: { ID: number }[] };
type OrderLine = { ID: number; PART_NO: string; PO_REMAINING_QTY: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Notifications through a real SMTP server in the test process (issue #14): what arrives, in whose language, to
 * whom; retries without duplicates; a server that is down; opt-outs. On both databases.
 */
describeOnDatabase('mail notifications', (t) => {
  const { admin, buyer, vendor1 } = signedIn(t);
  let smtp: TestSmtp;
  const servers: TestSmtp[] = [];

  const pointAt = async (port: number) => {
    const res = await saveMailSettings(t.app, admin, port, { FROM_NAME: 'SRM' });
    expect(res.status, res.body.msg).toBe(200);
  };
  const logOf = (subject: string) =>
    t.db.selectFrom('mail_log').selectAll().where('subject', '=', subject).orderBy('id').execute();
  /** Mails follow domain events: before saying none was queued, every delivery to the mail module is done. */
  const eventsDelivered = () =>
    expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('event_delivery')
              .select('event_id')
              .where('subscriber', '=', 'mail')
              .where('state', '=', 'pending')
              .execute()
          ).length,
        { timeout: 20_000 },
      )
      .toBe(0);
  const arrived = (server: TestSmtp, subject: string) => server.received.filter((m) => m.subject === subject);
  const waitForMail = async (
    server: TestSmtp,
    subject: string,
    timeoutMs = 30_000,
  ): Promise<ReceivedMail> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = arrived(server, subject);
      if (found.length) return found[0]!;
      if (Date.now() > until) throw new Error(`no mail "${subject}" within ${timeoutMs} ms`);
      await sleep(50);
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    servers.push(smtp);
    await pointAt(smtp.port);
    // vendor1 reads the portal in English (its screen preference); buyer keeps the default, Chinese.
    await call(t.app, vendor1, 'POST', apiPaths.user.savePreferences, { body: { language: 'en' } });
    await startMailWorker(t.app, {
      pollingIntervalSeconds: 0.5,
      retry: { retryDelay: 1, retryLimit: 4 },
      sweepSeconds: 1,
    });
    // Notes' and statements' mails follow their domain events (main.ts starts this worker beside the mail worker).
    await t.app.events.start({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  const newNote = async (qty: string) => {
    const lines = (
      await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
        body: { Page: 1, Limit: 50 },
      })
    ).body.data;
    const line = lines.find((l) => l.PART_NO !== 'P10001' && Number(l.PO_REMAINING_QTY) >= Number(qty) * 2)!;
    const res = await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: { DELIVERY_DATE: '2026-11-22', Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: qty }] },
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };

  /** A confirmed V001 expense bill on a new statement: the statement (draft), ready to send. */
  const newStatement = async (currency: string): Promise<StatementDetail> => {
    const bill = await call<ExpenseBill>(t.app, buyer, 'POST', apiPaths.expenseBill.addOrModifySave, {
      body: {
        VENDOR_CODE: 'V001',
        EXPENSE_KIND: 'freight',
        DIRECTION: 'add',
        AMOUNT: '50',
        TAX_RATE: '0',
        CURRENCY: currency,
        REASON: 'freight',
        PERIOD: '2026-01',
      },
    });
    expect(bill.status, bill.body.msg).toBe(200);
    await call(t.app, buyer, 'POST', apiPaths.expenseBill.send, { body: { ID: bill.body.data.ID } });
    await call(t.app, vendor1, 'POST', apiPaths.expenseBill.confirm, { body: { ID: bill.body.data.ID } });
    const created = await createStatement(t.app, buyer, {
      CURRENCY: currency,
      EXPENSE_BILL_IDS: [bill.body.data.ID],
    });
    expect(created.status, created.body.msg).toBe(200);
    return created.body.data;
  };

  it('note audited and shipped → its buyer, in Chinese; received short → the vendor, in English', async () => {
    const note = await newNote('10');
    expect((await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: note.ID } })).status).toBe(
      200,
    );
    const audited = await waitForMail(smtp, `送货单 ${note.DELIVERY_NO} 已审核`);
    expect(audited.to).toEqual(['buyer@demo.srm.local']);
    expect(audited.from).toBe('srm@example.test');
    expect(audited.text).toContain(`送货单 ${note.DELIVERY_NO}（供应商 V001`);
    expect(audited.text).toContain('审核人：vendor1');
    expect(audited.headers['auto-submitted']).toBe('auto-generated');

    await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.ID, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: 'SF12345' },
    });
    const shipped = await waitForMail(smtp, `送货单 ${note.DELIVERY_NO} 已发货`);
    expect(shipped.to).toEqual(['buyer@demo.srm.local']);
    expect(shipped.text).toContain('物流单号：SF12345');

    await call(t.app, buyer, 'POST', 'DeliveryNote/Receive', {
      body: { ID: note.ID, Lines: [{ ID: note.Lines[0]!.ID, RECEIVED_QTY: '7' }] },
    });
    const short = await waitForMail(smtp, `Delivery note ${note.DELIVERY_NO} received short`);
    // Only V001's own users: vendor2 and vendor3 hear nothing of V001's notes.
    expect(short.to).toEqual(['vendor1@demo.srm.local']);
    expect(short.text).toMatch(/delivered 10, received 7/);
    expect(short.text).toContain('SRM supplier portal');

    const rows = await t.db
      .selectFrom('mail_log')
      .select(['to_address', 'category', 'state', 'attempts', 'lang', 'created_by'])
      .where('subject', 'like', `%${note.DELIVERY_NO}%`)
      .orderBy('id')
      .execute();
    await expect.poll(async () => (await logOf(short.subject))[0]?.state, { timeout: 10_000 }).toBe('sent');
    expect(rows.map((r) => [r.to_address, r.category, r.lang, r.created_by])).toEqual([
      ['buyer@demo.srm.local', 'note', 'zh-chs', 'vendor1'],
      ['buyer@demo.srm.local', 'note', 'zh-chs', 'vendor1'],
      ['vendor1@demo.srm.local', 'note', 'en', 'buyer'],
    ]);
    // A note received in full tells nobody.
    const full = await newNote('4');
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: full.ID } });
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: full.ID, ATTRIBUTE1: 'SF', ATTRIBUTE2: 'X1' },
    });
    await call(t.app, buyer, 'POST', 'DeliveryNote/Receive', { body: { ID: full.ID } });
    await eventsDelivered();
    expect(await logOf(`Delivery note ${full.DELIVERY_NO} received short`)).toEqual([]);
  });

  it('statement sent → the vendor; rejected → the buyer who made it', async () => {
    const statement = await newStatement('QMA');
    await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: statement.ID } });
    const no = (
      await call<StatementDetail>(t.app, buyer, 'GET', apiPaths.statement.get, {
        query: { id: statement.ID },
      })
    ).body.data.STATEMENT_NO;
    const sent = await waitForMail(smtp, `Statement ${no} awaits your confirmation`);
    expect(sent.to).toEqual(['vendor1@demo.srm.local']);
    expect(sent.text).toContain('Amount with tax: 50.00 QMA');

    await call(t.app, vendor1, 'POST', apiPaths.statement.reject, {
      body: { ID: statement.ID, REASON: '运费不对' },
    });
    const rejected = await waitForMail(smtp, `对账单 ${no} 被供应商驳回`);
    expect(rejected.to).toEqual(['buyer@demo.srm.local']);
    expect(rejected.text).toContain('原因：运费不对');
  });

  it('a server that refuses the first two attempts (451) gets the mail once, on the third', async () => {
    const picky = await startSmtpServer({ refuse: (n) => (n <= 2 ? 451 : null) });
    servers.push(picky);
    await pointAt(picky.port);
    const statement = await newStatement('QMB');
    await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: statement.ID } });
    const mail = await waitForMail(
      picky,
      `Statement ${statement.STATEMENT_NO} awaits your confirmation`,
      45_000,
    );
    expect(mail.to).toEqual(['vendor1@demo.srm.local']);
    const [row] = await logOf(mail.subject);
    await expect.poll(async () => (await logOf(mail.subject))[0]?.state, { timeout: 10_000 }).toBe('sent');
    // Wait past the next retry's back-off: nothing more arrives.
    await sleep(3000);
    expect(arrived(picky, mail.subject)).toHaveLength(1);
    expect(picky.rcptCount()).toBe(3);
    const [after] = await logOf(mail.subject);
    expect(after).toMatchObject({ state: 'sent', attempts: 3 });
    expect(after!.smtp_response).toMatch(/^250/);
    expect(after!.message_id).toBe(mail.messageId);
    expect(row!.job_id).not.toBeNull();
    await pointAt(smtp.port);
  });

  it('a server that is down: the action answers at once, the mail waits and arrives once the server is up', async () => {
    const port = await freePort();
    await pointAt(port);
    const statement = await newStatement('QMC');
    const started = Date.now();
    const sent = await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: statement.ID } });
    expect(sent.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    const subject = `Statement ${statement.STATEMENT_NO} awaits your confirmation`;
    await expect.poll(async () => (await logOf(subject))[0]?.state, { timeout: 20_000 }).toBe('retrying');
    expect((await logOf(subject))[0]!.last_error).toBe('could not connect');

    const late = await startSmtpServer({ port });
    servers.push(late);
    const mail = await waitForMail(late, subject, 45_000);
    expect(mail.to).toEqual(['vendor1@demo.srm.local']);
    await expect.poll(async () => (await logOf(subject))[0]?.state, { timeout: 10_000 }).toBe('sent');
    expect((await logOf(subject))[0]!.attempts).toBeGreaterThanOrEqual(2);
    await sleep(1500);
    expect(arrived(late, subject)).toHaveLength(1);
    await pointAt(smtp.port);
  });

  it('a retry after a send that was never recorded, or a second job, sends nothing again', async () => {
    const statement = await newStatement('QMD');
    await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: statement.ID } });
    const subject = `Statement ${statement.STATEMENT_NO} awaits your confirmation`;
    await waitForMail(smtp, subject);
    await expect.poll(async () => (await logOf(subject))[0]?.state, { timeout: 10_000 }).toBe('sent');
    const [row] = await logOf(subject);
    // A second job of the same mail: nothing sent, the row stays sent.
    await deliverMail(t.app, { id: 'dup', data: { logId: row!.id }, retryCount: 0, retryLimit: 4 });
    // The process died after the server accepted and before `sent` was committed: the retry finds `sending`.
    await t.db.updateTable('mail_log').set({ state: 'sending' }).where('id', '=', row!.id).execute();
    await deliverMail(t.app, { id: 'retry', data: { logId: row!.id }, retryCount: 1, retryLimit: 4 });
    await sleep(1000);
    expect(arrived(smtp, subject)).toHaveLength(1);
    const [after] = await logOf(subject);
    expect(after).toMatchObject({ state: 'failed', attempts: row!.attempts });
    expect(after!.last_error).toContain('may have been delivered, so it is not sent again');
  });

  it('opt-out: a user who turned a category off gets none of it; the others still do', async () => {
    const off = await call(t.app, vendor1, 'POST', apiPaths.mail.myPreferences, {
      body: { Items: [{ CATEGORY: 'statement', ENABLED: false }] },
    });
    expect(off.status).toBe(200);
    const statement = await newStatement('QME');
    await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: statement.ID } });
    await eventsDelivered();
    expect(await logOf(`Statement ${statement.STATEMENT_NO} awaits your confirmation`)).toEqual([]);
    // vendor1 still hears of notes (another category).
    const note = await newNote('3');
    await call(t.app, buyer, 'POST', 'DeliveryNote/Audit', { body: { ID: note.ID } });
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.ID, ATTRIBUTE1: 'SF', ATTRIBUTE2: 'X2' },
    });
    await call(t.app, buyer, 'POST', 'DeliveryNote/Receive', {
      body: { ID: note.ID, Lines: [{ ID: note.Lines[0]!.ID, RECEIVED_QTY: '1' }] },
    });
    await waitForMail(smtp, `Delivery note ${note.DELIVERY_NO} received short`);
    // The buyer turns notes off: a shipped note tells nobody (the fallback to other buyers does not override it).
    await call(t.app, buyer, 'POST', apiPaths.mail.myPreferences, {
      body: { Items: [{ CATEGORY: 'note', ENABLED: false }] },
    });
    const quiet = await newNote('2');
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: quiet.ID } });
    await eventsDelivered();
    expect(await logOf(`送货单 ${quiet.DELIVERY_NO} 已审核`)).toEqual([]);
    await call(t.app, vendor1, 'POST', apiPaths.mail.myPreferences, {
      body: { Items: [{ CATEGORY: 'statement', ENABLED: true }] },
    });
    await call(t.app, buyer, 'POST', apiPaths.mail.myPreferences, {
      body: { Items: [{ CATEGORY: 'note', ENABLED: true }] },
    });
  });

  it('announcements reach only the audience users who opted in', async () => {
    await call(t.app, vendor1, 'POST', apiPaths.mail.myPreferences, {
      body: { Items: [{ CATEGORY: 'announcement', ENABLED: true }] },
    });
    const result = await t.db.transaction().execute((trx) =>
      queueNotification(
        trx,
        announcementPublished,
        {
          id: 0,
          orgId: admin.orgId,
          name: 'announcement.published',
          entity: 'announcement',
          entityId: '1',
          createdAt: new Date(),
          payload: {
            announcementId: 1,
            title: 'Holiday schedule',
            summary: 'Closed 1-7 October.',
            userIds: [buyer.userId, vendor1.userId],
            visibleNow: true,
            by: 'admin',
          },
        },
        mailRuntimeOf(t.app),
      ),
    );
    expect(result).toEqual({ queued: 1, to: ['vendor1@demo.srm.local'] });
    const mail = await waitForMail(smtp, 'Announcement: Holiday schedule');
    expect(mail.to).toEqual(['vendor1@demo.srm.local']);
    expect(mail.text).toContain('Closed 1-7 October.');
  });

  it('nothing is queued while mail is turned off', async () => {
    await saveMailSettings(t.app, admin, smtp.port, { ENABLED: false });
    const statement = await newStatement('QMF');
    await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: statement.ID } });
    await eventsDelivered();
    expect(await logOf(`Statement ${statement.STATEMENT_NO} awaits your confirmation`)).toEqual([]);
    await pointAt(smtp.port);
  });

  it('password reset: the temporary password is mailed (and not answered), sealed until sent, then erased', async () => {
    const finance = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'finance')
      .executeTakeFirstOrThrow();
    // Inside a transaction that is rolled back: the stored body is sealed, never the password in plain text.
    const sealed = await t.db
      .transaction()
      .execute(async (trx) => {
        const to = await mailTemporaryPassword(mailRuntimeOf(t.app))(trx, {
          orgId: admin.orgId,
          userId: finance.id,
          password: 'Plain-Secret-42',
          by: 'admin',
        });
        expect(to).toBe('finance@demo.srm.local');
        const row = await trx
          .selectFrom('mail_log')
          .select(['body', 'body_sealed'])
          .where('category', '=', 'password')
          .executeTakeFirstOrThrow();
        throw Object.assign(new Error('rollback'), { row });
      })
      .catch((e: { row?: { body: string | null; body_sealed: boolean } }) => e.row);
    expect(sealed?.body_sealed).toBe(true);
    expect(sealed?.body).toMatch(/^v1:/);
    expect(sealed?.body).not.toContain('Plain-Secret-42');

    const reset = await call<{ TempPassword: string | null; MAILED_TO: string | null }>(
      t.app,
      admin,
      'POST',
      apiPaths.user.resetPassword,
      { body: { ID: finance.id } },
    );
    expect(reset.status, reset.body.msg).toBe(200);
    expect(reset.body.data).toEqual({ TempPassword: null, MAILED_TO: 'finance@demo.srm.local' });
    const mail = await waitForMail(smtp, '您的 SRM 门户密码已重置');
    expect(mail.to).toEqual(['finance@demo.srm.local']);
    const password = /临时密码：(\S+)/.exec(mail.text)?.[1];
    expect(password).toBeTruthy();
    // The mailed password signs in.
    const signedIn = await requestToken(t.app, {
      UserName: 'finance',
      Password: await encryptPassword(t.app, password!),
      OrgId: admin.orgId,
    });
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    await expect.poll(async () => (await logOf(mail.subject))[0]?.state, { timeout: 10_000 }).toBe('sent');
    const [row] = await logOf(mail.subject);
    expect(row).toMatchObject({ body: null, body_sealed: true, category: 'password' });
    // The log list never shows a body.
    const list = await call(t.app, admin, 'POST', apiPaths.mail.loadData, { body: { Page: 1, Limit: 50 } });
    expect(JSON.stringify(list.body)).not.toContain(password!);
  });
  // Order collaboration (issue #32): mails of category `order`.
  type Line = { id: number; po_no: string; po_item: number; ordered_qty: string; confirm_version: number };
  /** Open lines of a vendor in the organisation waiting for its answer (new), the newest first. */
  const newLines = async (vendorCode: string, orgId: number) =>
    (
      await sql<Line>`
        select id, po_no, po_item, ordered_qty::text as ordered_qty, confirm_version from order_line
         where org_id = ${orgId} and vendor_code = ${vendorCode} and status = 'open'
           and ordered_qty > qty_delivered and confirm_state = 'new'
         order by id desc`.execute(t.db)
    ).rows;
  const dayFromNow = async (days: number) =>
    (await sql<{ d: string }>`select to_char(current_date + ${days}::int, 'YYYY-MM-DD') as d`.execute(t.db))
      .rows[0]!.d;
  const plain = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);
  const mailEventsOf = async (name: string) =>
    t.db
      .selectFrom('domain_event')
      .select(['id', 'org_id', 'payload'])
      .where('name', '=', name)
      .orderBy('id')
      .execute();
  const orderLog = () =>
    t.db
      .selectFrom('mail_log')
      .select(['to_address', 'subject', 'category'])
      .where('category', '=', 'order')
      .orderBy('id')
      .execute();

  it("a proposal mails the line's buyer once (a second delivery queues nothing); a counter mails the vendor", async () => {
    const line = (await newLines('V001', admin.orgId))[0]!;
    const [d1, d2] = [await dayFromNow(20), await dayFromNow(30)];
    const first = Math.floor(Number(line.ordered_qty) / 2);
    const second = Number(plain(line.ordered_qty)) - first;
    const proposed = await call(t.app, vendor1, 'POST', apiPaths.orderConfirmation.propose, {
      body: {
        ID: line.id,
        VERSION: line.confirm_version,
        SCHEDULE: [
          { DATE: d1, QTY: String(first) },
          { DATE: d2, QTY: String(second) },
        ],
        REASON: '产能紧张',
      },
    });
    expect(proposed.status, proposed.body.msg).toBe(200);
    const subject = `订单确认：供应商 V001 对订单 ${line.po_no}/${line.po_item} 提出交期建议`;
    const mail = await waitForMail(smtp, subject);
    expect(mail.to).toEqual(['buyer@demo.srm.local']);
    expect(mail.text).toContain(`订单 ${line.po_no}/${line.po_item}`);
    expect(mail.text).toContain(`承诺交期：${d1} × ${first}；${d2} × ${second}`);
    expect(mail.text).toContain('说明：产能紧张');
    expect(mail.text).toContain('订单确认审核');
    // The delivery run again (a job run twice): already delivered, nothing more queued.
    const event = (await mailEventsOf('order.line.proposed')).at(-1)!;
    expect(await t.app.events.deliver(Number(event.id), 'mail')).toBe('already');
    await sleep(1000);
    expect(await logOf(subject)).toHaveLength(1);
    expect(arrived(smtp, subject)).toHaveLength(1);
    expect((await logOf(subject))[0]).toMatchObject({
      category: 'order',
      lang: 'zh-chs',
      created_by: 'vendor1',
    });

    const countered = await call(t.app, buyer, 'POST', apiPaths.orderConfirmation.counter, {
      body: {
        ID: line.id,
        VERSION: line.confirm_version + 1,
        SCHEDULE: [{ DATE: d1, QTY: plain(line.ordered_qty) }],
        REASON: 'needed at once',
      },
    });
    expect(countered.status, countered.body.msg).toBe(200);
    const counter = await waitForMail(
      smtp,
      `Order confirmation: the buyer countered PO ${line.po_no}/${line.po_item}`,
    );
    expect(counter.to).toEqual(['vendor1@demo.srm.local']);
    expect(counter.text).toContain(`Schedule: ${d1} × ${plain(line.ordered_qty)}`);
    expect(counter.text).toContain('Note: needed at once');
  });

  it('a proposal on a line without a buyer mails the staff who review confirmations', async () => {
    const line = (await newLines('V001', admin.orgId))[1]!;
    await t.db.updateTable('order_line').set({ buyer: null }).where('id', '=', line.id).execute();
    const d = await dayFromNow(25);
    const res = await call(t.app, vendor1, 'POST', apiPaths.orderConfirmation.propose, {
      body: {
        ID: line.id,
        VERSION: line.confirm_version,
        SCHEDULE: [{ DATE: d, QTY: plain(line.ordered_qty) }],
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    // The demo's buyer role holds Confirmation review; the super administrator is left out.
    const mail = await waitForMail(
      smtp,
      `订单确认：供应商 V001 对订单 ${line.po_no}/${line.po_item} 提出交期建议`,
    );
    expect(mail.to).toEqual(['buyer@demo.srm.local']);
  });

  const pushOrders = async (orders: object[]) => {
    const res = await call(t.app, null, 'POST', 'Integration/PushOrders', {
      body: { Orders: orders },
      headers: { 'x-api-key': demoApiKey },
    });
    expect(res.status, res.body.msg).toBe(200);
  };
  const erpLine = (externalId: string, poNo: string, vendorCode: string) => ({
    ExternalId: externalId,
    PO_NO: poNo,
    PO_ITEM: 10,
    VENDOR_CODE: vendorCode,
    PART_NO: 'P10003',
    ORDERED_QTY: '50',
    UNIT_PRICE: '3.25',
    TAX_RATE: '13',
    DUE_DATE: '2099-12-20',
  });
  /** Pushes the lines, and their vendors accept them: answered lines an ERP change re-opens. */
  const pushedAndAccepted = async (lines: ReturnType<typeof erpLine>[], as: Session[]) => {
    await pushOrders(lines);
    for (const [i, l] of lines.entries()) {
      const row = await t.db
        .selectFrom('order_line')
        .select(['id', 'confirm_version'])
        .where('external_id', '=', l.ExternalId)
        .executeTakeFirstOrThrow();
      const res = await call(t.app, as[i]!, 'POST', apiPaths.orderConfirmation.accept, {
        body: { LINES: [{ ID: row.id, VERSION: row.confirm_version }] },
      });
      expect(res.status, res.body.msg).toBe(200);
    }
  };

  it("an ERP push that changes an answered line mails that vendor's users what changed, nobody of another vendor", async () => {
    const vendor2 = await signIn(t.app, 'vendor2');
    const v1 = erpLine('ERP-MAIL-1', '4700000901', 'V001');
    const v2 = erpLine('ERP-MAIL-2', '4700000902', 'V002');
    await pushedAndAccepted([v1, v2], [vendor1, vendor2]);
    const before = (await orderLog()).length;
    // Only vendor1's line changes (quantity and due date); vendor2's is pushed as it was.
    await pushOrders([{ ...v1, ORDERED_QTY: '60', DUE_DATE: '2099-12-27' }, v2]);
    const mail = await waitForMail(
      smtp,
      'Order confirmation: PO 4700000901/10 changed, please confirm again',
    );
    expect(mail.to).toEqual(['vendor1@demo.srm.local']);
    expect(mail.text).toContain('Changed: quantity 50 → 60; due date 2099-12-20 → 2099-12-27');
    await eventsDelivered();
    const after = (await orderLog()).slice(before);
    expect(after.map((r) => r.to_address)).toEqual(['vendor1@demo.srm.local']);
    expect(after.some((r) => r.to_address.startsWith('vendor2') || r.subject.includes('4700000902'))).toBe(
      false,
    );
  });

  it('the reminder sweep: a line waiting past the limit once a day, not a younger one, each organisation once', async () => {
    const sz = await organizationId(t.app, 'SZ');
    const hq = admin.orgId;
    const [old, young] = (await newLines('V001', hq)).slice(2);
    const szOld = (await newLines('V001', sz))[0]!;
    // Every other line counts as reminded a moment ago: only these three are in question.
    await sql`update order_line set reminded_at = now()`.execute(t.db);
    const setLine = (id: number, hours: number) =>
      sql`update order_line set created_at = now() - make_interval(hours => ${hours}::int), reminded_at = null
           where id = ${id}`.execute(t.db);
    await setLine(old!.id, 49);
    await setLine(young!.id, 47);
    await setLine(szOld.id, 100);
    const sweep = () => remindUnansweredLines(t.db, publisherFor(t.app.events, 'order-confirmation'));
    const eventsBefore = (await mailEventsOf('order.line.unanswered')).length;
    // Two sweeps at once (two processes): each line is reminded by one of them.
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a + b).toBe(2);
    const reminders = (await mailEventsOf('order.line.unanswered')).slice(eventsBefore);
    expect(
      reminders.map((e) => [
        e.org_id,
        (e.payload as { lines: { orderLineId: number }[] }).lines.map((l) => l.orderLineId),
      ]),
    ).toEqual(
      expect.arrayContaining([
        [hq, [old!.id]],
        [sz, [szOld.id]],
      ]),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders.every((e) => (e.payload as { by: string }).by === 'system')).toBe(true);
    const mail = await waitForMail(
      smtp,
      `Order confirmation reminder: PO ${old!.po_no}/${old!.po_item} awaits your answer`,
    );
    expect(mail.to).toEqual(['vendor1@demo.srm.local']);
    expect(mail.text).toContain('State: new');
    expect(mail.text).toContain('"Order confirmation"');

    // Within the day: nothing again, of either organisation.
    expect(await sweep()).toBe(0);
    // A day later: reminded again (the younger line has passed the limit by then too).
    await sql`update order_line set reminded_at = reminded_at - interval '24 hours' where id = ${old!.id}`.execute(
      t.db,
    );
    await setLine(young!.id, 48);
    expect(await sweep()).toBe(2);
    const again = (await mailEventsOf('order.line.unanswered')).slice(eventsBefore + 2);
    expect(
      again.map((e) =>
        (e.payload as { lines: { orderLineId: number }[] }).lines
          .map((l) => l.orderLineId)
          .sort((x, y) => x - y),
      ),
    ).toEqual([[old!.id, young!.id].sort((x, y) => x - y)]);
    expect(await sweep()).toBe(0);
  });

  it('a user who turned order confirmation mails off gets none; the buyer turning them off silences proposals too', async () => {
    const off = (who: Session, enabled: boolean) =>
      call(t.app, who, 'POST', apiPaths.mail.myPreferences, {
        body: { Items: [{ CATEGORY: 'order', ENABLED: enabled }] },
      });
    expect((await off(vendor1, false)).status).toBe(200);
    expect((await off(buyer, false)).status).toBe(200);
    const mine = await call<{ Items: { CATEGORY: string; ENABLED: boolean }[] }>(
      t.app,
      vendor1,
      'GET',
      apiPaths.mail.myPreferences,
    );
    expect(mine.body.data.Items).toContainEqual({ CATEGORY: 'order', ENABLED: false });
    // The earlier tests' mails (the reminder sweep's) are all written before counting.
    await eventsDelivered();
    const before = (await orderLog()).length;

    const v1 = erpLine('ERP-MAIL-3', '4700000903', 'V001');
    await pushedAndAccepted([v1], [vendor1]);
    await pushOrders([{ ...v1, ORDERED_QTY: '70' }]);
    const line = (await newLines('V001', admin.orgId))[0]!;
    const res = await call(t.app, vendor1, 'POST', apiPaths.orderConfirmation.propose, {
      body: {
        ID: line.id,
        VERSION: line.confirm_version,
        SCHEDULE: [{ DATE: await dayFromNow(40), QTY: plain(line.ordered_qty) }],
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    await eventsDelivered();
    // Nothing about this order to anybody (the vendor's push re-opening, its proposal to the buyer), and no order
    // mail at all to the two who turned them off.
    const optedOut = ['vendor1@demo.srm.local', 'buyer@demo.srm.local'];
    expect(
      (await orderLog())
        .slice(before)
        .filter((r) => r.subject.includes('4700000903') || optedOut.includes(r.to_address))
        .map((r) => `${r.to_address}: ${r.subject}`),
    ).toEqual([]);
    expect((await off(vendor1, true)).status).toBe(200);
    expect((await off(buyer, true)).status).toBe(200);
  });
});
