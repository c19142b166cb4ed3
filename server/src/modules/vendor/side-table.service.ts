import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { findVendor } from '../user/account.repository.ts';
import { isUniqueViolation } from '../user/pg-errors.ts';

/**
 * The two side tables of the Vender screen (PRODUCT §4) share one shape: vendor + part → a percentage, who set
 * it and when; one row per vendor and part of an organisation. The identifiers below are code, never input.
 */
type SideTable = {
  entity: 'over_delivery_part' | 'vendor_spare';
  pct: 'over_pct' | 'spare_pct';
  by: 'confirmed_by' | 'updated_by';
  at: 'confirmed_at' | 'updated_at';
  /** The field names of the screen, as the audit log shows them. */
  fields: { pct: string; by: string; at: string };
};

export const overDeliveryTable: SideTable = {
  entity: 'over_delivery_part',
  pct: 'over_pct',
  by: 'confirmed_by',
  at: 'confirmed_at',
  fields: { pct: 'OVER_PCT', by: 'CONFIRMED_BY', at: 'CONFIRMED_AT' },
};

export const spareTable: SideTable = {
  entity: 'vendor_spare',
  pct: 'spare_pct',
  by: 'updated_by',
  at: 'updated_at',
  fields: { pct: 'SPARE_PCT', by: 'UPDATED_BY', at: 'UPDATED_AT' },
};

type SideRow = { id: number; vendor_code: string; part_no: string; pct: string; by_user: string; at: Date };

export type SideSave = { ID?: number | undefined; VENDOR_CODE: string; PART_NO: string; pct: string };

async function selectRows(db: Db, t: SideTable, where: ReturnType<typeof sql>): Promise<SideRow[]> {
  const { rows } = await sql<SideRow>`
    select id, vendor_code, part_no, ${sql.ref(t.pct)} as pct, ${sql.ref(t.by)} as by_user, ${sql.ref(t.at)} as at
    from ${sql.table(t.entity)}
    where ${where}`.execute(db);
  return rows;
}

/** A row of the caller's organisation (and of its own vendor when the caller is a vendor user). */
async function findInScope(
  db: Db,
  t: SideTable,
  auth: AuthContext,
  id: number,
): Promise<SideRow | undefined> {
  const vendor = auth.vendorCode ? sql` and vendor_code = ${auth.vendorCode}` : sql``;
  return (await selectRows(db, t, sql`id = ${id} and org_id = ${auth.orgId}${vendor}`))[0];
}

const auditable = (t: SideTable, r: SideRow) => ({
  ID: r.id,
  VENDOR_CODE: r.vendor_code,
  PART_NO: r.part_no,
  [t.fields.pct]: r.pct,
  [t.fields.by]: r.by_user,
  [t.fields.at]: r.at,
});

/** Save by ID, or (without ID) set the percentage of a vendor and part, creating the row if it is missing. */
export async function saveSideRow(
  db: Db,
  auth: AuthContext,
  t: SideTable,
  input: SideSave,
): Promise<{ ID: number }> {
  const vendorCode = input.VENDOR_CODE;
  const partNo = input.PART_NO;
  // A vendor caller only sets its own rows; another vendor's code is "not found", revealing nothing.
  if (auth.vendorCode && vendorCode !== auth.vendorCode) {
    throw new AppError(400, 'vendor.notFound', { code: vendorCode });
  }
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await findVendor(trx, auth.orgId, vendorCode))) {
        throw new AppError(400, 'vendor.notFound', { code: vendorCode });
      }
      const part = await trx
        .selectFrom('part')
        .select('id')
        .where('org_id', '=', auth.orgId)
        .where('part_no', '=', partNo)
        .executeTakeFirst();
      if (!part) throw new AppError(400, 'vendor.partNotFound', { code: partNo });

      const [pair] = await selectRows(
        trx,
        t,
        sql`org_id = ${auth.orgId} and vendor_code = ${vendorCode} and part_no = ${partNo}`,
      );
      let existing: SideRow | undefined;
      if (input.ID !== undefined) {
        existing = await findInScope(trx, t, auth, input.ID);
        if (!existing) throw notFound('common.notFound');
        if (pair && pair.id !== existing.id) {
          throw conflict('vendor.pairExists', { vendor: vendorCode, part: partNo });
        }
      } else {
        existing = pair;
      }

      let id: number;
      if (existing) {
        id = existing.id;
        await sql`
          update ${sql.table(t.entity)}
          set vendor_code = ${vendorCode}, part_no = ${partNo}, ${sql.ref(t.pct)} = ${input.pct},
              ${sql.ref(t.by)} = ${auth.userName}, ${sql.ref(t.at)} = now()
          where id = ${id}`.execute(trx);
      } else {
        const { rows } = await sql<{ id: number }>`
          insert into ${sql.table(t.entity)} (org_id, vendor_code, part_no, ${sql.ref(t.pct)}, ${sql.ref(t.by)})
          values (${auth.orgId}, ${vendorCode}, ${partNo}, ${input.pct}, ${auth.userName})
          returning id`.execute(trx);
        id = rows[0]!.id;
      }
      const [saved] = await selectRows(trx, t, sql`id = ${id}`);
      await writeAudit(trx, auth, {
        action: existing ? 'update' : 'create',
        entity: t.entity,
        entityId: id,
        before: existing ? auditable(t, existing) : null,
        after: auditable(t, saved!),
      });
      return { ID: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('vendor.pairExists', { vendor: vendorCode, part: partNo });
    throw error;
  }
}

export async function deleteSideRow(db: Db, auth: AuthContext, t: SideTable, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findInScope(trx, t, auth, id);
    if (!row) throw notFound('common.notFound');
    await sql`delete from ${sql.table(t.entity)} where id = ${id}`.execute(trx);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: t.entity,
      entityId: id,
      before: auditable(t, row),
      after: null,
    });
  });
}
