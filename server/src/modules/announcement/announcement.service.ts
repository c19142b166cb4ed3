import {
  type AnnouncementAction,
  type AnnouncementActor,
  type AnnouncementAudienceOptions,
  type AnnouncementDetail,
  type AnnouncementMine,
  type AnnouncementReading,
  type AnnouncementReceipts,
  type AnnouncementState,
  type AttachmentInfo,
  type announcementSave,
  announcementTransitions,
  type StateRule,
} from '@srm/contract';
import type { z } from 'zod';
import { type AuthContext, holds } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { writeAudit } from '../audit/index.ts';
import { claimFiles, filesOf, releaseFiles } from './announcement.files.ts';
import { announcementScreen } from './announcement.list.ts';
import {
  type AnnouncementRow,
  audienceChoices,
  audienceTargets,
  audienceUserIds,
  countVisible,
  deleteAnnouncement as deleteRow,
  findAnnouncement,
  findVisible,
  insertAnnouncement,
  listVisible,
  markRead,
  type Reader,
  receiptsOf,
  replaceAudienceTargets,
  unknownRoleIds,
  unknownVendorCodes,
  updateAnnouncement,
} from './announcement.repository.ts';
import { imageIdsIn, plainTextOf, sanitizeAnnouncementHtml } from './announcement.sanitize.ts';

/**
 * The announcement state machine of PRODUCT §8 is `announcementTransitions` in the contract (the web shows its
 * buttons from the same table); `check` enforces it.
 */
export { type AnnouncementAction, announcementTransitions };

type Rule = StateRule<AnnouncementState, AnnouncementActor>;

const readerOf = (auth: AuthContext): Reader => ({
  orgId: auth.orgId,
  userId: auth.userId,
  vendorCode: auth.vendorCode,
  roleId: auth.roleId,
});

/** The files listed under the body: every file of the announcement but its inline images. */
function listedFiles(body: string, files: AttachmentInfo[]): AttachmentInfo[] {
  const inline = new Set(imageIdsIn(body));
  return files.filter((f) => !inline.has(f.ID));
}

async function detailOf(db: Db, row: AnnouncementRow): Promise<AnnouncementDetail> {
  const [targets, files] = await Promise.all([audienceTargets(db, row.id), filesOf(db, [row.id])]);
  return {
    ID: row.id,
    TITLE: row.title,
    BODY: row.body_html,
    STATE: row.state,
    AUDIENCE: row.audience,
    VENDOR_CODES: targets.vendorCodes,
    ROLE_IDS: targets.roleIds,
    PUBLISH_FROM: row.publish_from,
    PUBLISH_TO: row.publish_to,
    PINNED: row.pinned,
    VERSION: row.version,
    ATTACHMENTS: listedFiles(row.body_html, files.get(row.id) ?? []),
    CREATED_BY: row.created_by,
    CREATETIME: row.created_at,
    UPDATED_BY: row.updated_by,
    UPDATED_AT: row.updated_at,
    PUBLISHED_BY: row.published_by,
    PUBLISHED_AT: row.published_at,
    WITHDRAWN_AT: row.withdrawn_at,
  };
}

/** What the audit log keeps of an announcement (the body in full: it is the change). */
const audited = (d: AnnouncementDetail) => ({
  TITLE: d.TITLE,
  BODY: d.BODY,
  STATE: d.STATE,
  AUDIENCE: d.AUDIENCE,
  VENDOR_CODES: d.VENDOR_CODES,
  ROLE_IDS: d.ROLE_IDS,
  PUBLISH_FROM: d.PUBLISH_FROM,
  PUBLISH_TO: d.PUBLISH_TO,
  PINNED: d.PINNED,
  VERSION: d.VERSION,
  ATTACHMENTS: d.ATTACHMENTS.map((a) => a.ID),
});

async function scoped(db: Db, auth: AuthContext, id: number, lock = false): Promise<AnnouncementRow> {
  const row = await findAnnouncement(db, auth.orgId, id, lock);
  if (!row) throw new AppError(404, 'announcement.notFound');
  return row;
}

function check(action: AnnouncementAction, row: AnnouncementRow): Rule {
  const rule = announcementTransitions[action];
  if (!rule.from.includes(row.state))
    throw new AppError(409, 'announcement.badTransition', {
      title: row.title,
      state: `announcement.state.${row.state}`,
      action: `announcement.action.${action}`,
    });
  return rule;
}

