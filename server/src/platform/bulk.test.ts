import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { call, encryptPassword, signedIn } from '../../test/auth-helper.ts';
import { describeOnDatabase } from '../../test/helper.ts';
import { allOrNone } from './bulk.ts';
import { AppError } from './errors.ts';

/**
 * A list's bulk action is one call, all or none (issue #46): platform/bulk.ts itself, and the bulk deletes of the
 * account, role and vendor screens through HTTP — a refused row is named with its reason and nothing changes.
 */
describeOnDatabase('bulk actions', (t) => {
  const { admin, vendor1 } = signedIn(t);

  it('keeps the transaction usable after an item whose statement failed, and rolls every item back', async () => {
    await sql`create table if not exists bulk_probe (id integer primary key)`.execute(t.db);
    await sql`delete from bulk_probe`.execute(t.db);
    await sql`insert into bulk_probe values (2)`.execute(t.db);
    const take = async (trx: typeof t.db, id: number) => {
      try {
        await sql`insert into bulk_probe values (${id})`.execute(trx);
      } catch {
        throw new AppError(409, 'common.inUse');
      }
    };
    const refused = await allOrNone(t.db, [3, 2, 1], take, {
      key: 'common.notAllDeleted',
      labelOf: async (_trx, id) => `row ${id}`,
    }).catch((e: unknown) => e);
    // Row 2 failed inside the database; rows 1 and 3 still ran (their own statements worked) and were undone.
    expect(refused).toMatchObject({ status: 409, causes: [{ label: 'row 2' }] });
    const rows = await sql<{ id: number }>`select id from bulk_probe order by id`.execute(t.db);
    expect(rows.rows.map((r) => r.id)).toEqual([2]);
    expect(
      await allOrNone(t.db, [4, 5, 4], take, { key: 'common.notAllDeleted', labelOf: async () => '' }),
    ).toEqual({
      COUNT: 2,
    });
    await sql`drop table bulk_probe`.execute(t.db);
  });

  it('deletes several roles or none: a role someone holds is named, the others stay', async () => {
    const role = async (name: string) => {
      const res = await call<{ ID: number }>(t.app, admin, 'POST', 'Role/AddOrModifySave', {
        body: { ROLE_NAME: name, ROLE_TYPE: 'normal', REMARK: '' },
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.ID;
    };
    const [free, held] = [await role('Bulk free'), await role('Bulk held')];
    const user = await call<{ ID: number }>(t.app, admin, 'POST', 'User/AddOrModifySave', {
      body: {
        USER_NAME: 'bulkholder',
        NICK_NAME: 'Bulk holder',
        PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
        ROLE_ID: held,
      },
    });
    expect(user.status, user.body.msg).toBe(200);
    const refused = await call<{ REFUSED: { LABEL: string; MSG: string }[] }>(
      t.app,
      admin,
      'POST',
      'Role/DeleteMany',
      { body: { IDS: [free, held] }, lang: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^1 of the 2 selected records cannot be deleted, so none was deleted:/);
    expect(refused.body.data.REFUSED).toEqual([{ LABEL: 'Bulk held', MSG: expect.any(String) }]);
    const left = await t.db.selectFrom('role').select('id').where('id', 'in', [free, held]).execute();
    expect(left).toHaveLength(2);
    // Without the held role: gone in one call.
    const done = await call<{ COUNT: number }>(t.app, admin, 'POST', 'Role/DeleteMany', {
      body: { IDS: [free] },
    });
    expect(done.status, done.body.msg).toBe(200);
    expect(await t.db.selectFrom('role').select('id').where('id', '=', free).execute()).toEqual([]);
  });

  it("deletes several accounts or none: one's own account is named and nothing is deleted", async () => {
    const account = async (name: string) => {
      const res = await call<{ ID: number }>(t.app, admin, 'POST', 'User/AddOrModifySave', {
        body: {
          USER_NAME: name,
          NICK_NAME: name,
          PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
          ROLE_ID: (
            await t.db
              .selectFrom('app_user')
              .select('role_id as id')
              .where('user_name', '=', 'buyer')
              .executeTakeFirstOrThrow()
          ).id,
        },
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.ID;
    };
    const [a, b] = [await account('bulkone'), await account('bulktwo')];
    const refused = await call<{ REFUSED: { LABEL: string }[] }>(t.app, admin, 'POST', 'User/DeleteMany', {
      body: { IDS: [a, admin.userId, b] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.data.REFUSED.map((r) => r.LABEL)).toEqual(['admin']);
    expect(await t.db.selectFrom('app_user').select('id').where('id', 'in', [a, b]).execute()).toHaveLength(
      2,
    );
    const done = await call<{ COUNT: number }>(t.app, admin, 'POST', 'User/DeleteMany', {
      body: { IDS: [a, b] },
    });
    expect(done.body.data).toEqual({ COUNT: 2 });
    expect(await t.db.selectFrom('app_user').select('id').where('id', 'in', [a, b]).execute()).toEqual([]);
    // A vendor user may not call the staff screen's bulk delete at all.
    const vendor = await call(t.app, vendor1, 'POST', 'User/DeleteMany', { body: { IDS: [a] } });
    expect(vendor.status).toBe(403);
  });

  it("deletes side-table rows or none; a vendor reaches none of the vendor screen's bulk deletes", async () => {
    const save = async (vendor: string, part: string) => {
      const res = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/OverDeliverySave', {
        body: { VENDOR_CODE: vendor, PART_NO: part, OVER_PCT: '3' },
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.ID;
    };
    const [one, two] = [await save('V001', 'P10005'), await save('V002', 'P10006')];
    const rowsLeft = async () =>
      (
        await sql<{ id: number }>`select id from over_delivery_part where id in (${one}, ${two})`.execute(
          t.db,
        )
      ).rows.length;
    // A vendor user (no vendor screen) may call none of them: 403, nothing deleted.
    for (const path of ['Vender/OverDeliveryDeleteMany', 'Vender/SpareDeleteMany', 'Vender/DeleteMany']) {
      const res = await call(t.app, vendor1, 'POST', path, { body: { IDS: [one] } });
      expect(res.status, path).toBe(403);
    }
    expect(await rowsLeft()).toBe(2);
    // A row that does not exist (or is another organisation's) is named by its id and nothing is deleted.
    const missing = await call<{ REFUSED: { LABEL: string }[] }>(
      t.app,
      admin,
      'POST',
      'Vender/OverDeliveryDeleteMany',
      { body: { IDS: [one, 2_000_000_000] } },
    );
    expect(missing.status).toBe(409);
    expect(missing.body.data.REFUSED.map((r) => r.LABEL)).toEqual(['#2000000000']);
    expect(await rowsLeft()).toBe(2);
    // A staff account is not a vendor account: the vendor screen's bulk delete names it by id.
    const staff = await call<{ REFUSED: { LABEL: string }[] }>(t.app, admin, 'POST', 'Vender/DeleteMany', {
      body: { IDS: [admin.userId] },
    });
    expect(staff.status).toBe(409);
    expect(staff.body.data.REFUSED.map((r) => r.LABEL)).toEqual([`#${admin.userId}`]);
    const done = await call<{ COUNT: number }>(t.app, admin, 'POST', 'Vender/OverDeliveryDeleteMany', {
      body: { IDS: [one, two] },
    });
    expect(done.status, done.body.msg).toBe(200);
    expect(await rowsLeft()).toBe(0);
  });
});
