import type { AuthContext } from '../../platform/auth.ts';
import { allOrNone } from '../../platform/bulk.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { findVendor } from '../user/index.ts';
import type { SideRow, SideTable } from './vendor.repository.ts';
import * as repo from './vendor.repository.ts';

/**
 * The two side tables of the Vender screen (PRODUCT §4) share one shape: vendor + part → a percentage, who set
 * it and when; one row per vendor and part of an organisation. The identifiers below are code, never input.
 */

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

export type SideSave = { ID?: number | undefined; VENDOR_CODE: string; PART_NO: string; pct: string };

/** A row of the caller's organisation (and of its own vendor when the caller is a vendor user). */
const findInScope = (db: Db, t: SideTable, auth: AuthContext, id: number) =>
  repo.findSideRowInScope(db, t, { orgId: auth.orgId, vendorCode: auth.vendorCode }, id);

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
      if (!(await repo.partExists(trx, auth.orgId, partNo)))
        throw new AppError(400, 'vendor.partNotFound', { code: partNo });

      const pair = await repo.findSideRowOfPair(trx, t, auth.orgId, vendorCode, partNo);
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

      const values = { vendorCode, partNo, pct: input.pct, by: auth.userName };
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateSideRow(trx, t, id, values);
      } else {
        id = await repo.insertSideRow(trx, t, auth.orgId, values);
      }
      const saved = await repo.findSideRow(trx, t, id);
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

/** `Vender/OverDeliveryDeleteMany`, `Vender/SpareDeleteMany`: the list's bulk delete, all or none. */
export function deleteSideRows(db: Db, auth: AuthContext, t: SideTable, ids: readonly number[]) {
  return allOrNone(db, ids, (trx, id) => deleteSideRow(trx, auth, t, id), {
    key: 'common.notAllDeleted',
    labelOf: async (trx, id) => {
      const row = await findInScope(trx, t, auth, id);
      return row ? `${row.vendor_code} ${row.part_no}` : `#${id}`;
    },
  });
}

export async function deleteSideRow(db: Db, auth: AuthContext, t: SideTable, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findInScope(trx, t, auth, id);
    if (!row) throw notFound('common.notFound');
    await repo.deleteSideRow(trx, t, id);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: t.entity,
      entityId: id,
      before: auditable(t, row),
      after: null,
    });
  });
}
