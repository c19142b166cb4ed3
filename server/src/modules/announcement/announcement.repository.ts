import type { AnnouncementAudience, AnnouncementState } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** All SQL of announcements (PRODUCT §8). Every function takes the organisation (and the reader) explicitly. */

export type AnnouncementRow = {
  id: number;
  org_id: number;
  title: string;
  body_html: string;
  state: AnnouncementState;
  audience: AnnouncementAudience;
  publish_from: Date | null;
  publish_to: Date | null;
  pinned: boolean;
  version: number;
  created_by: string;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
  published_by: string | null;
  published_at: Date | null;
  withdrawn_by: string | null;
  withdrawn_at: Date | null;
};

/** Who reads: the organisation, the account, its vendor (null for staff) and its role. */
export type Reader = { orgId: number; userId: number; vendorCode: string | null; roleId: number };

/**
 * The audience rule of announcement `a` for an account whose vendor code and role are these SQL values: the one
 * rule behind what a reader sees (Mine, Read, attachments) and who the receipts count as the audience.
 */
function audienceHolds(vendorCode: RawBuilder<unknown>, roleId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(a.audience = 'all'
    or (a.audience = 'vendors' and ${vendorCode} is not null)
    or (a.audience = 'staff' and ${vendorCode} is null)
    or (a.audience = 'vendorList' and exists (
          select 1 from announcement_vendor av where av.announcement_id = a.id and av.vendor_code = ${vendorCode}))
    or (a.audience = 'roleList' and exists (
          select 1 from announcement_role ar where ar.announcement_id = a.id and ar.role_id = ${roleId})))`;
}

/** Announcement `a` is published, inside its window now, of the reader's organisation and for its audience. */
function visibleTo(reader: Reader): RawBuilder<boolean> {
  return sql<boolean>`a.org_id = ${reader.orgId} and a.state = 'published'
    and (a.publish_from is null or a.publish_from <= now())
    and (a.publish_to is null or a.publish_to > now())
    and ${audienceHolds(sql`${reader.vendorCode}::text`, sql`${reader.roleId}::integer`)}`;
}

/** When a reader first could see it: the window's start, or the publication when that came later. */
const shownAt = sql<Date>`greatest(a.publish_from, a.published_at)`;

const readCurrent = (userId: number) =>
  sql<boolean>`exists (select 1 from announcement_read r
    where r.announcement_id = a.id and r.user_id = ${userId} and r.version = a.version)`;

/** An announcement of the organisation (its managers' view), optionally locked for the change that follows. */
export async function findAnnouncement(
  db: Db,
  orgId: number,
  id: number,
  lock = false,
): Promise<AnnouncementRow | undefined> {
  const { rows } = await sql<AnnouncementRow>`
    select a.* from announcement a where a.org_id = ${orgId} and a.id = ${id}
    ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

export async function audienceTargets(
  db: Db,
  id: number,
): Promise<{ vendorCodes: string[]; roleIds: number[] }> {
  const [vendors, roles] = await Promise.all([
    db
      .selectFrom('announcement_vendor')
      .select('vendor_code')
      .where('announcement_id', '=', id)
      .orderBy('vendor_code')
      .execute(),
    db
      .selectFrom('announcement_role')
      .select('role_id')
      .where('announcement_id', '=', id)
      .orderBy('role_id')
      .execute(),
  ]);
  return { vendorCodes: vendors.map((v) => v.vendor_code), roleIds: roles.map((r) => r.role_id) };
}

export type AnnouncementFields = {
  title: string;
  body_html: string;
  audience: AnnouncementAudience;
  publish_from: Date | null;
  publish_to: Date | null;
  pinned: boolean;
};

export async function insertAnnouncement(
  db: Db,
  row: AnnouncementFields & { org_id: number; created_by: string },
): Promise<number> {
  const { id } = await db.insertInto('announcement').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export type AnnouncementUpdate = Partial<
  AnnouncementFields & {
    state: AnnouncementState;
    version: number;
    updated_by: string;
    published_by: string;
    published_at: Date;
    withdrawn_by: string | null;
    withdrawn_at: Date | null;
  }
>;

export async function updateAnnouncement(db: Db, id: number, set: AnnouncementUpdate): Promise<void> {
  await db
    .updateTable('announcement')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  await db.deleteFrom('announcement').where('id', '=', id).execute();
}

/** Replaces the chosen vendors and roles of an announcement. */
export async function replaceAudienceTargets(
  db: Db,
  id: number,
  vendorCodes: string[],
  roleIds: number[],
): Promise<void> {
  await db.deleteFrom('announcement_vendor').where('announcement_id', '=', id).execute();
  await db.deleteFrom('announcement_role').where('announcement_id', '=', id).execute();
  if (vendorCodes.length > 0)
    await db
      .insertInto('announcement_vendor')
      .values(vendorCodes.map((vendor_code) => ({ announcement_id: id, vendor_code })))
      .execute();
  if (roleIds.length > 0)
    await db
      .insertInto('announcement_role')
      .values(roleIds.map((role_id) => ({ announcement_id: id, role_id })))
      .execute();
}

/** Of these vendor codes, the ones the organisation has no vendor for. */
export async function unknownVendorCodes(db: Db, orgId: number, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const found = await db
    .selectFrom('vendor')
    .select('vendor_code')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', anyOf(codes, 'text'))
    .execute();
  const known = new Set(found.map((f) => f.vendor_code));
  return codes.filter((c) => !known.has(c));
}

/** Of these role ids, the ones that are no role. */
export async function unknownRoleIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('role').select('id').where('id', '=', anyOf(ids, 'integer')).execute();
  const known = new Set(found.map((f) => f.id));
  return ids.filter((i) => !known.has(i));
}

/** What an audience may name: every role, and the organisation's vendors. */
export async function audienceChoices(
  db: Db,
  orgId: number,
): Promise<{
  roles: { id: number; role_name: string }[];
  vendors: { vendor_code: string; vendor_name: string }[];
}> {
  const [roles, vendors] = await Promise.all([
    db.selectFrom('role').select(['id', 'role_name']).orderBy('id').execute(),
    db
      .selectFrom('vendor')
      .select(['vendor_code', 'vendor_name'])
      .where('org_id', '=', orgId)
      .orderBy('vendor_code')
      .limit(5000)
      .execute(),
  ]);
  return { roles, vendors };
}

export type VisibleRow = AnnouncementRow & { shown_at: Date; read: boolean };

/** One announcement the reader may read now (else undefined: outside its audience, window, or not published). */
export async function findVisible(db: Db, reader: Reader, id: number): Promise<VisibleRow | undefined> {
  const { rows } = await sql<VisibleRow>`
    select a.*, ${shownAt} as shown_at, ${readCurrent(reader.userId)} as read
      from announcement a
     where a.id = ${id} and ${visibleTo(reader)}`.execute(db);
  return rows[0];
}

export type NoticeRow = {
  id: number;
  title: string;
  /** To tell its files under the body from its inline images. */
  body_html: string;
  pinned: boolean;
  shown_at: Date;
  version: number;
  read: boolean;
};

/** What the reader may read now: pinned first, then the newest; a page of it. */
export async function listVisible(db: Db, reader: Reader, page: number, limit: number): Promise<NoticeRow[]> {
  const { rows } = await sql<NoticeRow>`
    select a.id, a.title, a.body_html, a.pinned, ${shownAt} as shown_at, a.version,
           ${readCurrent(reader.userId)} as read
      from announcement a
     where ${visibleTo(reader)}
     order by a.pinned desc, shown_at desc, a.id desc
     limit ${limit} offset ${(page - 1) * limit}`.execute(db);
  return rows;
}

/** How many the reader may read now, and how many of them it has not read (in their current version). */
export async function countVisible(db: Db, reader: Reader): Promise<{ total: number; unread: number }> {
  const { rows } = await sql<{ total: string; unread: string }>`
    select count(*) as total, count(*) filter (where not ${readCurrent(reader.userId)}) as unread
      from announcement a
     where ${visibleTo(reader)}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), unread: Number(rows[0]?.unread ?? 0) };
}

/** The reader has read this version (the first read of a version is the one kept); answers when. */
export async function markRead(db: Db, id: number, userId: number, version: number): Promise<Date> {
  await db
    .insertInto('announcement_read')
    .values({ announcement_id: id, user_id: userId, version })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('announcement_read')
    .select('read_at')
    .where('announcement_id', '=', id)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  return row.read_at as Date;
}

/** The ids (`u.id`) of the enabled accounts of the organisation in the announcement's audience. */
const audienceOf = (orgId: number, id: number) => sql`
    select u.id
      from announcement a
      join user_organization uo on uo.org_id = a.org_id
      join app_user u on u.id = uo.user_id
     where a.id = ${id} and a.org_id = ${orgId} and u.enabled
       and ${audienceHolds(sql`u.vendor_code`, sql`u.role_id`)}`;

/** The enabled accounts of the organisation in the announcement's audience (whom its publication is mailed to). */
export async function audienceUserIds(db: Db, orgId: number, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`${audienceOf(orgId, id)} order by u.id`.execute(db);
  return rows.map((r) => r.id);
}

export type ReceiptRow = {
  user_id: number;
  user_name: string;
  nick_name: string;
  vendor_code: string | null;
  in_audience: boolean;
  read_version: number | null;
  read_at: Date | null;
};

/**
 * Receipts of an announcement of the organisation: every enabled account of the organisation in its audience, and
 * every account that read some version of it; with the latest version each read and when. Readers of the current
 * version first (latest first), then the ones who have not read it.
 */
export async function receiptsOf(db: Db, orgId: number, id: number, version: number): Promise<ReceiptRow[]> {
  const { rows } = await sql<ReceiptRow>`
    with audience as (${audienceOf(orgId, id)}), latest as (
      select distinct on (r.user_id) r.user_id, r.version, r.read_at
        from announcement_read r
       where r.announcement_id = ${id}
       order by r.user_id, r.version desc
    )
    select u.id as user_id, u.user_name, u.nick_name, u.vendor_code,
           (au.id is not null) as in_audience, l.version as read_version, l.read_at
      from app_user u
      left join audience au on au.id = u.id
      left join latest l on l.user_id = u.id
     where au.id is not null or l.user_id is not null
     order by (l.version = ${version}) desc nulls last, l.read_at desc nulls last, u.user_name
     limit 10000`.execute(db);
  return rows;
}
