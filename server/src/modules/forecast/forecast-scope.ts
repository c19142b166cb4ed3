import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Whose forecast, schedule or DELFOR a signed-in caller reads: a vendor its own, whatever it names (a downstream vendor
 * is a vendor of its own code, so it reaches only its own); a buyer names one.
 */
export function vendorOf(auth: AuthContext, vendor: string | undefined): string {
  if (auth.vendorCode) return auth.vendorCode;
  if (!vendor) throw new AppError(400, 'forecast.vendorRequired');
  return vendor;
}
