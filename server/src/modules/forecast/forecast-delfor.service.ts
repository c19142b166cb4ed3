import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { partNames } from '../integration/index.ts';
import { organizationParty } from '../organization/index.ts';
import { findVendorMaster } from '../vendor/index.ts';
import { buildDelfor } from './delfor.ts';
import * as repo from './forecast.repository.ts';
import * as schedules from './forecast-schedule.repository.ts';
import { vendorOf } from './forecast-scope.ts';

/**
 * A vendor's current demand as UN/EDIFACT DELFOR D96A (issue #48): the newest version the ERP published, never a
 * superseded one, for the vendor's screen, the buyer's, and the vendor's own system through its API key.
 */

export type DelforFile = { fileName: string; content: string };

/** `Forecast/Delfor`: the vendor's own current demand, or — for a buyer — the named vendor's. */
export function delforForUser(
  db: Db,
  auth: AuthContext,
  query: { vendor?: string | undefined },
): Promise<DelforFile> {
  return delforOf(db, auth.orgId, vendorOf(auth, query.vendor));
}

/** `Vendor/PullDelfor`: the key's vendor's current demand; an organisation's key never has a vendor to read. */
export function delforForVendorKey(db: Db, caller: IntegrationCaller): Promise<DelforFile> {
  if (!caller.vendorCode) throw new AppError(403, 'integration.scopeMissing', { scope: 'vendor.forecasts' });
  return delforOf(db, caller.orgId, caller.vendorCode);
}

/**
 * The DELFOR of the vendor's current demand in the organisation: its forecast version's buckets and its delivery
 * schedule's firm call-offs. Neither, a vendor of another organisation, or no such vendor all answer the same 404, so
 * a buyer's guess learns nothing more than "nothing to send".
 */
async function delforOf(db: Db, orgId: number, vendorCode: string): Promise<DelforFile> {
  const [version] = (await repo.latestVersions(db, orgId, [vendorCode])).filter(
    (v) => v.state !== 'superseded',
  );
  const release = await schedules.currentRelease(db, orgId, vendorCode);
  const vendor = (version || release) && (await findVendorMaster(db, orgId, vendorCode));
  if (!(version || release) || !vendor)
    throw new AppError(404, 'forecast.delforNone', { vendor: vendorCode });
  const previous = version
    ? await repo.previousVersion(db, orgId, vendorCode, version.version_no)
    : undefined;
  const buckets = version ? await repo.bucketsOf(db, [version.id]) : [];
  const callOffs = release ? await schedules.callOffsOf(db, release.id) : [];
  const partNos = [...new Set([...buckets.map((b) => b.part_no), ...callOffs.map((c) => c.part_no)])];
  const names = await partNames(db, orgId, partNos);
  const org = await organizationParty(db, orgId);
  const buyer = { code: org.code, name: org.nameEn };
  // The document is the forecast version's (and, with a delivery schedule, its release's): V001/30-R4.
  const documentNo = (no: number | null) =>
    [`${vendorCode}/${no ?? 0}`, release ? `R${release.release_no}` : null].filter(Boolean).join('-');
  const content = buildDelfor({
    documentNo: documentNo(version?.version_no ?? null),
    previousDocumentNo: previous ? `${vendorCode}/${previous.version_no}` : null,
    buyer,
    vendor: { code: vendor.vendor_code, name: vendor.vendor_name },
    shipTo: buyer,
    // Forecast buckets carry no vendor part number; the part's name is the organisation's.
    parts: partNos.map((partNo) => ({ partNo, name: names.get(partNo) ?? null, vendorPartNo: null })),
    buckets: buckets.map((b) => ({
      partNo: b.part_no,
      start: b.start,
      end: b.end,
      zone: b.zone,
      qty: b.quantity,
    })),
    scheduleLines: callOffs.map((c) => ({
      partNo: c.part_no,
      poNo: c.po_no,
      poItem: c.po_item,
      dueDate: c.due_date,
      qty: c.qty,
    })),
    controlRef: version ? String(version.id) : `S${release!.id}`,
    preparedAt: new Date(),
  });
  const name = [version ? version.version_no : null, release ? `R${release.release_no}` : null].filter(
    Boolean,
  );
  return { fileName: `DELFOR_${vendorCode}_${name.join('_')}.edi`, content };
}
