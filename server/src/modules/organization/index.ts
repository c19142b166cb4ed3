export {
  findCompanyPrefix,
  findOrganizationTaxId,
  type ModuleSettings,
  organizationNames,
  saveModuleSettings,
} from './organization.repository.ts';
export { organizationRoutes } from './organization.routes.ts';
