import { randomBytes } from 'node:crypto';
import {
  type AnnouncementDetail,
  type AnnouncementMine,
  type AnnouncementReading,
  type AnnouncementReceipts,
  type AttachmentInfo,
  apiPaths,
} from '@srm/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { demoRoleId, describeOnDatabase, grantButton } from '../../../test/helper.ts';
import { auditTrail, columnOf, countRows } from '../../../test/rows.ts';
import { saveMailSettings } from '../../../test/smtp-test-server.ts';
import { announcementTransitions } from './announcement.service.ts';

const p = apiPaths.announcement;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A hostile body: every way in we know of, one per line. */
export const hostileBody = [
  '<p>Hello <strong>suppliers</strong></p>',
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<svg onload="window.__xss = 3"><circle r="1"/></svg>',
  '<svg><script>window.__xss = 4</script></svg>',
  '<a href="javascript:window.__xss = 5">click me</a>',
  '<a href="  JaVaScRiPt:window.__xss = 6">and me</a>',
  '<a href="jav&#x09;ascript:window.__xss = 7">tabbed</a>',
  '<p onclick="window.__xss = 8" style="background:url(javascript:x)">styled</p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/pixel.png">',
  '<iframe src="javascript:window.__xss = 9"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 10"></style></mglyph></table></mtext></math>',
  '<form action="https://evil.example"><input name="x"><button>go</button></form>',
  '<a href="https://example.com/ok" target="_self" onmouseover="window.__xss = 11">a fine link</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=12>"></p></noscript>',
].join('\n');

/** What the sanitised body must never contain. */
export const forbidden = [
  /<script/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<form/i,
  /<input/i,
  /<style/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /style=/i,
  /evil\.example/i,
];

