export {
  findCompanyPrefix,
  findOrganizationTaxId,
  type ModuleSettings,
  organizationNames,
  organizationParty,
  saveModuleSettings,
} from './organization.repository.ts';
export { organizationRoutes } from './organization.routes.ts';
export { startEventRetention } from './organization.service.ts';
