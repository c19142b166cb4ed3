import {
  apiPaths,
  envelopeOf,
  mailMyPreferences,
  mailPreferencesSave,
  mailSettings,
  mailSettingsSave,
  mailTestBody,
  mailTestResult,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { mailLogList, mailScreen } from './mail.list.ts';
import {
  getMailSettings,
  myPreferences,
  saveMailSettings,
  saveMyPreferences,
  sendTestMail,
} from './mail.service.ts';
import { subscribeMailNotifications } from './mail-notify.events.ts';
import {
  dropMailRuntime,
  mailInvitation,
  mailRuntimeOf,
  mailTemporaryPassword,
} from './mail-notify.service.ts';

const tags = ['Mail'];
const permission = { menu: mailScreen };
const p = apiPaths.mail;

/** The administrators' part: an encapsulated plugin, so its vendor refusal does not reach `myPreferences`. */
const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('onRequest', refuseVendorUsers);

  registerList(
    admin,
    'Mail',
    mailLogList,
    "The organisation's mail log (to, subject, category, state, attempts, last error)",
  );

  admin.get(
    `/${p.getSettings}`,
    {
      schema: {
        tags,
        summary: "The organisation's SMTP settings (the password never: PASSWORD_SET says one is stored)",
        response: { 200: envelopeOf(mailSettings), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getMailSettings(admin.db, authOf(request))),
  );

  admin.post(
    `/${p.saveSettings}`,
    {
      schema: {
        tags,
        summary: 'Save the SMTP settings (audited); an empty PASSWORD keeps the stored one',
        body: mailSettingsSave,
        response: { 200: envelopeOf(mailSettings), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveMailSettings(admin.db, admin.config, authOf(request), request.body)),
  );

  admin.post(
    `/${p.sendTest}`,
    {
      schema: {
        tags,
        summary: "Send a test mail now with the saved settings; answers the mail server's reply (≤ ~10 s)",
        body: mailTestBody,
        response: { 200: envelopeOf(mailTestResult), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await sendTestMail(admin, authOf(request), request.lang, request.body.TO)),
  );
};

/**
 * Mail (System/Mail, PRODUCT §8): the organisation's SMTP settings, the test mail and the mail log are the
 * administrators' (the Mail menu; never a vendor user, whatever its role holds); each signed-in user reads and saves
 * its own notification choices. The worker that sends queued mails is started by main.ts (mail.job.ts).
 * Notifications follow domain events (subscribed here, at start-up); a temporary password is mailed through the
 * app's mail port, which this module provides.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = mailRuntimeOf(app);
  app.addHook('onClose', async () => dropMailRuntime(app));
  subscribeMailNotifications(app);
  app.mailPort.provideTemporaryPassword(mailTemporaryPassword(runtime));
  app.mailPort.provideInvitation(mailInvitation(runtime));

  await app.register(adminRoutes);

  app.get(
    `/${p.myPreferences}`,
    {
      schema: {
        tags,
        summary: "The caller's own notification choices per category, and the address mails go to",
        response: { 200: envelopeOf(mailMyPreferences), ...refusals },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => ok(await myPreferences(app.db, authOf(request))),
  );

  app.post(
    `/${p.myPreferences}`,
    {
      schema: {
        tags,
        summary: "Save the caller's own notification choices",
        body: mailPreferencesSave,
        response: { 200: envelopeOf(mailMyPreferences), ...refusals },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => ok(await saveMyPreferences(app.db, authOf(request), request.body)),
  );
};