describeOnDatabase('announcements', (t) => {
  const { admin, buyer, finance, vendor1, vendor2 } = signedIn(t);
  let roleIds: Record<string, number>;

  beforeAll(async () => {
    roleIds = { Vendor: await demoRoleId(t.db, 'Vendor'), Buyer: await demoRoleId(t.db, 'Buyer') };
  });

  const body = (over: object = {}) => ({
    TITLE: 'Holiday shipping schedule',
    BODY: '<p>Deliveries pause on <strong>1 May</strong>.</p>',
    AUDIENCE: 'all',
    ...over,
  });

  const save = async (over: object = {}, as: Session = buyer) => {
    const res = await call<AnnouncementDetail>(t.app, as, 'POST', p.save, { body: body(over), lang: 'en' });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const act = async (path: string, ID: number, as: Session = buyer) => {
    const res = await call<AnnouncementDetail>(t.app, as, 'POST', path, { body: { ID }, lang: 'en' });
    expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
    return res.body.data;
  };
  const published = async (over: object = {}) => {
    const a = await save(over);
    return act(p.publish, a.ID);
  };
  const mineOf = async (s: Session, Limit = 100) =>
    (await call<AnnouncementMine>(t.app, s, 'GET', p.mine, { query: { Limit } })).body.data;
  const idsOf = (m: AnnouncementMine) => m.ITEMS.map((i) => i.ID);

  describe('sanitising', () => {
    it('stores only the allowlisted HTML: no script, handlers, javascript: links, SVG, data: or external images, styles', async () => {
      const saved = await save({ BODY: hostileBody });
      const stored = await columnOf(t.db, 'announcement', 'body_html', { id: saved.ID });
      for (const html of [saved.BODY, stored])
        for (const pattern of forbidden) expect(html, String(pattern)).not.toMatch(pattern);
      expect(stored).toBe(saved.BODY);
      expect(saved.BODY).toContain('<p>Hello <strong>suppliers</strong></p>');
      // Links keep their text; only a web link stays a link, opened apart from the portal.
      expect(saved.BODY).toContain('click me');
      expect(saved.BODY).toContain(
        '<a href="https://example.com/ok" rel="noopener noreferrer" target="_blank">a fine link</a>',
      );
      expect(saved.BODY.match(/<a /g)?.length).toBe(1);
      expect(saved.BODY).not.toMatch(/<img/);
    });

    it('keeps the rich text the editor writes', async () => {
      const html =
        '<h2>Title</h2><h3>Sub</h3><p><em>i</em> <u>u</u> <s>s</s> <code>c</code><br></p>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote>' +
        '<pre><code>x &lt; y</code></pre><hr><p><a href="mailto:buyer@example.com">mail</a></p>';
      const saved = await save({ BODY: html });
      expect(saved.BODY).toBe(
        html
          .replace('<br>', '<br />')
          .replace('<hr>', '<hr />')
          .replace(
            '<a href="mailto:buyer@example.com">',
            '<a href="mailto:buyer@example.com" rel="noopener noreferrer" target="_blank">',
          ),
      );
    });

    it('drops an image of the download path that the announcement does not hold', async () => {
      const saved = await save({ BODY: '<p>x</p><img src="/api/Attachment/Download?id=1">' });
      expect(saved.BODY).toBe('<p>x</p>');
    });
  });

  describe('audience', () => {
    let ids: Record<string, number>;

    beforeAll(async () => {
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const a = {
        all: await published({ TITLE: 'all', AUDIENCE: 'all' }),
        vendors: await published({ TITLE: 'vendors', AUDIENCE: 'vendors', PINNED: true }),
        staff: await published({ TITLE: 'staff', AUDIENCE: 'staff' }),
        v001: await published({
          TITLE: 'V001 + V003',
          AUDIENCE: 'vendorList',
          VENDOR_CODES: ['V001', 'V003'],
        }),
        v002: await published({ TITLE: 'V002', AUDIENCE: 'vendorList', VENDOR_CODES: ['V002'] }),
        vendorRole: await published({
          TITLE: 'role Vendor',
          AUDIENCE: 'roleList',
          ROLE_IDS: [roleIds.Vendor],
        }),
        buyerRole: await published({ TITLE: 'role Buyer', AUDIENCE: 'roleList', ROLE_IDS: [roleIds.Buyer] }),
        future: await published({ TITLE: 'future', AUDIENCE: 'vendors', PUBLISH_FROM: future }),
        ended: await published({ TITLE: 'ended', AUDIENCE: 'vendors' }),
        draft: await save({ TITLE: 'draft', AUDIENCE: 'vendors' }),
        withdrawn: await published({ TITLE: 'withdrawn', AUDIENCE: 'vendors' }),
      };
      await act(p.withdraw, a.withdrawn.ID);
      await sql`update announcement set publish_to = now() - interval '1 minute' where id = ${a.ended.ID}`.execute(
        t.db,
      );
      ids = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.ID]));
    });

    const sees = async (s: Session) => {
      const mine = idsOf(await mineOf(s));
      return Object.keys(ids)
        .filter((k) => mine.includes(ids[k]!))
        .sort();
    };

    it('vendor1 sees all, vendors, its own vendor list and role; nothing else', async () => {
      expect(await sees(vendor1)).toEqual(['all', 'v001', 'vendorRole', 'vendors']);
      expect(await sees(vendor2)).toEqual(['all', 'v002', 'vendorRole', 'vendors']);
      expect(await sees(buyer)).toEqual(['all', 'buyerRole', 'staff']);
      expect(await sees(finance)).toEqual(['all', 'staff']);
    });

    it('refuses what is outside the audience even by id: Read is 404, and nothing is marked read', async () => {
      for (const key of ['staff', 'v002', 'buyerRole', 'future', 'ended', 'draft', 'withdrawn']) {
        const res = await call(t.app, vendor1, 'GET', p.read, { query: { id: ids[key]! }, lang: 'en' });
        expect(res.status, key).toBe(404);
        expect(res.body.msg).toBe('The announcement does not exist');
        expect(JSON.stringify(res.body)).not.toContain(key === 'v002' ? 'V002' : 'Deliveries');
      }
      const receipts = await t.db
        .selectFrom('announcement_read')
        .select('announcement_id')
        .where('user_id', '=', vendor1.userId)
        .execute();
      expect(receipts).toEqual([]);
      // The managers' routes are not a way around it.
      for (const path of [p.get, p.receipts]) {
        const res = await call(t.app, vendor1, 'GET', path, { query: { id: ids.staff! } });
        expect(res.status, path).toBe(403);
      }
    });

    it('lists pinned first, then the newest', async () => {
      const items = (await mineOf(vendor1)).ITEMS;
      expect(items[0]!.ID).toBe(ids.vendors);
      expect(items[0]!.PINNED).toBe(true);
      const rest = items.slice(1).map((i) => new Date(i.SHOWN_AT).getTime());
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
    });

    it('another organisation sees none of them', async () => {
      const inSz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
      expect(idsOf(await mineOf(inSz)).filter((id) => Object.values(ids).includes(id))).toEqual([]);
      const res = await call(t.app, inSz, 'GET', p.read, { query: { id: ids.vendors! } });
      expect(res.status).toBe(404);
      const adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
      expect((await call(t.app, adminSz, 'GET', p.get, { query: { id: ids.vendors! } })).status).toBe(404);
    });
  });

  describe('read receipts', () => {
    it('marks read on Read, counts readers, and a new version is unread again', async () => {
      const a = await published({
        TITLE: 'receipts',
        AUDIENCE: 'vendorList',
        VENDOR_CODES: ['V001', 'V002'],
      });
      const before = await mineOf(vendor1);
      expect(before.ITEMS.find((i) => i.ID === a.ID)?.READ).toBe(false);

      const read = await call<AnnouncementReading>(t.app, vendor1, 'GET', p.read, { query: { id: a.ID } });
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ ID: a.ID, TITLE: 'receipts', VERSION: 1 });
      expect(read.body.data.BODY).toBe(a.BODY);
      const after = await mineOf(vendor1);
      expect(after.ITEMS.find((i) => i.ID === a.ID)?.READ).toBe(true);
      expect(after.UNREAD).toBe(before.UNREAD - 1);
      // Reading again keeps the first read of the version.
      const again = await call<AnnouncementReading>(t.app, vendor1, 'GET', p.read, { query: { id: a.ID } });
      expect(again.body.data.READ_AT).toBe(read.body.data.READ_AT);

      const receipts = (
        await call<AnnouncementReceipts>(t.app, buyer, 'GET', p.receipts, { query: { id: a.ID } })
      ).body.data;
      expect(receipts).toMatchObject({ VERSION: 1, AUDIENCE_COUNT: 2, READ_COUNT: 1 });
      expect(receipts.ROWS.map((r) => [r.USER_NAME, r.READ, r.IN_AUDIENCE])).toEqual([
        ['vendor1', true, true],
        ['vendor2', false, true],
      ]);
      expect(receipts.ROWS[0]!.READ_AT).toBe(read.body.data.READ_AT);

      // Pinning changes no content: still read.
      await save({
        ID: a.ID,
        TITLE: 'receipts',
        AUDIENCE: 'vendorList',
        VENDOR_CODES: ['V001', 'V002'],
        PINNED: true,
      });
      expect((await mineOf(vendor1)).ITEMS.find((i) => i.ID === a.ID)?.READ).toBe(true);
      // A new body is a new version: unread again, and the receipt of version 1 is kept.
      const edited = await save({
        ID: a.ID,
        TITLE: 'receipts',
        BODY: '<p>Changed</p>',
        AUDIENCE: 'vendorList',
        VENDOR_CODES: ['V001', 'V002'],
      });
      expect(edited).toMatchObject({ VERSION: 2, STATE: 'published' });
      expect((await mineOf(vendor1)).ITEMS.find((i) => i.ID === a.ID)?.READ).toBe(false);
      const v2 = (await call<AnnouncementReceipts>(t.app, buyer, 'GET', p.receipts, { query: { id: a.ID } }))
        .body.data;
      expect(v2).toMatchObject({ VERSION: 2, READ_COUNT: 0 });
      expect(v2.ROWS.find((r) => r.USER_NAME === 'vendor1')).toMatchObject({ READ: false, READ_VERSION: 1 });
      const list = await call<{ ID: number; READ_COUNT: number; VERSION: number }[]>(
        t.app,
        buyer,
        'POST',
        p.loadData,
        {
          body: { Page: 1, Limit: 500 },
        },
      );
      expect(list.body.data.find((r) => r.ID === a.ID)).toMatchObject({ VERSION: 2, READ_COUNT: 0 });
    });

    it('a draft edited before publication stays version 1', async () => {
      const a = await save();
      const edited = await save({ ID: a.ID, BODY: '<p>new</p>' });
      expect(edited.VERSION).toBe(1);
    });
  });

  describe('files', () => {
    const upload = async (as: Session, fileName: string, bytes: Buffer) => {
      const boundary = `----srm${randomBytes(8).toString('hex')}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${apiPaths.attachment.upload}`,
        query: { KIND: 'announcement' },
        headers: { ...as.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: AttachmentInfo }>().data;
    };
    const download = (as: Session, id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${apiPaths.attachment.download}`,
        query: { id: String(id) },
        headers: as.headers,
      });
    const img = (id: number) => `<img src="/api/Attachment/Download?id=${id}" alt="plan">`;

    it('keeps an uploaded image inline and a pdf under the body; the audience reads them, no one else', async () => {
      const image = await upload(buyer, 'plan.png', png);
      const file = await upload(buyer, 'schedule.pdf', pdf);
      const saved = await save({
        AUDIENCE: 'vendorList',
        VENDOR_CODES: ['V001'],
        BODY: `<p>See the plan</p>${img(image.ID)}`,
        ATTACHMENT_IDS: [file.ID],
      });
      expect(saved.BODY).toBe(
        `<p>See the plan</p><img src="/api/Attachment/Download?id=${image.ID}" alt="plan" />`,
      );
      expect(saved.ATTACHMENTS.map((a) => a.FILE_NAME)).toEqual(['schedule.pdf']);
      // A draft: only its managers read its files.
      expect((await download(vendor1, image.ID)).statusCode).toBe(404);
      expect((await download(finance, file.ID)).statusCode).toBe(404);
      expect((await download(admin, file.ID)).statusCode).toBe(200);
      await act(p.publish, saved.ID);
      expect((await download(vendor1, image.ID)).statusCode).toBe(200);
      expect((await download(vendor1, file.ID)).statusCode).toBe(200);
      for (const outsider of [vendor2, finance]) {
        expect((await download(outsider, image.ID)).statusCode).toBe(404);
        expect((await download(outsider, file.ID)).statusCode).toBe(404);
      }
      const notice = (await mineOf(vendor1)).ITEMS.find((i) => i.ID === saved.ID);
      expect(notice?.HAS_ATTACHMENTS).toBe(true);
      const read = await call<AnnouncementReading>(t.app, vendor1, 'GET', p.read, {
        query: { id: saved.ID },
      });
      expect(read.body.data.ATTACHMENTS.map((a) => a.ID)).toEqual([file.ID]);
      // Withdrawn: its readers lose the files too.
      await act(p.withdraw, saved.ID);
      expect((await download(vendor1, image.ID)).statusCode).toBe(404);
    });

    it("drops another's upload from the body, refuses it as a listed file, and lets removed files go", async () => {
      const theirs = await upload(admin, 'theirs.png', png);
      const mine = await upload(buyer, 'mine.png', png);
      const a = await save({ BODY: `${img(theirs.ID)}${img(mine.ID)}` });
      expect(a.BODY).toBe(`<img src="/api/Attachment/Download?id=${mine.ID}" alt="plan" />`);
      const refused = await call(t.app, buyer, 'POST', p.save, {
        body: body({ ID: a.ID, ATTACHMENT_IDS: [theirs.ID] }),
        lang: 'en',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('theirs.png');
      const owner = () =>
        t.db
          .selectFrom('attachment')
          .select(['owner_id', 'released_at'])
          .where('id', '=', mine.ID)
          .executeTakeFirstOrThrow();
      expect(await owner()).toMatchObject({ owner_id: a.ID, released_at: null });
      // The image taken out of the body is released with the save.
      await save({ ID: a.ID, BODY: '<p>no image</p>' });
      expect((await owner()).released_at).not.toBeNull();
      // Another announcement cannot take a file the first one holds.
      const pdfFile = await upload(buyer, 'x.pdf', pdf);
      await save({ ID: a.ID, BODY: '<p>x</p>', ATTACHMENT_IDS: [pdfFile.ID] });
      const other = await call(t.app, buyer, 'POST', p.save, {
        body: body({ ATTACHMENT_IDS: [pdfFile.ID] }),
        lang: 'en',
      });
      expect(other.status).toBe(400);
      // Deleting the draft lets its files go.
      await call(t.app, buyer, 'POST', p.delete, { body: { ID: a.ID } });
      const releasedAt = await columnOf(t.db, 'attachment', 'released_at', { id: pdfFile.ID });
      expect(releasedAt).not.toBeNull();
    });
  });

  describe('mail', () => {
    it('a publication is mailed to its audience who opted in, once it is visible', async () => {
      const settings = await saveMailSettings(t.app, admin, 2525);
      expect(settings.status, settings.body.msg).toBe(200);
      for (const s of [vendor1, buyer])
        await call(t.app, s, 'POST', apiPaths.mail.myPreferences, {
          body: { Items: [{ CATEGORY: 'announcement', ENABLED: true }] },
        });
      const mailed = (title: string) =>
        t.db
          .selectFrom('mail_log')
          .select(['to_address', 'subject', 'body'])
          .where('category', '=', 'announcement')
          .where('subject', 'like', `%${title}%`)
          .execute();
      // The mails follow the publication's domain event (main.ts starts this worker).
      await t.app.events.start({ pollingIntervalSeconds: 0.5 });
      /** Every delivery of the announcement events to the mail module done. */
      const delivered = () =>
        expect
          .poll(
            async () =>
              (
                await t.db
                  .selectFrom('event_delivery as d')
                  .innerJoin('domain_event as e', 'e.id', 'd.event_id')
                  .select('d.state')
                  .where('e.name', '=', 'announcement.published')
                  .where('d.state', '=', 'pending')
                  .execute()
              ).length,
            { timeout: 20_000 },
          )
          .toBe(0);
      await published({ TITLE: 'Mailed now', AUDIENCE: 'vendors', BODY: '<p>Closed on <b>1 May</b>.</p>' });
      await delivered();
      const rows = await mailed('Mailed now');
      // vendor2 did not opt in; the buyer is not in the audience.
      expect(rows.map((r) => r.to_address)).toEqual(['vendor1@demo.srm.local']);
      expect(rows[0]!.body).toContain('Closed on 1 May.');
      await published({
        TITLE: 'Mailed later',
        AUDIENCE: 'all',
        PUBLISH_FROM: new Date(Date.now() + 86_400_000).toISOString(),
      });
      await delivered();
      expect(await mailed('Mailed later')).toEqual([]);
    });
  });

  describe('permissions and states', () => {
    it('a vendor cannot manage, not even when its role holds the menu', async () => {
      const a = await save();
      const attempts = async () => {
        const answers = [
          await call(t.app, vendor1, 'POST', p.loadData, { body: { Page: 1, Limit: 10 } }),
          await call(t.app, vendor1, 'GET', p.get, { query: { id: a.ID } }),
          await call(t.app, vendor1, 'POST', p.save, { body: body() }),
          await call(t.app, vendor1, 'POST', p.save, { body: body({ ID: a.ID }) }),
          await call(t.app, vendor1, 'POST', p.publish, { body: { ID: a.ID } }),
          await call(t.app, vendor1, 'POST', p.withdraw, { body: { ID: a.ID } }),
          await call(t.app, vendor1, 'POST', p.delete, { body: { ID: a.ID } }),
          await call(t.app, vendor1, 'GET', p.receipts, { query: { id: a.ID } }),
          await call(t.app, vendor1, 'GET', p.audienceOptions),
          await call(t.app, finance, 'POST', p.save, { body: body() }),
          await call(t.app, finance, 'GET', p.get, { query: { id: a.ID } }),
        ];
        return answers.map((r) => r.status);
      };
      expect(await attempts()).toEqual(Array(11).fill(403));
      await grantButton(t.db, 'Vendor', 'Announcement');
      expect((await attempts()).slice(0, 9)).toEqual(Array(9).fill(403));
      const row = await t.db
        .selectFrom('announcement')
        .selectAll()
        .where('id', '=', a.ID)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'draft', title: 'Holiday shipping schedule', version: 1 });
    });

    it('walks the state machine; refusals are 409 with the title and change nothing; every change is audited', async () => {
      const a = await save({ TITLE: 'Machine' });
      const expectRefused = async (path: string, id: number) => {
        const snapshot = await t.db
          .selectFrom('announcement')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        const res = await call(t.app, buyer, 'POST', path, { body: { ID: id }, lang: 'en' });
        expect(res.status, path).toBe(409);
        expect(res.body.msg).toContain('"Machine"');
        expect(
          await t.db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirst(),
        ).toEqual(snapshot);
      };
      await expectRefused(p.withdraw, a.ID);
      await act(p.publish, a.ID);
      await expectRefused(p.publish, a.ID);
      await expectRefused(p.delete, a.ID);
      await act(p.withdraw, a.ID);
      await expectRefused(p.delete, a.ID);
      await expectRefused(p.withdraw, a.ID);
      expect((await act(p.publish, a.ID)).STATE).toBe('published');
      const draft = await save();
      const deleted = await call<number>(t.app, buyer, 'POST', p.delete, { body: { ID: draft.ID } });
      expect(deleted.body.data).toBe(draft.ID);
      expect((await call(t.app, buyer, 'GET', p.get, { query: { id: draft.ID } })).status).toBe(404);
      const audit = await auditTrail(t.db, 'announcement', a.ID, ['action', 'user_name']);
      expect(audit.map((r) => r.action)).toEqual(['create', 'publish', 'withdraw', 'publish']);
      expect(Object.keys(announcementTransitions).sort()).toEqual(['delete', 'publish', 'save', 'withdraw']);
      const zh = await call(t.app, buyer, 'POST', p.delete, { body: { ID: a.ID }, lang: 'zh-chs' });
      expect(zh.body.msg).toBe('公告“Machine”当前为已发布，不能删除');
    });

    it('refuses to publish an announcement whose window has ended', async () => {
      const a = await save({
        PUBLISH_FROM: '2020-01-01T00:00:00+08:00',
        PUBLISH_TO: '2020-02-01T00:00:00+08:00',
      });
      const res = await call(t.app, buyer, 'POST', p.publish, { body: { ID: a.ID }, lang: 'en' });
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain('has ended');
    });

    it('every signed-in user may ask for its own announcements; the anonymous may not', async () => {
      for (const s of [admin, buyer, finance, vendor1, vendor2])
        expect((await call(t.app, s, 'GET', p.mine)).status).toBe(200);
      expect((await call(t.app, null, 'GET', p.mine)).status).toBe(401);
      expect((await call(t.app, null, 'GET', p.read, { query: { id: 1 } })).status).toBe(401);
    });
  });

  describe('bad input', () => {
    it('is a localised 400 naming the field, and changes nothing', async () => {
      const count = () => countRows(t.db, 'announcement');
      const before = await count();
      const cases: [object, RegExp, RegExp][] = [
        [{ TITLE: '' }, /^Field TITLE: is required/, /^字段 TITLE：必填/],
        [
          { TITLE: 'x'.repeat(201) },
          /^Field TITLE: must have at most 200 characters/,
          /^字段 TITLE：长度不能超过 200/,
        ],
        [{ AUDIENCE: 'everyone' }, /^Field AUDIENCE/, /^字段 AUDIENCE/],
        [
          { AUDIENCE: 'vendorList' },
          /^Field VENDOR_CODES: must name at least one vendor/,
          /请至少选择一个供应商/,
        ],
        [{ AUDIENCE: 'roleList' }, /^Field ROLE_IDS: must name at least one role/, /请至少选择一个角色/],
        [
          { PUBLISH_FROM: '2026-05-02T00:00:00Z', PUBLISH_TO: '2026-05-01T00:00:00Z' },
          /^Field PUBLISH_TO: must be later than the start/,
          /截止时间必须晚于生效时间/,
        ],
        [{ PUBLISH_FROM: 'tomorrow' }, /^Field PUBLISH_FROM/, /^字段 PUBLISH_FROM/],
        [{ PINNED: 'yes' }, /^Field PINNED/, /^字段 PINNED/],
        [{ BODY: 'x'.repeat(200_001) }, /^Field BODY: must have at most 200000 characters/, /^字段 BODY/],
        [{ TITLE: 'a\u0000b' }, /NUL/, /空字符/],
        [
          { AUDIENCE: 'vendorList', VENDOR_CODES: ['V001', 'NOPE'] },
          /^Vendor NOPE does not exist$/,
          /供应商 NOPE 不存在/,
        ],
        [{ AUDIENCE: 'roleList', ROLE_IDS: [987654] }, /^Role 987654 does not exist$/, /角色 987654 不存在/],
      ];
      for (const [over, en, zh] of cases) {
        for (const [lang, want] of [
          ['en', en],
          ['zh-chs', zh],
        ] as const) {
          const res = await call(t.app, buyer, 'POST', p.save, { body: body(over), lang });
          expect(res.status, `${JSON.stringify(over).slice(0, 80)} ${res.body.msg}`).toBe(400);
          expect(res.body.msg).toMatch(want);
        }
      }
      for (const bad of [{ ID: 0 }, { ID: 'x' }, {}]) {
        const res = await call(t.app, buyer, 'POST', p.publish, { body: bad, lang: 'en' });
        expect(res.status).toBe(400);
      }
      expect((await call(t.app, buyer, 'GET', p.read, { query: { id: 'abc' } })).status).toBe(400);
      expect((await call(t.app, buyer, 'GET', p.mine, { query: { Limit: 1000 } })).status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('unknown ids are a 404, not a 500', async () => {
      for (const [method, path, opts] of [
        ['GET', p.get, { query: { id: 99999 } }],
        ['GET', p.read, { query: { id: 99999 } }],
        ['GET', p.receipts, { query: { id: 99999 } }],
        ['POST', p.publish, { body: { ID: 99999 } }],
        ['POST', p.save, { body: body({ ID: 99999 }) }],
      ] as const) {
        const res = await call(t.app, buyer, method, path, { ...opts, lang: 'en' });
        expect(res.status, path).toBe(404);
      }
    });
  });
});
