import {
  type AttachmentInfo,
  announcementAttachmentKind,
  announcementAttachmentMaxBytes,
} from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  attachmentsByOwner,
  claimAttachments,
  registerAttachmentOwner,
  releaseAttachments,
} from '../attachment/index.ts';

/**
 * An announcement's files (attachments under the body and inline images) through the attachment service
 * (modules/attachment): uploaded first as kind `announcement`, claimed by the announcement's save, read by whoever
 * may read the announcement (`canRead`: its managers, and its audience while it is visible).
 */
export function registerAnnouncementFiles(
  canRead: (db: Db, auth: AuthContext, id: number) => Promise<boolean>,
) {
  registerAttachmentOwner(announcementAttachmentKind, {
    types: ['jpeg', 'png', 'pdf', 'xlsx'],
    maxBytes: announcementAttachmentMaxBytes,
    canRead,
  });
}

const isImage = (a: AttachmentInfo) => a.CONTENT_TYPE === 'image/jpeg' || a.CONTENT_TYPE === 'image/png';

/**
 * Claims uploads for the announcement and answers the ids of the images it may show; files it held and no longer
 * names go (released in this transaction). `listed` (the files under the body) must each be the caller's upload or
 * the announcement's own, else the save is refused (400 naming the file); an `inline` image that is neither, or is
 * not an image, is left out (the sanitiser then drops it from the body: a pasted body cannot take another's file).
 */
export async function claimFiles(
  trx: Db,
  auth: AuthContext,
  announcementId: number,
  files: { listed: number[]; inline: number[] },
): Promise<Set<number>> {
  const listed = await claimAttachments(trx, auth, announcementAttachmentKind, announcementId, files.listed);
  const images = new Set<number>();
  for (const id of files.inline) {
    if (images.has(id)) continue;
    const held = listed.find((a) => a.ID === id);
    if (held) {
      if (isImage(held)) images.add(id);
      continue;
    }
    try {
      const [claimed] = await claimAttachments(trx, auth, announcementAttachmentKind, announcementId, [id]);
      if (claimed && isImage(claimed)) images.add(id);
    } catch (error) {
      // Not the caller's upload, another document's, or gone: the image is dropped, the save goes on.
      if (!(error instanceof AppError && error.status === 400)) throw error;
    }
  }
  await releaseAttachments(trx, announcementAttachmentKind, announcementId, [
    ...listed.map((a) => a.ID),
    ...images,
  ]);
  return images;
}

/** The files of announcements, by announcement. */
export async function filesOf(db: Db, announcementIds: number[]): Promise<Map<number, AttachmentInfo[]>> {
  return attachmentsByOwner(db, announcementAttachmentKind, announcementIds);
}

/** Lets the files of a deleted announcement go. */
export async function releaseFiles(trx: Db, announcementId: number): Promise<void> {
  await releaseAttachments(trx, announcementAttachmentKind, announcementId, []);
}
