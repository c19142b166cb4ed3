import { z } from 'zod';
import { attachmentIds, attachmentInfo, attachmentMaxBytes } from './attachment.ts';
import type { StateTable } from './state-machine.ts';
import { optionalId } from './user.ts';

/**
 * Announcements (PRODUCT §8, issue #14): a title and a rich-text body that the server sanitises with an allowlist
 * and stores only sanitised, for an audience, inside a publish window, optionally pinned, with attachments and read
 * receipts.
 *
 * States: draft → published → withdrawn (a withdrawn one may be published again). Only a draft may be deleted.
 * Editing a published (or withdrawn) announcement's title or body raises its `VERSION`: readers of an older version
 * see it as unread again (docs/decisions.md "Announcement versions").
 *
 * Audience: `all` signed-in users of the organisation, `vendors` (vendor accounts), `staff` (accounts without a
 * vendor), `vendorList` (the vendors in VENDOR_CODES), `roleList` (accounts holding a role in ROLE_IDS). A reader
 * never sees an announcement outside its audience or window, not even by id.
 */
export const announcementStates = ['draft', 'published', 'withdrawn'] as const;
export type AnnouncementState = (typeof announcementStates)[number];
/**
 * The announcement state machine of PRODUCT §8 (see `state-machine.ts`): a manager (a holder of the screen) saves a
 * draft, or a published or withdrawn one edited in place, publishes a draft or a withdrawn one, withdraws a published
 * one, and deletes only a draft.
 */
export type AnnouncementActor = 'manager';
export type AnnouncementAction = 'save' | 'publish' | 'withdraw' | 'delete';

export const announcementTransitions: StateTable<AnnouncementAction, AnnouncementState, AnnouncementActor> = {
  save: { from: ['draft', 'published', 'withdrawn'], actors: ['manager'], to: 'same' },
  publish: { from: ['draft', 'withdrawn'], actors: ['manager'], to: 'published' },
  withdraw: { from: ['published'], actors: ['manager'], to: 'withdrawn' },
  delete: { from: ['draft'], actors: ['manager'], to: 'deleted' },
};
export const announcementAudiences = ['all', 'vendors', 'staff', 'vendorList', 'roleList'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

type Label = { 'zh-chs': string; en: string };

export const announcementStateLabels = {
  draft: { 'zh-chs': '草稿', en: 'Draft' },
  published: { 'zh-chs': '已发布', en: 'Published' },
  withdrawn: { 'zh-chs': '已撤回', en: 'Withdrawn' },
} as const satisfies Record<AnnouncementState, Label>;

export const announcementAudienceLabels = {
  all: { 'zh-chs': '全部用户', en: 'Everyone' },
  vendors: { 'zh-chs': '全部供应商', en: 'All vendors' },
  staff: { 'zh-chs': '内部员工', en: 'Staff' },
  vendorList: { 'zh-chs': '指定供应商', en: 'Chosen vendors' },
  roleList: { 'zh-chs': '指定角色', en: 'Chosen roles' },
} as const satisfies Record<AnnouncementAudience, Label>;

export const announcementTitleMax = 200;
/** Characters of body HTML a save may send (before sanitising). */
export const announcementBodyMax = 200_000;
/** The attachment kind of announcements (`Attachment/Upload?KIND=announcement`): spec §5 images plus pdf and xlsx. */
export const announcementAttachmentKind = 'announcement';
export const announcementAttachmentMaxBytes = attachmentMaxBytes;
export const announcementImageTypes = ['image/jpeg', 'image/png'] as const;
export const announcementFileExtensions = ['jpg', 'jpeg', 'png', 'pdf', 'xlsx'] as const;

/** A moment as ISO 8601 with its offset (`2026-05-01T08:00:00+08:00`), or null / absent. */
const moment = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().datetime({ offset: true }).nullable().optional(),
);
const id = z.coerce.number().int().positive();

/** Create (no ID) or modify an announcement (managers). BODY is HTML; the server keeps only its sanitised form. */
export const announcementSave = z
  .object({
    ID: optionalId,
    TITLE: z.string().trim().min(1).max(announcementTitleMax),
    BODY: z.string().max(announcementBodyMax).default(''),
    AUDIENCE: z.enum(announcementAudiences),
    VENDOR_CODES: z.array(z.string().trim().min(1).max(32)).max(500).default([]),
    ROLE_IDS: z.array(id).max(200).default([]),
    PUBLISH_FROM: moment,
    PUBLISH_TO: moment,
    PINNED: z.boolean().default(false),
    /** Files listed under the body (inline images are found in BODY). */
    ATTACHMENT_IDS: attachmentIds.default([]),
  })
  .refine((a) => a.AUDIENCE !== 'vendorList' || a.VENDOR_CODES.length > 0, {
    path: ['VENDOR_CODES'],
    message: 'announcement.vendorsRequired',
  })
  .refine((a) => a.AUDIENCE !== 'roleList' || a.ROLE_IDS.length > 0, {
    path: ['ROLE_IDS'],
    message: 'announcement.rolesRequired',
  })
  .refine((a) => !a.PUBLISH_FROM || !a.PUBLISH_TO || Date.parse(a.PUBLISH_TO) > Date.parse(a.PUBLISH_FROM), {
    path: ['PUBLISH_TO'],
    message: 'announcement.windowOrder',
  });