export async function getAnnouncement(db: Db, auth: AuthContext, id: number): Promise<AnnouncementDetail> {
  return detailOf(db, await scoped(db, auth, id));
}

/**
 * Create a draft, or modify an announcement in any state. The body is stored only as sanitised; an inline image
 * survives only when it is an upload this announcement holds. Changing the title or body of an announcement that
 * was ever published raises its version (its readers see it unread again).
 */
export async function saveAnnouncement(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof announcementSave>,
): Promise<AnnouncementDetail> {
  const vendorCodes = input.AUDIENCE === 'vendorList' ? [...new Set(input.VENDOR_CODES)] : [];
  const roleIds = input.AUDIENCE === 'roleList' ? [...new Set(input.ROLE_IDS)] : [];
  const fields = {
    title: input.TITLE,
    audience: input.AUDIENCE,
    publish_from: input.PUBLISH_FROM ? new Date(input.PUBLISH_FROM) : null,
    publish_to: input.PUBLISH_TO ? new Date(input.PUBLISH_TO) : null,
    pinned: input.PINNED,
  };
  return inTransaction(db, async (trx) => {
    const unknownVendors = await unknownVendorCodes(trx, auth.orgId, vendorCodes);
    if (unknownVendors.length > 0)
      throw new AppError(400, 'announcement.unknownVendors', { codes: unknownVendors.join(', ') });
    const unknownRoles = await unknownRoleIds(trx, roleIds);
    if (unknownRoles.length > 0)
      throw new AppError(400, 'announcement.unknownRoles', { ids: unknownRoles.join(', ') });

    const before = input.ID === undefined ? null : await scoped(trx, auth, input.ID, true);
    if (before) check('save', before);
    const id =
      before?.id ??
      (await insertAnnouncement(trx, {
        ...fields,
        body_html: '',
        org_id: auth.orgId,
        created_by: auth.userName,
      }));
    const beforeDetail = before ? await detailOf(trx, before) : null;

    const held = await claimFiles(trx, auth, id, {
      listed: [...new Set(input.ATTACHMENT_IDS)],
      inline: imageIdsIn(input.BODY),
    });
    const body = sanitizeAnnouncementHtml(input.BODY, (imageId) => held.has(imageId));
    const contentChanged = before !== null && (before.title !== fields.title || before.body_html !== body);
    await updateAnnouncement(trx, id, {
      ...fields,
      body_html: body,
      updated_by: auth.userName,
      ...(before?.published_at && contentChanged ? { version: before.version + 1 } : {}),
    });
    await replaceAudienceTargets(trx, id, vendorCodes, roleIds);
    const after = await detailOf(trx, (await findAnnouncement(trx, auth.orgId, id))!);
    await writeAudit(trx, auth, {
      action: before ? 'update' : 'create',
      entity: 'announcement',
      entityId: id,
      before: beforeDetail ? audited(beforeDetail) : null,
      after: audited(after),
    });
    return after;
  });
}

/**
 * Publish (a draft or a withdrawn one) or withdraw (a published one); audited in the change's transaction, where a
 * publish also publishes `announcement.published` with its audience.
 */
export async function transitionAnnouncement(
  db: Db,
  events: EventPublisher<'announcement'>,
  auth: AuthContext,
  id: number,
  action: 'publish' | 'withdraw',
): Promise<AnnouncementDetail> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const row = await scoped(trx, auth, id, true);
    check(action, row);
    const now = new Date();
    if (action === 'publish') {
      if (row.publish_to && row.publish_to <= now)
        throw new AppError(409, 'announcement.windowOver', { title: row.title });
      await updateAnnouncement(trx, id, {
        state: 'published',
        published_by: auth.userName,
        published_at: now,
        withdrawn_by: null,
        withdrawn_at: null,
      });
    } else {
      await updateAnnouncement(trx, id, {
        state: 'withdrawn',
        withdrawn_by: auth.userName,
        withdrawn_at: now,
      });
    }
    const after = await detailOf(trx, (await findAnnouncement(trx, auth.orgId, id))!);
    if (action === 'publish')
      await events.publish(trx, 'announcement.published', {
        orgId: auth.orgId,
        entityId: id,
        payload: {
          announcementId: id,
          title: row.title,
          summary: plainTextOf(row.body_html, 300),
          userIds: await audienceUserIds(trx, auth.orgId, id),
          visibleNow: !row.publish_from || row.publish_from <= now,
          by: auth.userName,
        },
      });
    await writeAudit(trx, auth, {
      action,
      entity: 'announcement',
      entityId: id,
      before: { STATE: row.state },
      after: { STATE: after.STATE, VERSION: after.VERSION },
    });
    return after;
  });
}

