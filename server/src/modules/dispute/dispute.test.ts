import { apiPaths, type DisputeThread } from '@srm/contract';
import { expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf, countRows } from '../../../test/rows.ts';
import { downloadFile, sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import { disputeAttachmentKind } from './dispute.service.ts';

const p = apiPaths.dispute;

/** Dispute threads on statements and expense bills, through HTTP on both databases. */
describeOnDatabase('dispute threads', (t) => {
  const { buyer, vendor1, vendor2, finance } = signedIn(t);

  /** A demo statement of V001 in `state`, and one of its lines. */
  const statementOf = async (state: number) => {
    const s = await t.db
      .selectFrom('statement')
      .select('id')
      .where('vendor_code', '=', 'V001')
      .where('state', '=', state)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const line = await t.db
      .selectFrom('statement_line')
      .select(['id', 'line_no'])
      .where('statement_id', '=', s.id)
      .orderBy('line_no')
      .executeTakeFirstOrThrow();
    return { id: s.id, line };
  };
  const thread = (as: Session, KIND: string, id: number) =>
    call<DisputeThread>(t.app, as, 'GET', p.list, { query: { KIND, id } });
  const post = (as: Session, body: object, lang?: 'zh-chs' | 'en') =>
    call<DisputeThread>(t.app, as, 'POST', p.post, { body, ...(lang ? { lang } : {}) });
  const count = () => countRows(t.db, 'dispute_message');

  it('buyer and vendor exchange messages on a statement line with a photo; finance reads; vendor2 sees nothing', async () => {
    const { id, line } = await statementOf(2);
    const photo = await uploadFile(t.app, vendor1, disputeAttachmentKind, 'damaged.png', sampleFiles.png);
    expect(photo.status, photo.body.msg).toBe(200);
    const asked = await post(vendor1, {
      KIND: 'statement',
      ID: id,
      LINE_ID: line.id,
      BODY: '第 1 行实收数量与我方出库单不符',
      ATTACHMENT_IDS: [photo.body.data.ID],
    });
    expect(asked.status, asked.body.msg).toBe(200);
    const answered = await post(buyer, { KIND: 'statement', ID: id, BODY: 'We recount on Monday' });
    expect(answered.status, answered.body.msg).toBe(200);
    const messages = answered.body.data.Messages.slice(-2);
    expect(messages.map((m) => [m.AUTHOR, m.AUTHOR_VENDOR, m.LINE_SEQ])).toEqual([
      ['vendor1', 'V001', line.line_no],
      ['buyer', null, null],
    ]);
    expect(messages[0]!.Attachments.map((a) => a.FILE_NAME)).toEqual(['damaged.png']);

    const read = await thread(finance, 'statement', id);
    expect(read.status).toBe(200);
    expect(read.body.data.OPEN).toBe(true);
    expect(read.body.data.Messages.slice(-2).map((m) => m.BODY)).toEqual(messages.map((m) => m.BODY));
    const file = await downloadFile(t.app, buyer, photo.body.data.ID);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sampleFiles.png)).toBe(true);

    // vendor2: neither the thread nor the file, nor a post; nothing changes.
    const before = await count();
    expect((await thread(vendor2, 'statement', id)).status).toBe(404);
    expect((await post(vendor2, { KIND: 'statement', ID: id, BODY: 'hello' })).status).toBe(404);
    expect((await downloadFile(t.app, vendor2, photo.body.data.ID)).statusCode).toBeGreaterThanOrEqual(403);
    expect(await count()).toBe(before);

    // The message is part of the statement's audit trail.
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'statement')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'message')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('an expense bill has its thread; a vendor never reaches a draft; a closed document takes no message', async () => {
    const disputed = await columnOf(t.db, 'expense_bill', 'id', { vendor_code: 'V001', state: 'disputed' });
    const said = await post(vendor1, {
      KIND: 'expense-bill',
      ID: disputed,
      BODY: 'The lot was never ours',
    });
    expect(said.status, said.body.msg).toBe(200);
    expect((await thread(buyer, 'expense-bill', disputed)).body.data.Messages.at(-1)?.BODY).toBe(
      'The lot was never ours',
    );
    expect((await thread(vendor2, 'expense-bill', disputed)).status).toBe(404);

    const draft = await columnOf(t.db, 'expense_bill', 'id', { vendor_code: 'V001', state: 'draft' });
    expect((await thread(vendor1, 'expense-bill', draft)).status).toBe(404);

    const closed = await statementOf(6);
    const before = await count();
    const refused = await post(buyer, { KIND: 'statement', ID: closed.id, BODY: 'late' }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The document is closed or voided: its thread takes no more messages');
    expect((await thread(buyer, 'statement', closed.id)).body.data.OPEN).toBe(false);
    expect(await count()).toBe(before);
  });

  it('bad input is a localised 400 and changes nothing', async () => {
    const { id } = await statementOf(2);
    const other = await statementOf(6);
    const before = await count();
    const blank = await post(buyer, { KIND: 'statement', ID: id, BODY: '   ' }, 'zh-chs');
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('必填');
    // Something must be visible (issue #37).
    const invisible = await post(buyer, { KIND: 'statement', ID: id, BODY: '\u200b\u200b' }, 'en');
    expect(invisible.status).toBe(400);
    expect(invisible.body.msg).toBe(
      'Field BODY: must contain visible text (spaces or invisible characters alone do not count)',
    );
    const foreignLine = await post(
      buyer,
      { KIND: 'statement', ID: id, LINE_ID: other.line.id, BODY: 'x' },
      'en',
    );
    expect(foreignLine.status).toBe(400);
    expect(foreignLine.body.msg).toContain(`Line ${other.line.id} is not a line of this statement`);
    const badKind = await post(buyer, { KIND: 'order', ID: id, BODY: 'x' });
    expect(badKind.status).toBe(400);
    const notMine = await uploadFile(t.app, vendor1, disputeAttachmentKind, 'x.pdf', sampleFiles.pdf);
    const stolen = await post(buyer, {
      KIND: 'statement',
      ID: id,
      BODY: 'x',
      ATTACHMENT_IDS: [notMine.body.data.ID],
    });
    expect(stolen.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
