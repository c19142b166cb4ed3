export { defaultTemplateNames, defaultTemplates } from './print-template.defaults.ts';
export { printTemplateRoutes } from './print-template.routes.ts';
export { columnNeeds, localTime, printDocuments, templateFor } from './print-template.service.ts';