/** Delete a draft (never read by anyone); its files go with it. */
export async function deleteAnnouncement(db: Db, auth: AuthContext, id: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await scoped(trx, auth, id, true);
    check('delete', row);
    const before = await detailOf(trx, row);
    await releaseFiles(trx, id);
    await deleteRow(trx, id);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: 'announcement',
      entityId: id,
      before: audited(before),
    });
    return id;
  });
}

/** Who of the audience read the announcement (which version, when), and who has not. */
export async function receiptsOfAnnouncement(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<AnnouncementReceipts> {
  const row = await scoped(db, auth, id);
  const rows = (await receiptsOf(db, auth.orgId, id, row.version)).map((r) => ({
    USER_ID: r.user_id,
    USER_NAME: r.user_name,
    NICK_NAME: r.nick_name,
    VENDOR_CODE: r.vendor_code,
    IN_AUDIENCE: r.in_audience,
    READ_VERSION: r.read_version,
    READ_AT: r.read_at,
    READ: r.read_version === row.version,
  }));
  return {
    ID: id,
    VERSION: row.version,
    AUDIENCE_COUNT: rows.filter((r) => r.IN_AUDIENCE).length,
    READ_COUNT: rows.filter((r) => r.READ).length,
    ROWS: rows,
  };
}

export async function audienceOptions(db: Db, auth: AuthContext): Promise<AnnouncementAudienceOptions> {
  const { roles, vendors } = await audienceChoices(db, auth.orgId);
  return {
    ROLES: roles.map((r) => ({ ID: r.id, ROLE_NAME: r.role_name })),
    VENDORS: vendors.map((v) => ({ VENDOR_CODE: v.vendor_code, VENDOR_NAME: v.vendor_name })),
  };
}

/** The announcements the caller may read now: pinned first, then the newest, each with its READ flag. */
export async function mine(
  db: Db,
  auth: AuthContext,
  page: number,
  limit: number,
): Promise<AnnouncementMine> {
  const reader = readerOf(auth);
  const [rows, counts] = await Promise.all([listVisible(db, reader, page, limit), countVisible(db, reader)]);
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    ITEMS: rows.map((r) => ({
      ID: r.id,
      TITLE: r.title,
      PINNED: r.pinned,
      SHOWN_AT: r.shown_at,
      VERSION: r.version,
      READ: r.read,
      HAS_ATTACHMENTS: listedFiles(r.body_html, files.get(r.id) ?? []).length > 0,
    })),
    TOTAL: counts.total,
    UNREAD: counts.unread,
  };
}

/** One announcement for its reader, who has now read its current version; 404 outside the reader's audience. */
export async function readAnnouncement(db: Db, auth: AuthContext, id: number): Promise<AnnouncementReading> {
  const row = await findVisible(db, readerOf(auth), id);
  if (!row) throw new AppError(404, 'announcement.notFound');
  const readAt = await markRead(db, row.id, auth.userId, row.version);
  return {
    ID: row.id,
    TITLE: row.title,
    BODY: row.body_html,
    PINNED: row.pinned,
    SHOWN_AT: row.shown_at,
    VERSION: row.version,
    ATTACHMENTS: listedFiles(row.body_html, (await filesOf(db, [row.id])).get(row.id) ?? []),
    READ_AT: readAt,
  };
}

/** Whether the caller may read the announcement now (the attachment service's rule for its files). */
export async function canReadAnnouncement(db: Db, auth: AuthContext, id: number): Promise<boolean> {
  if (!auth.vendorCode && holds(auth.grants, { menu: announcementScreen })) {
    return (await findAnnouncement(db, auth.orgId, id)) !== undefined;
  }
  return (await findVisible(db, readerOf(auth), id)) !== undefined;
}
