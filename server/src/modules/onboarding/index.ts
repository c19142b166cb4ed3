export { onboardingRoutes } from './onboarding.routes.ts';
export {
  blocksOnMissingDocuments,
  missingDocuments,
  remindExpiringDocuments,
  startDocumentReminder,
} from './onboarding.service.ts';
