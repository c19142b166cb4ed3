import { apiPaths, type OrgSettings } from '@srm/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { demoRoleId, describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';

const p = apiPaths.organization;

/** Issue #32 item 5: the organisation's own settings (System/OrgSettings), administrators only, audited. */
describeOnDatabase('organisation settings', (t) => {
  const { admin, buyer, vendor1 } = signedIn(t);
  let adminSz: Session;
  beforeAll(async () => {
    adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
  });

  const read = (session = admin) => call<OrgSettings>(t.app, session, 'GET', p.getSettings);
  const save = (body: object, session = admin, lang: 'en' | 'zh-chs' = 'en') =>
    call<OrgSettings>(t.app, session, 'POST', p.saveSettings, { body, lang });
  const stored = (code: string) =>
    t.db
      .selectFrom('organization')
      .select(['require_confirmation', 'confirmation_reminder_hours', 'event_retention_months'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  const auditCount = async () =>
    (await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'organizationSetting').execute())
      .length;
  const reset = () =>
    t.db
      .updateTable('organization')
      .set({ require_confirmation: false, confirmation_reminder_hours: 48, event_retention_months: 24 })
      .execute();

  it('reads the defaults, saves both settings of the own organisation only, audited', async () => {
    await reset();
    const first = await read();
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toEqual({
      REQUIRE_CONFIRMATION: false,
      CONFIRMATION_REMINDER_HOURS: 48,
      EVENT_RETENTION_MONTHS: 24,
    });

    const saved = await save({ REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 24 });
    expect(saved.status, saved.body.msg).toBe(200);
    // Left out, the retention stays as it was.
    expect(saved.body.data).toEqual({
      REQUIRE_CONFIRMATION: true,
      CONFIRMATION_REMINDER_HOURS: 24,
      EVENT_RETENTION_MONTHS: 24,
    });
    expect((await read()).body.data).toEqual(saved.body.data);
    expect(await stored('HQ')).toEqual({
      require_confirmation: true,
      confirmation_reminder_hours: 24,
      event_retention_months: 24,
    });
    // The other organisation keeps its own (the defaults), and reads them.
    expect(await stored('SZ')).toEqual({
      require_confirmation: false,
      confirmation_reminder_hours: 48,
      event_retention_months: 24,
    });
    expect((await read(adminSz)).body.data).toEqual({
      REQUIRE_CONFIRMATION: false,
      CONFIRMATION_REMINDER_HOURS: 48,
      EVENT_RETENTION_MONTHS: 24,
    });

    // Limits are inclusive.
    for (const hours of [1, 720]) {
      const edge = await save({ REQUIRE_CONFIRMATION: false, CONFIRMATION_REMINDER_HOURS: hours });
      expect(edge.status, edge.body.msg).toBe(200);
      expect(edge.body.data.CONFIRMATION_REMINDER_HOURS).toBe(hours);
    }

    // The retention: its limits inclusive too; this organisation's only.
    for (const months of [1, 120, 12]) {
      const edge = await save({
        REQUIRE_CONFIRMATION: false,
        CONFIRMATION_REMINDER_HOURS: 48,
        EVENT_RETENTION_MONTHS: months,
      });
      expect(edge.status, edge.body.msg).toBe(200);
      expect(edge.body.data.EVENT_RETENTION_MONTHS).toBe(months);
    }
    expect((await read()).body.data.EVENT_RETENTION_MONTHS).toBe(12);
    expect((await read(adminSz)).body.data.EVENT_RETENTION_MONTHS).toBe(24);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'org_id', 'user_name', 'before', 'after'])
      .where('entity', '=', 'organizationSetting')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(6);
    expect(audit[0]).toMatchObject({
      action: 'update',
      entity_id: String(admin.orgId),
      org_id: admin.orgId,
      user_name: 'admin',
      before: { REQUIRE_CONFIRMATION: false, CONFIRMATION_REMINDER_HOURS: 48, EVENT_RETENTION_MONTHS: 24 },
      after: { REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 24, EVENT_RETENTION_MONTHS: 24 },
    });
    await reset();
  });

  it('takes effect: with confirmation required, a vendor cannot ship against an unconfirmed order line', async () => {
    await reset();
    const lines = (
      await call<{ ID: number; PO_NO: string; PO_ITEM: number; PO_REMAINING_QTY: string }[]>(
        t.app,
        vendor1,
        'POST',
        'DeliveryNote/OpenOrderLines',
        { body: { Page: 1, Limit: 200 } },
      )
    ).body.data.filter((l) => Number(l.PO_REMAINING_QTY) >= 2);
    const line = lines[0]!;
    await t.db.updateTable('order_line').set({ confirm_state: 'new' }).where('id', '=', line.ID).execute();
    const tomorrow = (
      await sql<{ d: string }>`select to_char(current_date + 1, 'YYYY-MM-DD') as d`.execute(t.db)
    ).rows[0]!.d;
    const note = () =>
      call<{ ID: number }>(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
        body: { DELIVERY_DATE: tomorrow, Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: '1' }] },
        lang: 'en',
      });

    expect((await save({ REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 48 })).status).toBe(200);
    try {
      const refused = await note();
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain(`Order ${line.PO_NO}/${line.PO_ITEM} is not confirmed`);
    } finally {
      expect((await save({ REQUIRE_CONFIRMATION: false, CONFIRMATION_REMINDER_HOURS: 48 })).status).toBe(200);
    }
    const allowed = await note();
    expect(allowed.status, allowed.body.msg).toBe(200);
  });

  it('refuses a vendor (even one whose role holds the screen) and a buyer without the screen, changing nothing', async () => {
    await reset();
    for (const session of [buyer, vendor1]) {
      expect((await read(session)).status).toBe(403);
      const saved = await save({ REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 5 }, session);
      expect(saved.status).toBe(403);
    }
    // Granting the vendor role the menu does not open it to vendor users (staff only).
    const menu = await columnOf(t.db, 'menu', 'id', { link_url: '/System/OrgSettings' });
    const vendorRole = await demoRoleId(t.db, 'Vendor');
    await t.db.insertInto('role_menu').values({ role_id: vendorRole, menu_id: menu }).execute();
    try {
      const refused = await save({ REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 5 }, vendor1);
      expect(refused.status).toBe(403);
      expect((await read(vendor1)).status).toBe(403);
    } finally {
      await t.db
        .deleteFrom('role_menu')
        .where('role_id', '=', vendorRole)
        .where('menu_id', '=', menu)
        .execute();
    }
    expect(await stored('HQ')).toEqual({
      require_confirmation: false,
      confirmation_reminder_hours: 48,
      event_retention_months: 24,
    });
  });

  it('refuses bad values with a 400 in the caller language and changes nothing', async () => {
    await reset();
    const audited = await auditCount();
    const said = 'The reminder must come after a whole number of hours from 1 to 720 (720 hours is 30 days)';
    for (const hours of [0, -1, 721, 1.5, 100000])
      for (const lang of ['en', 'zh-chs'] as const) {
        const res = await save(
          { REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: hours },
          admin,
          lang,
        );
        expect(res.status, `${hours}`).toBe(400);
        expect(res.body.msg).toBe(
          lang === 'en'
            ? `Field CONFIRMATION_REMINDER_HOURS: ${said}`
            : '字段 CONFIRMATION_REMINDER_HOURS：未答复提醒时间须为 1 到 720 之间的整数小时（720 小时即 30 天）',
        );
      }
    const months = 'Events must be kept for a whole number of months from 1 to 120 (120 months is 10 years)';
    for (const kept of [0, 121, 2.5, -12])
      for (const lang of ['en', 'zh-chs'] as const) {
        const res = await save(
          { REQUIRE_CONFIRMATION: false, CONFIRMATION_REMINDER_HOURS: 48, EVENT_RETENTION_MONTHS: kept },
          admin,
          lang,
        );
        expect(res.status, `${kept}`).toBe(400);
        expect(res.body.msg).toBe(
          lang === 'en'
            ? `Field EVENT_RETENTION_MONTHS: ${months}`
            : '字段 EVENT_RETENTION_MONTHS：事件保留期须为 1 到 120 之间的整数月（120 个月即 10 年）',
        );
      }
    for (const body of [
      { REQUIRE_CONFIRMATION: true },
      { REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 24, EVENT_RETENTION_MONTHS: '12' },
      { REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: '24' },
      { REQUIRE_CONFIRMATION: 'yes', CONFIRMATION_REMINDER_HOURS: 24 },
      { CONFIRMATION_REMINDER_HOURS: 24 },
      { REQUIRE_CONFIRMATION: true, CONFIRMATION_REMINDER_HOURS: 24, ORG_ID: 2 },
    ]) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(/^(Field|Request body)/);
    }
    expect(await stored('HQ')).toEqual({
      require_confirmation: false,
      confirmation_reminder_hours: 48,
      event_retention_months: 24,
    });
    expect(await auditCount()).toBe(audited);
  });
});
