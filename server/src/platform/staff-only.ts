import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * onRequest hook of the administration plugins (buyer accounts, roles, menus, audit log): a vendor user is
 * refused even when an administrator granted its role the menu. Fail closed (PRODUCT §9): with these screens a
 * vendor user could reset a buyer's password, grant its own role more menus or read other vendors' records in
 * the audit log. Runs after authentication (the global onRequest hook), so an anonymous caller still gets 401.
 */
export async function refuseVendorUsers(request: FastifyRequest): Promise<void> {
  if (request.auth?.vendorCode) throw new AppError(403, 'user.staffOnly');
}
