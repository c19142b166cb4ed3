export {
  existingVendorCodes,
  findVendor as findVendorMaster,
  insertVendor,
  updateVendor,
  type VendorRow,
} from './vendor.repository.ts';
export { vendorRoutes } from './vendor.routes.ts';
