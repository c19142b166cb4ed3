import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AttachmentFileType,
  type AttachmentInfo,
  attachmentContentTypes,
  attachmentExtensions,
  attachmentMaxBytes,
} from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthContext, Scope } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type SweepTimes, startHourlySweep } from '../../platform/jobs/hourly-sweep.ts';
import { writeAudit } from '../audit/index.ts';
import { cleanFileName, extensionFits, sniffFileType } from './attachment.file-type.ts';
import * as repo from './attachment.repository.ts';

/**
 * Attachments (issue #16): files uploaded to belong to a document. The file is uploaded first and kept unclaimed
 * (only its uploader reads it); the owning module claims it in its own save's transaction, and from then on the owner
 * kind's `canRead` decides who reads it. Owning modules register their kind when they load.
 */

export type AttachmentOwner = {
  /** The file types this kind of document accepts (checked by content at upload and again at claim). */
  types: readonly AttachmentFileType[];
  /** The largest file it accepts, at most (and by default) 20 MB. */
  maxBytes?: number;
  /**
   * Whether the caller may read the document `ownerId` (and so its attachments): the same rule as the document's
   * own Get, including organisation and vendor scope. Called for every download of a claimed file.
   */
  canRead(db: Db, auth: AuthContext, ownerId: number): Promise<boolean>;
};

const owners = new Map<string, AttachmentOwner>();

/** Declares an owner kind (`expense-bill`, `announcement`, …); call it when the owning module's routes register. */
export function registerAttachmentOwner(kind: string, owner: AttachmentOwner): void {
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(kind)) throw new Error(`Invalid attachment owner kind ${kind}`);
  owners.set(kind, owner);
}

function ownerOf(kind: string): AttachmentOwner {
  const owner = owners.get(kind);
  if (!owner) throw new AppError(400, 'attachment.unknownKind', { kind });
  return owner;
}

/** The largest file `kind` accepts (an unknown kind is refused). */
export const maxBytesOf = (kind: string) =>
  Math.min(attachmentMaxBytes, ownerOf(kind).maxBytes ?? attachmentMaxBytes);

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 102.4) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

const typesText = (types: readonly AttachmentFileType[]) =>
  types.flatMap((t) => attachmentExtensions[t]).join(', ');

export const toInfo = (row: repo.AttachmentRow): AttachmentInfo => ({
  ID: row.id,
  FILE_NAME: row.file_name,
  CONTENT_TYPE: row.content_type,
  SIZE: row.size_bytes,
  CREATED_AT: row.created_at,
});

const pad = (n: number) => String(n).padStart(2, '0');
/** `attachments/<org>/<yyyy>/<mm>/<random>`: nothing of the uploaded name, nothing guessable. */
const storageKeyFor = (orgId: number, at: Date) =>
  `attachments/${orgId}/${at.getUTCFullYear()}/${pad(at.getUTCMonth() + 1)}/${randomBytes(18).toString('base64url')}`;

/**
 * What one user may upload in an hour without attaching it to a document (issue #37): uploaded files wait unclaimed
 * for a day, so without a limit one account could fill the store (40 × 1 MB took 0.7 s). Claimed files do not count.
 */
export const unclaimedUploadLimits = { files: 60, bytes: 200 * 1024 * 1024 };

/**
 * `Attachment/Upload?KIND=`: checks the file (not empty, a type the kind accepts by its content, an extension that
 * agrees), records it unclaimed, stores it, and audits it. A refused file stores nothing.
 */
