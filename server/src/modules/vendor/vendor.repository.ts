import { type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { VendorTable } from '../../platform/schema.ts';

/**
 * All SQL of the Vender screen's two side tables (over-delivery parts, vendor spares): one shape, vendor + part →
 * a percentage, who set it and when. The table and column names come from a `SideTable` written in code, never
 * from input.
 */

export type SideTable = {
  entity: 'over_delivery_part' | 'vendor_spare';
  pct: 'over_pct' | 'spare_pct';
  by: 'confirmed_by' | 'updated_by';
  at: 'confirmed_at' | 'updated_at';
  /** The field names of the screen, as the audit log shows them. */
  fields: { pct: string; by: string; at: string };
};

export type SideRow = {
  id: number;
  vendor_code: string;
  part_no: string;
  pct: string;
  by_user: string;
  at: Date;
};

async function selectRows(db: Db, t: SideTable, where: RawBuilder<unknown>): Promise<SideRow[]> {
  const { rows } = await sql<SideRow>`
    select id, vendor_code, part_no, ${sql.ref(t.pct)} as pct, ${sql.ref(t.by)} as by_user, ${sql.ref(t.at)} as at
    from ${sql.table(t.entity)}
    where ${where}`.execute(db);
  return rows;
}

export async function findSideRow(db: Db, t: SideTable, id: number): Promise<SideRow | undefined> {
  return (await selectRows(db, t, sql`id = ${id}`))[0];
}

/** A row of the organisation, and of the vendor when one is given. */
export async function findSideRowInScope(
  db: Db,
  t: SideTable,
  scope: { orgId: number; vendorCode: string | null },
  id: number,
): Promise<SideRow | undefined> {
  const vendor = scope.vendorCode ? sql` and vendor_code = ${scope.vendorCode}` : sql``;
  return (await selectRows(db, t, sql`id = ${id} and org_id = ${scope.orgId}${vendor}`))[0];
}

/** The row of a vendor and part of the organisation (there is at most one). */
export async function findSideRowOfPair(
  db: Db,
  t: SideTable,
  orgId: number,
  vendorCode: string,
  partNo: string,
): Promise<SideRow | undefined> {
  return (
    await selectRows(db, t, sql`org_id = ${orgId} and vendor_code = ${vendorCode} and part_no = ${partNo}`)
  )[0];
}

export type SideValues = { vendorCode: string; partNo: string; pct: string; by: string };

export async function insertSideRow(
  db: Db,
  t: SideTable,
  orgId: number,
  values: SideValues,
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into ${sql.table(t.entity)} (org_id, vendor_code, part_no, ${sql.ref(t.pct)}, ${sql.ref(t.by)})
    values (${orgId}, ${values.vendorCode}, ${values.partNo}, ${values.pct}, ${values.by})
    returning id`.execute(db);
  return rows[0]!.id;
}

/** Sets the row's vendor, part and percentage, who set them, and when (now). */
export async function updateSideRow(db: Db, t: SideTable, id: number, values: SideValues): Promise<void> {
  await sql`
    update ${sql.table(t.entity)}
    set vendor_code = ${values.vendorCode}, part_no = ${values.partNo}, ${sql.ref(t.pct)} = ${values.pct},
        ${sql.ref(t.by)} = ${values.by}, ${sql.ref(t.at)} = now()
    where id = ${id}`.execute(db);
}

export async function deleteSideRow(db: Db, t: SideTable, id: number): Promise<void> {
  await sql`delete from ${sql.table(t.entity)} where id = ${id}`.execute(db);
}

export async function partExists(db: Db, orgId: number, partNo: string): Promise<boolean> {
  const part = await db
    .selectFrom('part')
    .select('id')
    .where('org_id', '=', orgId)
    .where('part_no', '=', partNo)
    .executeTakeFirst();
  return part !== undefined;
}

/** A vendor created from an approved registration. */
export async function insertVendor(db: Db, values: Insertable<VendorTable>): Promise<void> {
  await db.insertInto('vendor').values(values).execute();
}

/** A vendor's master data (supplier onboarding keeps it up to date). */
export type VendorRow = {
  vendor_code: string;
  vendor_name: string;
  legal_name: string | null;
  tax_id: string | null;
  address: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_no: string | null;
  categories: string[];
};

/** The organisation's vendor of the code with its master data. */
export async function findVendor(db: Db, orgId: number, vendorCode: string): Promise<VendorRow | undefined> {
  return db
    .selectFrom('vendor')
    .select([
      'vendor_code',
      'vendor_name',
      'legal_name',
      'tax_id',
      'address',
      'contact',
      'phone',
      'email',
      'bank_name',
      'bank_account_name',
      'bank_account_no',
      'categories',
    ])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

/** The vendor's master data changed (an approved change's fields). */
export async function updateVendor(
  db: Db,
  orgId: number,
  vendorCode: string,
  set: Updateable<VendorTable>,
): Promise<void> {
  await db
    .updateTable('vendor')
    .set(set)
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .execute();
}

/** Which of these vendor codes the organisation has (a batch of pushes checks them in one query). */
export async function existingVendorCodes(
  db: Db,
  orgId: number,
  vendorCodes: readonly string[],
): Promise<Set<string>> {
  if (vendorCodes.length === 0) return new Set();
  const rows = await db
    .selectFrom('vendor')
    .select('vendor_code')
    .where('org_id', '=', orgId)
    .where('vendor_code', 'in', [...new Set(vendorCodes)])
    .execute();
  return new Set(rows.map((r) => r.vendor_code));
}
