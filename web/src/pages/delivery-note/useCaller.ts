import type { NoteKind } from '@srm/contract';
import { useSession } from '../../platform/session.ts';

/** Who is looking: a vendor (VENDOR_CODE set, spec §6) or staff of the organisation. */
export function useCaller() {
  const { userInfo } = useSession();
  const vendorCode = userInfo?.VENDOR_CODE ?? null;
  const parentVendorCode = userInfo?.PARENT_VENDOR_CODE ?? null;
  return {
    vendorCode,
    isVendor: Boolean(vendorCode),
    /** Vendors create notes; downstream notes only a vendor that has a parent vendor (PRODUCT §5). */
    canCreate: (kind: NoteKind) => Boolean(vendorCode) && (kind !== 'SUB' || Boolean(parentVendorCode)),
  };
}
