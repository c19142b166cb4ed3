import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import {
  changeList,
  documentList,
  documentTypeList,
  invitationList,
  registrationList,
} from './onboarding.list.ts';
import { changeDecisionRoutes, changeRequestRoutes } from './onboarding-change.routes.ts';
import { documentRoutes, documentTypeRoutes } from './onboarding-document.routes.ts';
import { invitationRoutes, registerRoutes } from './onboarding-invitation.routes.ts';
import { registrationRoutes } from './onboarding-registration.routes.ts';

/** Supplier onboarding, master data under approval and compliance documents (issue #34). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'onboarding');

  registerList(app, 'VendorInvitations', invitationList, "The organisation's supplier invitations");
  registerList(app, 'VendorRegistrations', registrationList, 'Registrations of invited companies');
  registerList(app, 'VendorChanges', changeList, "Vendors' requested master data changes");
  registerList(app, 'DocumentTypes', documentTypeList, "The organisation's compliance document types");
  registerList(app, 'VendorDocuments', documentList, "Vendors' compliance documents (a vendor: its own)");
  invitationRoutes(app);
  registerRoutes(app, events);
  registrationRoutes(app, events);
  changeRequestRoutes(app, events);
  changeDecisionRoutes(app, events);
  documentTypeRoutes(app);
  documentRoutes(app, events);
};
