export { findNcrFacts, type NcrFacts } from './quality.repository.ts';
export { qualityRoutes } from './quality.routes.ts';
export { remindOverdueNcrs, startNcrReminder } from './quality.service.ts';
