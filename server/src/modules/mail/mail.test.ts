import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { apiPaths, type MailMyPreferences, type MailSettings, type MailTestResult } from '@srm/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { freePort, startSmtpServer, type TestSmtp } from '../../../test/smtp-test-server.ts';
import { mailKey, mailKeyFile, open, seal } from '../../platform/sealed-secrets.ts';
import { MailHostRefused, parseAllowlist, resolveMailHost } from './mail-host.ts';
import { settingPurpose } from './mail-secrets.ts';

const p = apiPaths.mail;
const secret = 's3cret-Pa55:ü';

/** Mail settings, the test mail, the mail log and each user's choices (issue #14), on both databases. */
describeOnDatabase('mail settings, test mail and log', (t) => {
  const { admin, vendor1, finance } = signedIn(t);
  let adminSz: Session;
  let smtp: TestSmtp;

  beforeAll(async () => {
    adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    smtp = await startSmtpServer({ password: secret });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const settings = (over: object = {}) => ({
    HOST: '127.0.0.1',
    PORT: smtp.port,
    TLS_MODE: 'none',
    USER_NAME: 'srm',
    PASSWORD: secret,
    FROM_ADDRESS: 'srm@example.test',
    FROM_NAME: 'SRM 门户',
    ENABLED: true,
    ...over,
  });
  const save = (over: object = {}, session = admin) =>
    call<MailSettings>(t.app, session, 'POST', p.saveSettings, { body: settings(over), lang: 'en' });
  const stored = () =>
    t.db.selectFrom('mail_setting').selectAll().where('org_id', '=', admin.orgId).executeTakeFirst();

  it('keeps the password encrypted with a key outside the database and never answers it', async () => {
    const empty = await call<MailSettings>(t.app, admin, 'GET', p.getSettings);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      HOST: '',
      PASSWORD_SET: false,
      ENABLED: false,
      UPDATED_BY: null,
    });

    const saved = await save();
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ HOST: '127.0.0.1', PASSWORD_SET: true, USER_NAME: 'srm' });
    expect(saved.body.data).not.toHaveProperty('PASSWORD');
    expect(JSON.stringify(saved.body)).not.toContain('s3cret');
    const read = await call<MailSettings>(t.app, admin, 'GET', p.getSettings);
    expect(JSON.stringify(read.body)).not.toContain('s3cret');
    expect(read.body.data.UPDATED_BY).toBe('admin');

    const row = (await stored())!;
    expect(row.password_enc).toMatch(/^v1:/);
    expect(row.password_enc).not.toContain('s3cret');
    // The key is the file DATA_DIR/keys/mail.key (no MAIL_KEY in the tests), readable by the owner only.
    const keyFile = mailKeyFile(t.app.config.dataDir);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = await mailKey(t.app.config);
    expect(open(key, settingPurpose(admin.orgId), row.password_enc!)).toBe(secret);
    // Sealed for this organisation: the same value does not open as another's.
    expect(() => open(key, settingPurpose(admin.orgId + 1), row.password_enc!)).toThrow();

    // An empty password keeps the stored one.
    const again = await save({ PASSWORD: '', FROM_NAME: 'SRM' });
    expect(again.body.data).toMatchObject({ PASSWORD_SET: true, FROM_NAME: 'SRM' });
    expect((await stored())!.password_enc).toBe(row.password_enc);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'mailSetting')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit)).not.toContain('s3cret');
    expect(JSON.stringify(audit)).not.toContain('v1:');
    expect(audit[0]!.after).toMatchObject({ CREDENTIAL_STORED: true, CREDENTIAL_CHANGED: true });
  });

  it("sends a test mail and answers the server's words: accepted, refused, unreachable (in ≤ ~10 s)", async () => {
    await save();
    const sent = await call<MailTestResult>(t.app, admin, 'POST', p.sendTest, {
      body: { TO: 'someone@example.test' },
      lang: 'en',
    });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data.ACCEPTED).toBe(true);
    expect(sent.body.data.RESPONSE).toMatch(/^250/);
    expect(sent.body.data.MESSAGE).toBe('The mail server accepted the test mail to someone@example.test');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['someone@example.test']);
    expect(mail!.from).toBe('srm@example.test');
    expect(mail!.subject).toBe('SRM portal test mail');
    expect(mail!.text).toContain('127.0.0.1');
    expect(smtp.logins).toContainEqual({ user: 'srm', pass: secret });

    await save({ PASSWORD: 'wrong' });
    const refused = await call<MailTestResult>(t.app, admin, 'POST', p.sendTest, {
      body: { TO: 'someone@example.test' },
    });
    expect(refused.body.data.ACCEPTED).toBe(false);
    expect(refused.body.data.RESPONSE).toMatch(/^535( \d\.\d+\.\d+)?$/);
    expect(refused.body.data.MESSAGE).toBe(`邮件服务器 127.0.0.1:${smtp.port} 拒绝了测试邮件`);

    const dead = await freePort();
    await save({ PORT: dead });
    const started = Date.now();
    const unreachable = await call<MailTestResult>(t.app, admin, 'POST', p.sendTest, {
      body: { TO: 'someone@example.test' },
      lang: 'en',
    });
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(unreachable.body.data).toMatchObject({ ACCEPTED: false });
    expect(unreachable.body.data.RESPONSE).toBe('could not connect');
    expect(unreachable.body.data.MESSAGE).toBe(`The mail server 127.0.0.1:${dead} could not be reached`);
    await save();

    const log = await call<{ MAIL_TO: string; CATEGORY: string; STATE: string; ATTEMPTS: number }[]>(
      t.app,
      admin,
      'POST',
      p.loadData,
      { body: { Page: 1, Limit: 10 } },
    );
    expect(log.status).toBe(200);
    expect(log.body.data.slice(0, 3).map((r) => [r.CATEGORY, r.STATE, r.ATTEMPTS])).toEqual([
      ['test', 'failed', 1],
      ['test', 'failed', 1],
      ['test', 'sent', 1],
    ]);
    expect(JSON.stringify(log.body.data)).not.toContain('This is a test mail');
  });

  it('is the administrators’ alone: vendors and roles without the Mail menu get 403; other organisations’ log rows stay theirs', async () => {
    for (const session of [vendor1, finance]) {
      expect((await call(t.app, session, 'GET', p.getSettings)).status).toBe(403);
      expect((await save({}, session)).status).toBe(403);
      const test = await call(t.app, session, 'POST', p.sendTest, { body: { TO: 'x@example.test' } });
      expect(test.status).toBe(403);
      for (const path of [p.loadData, p.exportData])
        expect((await call(t.app, session, 'POST', path, { body: { Page: 1, Limit: 5 } })).status).toBe(403);
    }
    // A row of the other organisation (SZ) is not in HQ's log, by page or by filter on its id, and the reverse.
    const [other] = await t.db
      .insertInto('mail_log')
      .values({
        org_id: adminSz.orgId,
        category: 'test',
        to_address: 'sz@example.test',
        subject: 'SZ only',
        state: 'sent',
      })
      .returning('id')
      .execute();
    type LogRow = { ID: number; MAIL_TO: string };
    const hq = await call<LogRow[]>(t.app, admin, 'POST', p.loadData, {
      body: {
        Page: 1,
        Limit: 500,
        Params: [{ FIELD_NAME: 'ID', ACTION_TYPE: 1, PARAM_VALUE: String(other!.id), DATA_TYPE: 2 }],
      },
    });
    expect(hq.status, hq.body.msg).toBe(200);
    expect(hq.body.data).toEqual([]);
    const sz = await call<LogRow[]>(t.app, adminSz, 'POST', p.loadData, { body: { Page: 1, Limit: 500 } });
    expect(sz.body.data.map((r) => r.MAIL_TO)).toEqual(['sz@example.test']);
    // SZ has no settings of its own: HQ's are not used for it.
    const szTest = await call(t.app, adminSz, 'POST', p.sendTest, {
      body: { TO: 'x@example.test' },
      lang: 'en',
    });
    expect(szTest.status).toBe(409);
    expect(szTest.body.msg).toBe('No mail server is set up: save the mail settings first');
    expect((await call<MailSettings>(t.app, adminSz, 'GET', p.getSettings)).body.data.HOST).toBe('');
  });

  it('refuses bad settings with a localised 400 that names the field, and changes nothing', async () => {
    await save();
    const before = await stored();
    for (const over of [
      { HOST: 'smtp.example.com/evil' },
      { HOST: '' },
      { HOST: 'a b' },
      { PORT: 0 },
      { PORT: 70000 },
      { TLS_MODE: 'ssl' },
      { FROM_ADDRESS: 'not-an-address' },
      { USER_NAME: 'a\nb' },
      { ENABLED: 'yes' },
      { EXTRA: 1 },
    ]) {
      const res = await save(over);
      expect(res.status, `${JSON.stringify(over)}: ${res.body.msg}`).toBe(400);
      expect(res.body.msg).toMatch(/^(Field \w+|Request body)/);
    }
    const zh = await call(t.app, admin, 'POST', p.saveSettings, { body: settings({ PORT: 0 }) });
    expect(zh.body.msg).toContain('字段 PORT');
    expect(await stored()).toEqual(before);
    const badTo = await call(t.app, admin, 'POST', p.sendTest, { body: { TO: 'nobody' }, lang: 'en' });
    expect(badTo.status).toBe(400);
    expect(badTo.body.msg).toContain('TO');
  });

  it('sends the stored password only where it was entered: a change of host, port, TLS mode or user clears it (issue #37)', async () => {
    const elsewhere = await startSmtpServer();
    try {
      for (const change of [
        { PORT: elsewhere.port },
        { HOST: 'localhost', PORT: elsewhere.port },
        { USER_NAME: 'other', PORT: elsewhere.port },
      ]) {
        expect((await save()).body.data.PASSWORD_SET).toBe(true);
        // "Keep the stored password", with the mail now going elsewhere.
        const moved = await save({ ...change, PASSWORD: '' });
        expect(moved.status, moved.body.msg).toBe(200);
        expect(moved.body.data.PASSWORD_SET).toBe(false);
        expect((await stored())!.password_enc).toBeNull();
        await call(t.app, admin, 'POST', p.sendTest, { body: { TO: 'someone@example.test' } });
      }
      // The test mails went there, and the stored password never did.
      expect(await elsewhere.waitFor(3)).toHaveLength(3);
      expect(elsewhere.logins.map((l) => l.pass)).not.toContain(secret);
      // Entered again in the same save, it is kept and sent.
      expect((await save({ PORT: elsewhere.port })).body.data.PASSWORD_SET).toBe(true);
      // The same server with the TLS mode changed also drops it.
      expect(
        (await save({ PORT: elsewhere.port, TLS_MODE: 'starttls', PASSWORD: '' })).body.data.PASSWORD_SET,
      ).toBe(false);
      // Nothing changed but the sender: the stored password stays.
      await save({ PORT: elsewhere.port });
      expect(
        (await save({ PORT: elsewhere.port, FROM_NAME: 'x', PASSWORD: '' })).body.data.PASSWORD_SET,
      ).toBe(true);
    } finally {
      await elsewhere.close();
      await save();
    }
  });

  it('answers a host that is not a mail server in its own words, never the far end’s banner or a system error', async () => {
    const banner = 'SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3';
    const ssh = createServer((socket) => socket.end(`${banner}\r\n`));
    await new Promise<void>((resolve) => ssh.listen(0, '127.0.0.1', resolve));
    try {
      await save({ PORT: (ssh.address() as AddressInfo).port });
      const answer = await call<MailTestResult>(t.app, admin, 'POST', p.sendTest, {
        body: { TO: 'someone@example.test' },
        lang: 'en',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.ACCEPTED).toBe(false);
      expect(JSON.stringify(answer.body)).not.toMatch(/SSH|OpenSSH|Debian|ECONN|Error/);
      expect(answer.body.data.MESSAGE).toMatch(
        /did not answer as a mail server \(SMTP\): check the host and port$/,
      );
      const [row] = await t.db
        .selectFrom('mail_log')
        .select('last_error')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(row!.last_error).not.toMatch(/SSH/);
    } finally {
      await new Promise<void>((resolve) => ssh.close(() => resolve()));
      await save();
    }
  });

  it('refuses a mail host on this machine, link-local or a metadata address unless allowlisted', async () => {
    for (const host of ['169.254.169.254', '[fe80::1]', '[::1]', '0.0.0.0']) {
      const res = await save({ HOST: host });
      expect(res.status, host).toBe(400);
      expect(res.body.msg, host).toMatch(/points at this machine, a link-local or a cloud metadata address/);
    }
    const none = parseAllowlist('');
    for (const host of [
      '127.0.0.1',
      'localhost',
      '::1',
      '::ffff:127.0.0.1',
      '169.254.169.254',
      '2130706433',
      '127.1',
    ])
      await expect(resolveMailHost(host, none), host).rejects.toBeInstanceOf(MailHostRefused);
    expect(await resolveMailHost('10.1.2.3', none)).toBe('10.1.2.3');
    expect(await resolveMailHost('192.168.1.25', none)).toBe('192.168.1.25');
    const allowed = parseAllowlist('127.0.0.0/8, relay.internal');
    expect(await resolveMailHost('127.0.0.1', allowed)).toBe('127.0.0.1');
    await expect(resolveMailHost('169.254.169.254', allowed)).rejects.toBeInstanceOf(MailHostRefused);
  });

  it('asks for the password again when the stored one does not open (a dump restored without its key)', async () => {
    await save();
    const otherKey = randomBytes(32);
    await t.db
      .updateTable('mail_setting')
      .set({ password_enc: seal(otherKey, settingPurpose(admin.orgId), secret) })
      .where('org_id', '=', admin.orgId)
      .execute();
    const res = await call(t.app, admin, 'POST', p.sendTest, { body: { TO: 'x@example.test' }, lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('enter the mail server password again');
    expect((await save()).status).toBe(200);
  });

  it('lets every user read and save their own choices: notes, statements, orders, quality and supplier notices on, announcements off by default', async () => {
    const mine = await call<MailMyPreferences>(t.app, vendor1, 'GET', p.myPreferences);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({
      EMAIL: 'vendor1@demo.srm.local',
      Items: [
        { CATEGORY: 'note', ENABLED: true },
        { CATEGORY: 'statement', ENABLED: true },
        { CATEGORY: 'order', ENABLED: true },
        { CATEGORY: 'quality', ENABLED: true },
        { CATEGORY: 'supplier', ENABLED: true },
        { CATEGORY: 'announcement', ENABLED: false },
      ],
    });
    const saved = await call<MailMyPreferences>(t.app, vendor1, 'POST', p.myPreferences, {
      body: {
        Items: [
          { CATEGORY: 'note', ENABLED: false },
          { CATEGORY: 'announcement', ENABLED: true },
        ],
      },
    });
    expect(saved.body.data.Items).toEqual([
      { CATEGORY: 'note', ENABLED: false },
      { CATEGORY: 'statement', ENABLED: true },
      { CATEGORY: 'order', ENABLED: true },
      { CATEGORY: 'quality', ENABLED: true },
      { CATEGORY: 'supplier', ENABLED: true },
      { CATEGORY: 'announcement', ENABLED: true },
    ]);
    // Another user's choices are their own.
    const finances = await call<MailMyPreferences>(t.app, finance, 'GET', p.myPreferences);
    expect(finances.body.data.Items[0]).toEqual({ CATEGORY: 'note', ENABLED: true });
    for (const body of [
      { Items: [{ CATEGORY: 'password', ENABLED: false }] },
      { Items: [] },
      { Items: [{ CATEGORY: 'note', ENABLED: 'no' }] },
      { Items: [{ CATEGORY: 'note', ENABLED: true, USER_ID: finance.userId }] },
      { Items: [{ CATEGORY: 'note', ENABLED: true }], USER_ID: finance.userId },
    ]) {
      const res = await call(t.app, vendor1, 'POST', p.myPreferences, { body, lang: 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const twice = await call(t.app, vendor1, 'POST', p.myPreferences, {
      body: {
        Items: [
          { CATEGORY: 'note', ENABLED: true },
          { CATEGORY: 'note', ENABLED: false },
        ],
      },
      lang: 'en',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('Each category may appear only once');
    expect((await call(t.app, null, 'GET', p.myPreferences)).status).toBe(401);
  });
});
