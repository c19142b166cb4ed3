import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase, grantButton } from '../../../test/helper.ts';
import { anyAttack } from '../../../test/sql-attacks.ts';

/*
 * Issue #10's finding, end to end through HTTP: a buyer who holds SeniorSetting configures dropdown and sub-query
 * SQL, and neither that buyer nor a vendor using the list can obtain a secret, a password hash, a session id or a row
 * of another organisation or vendor, by any generated attack.
 */
type Row = Record<string, unknown>;
const LIST = '/DeliveryNote/PurchaseOrderReport';

describeEachDatabase('Configured SQL leaks nothing (SeniorSetting holder, vendors)', (t) => {
  let buyer: Session;
  let buyerSz: Session;
  let vendor2: Session;
  /** Strings that must never appear in an answer, per caller. */
  const forbidden = new Map<Session, string[]>();

  beforeAll(async () => {
    await grantButton(t.db, 'Buyer', 'SeniorSetting');
    // Note numbers repeat across organisations: make them unique here, so a leak shows as a number.
    await sql`update delivery_note set delivery_no = delivery_no || '-' || org_id`.execute(t.db);
    buyer = await signIn(t.app, 'buyer');
    buyerSz = await signIn(t.app, 'buyer', undefined, { orgCode: 'SZ' });
    vendor2 = await signIn(t.app, 'vendor2');
    const hashes = (await t.db.selectFrom('app_user').select('password_hash').execute()).map(
      (r) => r.password_hash,
    );
    const sessions = (await t.db.selectFrom('user_session').select('id').execute()).map((r) => r.id);
    const secrets = (await t.db.selectFrom('server_secret').selectAll().execute()).flatMap((r) =>
      Object.values(r).filter((v): v is string => typeof v === 'string' && v.length > 20),
    );
    const notes = await t.db
      .selectFrom('delivery_note')
      .select(['delivery_no', 'org_id', 'vendor_code'])
      .execute();
    const always = [...hashes, ...sessions, ...secrets, buyer.token, vendor2.token];
    forbidden.set(buyer, [
      ...always,
      ...notes.filter((n) => n.org_id !== buyer.orgId).map((n) => n.delivery_no),
    ]);
    forbidden.set(buyerSz, [
      ...always,
      ...notes.filter((n) => n.org_id !== buyerSz.orgId).map((n) => n.delivery_no),
    ]);
    forbidden.set(vendor2, [
      ...always,
      ...notes
        .filter((n) => n.org_id !== vendor2.orgId || n.vendor_code !== 'V002')
        .map((n) => n.delivery_no),
    ]);
  });

  const post = (as: Session, path: string, body: unknown) =>
    call<Row[] | number>(t.app, as, 'POST', `ListParam/${path}`, { body, lang: 'en' });
  const expectNothingForbidden = (as: Session, answer: unknown, text: string) => {
    const shown = JSON.stringify(answer);
    for (const secret of forbidden.get(as)!) {
      expect(shown.includes(secret), `${text} → ${secret.slice(0, 24)}…`).toBe(false);
    }
  };

  it('refuses or confines every generated dropdown and sub-query SQL, for the configurer and the users', async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(anyAttack, fc.boolean(), async (text, asSubQuery) => {
        const definition = {
          LIST_ROUTE: LIST,
          ORD_IDX: 1,
          PARAM_NAME: 'P',
          PARAM_CAPTION: 'P',
          FIELD_NAME: asSubQuery ? 'PO_NO' : 'VENDOR_CODE',
          ACTION_TYPE: 1,
          DATA_TYPE: asSubQuery ? 1 : 2,
          IS_PAGING: 'N',
          IS_FAST_SEARCH: 'N',
          ...(asSubQuery ? { SUB_SQL: text.replace(/\bcode\b/g, 'po_no') } : { REFERENCE_SQL: text }),
        };
        const save = await post(buyer, 'SaveData', [definition]);
        expectNothingForbidden(buyer, save.body, text);
        expect([200, 400], `${text}: ${save.body.msg}`).toContain(save.status);
        if (save.status !== 200) return;
        saved++;
        for (const as of [buyer, buyerSz, vendor2]) {
          const answers = asSubQuery
            ? [
                await call(t.app, as, 'POST', 'PurchaseOrderReport/LoadData', {
                  body: { Page: 1, Limit: 50, Params: [{ FIELD_NAME: 'P', PARAM_VALUE: 'x' }] },
                  lang: 'en',
                }),
              ]
            : [
                await post(as, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'P' }),
                await post(as, 'GetSelectPage', {
                  LIST_ROUTE: LIST,
                  PARAM_NAME: 'P',
                  Page: 1,
                  Limit: 50,
                  Key: '',
                }),
              ];
          for (const answer of answers) {
            expect([200, 400, 404], `${text}: ${answer.body.msg}`).toContain(answer.status);
            expectNothingForbidden(as, answer.body, text);
          }
        }
        await post(buyer, 'DeleteAllParams', { LIST_ROUTE: LIST }).catch(() => undefined);
        await t.db.deleteFrom('list_param').where('list_route', '=', LIST).execute();
      }),
      { numRuns: 100 },
    );
    expect(saved).toBeGreaterThan(10);
  });
});
