import {
  announcementAudienceOptions,
  announcementDetail,
  announcementIdBody,
  announcementMine,
  announcementMineQuery,
  announcementReading,
  announcementReceipts,
  announcementSave,
  apiPaths,
  envelopeOf,
  idQuery,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { registerAnnouncementFiles } from './announcement.files.ts';
import { announcementList, announcementScreen } from './announcement.list.ts';
import {
  audienceOptions,
  canReadAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  mine,
  readAnnouncement,
  receiptsOfAnnouncement,
  saveAnnouncement,
  transitionAnnouncement,
} from './announcement.service.ts';

const p = apiPaths.announcement;
const tags = ['Announcements'];
const manage: Permission = { menu: announcementScreen };
const signedIn: Permission = { signedIn: true };

/**
 * Managing announcements (menu Announcement): staff only, a vendor account is refused even when its role was given
 * the menu (it would see every audience's announcements).
 */
const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);
  const events = publisherFor(app.events, 'announcement');

  registerList(app, 'Announcement', announcementList, 'Announcements of the organisation (managers)');

  app.get(
    `/${p.get}`,
    {
      schema: {
        tags,
        summary: 'An announcement with its audience, window and files (managers)',
        querystring: idQuery,
        response: { 200: envelopeOf(announcementDetail), ...refusals },
      },
      config: { permission: manage },
    },
    async (request) => ok(await getAnnouncement(app.db, authOf(request), request.query.id)),
  );

  app.post(
    `/${p.save}`,
    {
      schema: {
        tags,
        summary:
          'Create a draft (no ID) or modify one; the body is stored sanitised; editing the content of a published one raises its version',
        body: announcementSave,
        response: { 200: envelopeOf(announcementDetail), ...refusals },
      },
      config: { permission: manage },
    },
    async (request) => ok(await saveAnnouncement(app.db, authOf(request), request.body)),
  );

  for (const [path, action, summary] of [
    [p.publish, 'publish', 'draft | withdrawn → published'],
    [p.withdraw, 'withdraw', 'published → withdrawn'],
  ] as const)
    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          summary,
          body: announcementIdBody,
          response: { 200: envelopeOf(announcementDetail), ...refusals },
        },
        config: { permission: manage },
      },
      async (request) =>
        ok(await transitionAnnouncement(app.db, events, authOf(request), request.body.ID, action)),
    );

  app.post(
    `/${p.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete a draft',
        body: announcementIdBody,
        response: { 200: envelopeOf(z.number().int()), ...refusals },
      },
      config: { permission: manage },
    },
    async (request) => ok(await deleteAnnouncement(app.db, authOf(request), request.body.ID)),
  );

  app.get(
    `/${p.receipts}`,
    {
      schema: {
        tags,
        summary: 'Who of the audience read which version and when, and who has not',
        querystring: idQuery,
        response: { 200: envelopeOf(announcementReceipts), ...refusals },
      },
      config: { permission: manage },
    },
    async (request) => ok(await receiptsOfAnnouncement(app.db, authOf(request), request.query.id)),
  );

  app.get(
    `/${p.audienceOptions}`,
    {
      schema: {
        tags,
        summary: 'The roles and vendors an audience may name',
        response: { 200: envelopeOf(announcementAudienceOptions), ...refusals },
      },
      config: { permission: manage },
    },
    async (request) => ok(await audienceOptions(app.db, authOf(request))),
  );
};

/** Reading: every signed-in user, only what its audience grants (outside it an announcement does not exist). */
const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${p.mine}`,
    {
      schema: {
        tags,
        summary: 'The announcements the caller may read now: pinned first, then the newest; with READ',
        querystring: announcementMineQuery,
        response: { 200: envelopeOf(announcementMine), ...refusals },
      },
      config: { permission: signedIn },
    },
    async (request) => ok(await mine(app.db, authOf(request), request.query.Page, request.query.Limit)),
  );

  app.get(
    `/${p.read}`,
    {
      schema: {
        tags,
        summary: 'One announcement (sanitised body) for its reader; marks its current version read',
        querystring: idQuery,
        response: { 200: envelopeOf(announcementReading), ...refusals },
      },
      config: { permission: signedIn },
    },
    async (request) => ok(await readAnnouncement(app.db, authOf(request), request.query.id)),
  );
};

/** Announcements (PRODUCT §8); their files are attachments of kind `announcement`, read by the same rule. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAnnouncementFiles(canReadAnnouncement);
  await app.register(managerRoutes);
  await app.register(readerRoutes);
};
