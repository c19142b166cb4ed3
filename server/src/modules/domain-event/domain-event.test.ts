import { apiPaths, type ExpenseBill, weekOf } from '@srm/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, encryptPassword, erpKeyOf, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { createStatement } from '../../../test/statements.ts';
import { sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import { eventCatalogue, publisherFor } from '../../platform/events/event-catalogue.ts';
import { demoApiKey } from '../../seed/demo.ts';
import { remindExpiringDocuments } from '../onboarding/index.ts';
import { remindUnansweredLines } from '../order-confirmation/index.ts';
import { remindOverdueNcrs } from '../quality/index.ts';
import { startWebhookWorker } from '../webhook/index.ts';

type Note = { ID: number; DELIVERY_NO: string; Lines: { ID: number }[] };
type OrderLine = { ID: number; PART_NO: string; PO_REMAINING_QTY: string };
type DeliveryRow = {
  ID: string;
  EVENT_ID: number;
  EVENT_NAME: string;
  SUBSCRIBER: string;
  STATE: string;
  ATTEMPTS: number;
  LAST_ERROR: string | null;
};

const p = apiPaths.domainEvent;

/**
 * Domain events end to end (issue #31): the modules publish every catalogued event in the transaction of their
 * change; administrators see the deliveries not yet delivered and retry a failed one, whose effect then happens once.
 */
describeOnDatabase('domain events through the API', (t) => {
  const { admin, buyer, finance, vendor1 } = signedIn(t);
  /** A subscriber of bill.sent that fails while `broken`, and counts what it did. */
  const flaky = { broken: false, done: [] as number[] };

  beforeAll(async () => {
    t.app.events.subscribe('bill.sent', 'flaky', async (event) => {
      if (flaky.broken) throw new Error('the receiving system is down');
      flaky.done.push(event.id);
    });
    // Two tries a second apart, so a failure ends within seconds.
    await t.app.events.start({ pollingIntervalSeconds: 0.5, retry: { retryLimit: 1, retryDelay: 1 } });
  });

  const published = async () =>
    (
      await t.db
        .selectFrom('domain_event')
        .select(['id', 'name', 'entity', 'payload'])
        .orderBy('id')
        .execute()
    ).map((e) => ({ ...e, id: Number(e.id) }));
  const loadDeliveries = (as: Session) =>
    call<DeliveryRow[]>(t.app, as, 'POST', p.loadData, { body: { Page: 1, Limit: 100 } });
  const until = async (done: () => Promise<boolean>, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const newBill = async (amount: string) => {
    const bill = await call<ExpenseBill>(t.app, buyer, 'POST', apiPaths.expenseBill.addOrModifySave, {
      body: {
        VENDOR_CODE: 'V001',
        EXPENSE_KIND: 'freight',
        DIRECTION: 'add',
        AMOUNT: amount,
        TAX_RATE: '0',
        CURRENCY: 'QEV',
        REASON: 'freight',
        PERIOD: '2026-01',
      },
    });
    expect(bill.status, bill.body.msg).toBe(200);
    return bill.body.data;
  };

  it('each module publishes its events with the change: every catalogued name, payloads as declared', async () => {
    const lines = (
      await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
        body: { Page: 1, Limit: 50 },
      })
    ).body.data;
    const line = lines.find((l) => Number(l.PO_REMAINING_QTY) >= 10)!;
    const note = (
      await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
        body: { DELIVERY_DATE: '2026-11-22', Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: '5' }] },
      })
    ).body.data;
    const step = async (as: Session, path: string, body: object) => {
      const res = await call(t.app, as, 'POST', path, { body });
      expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
    };
    await step(vendor1, 'DeliveryNote/Audit', { ID: note.ID });
    await step(vendor1, 'DeliveryNote/Ship', { ID: note.ID, ATTRIBUTE1: 'SF', ATTRIBUTE2: 'E1' });
    await step(buyer, 'DeliveryNote/Receive', { ID: note.ID });
    // A refused change publishes nothing: a second receive is a 409.
    expect((await call(t.app, buyer, 'POST', 'DeliveryNote/Receive', { body: { ID: note.ID } })).status).toBe(
      409,
    );

    const bill = await newBill('80');
    await step(buyer, apiPaths.expenseBill.send, { ID: bill.ID });
    await step(vendor1, apiPaths.expenseBill.confirm, { ID: bill.ID });
    const statement = (await createStatement(t.app, buyer, { CURRENCY: 'QEV', EXPENSE_BILL_IDS: [bill.ID] }))
      .body.data;
    await step(buyer, apiPaths.statement.send, { ID: statement.ID });
    await step(vendor1, apiPaths.statement.reject, { ID: statement.ID, REASON: 'wrong freight' });
    await step(buyer, apiPaths.statement.send, { ID: statement.ID });
    await step(vendor1, apiPaths.statement.confirm, { ID: statement.ID });
    await step(finance, apiPaths.statement.approve, {
      ID: statement.ID,
      INVOICE_NO: 'INV-EV',
      INVOICE_DATE: '2026-01-31',
      INVOICE_AMOUNT: '80.00',
      INVOICE_TAX: '0.00',
    });
    const draft = await call<{ ID: number }>(t.app, buyer, 'POST', apiPaths.announcement.save, {
      body: { TITLE: 'Events', BODY: '<p>All <b>good</b>.</p>', AUDIENCE: 'vendors' },
    });
    await step(buyer, apiPaths.announcement.publish, { ID: draft.body.data.ID });
    // Order collaboration: vendor1 proposes a date on one of its lines, the buyer confirms it.
    const [toAnswer, toCounter, toRemind] = (
      await call<{ ID: number; VERSION: number; ORDERED_QTY: string }[]>(
        t.app,
        vendor1,
        'POST',
        apiPaths.orderConfirmation.loadData,
        { body: { Page: 1, Limit: 3 } },
      )
    ).body.data as [
      { ID: number; VERSION: number; ORDERED_QTY: string },
      { ID: number; VERSION: number; ORDERED_QTY: string },
      { ID: number; VERSION: number; ORDERED_QTY: string },
    ];
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const sooner = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await step(vendor1, apiPaths.orderConfirmation.propose, {
      ID: toAnswer.ID,
      VERSION: toAnswer.VERSION,
      SCHEDULE: [{ DATE: later, QTY: toAnswer.ORDERED_QTY }],
    });
    await step(buyer, apiPaths.orderConfirmation.confirm, {
      LINES: [{ ID: toAnswer.ID, VERSION: toAnswer.VERSION + 1 }],
    });
    // Another proposal, countered by the buyer.
    await step(vendor1, apiPaths.orderConfirmation.propose, {
      ID: toCounter.ID,
      VERSION: toCounter.VERSION,
      SCHEDULE: [{ DATE: later, QTY: toCounter.ORDERED_QTY }],
    });
    await step(buyer, apiPaths.orderConfirmation.counter, {
      ID: toCounter.ID,
      VERSION: toCounter.VERSION + 1,
      SCHEDULE: [{ DATE: sooner, QTY: toCounter.ORDERED_QTY }],
      REASON: 'needed sooner',
    });
    // A line unanswered for 100 hours (the limit is 48): the reminder sweep publishes its vendor's reminder (of the
    // demo's lines waiting one to seven days, too).
    await t.db
      .updateTable('order_line')
      .set({ created_at: sql<Date>`now() - interval '100 hours'` })
      .where('id', '=', toRemind.ID)
      .execute();
    expect(
      await remindUnansweredLines(t.db, publisherFor(t.app.events, 'order-confirmation')),
    ).toBeGreaterThanOrEqual(1);
    // The ERP changes an answered line: pushed, accepted by vendor1, pushed again with another quantity.
    const erpLine = {
      ExternalId: 'ERP-EVENTS-1',
      PO_NO: '4700000099',
      PO_ITEM: 10,
      VENDOR_CODE: 'V001',
      PART_NO: 'P10003',
      ORDERED_QTY: '50',
      UNIT_PRICE: '3.25',
      TAX_RATE: '13',
      DUE_DATE: '2099-12-20',
    };
    const push = async (orders: object[]) => {
      const res = await call(t.app, null, 'POST', 'Integration/PushOrders', {
        body: { Orders: orders },
        headers: { 'x-api-key': demoApiKey },
      });
      expect(res.status, res.body.msg).toBe(200);
    };
    await push([erpLine]);
    const pushed = await t.db
      .selectFrom('order_line')
      .select(['id', 'confirm_version'])
      .where('external_id', '=', erpLine.ExternalId)
      .executeTakeFirstOrThrow();
    await step(vendor1, apiPaths.orderConfirmation.accept, {
      LINES: [{ ID: pushed.id, VERSION: pushed.confirm_version }],
    });
    await push([{ ...erpLine, ORDERED_QTY: '60' }]);
    // A webhook endpoint that refuses its only try (no retries here) is disabled: webhook.endpoint.disabled.
    await startWebhookWorker(t.app, { pollingIntervalSeconds: 0.5, timing: { retryDelaysMs: [] } });
    await step(admin, apiPaths.webhook.saveAllowlist, { ENTRIES: ['127.0.0.1'] });
    await step(admin, apiPaths.webhook.save, {
      URL: 'http://127.0.0.1:9/closed',
      EVENTS: ['bill.confirmed'],
    });
    const refusedBill = await newBill('81');
    await step(buyer, apiPaths.expenseBill.send, { ID: refusedBill.ID });
    await step(vendor1, apiPaths.expenseBill.confirm, { ID: refusedBill.ID });
    await until(async () => (await published()).some((e) => e.name === 'webhook.endpoint.disabled'));
    // Quality: a rejection raises an NCR, the vendor answers, quality returns it; past its due date it is reminded.
    const raised = await call<{ NCR_ID: number }>(t.app, buyer, 'POST', apiPaths.quality.inspect, {
      body: {
        DELIVERY_LINE_ID: note.Lines[0]!.ID,
        ACCEPTED_QTY: '4',
        REJECTED_QTY: '1',
        DEFECT_CODE: 'DIM',
        RAISE_NCR: true,
      },
    });
    expect(raised.status, raised.body.msg).toBe(200);
    const ncrId = raised.body.data.NCR_ID;
    await step(vendor1, apiPaths.quality.ncrAnswer, {
      ID: ncrId,
      VERSION: 1,
      TEAM: 'QA',
      PROBLEM: 'burrs',
      CONTAINMENT: 'sorted',
      ROOT_CAUSE: 'tool',
      CORRECTIVE_ACTION: 'new tool',
      VERIFICATION: 'checked',
      PREVENTIVE_ACTION: 'counter',
      CLOSURE: 'closed',
    });
    await step(buyer, apiPaths.quality.ncrReturn, { ID: ncrId, VERSION: 2, COMMENT: 'photos please' });
    await t.db
      .updateTable('ncr')
      .set({ due_date: sql<string>`current_date - 1` })
      .where('id', '=', ncrId)
      .execute();
    expect(await remindOverdueNcrs(t.db, publisherFor(t.app.events, 'quality'))).toBeGreaterThanOrEqual(1);
    // Onboarding: a company registers and is approved; a vendor's changes are decided; a document is uploaded and
    // one is reminded before it ends.
    const invited = await call<{ LINK: string }>(t.app, buyer, 'POST', apiPaths.onboarding.invite, {
      body: { EMAIL: 'events@acme.example' },
    });
    const registration = await call<{ ID: number }>(t.app, null, 'POST', apiPaths.onboarding.register, {
      body: {
        TOKEN: new URL(invited.body.data.LINK).searchParams.get('token'),
        LEGAL_NAME: 'Acme Events Ltd',
        TAX_ID: '91320500EV0001',
        ADDRESS: 'Suzhou',
        CONTACT_NAME: 'Ann',
        CONTACT_PHONE: '+86 512 1234567',
        CONTACT_EMAIL: 'ann@acme.example',
        BANK_NAME: 'BOC',
        BANK_ACCOUNT_NAME: 'Acme Events Ltd',
        BANK_ACCOUNT_NO: '6217 1111 2222',
        ADMIN_USER_NAME: 'acme.events',
        ADMIN_PASSWORD: await encryptPassword(t.app, 'Acme#2026-Harbour'),
      },
    });
    expect(registration.status, registration.body.msg).toBe(200);
    const vendorAdmin = await columnOf(t.db, 'role', 'id', { role_name: '供应商管理员' });
    await step(buyer, apiPaths.onboarding.review, {
      ID: registration.body.data.ID,
      VERSION: 1,
      VENDOR_CODE: 'VEV1',
      ROLE_ID: vendorAdmin,
    });
    await step(finance, apiPaths.onboarding.approve, { ID: registration.body.data.ID, VERSION: 2 });
    const letter = await uploadFile(t.app, vendor1, 'vendor-change', 'letter.pdf', sampleFiles.pdf);
    const bank = await call<{ ID: number }>(t.app, vendor1, 'POST', apiPaths.onboarding.requestChange, {
      body: {
        KIND: 'bank',
        BANK_NAME: 'ICBC',
        BANK_ACCOUNT_NAME: 'V001',
        BANK_ACCOUNT_NO: '6222 3333 4444',
        ATTACHMENT_IDS: [letter.body.data.ID],
      },
    });
    await step(finance, apiPaths.onboarding.approveChange, { ID: bank.body.data.ID });
    const address = await call<{ ID: number }>(t.app, vendor1, 'POST', apiPaths.onboarding.requestChange, {
      body: { KIND: 'address', ADDRESS: 'Shanghai' },
    });
    await step(buyer, apiPaths.onboarding.refuseChange, { ID: address.body.data.ID, REASON: 'incomplete' });
    const types = await call<{ ID: number }[]>(
      t.app,
      vendor1,
      'GET',
      apiPaths.onboarding.documentTypeOptions,
    );
    const file = await uploadFile(t.app, vendor1, 'vendor-document', 'licence.pdf', sampleFiles.pdf);
    await step(vendor1, apiPaths.onboarding.uploadDocument, {
      DOCUMENT_TYPE_ID: types.body.data[0]!.ID,
      VALID_FROM: '2026-01-01',
      VALID_TO: '2028-12-31',
      ATTACHMENT_IDS: [file.body.data.ID],
    });
    expect(
      await remindExpiringDocuments(t.db, publisherFor(t.app.events, 'onboarding')),
    ).toBeGreaterThanOrEqual(1);

    // Invoices (issue #47): handed in on a confirmed statement, rejected, handed in again, approved (which approves
    // the statement), scheduled and paid by the ERP.
    const invoicedBill = await newBill('82');
    await step(buyer, apiPaths.expenseBill.send, { ID: invoicedBill.ID });
    await step(vendor1, apiPaths.expenseBill.confirm, { ID: invoicedBill.ID });
    const invoiced = (
      await createStatement(t.app, buyer, { CURRENCY: 'QEV', EXPENSE_BILL_IDS: [invoicedBill.ID] })
    ).body.data;
    await step(buyer, apiPaths.statement.send, { ID: invoiced.ID });
    await step(vendor1, apiPaths.statement.confirm, { ID: invoiced.ID });
    const today = new Date().toISOString().slice(0, 10);
    const invoiceInput = {
      INVOICE_NO: 'EV-INV-1',
      INVOICE_DATE: today,
      CURRENCY: 'QEV',
      Rates: [{ RATE: '0', AMOUNT: '82.00', TAX: '0.00' }],
    };
    const handed = await call<{ Invoices: { ID: number }[] }>(
      t.app,
      vendor1,
      'POST',
      apiPaths.invoice.submit,
      {
        body: { STATEMENT_ID: invoiced.ID, Invoices: [invoiceInput] },
      },
    );
    expect(handed.status, handed.body.msg).toBe(200);
    const invoiceId = handed.body.data.Invoices[0]!.ID;
    await step(finance, apiPaths.invoice.reject, { ID: invoiceId, REASON: 'no stamp' });
    await step(vendor1, apiPaths.invoice.resubmit, { ...invoiceInput, ID: invoiceId });
    await step(finance, apiPaths.invoice.approve, { ID: invoiceId });
    const erpKey = await erpKeyOf(t.app, admin, 'events ERP', ['invoices', 'forecasts']);
    const erp = async (path: string, body: object) => {
      const res = await call(t.app, null, 'POST', path, { body, headers: { 'x-api-key': erpKey } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    // A forecast: published by the ERP, committed by vendor1 with a shortfall in the firm zone.
    const week = weekOf(today);
    await erp(apiPaths.forecast.pushForecast, {
      Versions: [
        { VENDOR_CODE: 'V001', VERSION: 100, Buckets: [{ PART_NO: 'EV-P1', PERIOD: week, QTY: '10' }] },
      ],
    });
    const forecast = await call<{ Version: { ID: number } }>(t.app, vendor1, 'GET', apiPaths.forecast.get);
    await step(vendor1, apiPaths.forecast.commit, {
      ID: forecast.body.data.Version.ID,
      Buckets: [{ PART_NO: 'EV-P1', PERIOD: week, QTY: '4', REASON: 'tooling' }],
    });
    await erp(apiPaths.invoice.scheduleInvoices, {
      Invoices: [{ VendorCode: 'V001', InvoiceNo: 'EV-INV-1', PayDate: today }],
    });
    await erp(apiPaths.invoice.pushPayments, {
      Payments: [
        {
          Reference: 'EV-PAY-1',
          VendorCode: 'V001',
          PayDate: today,
          Currency: 'QEV',
          Amount: '82.00',
          Invoices: [{ InvoiceNo: 'EV-INV-1', Amount: '82.00' }],
        },
      ],
    });

    const events = await published();
    expect(new Set(events.map((e) => e.name))).toEqual(new Set(Object.keys(eventCatalogue)));
    const statementEvents = events
      .filter(
        (e) =>
          e.entity === 'statement' && (e.payload as { statementId: number }).statementId === statement.ID,
      )
      .map((e) => e.name);
    expect(statementEvents).toEqual([
      'statement.sent',
      'statement.rejected',
      'statement.sent',
      'statement.confirmed',
      'statement.approved',
    ]);
    expect(events.filter((e) => e.entity === 'note').map((e) => [e.name, e.payload])).toEqual(
      ['note.audited', 'note.shipped', 'note.received'].map((name, i) => [
        name,
        {
          noteId: note.ID,
          deliveryNo: note.DELIVERY_NO,
          noteKind: 'DN',
          vendorCode: 'V001',
          by: i < 2 ? 'vendor1' : 'buyer',
        },
      ]),
    );
    expect(events.filter((e) => e.entity === 'invoice').map((e) => e.name)).toEqual([
      'invoice.submitted',
      'invoice.rejected',
      'invoice.submitted',
      'invoice.approved',
    ]);
    expect(events.find((e) => e.name === 'invoice.approved')?.payload).toMatchObject({
      invoiceNo: 'EV-INV-1',
      vendorCode: 'V001',
      statementNo: invoiced.STATEMENT_NO,
      total: '82.00',
      currency: 'QEV',
      by: 'finance',
    });
    expect(events.find((e) => e.name === 'payment.made')?.payload).toMatchObject({
      reference: 'EV-PAY-1',
      amount: '82.00',
      invoices: [{ invoiceNo: 'EV-INV-1', amount: '82.00' }],
    });
    expect(
      events
        .filter((e) => (e.payload as { statementId?: number }).statementId === invoiced.ID)
        .map((e) => e.name),
    ).toEqual(['statement.sent', 'statement.confirmed', 'statement.approved']);
    expect(events.find((e) => e.name === 'bill.confirmed')?.payload).toEqual({
      billId: bill.ID,
      billNo: bill.BILL_NO,
      vendorCode: 'V001',
      by: 'vendor1',
    });
    const reminder = events.find(
      (e) =>
        e.name === 'order.line.unanswered' &&
        (e.payload as { lines: { orderLineId: number }[] }).lines.some((l) => l.orderLineId === toRemind.ID),
    );
    expect(reminder?.payload).toMatchObject({
      vendorCode: 'V001',
      lines: expect.arrayContaining([
        expect.objectContaining({ orderLineId: toRemind.ID, version: toRemind.VERSION }),
      ]),
      by: 'system',
    });
    expect(events.find((e) => e.name === 'order.line.countered')?.payload).toMatchObject({
      vendorCode: 'V001',
      lines: [expect.objectContaining({ orderLineId: toCounter.ID, version: toCounter.VERSION + 2 })],
      by: 'buyer',
    });
    expect(events.find((e) => e.name === 'announcement.published')?.payload).toMatchObject({
      title: 'Events',
      summary: 'All good.',
      visibleNow: true,
      by: 'buyer',
    });
    // Every delivery to the mail module ends delivered (mail is not set up here: nothing to queue).
    await until(async () => {
      const pending = await t.db
        .selectFrom('event_delivery')
        .select('state')
        .where('state', '<>', 'delivered')
        .execute();
      return pending.length === 0;
    });
  });

  it("the deliveries and their retry are the administrators': a buyer, finance or a vendor gets 403", async () => {
    const key = { EVENT_ID: 1, SUBSCRIBER: 'mail' };
    for (const as of [buyer, finance, vendor1]) {
      expect((await loadDeliveries(as)).status, as.userName).toBe(403);
      expect((await call(t.app, as, 'POST', p.retry, { body: key })).status, as.userName).toBe(403);
    }
    expect((await loadDeliveries(admin)).status).toBe(200);
  });

  it('a failed delivery is listed with its error; retried, it is delivered once and leaves the list', async () => {
    flaky.broken = true;
    const bill = await newBill('12');
    expect(
      (await call(t.app, buyer, 'POST', apiPaths.expenseBill.send, { body: { ID: bill.ID } })).status,
    ).toBe(200);
    const failed = async () =>
      (await loadDeliveries(admin)).body.data.find((r) => r.SUBSCRIBER === 'flaky' && r.STATE === 'failed');
    await until(async () => (await failed()) !== undefined);
    const row = (await failed())!;
    expect(row).toMatchObject({
      EVENT_NAME: 'bill.sent',
      ATTEMPTS: 2,
      LAST_ERROR: 'the receiving system is down',
      ID: `${row.EVENT_ID}:flaky`,
    });
    // One delivery only, of this event: the others are delivered.
    expect((await loadDeliveries(admin)).body.data.map((r) => r.ID)).toEqual([row.ID]);

    // Not failed, or not there: refused, in the caller's language.
    const deliveredEvent = await columnOf(t.db, 'event_delivery', 'event_id', {
      subscriber: 'mail',
      state: 'delivered',
    });
    const delivered = await call(t.app, admin, 'POST', p.retry, {
      body: { EVENT_ID: Number(deliveredEvent), SUBSCRIBER: 'mail' },
      lang: 'en',
    });
    expect([delivered.status, delivered.body.msg]).toEqual([
      409,
      `The delivery of event ${deliveredEvent} to mail has not failed: there is nothing to retry`,
    ]);
    const missing = await call(t.app, admin, 'POST', p.retry, {
      body: { EVENT_ID: row.EVENT_ID, SUBSCRIBER: 'nobody' },
    });
    expect([missing.status, missing.body.msg]).toEqual([404, `找不到事件 ${row.EVENT_ID} 向 nobody 的投递`]);

    // Another organisation's delivery is neither listed nor retried: it does not exist for this administrator.
    const ownOrg = await columnOf(t.db, 'domain_event', 'org_id', { id: String(row.EVENT_ID) });
    const other = await t.db
      .selectFrom('organization')
      .select('id')
      .where('id', '<>', ownOrg)
      .executeTakeFirstOrThrow();
    const moveTo = (orgId: number) =>
      t.db
        .updateTable('domain_event')
        .set({ org_id: orgId })
        .where('id', '=', String(row.EVENT_ID))
        .execute();
    await moveTo(other.id);
    expect((await loadDeliveries(admin)).body.data).toEqual([]);
    const foreign = await call(t.app, admin, 'POST', p.retry, {
      body: { EVENT_ID: row.EVENT_ID, SUBSCRIBER: 'flaky' },
    });
    expect(foreign.status).toBe(404);
    await moveTo(ownOrg);

    flaky.broken = false;
    const retried = await call(t.app, admin, 'POST', p.retry, {
      body: { EVENT_ID: row.EVENT_ID, SUBSCRIBER: 'flaky' },
    });
    expect(retried.status, retried.body.msg).toBe(200);
    await until(async () =>
      (await t.app.events.deliveries(row.EVENT_ID)).every((d) => d.state === 'delivered'),
    );
    expect(flaky.done.filter((id) => id === row.EVENT_ID)).toEqual([row.EVENT_ID]);
    expect((await loadDeliveries(admin)).body.data.filter((r) => r.EVENT_ID === row.EVENT_ID)).toEqual([]);
    // Retrying it again: it is delivered, nothing happens again.
    expect(
      (await call(t.app, admin, 'POST', p.retry, { body: { EVENT_ID: row.EVENT_ID, SUBSCRIBER: 'flaky' } }))
        .status,
    ).toBe(409);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'user_name'])
      .where('entity', '=', 'eventDelivery')
      .execute();
    expect(audit).toEqual([
      { action: 'retry', entity: 'eventDelivery', entity_id: `${row.EVENT_ID}:flaky`, user_name: 'admin' },
    ]);
  });
});
