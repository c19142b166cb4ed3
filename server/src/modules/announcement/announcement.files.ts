import type { AnnouncementAttachment } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * An announcement's files (attachments and inline images) through the attachment service. Until that service is
 * there, an announcement holds no files: a save naming one is refused.
 */

/**
 * Claims uploads for the announcement and answers the ids it now holds; files it held and no longer names go.
 * `listed` (the files under the body) must all be the caller's uploads or the announcement's own, else the save is
 * refused; `inline` images that are neither are left out (the sanitiser then drops them from the body).
 */
export async function claimFiles(
  _trx: Db,
  _auth: AuthContext,
  _announcementId: number,
  files: { listed: number[]; inline: number[] },
): Promise<Set<number>> {
  if (files.listed.length > 0) throw new AppError(400, 'attachment.unknown', { id: files.listed.join(', ') });
  return new Set();
}

/** The files of an announcement. */
export async function filesOf(
  _db: Db,
  _orgId: number,
  _announcementId: number,
): Promise<AnnouncementAttachment[]> {
  return [];
}

/** Lets the files of a deleted announcement go. */
export async function releaseFiles(_trx: Db, _orgId: number, _announcementId: number): Promise<void> {}