export async function uploadAttachment(
  app: FastifyInstance,
  auth: AuthContext,
  kind: string,
  file: { fileName: string; bytes: Buffer },
): Promise<AttachmentInfo> {
  const owner = ownerOf(kind);
  const name = cleanFileName(file.fileName);
  if (file.bytes.length === 0) throw new AppError(400, 'attachment.empty', { name });
  const max = maxBytesOf(kind);
  if (file.bytes.length > max) throw new AppError(413, 'attachment.tooLarge', { name, max: sizeText(max) });
  const type = sniffFileType(file.bytes);
  if (!type || !owner.types.includes(type))
    throw new AppError(400, 'attachment.typeNotAllowed', { name, types: typesText(owner.types) });
  if (!extensionFits(name, type))
    throw new AppError(400, 'attachment.typeMismatch', { name, actual: attachmentExtensions[type][0] });

  const contentType = attachmentContentTypes[type];
  const now = new Date();
  const key = storageKeyFor(auth.orgId, now);
  // The row first, then the file: a process killed in between leaves an unclaimed row without a file (nobody got
  // its id; the sweep removes it after a day, and a download of it is a 404), never a file no row knows about.
  const row = await app.db.transaction().execute(async (trx) => {
    await repo.takeUploadTurn(trx, auth.orgId, auth.userName);
    const recent = await repo.unclaimedSince(
      trx,
      auth.orgId,
      auth.userName,
      new Date(now.getTime() - 3_600_000),
    );
    if (
      recent.files + 1 > unclaimedUploadLimits.files ||
      recent.bytes + file.bytes.length > unclaimedUploadLimits.bytes
    )
      throw new AppError(429, 'attachment.tooManyUnclaimed', {
        files: recent.files,
        size: sizeText(recent.bytes),
        maxFiles: unclaimedUploadLimits.files,
        maxSize: sizeText(unclaimedUploadLimits.bytes),
      });
    return repo.insertAttachment(trx, {
      org_id: auth.orgId,
      file_name: name,
      content_type: contentType,
      size_bytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storage_key: key,
      created_by: auth.userName,
      created_by_vendor: auth.vendorCode,
    });
  });
  try {
    await app.files.put(key, file.bytes, { contentType, size: file.bytes.length });
  } catch (error) {
    await repo.deleteAttachment(app.db, row.id).catch(() => undefined);
    throw error;
  }
  await writeAudit(app.db, auth, {
    action: 'upload',
    entity: 'attachment',
    entityId: row.id,
    after: { KIND: kind, FILE_NAME: name, CONTENT_TYPE: contentType, SIZE: row.size_bytes },
  });
  return toInfo(row);
}

/**
 * `Attachment/Download?id=`: the file if the caller may read it (an unclaimed one: its uploader; a claimed one: its
 * owner kind's `canRead`), else the same 404 whether it exists or not.
 */
export async function openAttachment(
  app: FastifyInstance,
  auth: AuthContext,
  id: number,
): Promise<{ info: AttachmentInfo; stream: Readable; size: number }> {
  const row = await repo.findAttachment(app.db, auth.orgId, id);
  if (!row || !(await mayRead(app.db, auth, row))) throw new AppError(404, 'attachment.notFound');
  const stored = await app.files.open(row.storage_key);
  return { info: toInfo(row), stream: stored.stream, size: stored.size };
}

async function mayRead(db: Db, auth: AuthContext, row: repo.AttachmentRow): Promise<boolean> {
  if (row.owner_kind === null || row.owner_id === null) return row.created_by === auth.userName;
  const owner = owners.get(row.owner_kind);
  return owner ? owner.canRead(db, auth, row.owner_id) : false;
}

/**
 * Gives the attachments `ids` to the document `ownerId` of `kind`, in the owning module's save transaction `trx`.
 * Each id must be of the caller's organisation and either uploaded by the caller and unclaimed, or already this
 * document's; its type must be one the kind accepts. Anything else is a 400 naming the file (the save changes
 * nothing). New claims are audited. Answers the attachments in the order of `ids` (duplicates once).
 */
