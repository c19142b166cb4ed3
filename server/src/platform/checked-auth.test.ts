import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../test/auth-helper.ts';
import { describeEachDatabase } from '../../test/helper.ts';
import { columnOf } from '../../test/rows.ts';
import type { Database } from './schema.ts';

type Row = Record<string, unknown>;

/**
 * List pages may run under a kept authentication (platform/auth.ts `confirmAuth`, migration 0010): every change
 * that authentication depends on must still be seen by the very next page, whoever made it (the server's code or
 * plain SQL past it), and nothing read under an authentication that no longer holds may be answered.
 */
describeEachDatabase('Checked authentication of list pages', (t) => {
  const report = 'PurchaseOrderReport/LoadData';
  const load = (as: Session, body: Row = {}, lang?: 'en') =>
    call<Row[]>(t.app, as, 'POST', report, {
      body: { Page: 1, Limit: 50, ...body },
      ...(lang ? { lang } : {}),
    });
  /** Two pages, so the second surely ran under the kept authentication. */
  const warm = async (as: Session) => {
    for (let i = 0; i < 2; i++) expect((await load(as)).status).toBe(200);
  };
  /** The authentication counter as `db` (a transaction, or else the test's pool) sees it. */
  const counter = async (db: Kysely<Database> = t.db) =>
    Number(
      (await sql<{ version: string }>`select version from auth_state where id = 1`.execute(db)).rows[0]!
        .version,
    );

  const { admin } = signedIn(t);

  it('refuses the next page once the session is signed out', async () => {
    const buyer = await signIn(t.app, 'buyer');
    await warm(buyer);
    expect((await call(t.app, buyer, 'POST', 'Auth/Logout')).status).toBe(200);
    const after = await load(buyer);
    expect(after.status).toBe(401);
    expect(after.body.data ?? null).toBeNull();
  });

  it('refuses the next page of a user disabled straight in the database, also an empty one or a bad query', async () => {
    const buyer = await signIn(t.app, 'buyer');
    await warm(buyer);
    await t.db.updateTable('app_user').set({ enabled: false }).where('user_name', '=', 'buyer').execute();
    try {
      expect((await load(buyer)).status).toBe(401);
      const empty = await load(buyer, {
        Params: [{ FIELD_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: 'NO-SUCH-ORDER', DATA_TYPE: 1 }],
      });
      expect(empty.status).toBe(401);
      const bad = await load(buyer, {
        Params: [{ FIELD_NAME: 'NO_SUCH_FIELD', ACTION_TYPE: 1, PARAM_VALUE: 'x', DATA_TYPE: 1 }],
      });
      expect(bad.status).toBe(401);
    } finally {
      await t.db.updateTable('app_user').set({ enabled: true }).where('user_name', '=', 'buyer').execute();
    }
  });

  it('shows a vendor user moved to another vendor only the new vendor rows, at once', async () => {
    const vendor2 = await signIn(t.app, 'vendor2');
    await warm(vendor2);
    const own = await load(vendor2);
    expect(new Set(own.body.data.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V002']));
    await t.db
      .updateTable('app_user')
      .set({ vendor_code: 'V004' })
      .where('user_name', '=', 'vendor2')
      .execute();
    try {
      const moved = await load(vendor2);
      expect(moved.status).toBe(200);
      expect(moved.body.count).toBeGreaterThan(0);
      expect(new Set(moved.body.data.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V004']));
    } finally {
      await t.db
        .updateTable('app_user')
        .set({ vendor_code: 'V002' })
        .where('user_name', '=', 'vendor2')
        .execute();
    }
  });

  it('refuses the next page once the role loses the menu, and answers again once it is given back', async () => {
    const buyer = await signIn(t.app, 'buyer');
    await warm(buyer);
    const grant = await t.db
      .selectFrom('role_menu as rm')
      .innerJoin('menu as m', 'm.id', 'rm.menu_id')
      .innerJoin('app_user as u', 'u.role_id', 'rm.role_id')
      .select(['rm.role_id', 'rm.menu_id'])
      .where('u.user_name', '=', 'buyer')
      .where('m.link_url', '=', '/DeliveryNote/PurchaseOrderReport')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('role_menu')
      .where('role_id', '=', grant.role_id)
      .where('menu_id', '=', grant.menu_id)
      .execute();
    try {
      expect((await load(buyer, {}, 'en')).status).toBe(403);
    } finally {
      await t.db.insertInto('role_menu').values(grant).execute();
    }
    expect((await load(buyer)).status).toBe(200);
  });

  it('applies a list parameter default changed in the database to the next page', async () => {
    const buyer = await signIn(t.app, 'buyer');
    await warm(buyer);
    const hq = await columnOf(t.db, 'organization', 'id', { code: 'HQ' });
    await t.db
      .insertInto('list_param')
      .values({
        org_id: hq,
        list_route: '/DeliveryNote/PurchaseOrderReport',
        ord_idx: 1,
        param_name: 'ONLY_V001',
        param_caption: 'V001',
        field_name: 'VENDOR_CODE',
        action_type: 1,
        data_type: 1,
        is_paging: 'N',
        is_fast_search: 'Y',
        default_value: 'V001',
      })
      .execute();
    try {
      const page = await load(buyer);
      expect(new Set(page.body.data.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V001']));
    } finally {
      await t.db.deleteFrom('list_param').where('param_name', '=', 'ONLY_V001').execute();
    }
  });

  describe('the authentication counter', () => {
    it('moves with a change of what authentication reads, not with updates that change nothing', async () => {
      const before = await counter();
      await t.db
        .updateTable('app_user')
        .set({ locked_until: null })
        .where('locked_until', 'is', null)
        .execute();
      expect(await counter()).toBe(before);
      const buyer = await signIn(t.app, 'buyer');
      expect(await counter()).toBe(before);
      await t.db.updateTable('organization').set({ name: sql`name` }).execute();
      expect(await counter()).toBe(before);
      const org = await t.db.selectFrom('organization').select(['id', 'name']).executeTakeFirstOrThrow();
      await t.db
        .updateTable('organization')
        .set({ name: `${org.name}·` })
        .where('id', '=', org.id)
        .execute();
      const moved = await counter();
      expect(moved).toBeGreaterThan(before);
      await t.db.updateTable('organization').set({ name: org.name }).where('id', '=', org.id).execute();
      await call(t.app, buyer, 'POST', 'Auth/Logout');
      expect(await counter()).toBeGreaterThan(moved);
    });

    if (t.kind === 'postgres')
      it('moves at commit, in the transaction of the change', async () => {
        const before = await counter();
        const { nick_name: nick } = await t.db
          .selectFrom('app_user')
          .select('nick_name')
          .where('user_name', '=', 'buyer')
          .executeTakeFirstOrThrow();
        await t.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('app_user')
            .set({ nick_name: 'Buyer ·' })
            .where('user_name', '=', 'buyer')
            .execute();
          // Deferred: not yet raised inside the transaction, and invisible to others until commit.
          expect(await counter(trx)).toBe(before);
          expect(await counter()).toBe(before);
        });
        expect(await counter()).toBe(before + 1);
        await t.db
          .updateTable('app_user')
          .set({ nick_name: nick })
          .where('user_name', '=', 'buyer')
          .execute();
      });
  });

  it('keeps answering a user whose authentication did not change (admin pages too)', async () => {
    await warm(admin);
    const page = await load(admin);
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThan(0);
  });
});