export type AnnouncementSave = z.input<typeof announcementSave>;

export const announcementIdBody = z.object({ ID: id });

const time = z.union([z.date(), z.string()]);

/** An announcement as its managers see it (Get, Save, Publish, Withdraw). */
export const announcementDetail = z.object({
  ID: z.number().int(),
  TITLE: z.string(),
  /** Sanitised HTML. */
  BODY: z.string(),
  STATE: z.enum(announcementStates),
  AUDIENCE: z.enum(announcementAudiences),
  VENDOR_CODES: z.array(z.string()),
  ROLE_IDS: z.array(z.number().int()),
  PUBLISH_FROM: time.nullable(),
  PUBLISH_TO: time.nullable(),
  PINNED: z.boolean(),
  VERSION: z.number().int(),
  /** Files under the body (inline images are not listed). */
  ATTACHMENTS: z.array(attachmentInfo),
  CREATED_BY: z.string(),
  CREATETIME: time,
  UPDATED_BY: z.string().nullable(),
  UPDATED_AT: time,
  PUBLISHED_BY: z.string().nullable(),
  PUBLISHED_AT: time.nullable(),
  WITHDRAWN_AT: time.nullable(),
});
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

/** Announcement/Mine: what the caller may read now. */
export const announcementMineQuery = z.object({
  Page: z.coerce.number().int().positive().max(100_000).default(1),
  Limit: z.coerce.number().int().positive().max(100).default(10),
});

export const announcementNotice = z.object({
  ID: z.number().int(),
  TITLE: z.string(),
  PINNED: z.boolean(),
  /** When it became visible: the window's start, or the publication when that was later. */
  SHOWN_AT: time,
  VERSION: z.number().int(),
  /** The caller has read the current version. */
  READ: z.boolean(),
  HAS_ATTACHMENTS: z.boolean(),
});
export type AnnouncementNotice = z.infer<typeof announcementNotice>;

export const announcementMine = z.object({
  ITEMS: z.array(announcementNotice),
  TOTAL: z.number().int(),
  UNREAD: z.number().int(),
});
export type AnnouncementMine = z.infer<typeof announcementMine>;

/** Announcement/Read: one announcement for its reader (and now read). */
export const announcementReading = z.object({
  ID: z.number().int(),
  TITLE: z.string(),
  BODY: z.string(),
  PINNED: z.boolean(),
  SHOWN_AT: time,
  VERSION: z.number().int(),
  ATTACHMENTS: z.array(attachmentInfo),
  READ_AT: time,
});
export type AnnouncementReading = z.infer<typeof announcementReading>;

/** Announcement/Receipts: who of the audience read which version, and who has not. */
export const announcementReceipt = z.object({
  USER_ID: z.number().int(),
  USER_NAME: z.string(),
  NICK_NAME: z.string(),
  VENDOR_CODE: z.string().nullable(),
  /** The account is in the audience today (a reader may have left it since). */
  IN_AUDIENCE: z.boolean(),
  /** The latest version the account read, and when; null = never read. */
  READ_VERSION: z.number().int().nullable(),
  READ_AT: time.nullable(),
  /** Read the current version. */
  READ: z.boolean(),
});
export type AnnouncementReceipt = z.infer<typeof announcementReceipt>;

export const announcementReceipts = z.object({
  ID: z.number().int(),
  VERSION: z.number().int(),
  AUDIENCE_COUNT: z.number().int(),
  READ_COUNT: z.number().int(),
  ROWS: z.array(announcementReceipt),
});
export type AnnouncementReceipts = z.infer<typeof announcementReceipts>;

/** A role an audience may name (the editor's choice list). */
export const announcementRoleOption = z.object({ ID: z.number().int(), ROLE_NAME: z.string() });
/** A vendor an audience may name. */
export const announcementVendorOption = z.object({ VENDOR_CODE: z.string(), VENDOR_NAME: z.string() });
export const announcementAudienceOptions = z.object({
  ROLES: z.array(announcementRoleOption),
  VENDORS: z.array(announcementVendorOption),
});
export type AnnouncementAudienceOptions = z.infer<typeof announcementAudienceOptions>;