export async function claimAttachments(
  trx: Db,
  auth: Scope,
  kind: string,
  ownerId: number,
  ids: readonly number[],
): Promise<AttachmentInfo[]> {
  const owner = ownerOf(kind);
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = new Map((await repo.lockAttachments(trx, auth.orgId, wanted)).map((r) => [r.id, r]));
  const fresh: repo.AttachmentRow[] = [];
  for (const id of wanted) {
    const row = rows.get(id);
    if (!row) throw new AppError(400, 'attachment.unknown', { id });
    const name = row.file_name;
    if (row.owner_kind === null) {
      if (row.created_by !== auth.userName) throw new AppError(400, 'attachment.notYours', { name });
      fresh.push(row);
    } else if (row.owner_kind !== kind || row.owner_id !== ownerId) {
      throw new AppError(400, 'attachment.claimed', { name });
    }
    const type = (Object.keys(attachmentContentTypes) as AttachmentFileType[]).find(
      (t) => attachmentContentTypes[t] === row.content_type,
    );
    if (!type || !owner.types.includes(type))
      throw new AppError(400, 'attachment.typeNotAllowed', { name, types: typesText(owner.types) });
    const max = maxBytesOf(kind);
    if (row.size_bytes > max) throw new AppError(400, 'attachment.tooLarge', { name, max: sizeText(max) });
  }
  await repo.setOwner(
    trx,
    fresh.map((r) => r.id),
    kind,
    ownerId,
  );
  for (const row of fresh)
    await writeAudit(trx, auth, {
      action: 'claim',
      entity: 'attachment',
      entityId: row.id,
      after: { OWNER_KIND: kind, OWNER_ID: ownerId, FILE_NAME: row.file_name },
    });
  return wanted.map((id) => toInfo(rows.get(id)!));
}

/** An attachment with the document it belongs to, for grouping several documents' attachments. */
export type OwnedAttachment = AttachmentInfo & { OWNER_ID: number };

/** The attachments of the documents `ownerIds` of `kind` (for their details), by document then upload order. */
export async function attachmentsOf(
  db: Db,
  kind: string,
  ownerIds: readonly number[],
): Promise<OwnedAttachment[]> {
  if (ownerIds.length === 0) return [];
  const rows = await repo.attachmentsOfOwners(db, kind, [...new Set(ownerIds)]);
  return rows.map((row) => ({ ...toInfo(row), OWNER_ID: row.owner_id! }));
}

/** The attachments of one document of `kind` (for its detail), in upload order. */
export async function attachmentsOfOne(db: Db, kind: string, ownerId: number): Promise<AttachmentInfo[]> {
  return (await attachmentsOf(db, kind, [ownerId])).map(({ OWNER_ID: _, ...a }) => a);
}

/** The attachments of the documents `ownerIds` of `kind`, by document (one without any is absent), in upload order. */
export async function attachmentsByOwner(
  db: Db,
  kind: string,
  ownerIds: readonly number[],
): Promise<Map<number, AttachmentInfo[]>> {
  const byOwner = new Map<number, AttachmentInfo[]>();
  for (const { OWNER_ID, ...info } of await attachmentsOf(db, kind, ownerIds)) {
    const list = byOwner.get(OWNER_ID) ?? [];
    list.push(info);
    byOwner.set(OWNER_ID, list);
  }
  return byOwner;
}

/**
 * In the owning module's save (or delete) transaction: drops the document's attachments other than `keepIds`
 * (`[]` for all). They disappear for readers when the transaction commits (a rollback keeps them); the sweep then
 * deletes their rows and files. Answers how many were dropped.
 */
export async function releaseAttachments(
  trx: Db,
  kind: string,
  ownerId: number,
  keepIds: readonly number[],
): Promise<number> {
  return (await repo.releaseOwned(trx, kind, ownerId, [...new Set(keepIds)])).length;
}

/** Unclaimed uploads are kept this long (a form left open over lunch still saves). */
export const unclaimedLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Deletes released attachments and unclaimed ones older than a day, rows first (one process wins each row), then
 * their files; also the file store's unfinished writes. Answers how many attachments went.
 */
export async function sweepAttachments(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - unclaimedLifetimeMs);
  let removed = 0;
  for (;;) {
    const keys = await repo.deleteExpired(app.db, cutoff, 500);
    for (const key of keys)
      await app.files
        .remove(key)
        .catch((err: unknown) => app.log.warn({ err, key }, 'attachment file not removed'));
    removed += keys.length;
    if (keys.length < 500) break;
  }
  await app.files
    .sweepUnfinished()
    .catch((err: unknown) => app.log.warn({ err }, 'unfinished files not swept'));
  return removed;
}

/** The sweep a minute after start and then every hour: an unclaimed upload lives one day to one day and an hour. */
export function startAttachmentCleanup(app: FastifyInstance, options: SweepTimes = {}): void {
  startHourlySweep(app, 'attachment sweep', () => sweepAttachments(app), options);
}
