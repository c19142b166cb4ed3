import type { Language, MailChoiceCategory } from '@srm/contract';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';
import { staffRolesHolding } from '../role/index.ts';
import { mailableUsers, type UserSelector } from '../user/index.ts';

/** The SQL of notifications: who receives a mail, and the facts of the note or statement it tells about. */

export type Recipient = { userId: number; userName: string; email: string; name: string; lang: Language };
/** Whom a mail goes to: a user, or (`userId` null) an address outside the portal, e.g. an invited company. */
export type MailRecipient = Omit<Recipient, 'userId'> & { userId: number | null };

/** Which users of the organisation: by what the event says (the repository builds the condition). */
export type RecipientSelector =
  | Exclude<UserSelector, { staffRoleIds: number[] }>
  /** Staff whose role holds the screen (by route), super administrators left out. */
  | { staffHolding: string };

/**
 * Enabled users of the organisation with an address, chosen by `selector` (the user and role modules answer who),
 * who have not turned `category` off (`fallback` when they never chose). `category` null: a mail nobody can turn off
 * (a temporary password). The language is the one the user last chose in the portal, else Chinese.
 */
export async function findRecipients(
  db: Db,
  orgId: number,
  selector: RecipientSelector,
  category: MailChoiceCategory | null,
  fallback: boolean,
): Promise<Recipient[]> {
  const users = await mailableUsers(
    db,
    orgId,
    'staffHolding' in selector
      ? { staffRoleIds: await staffRolesHolding(db, selector.staffHolding) }
      : selector,
  );
  if (category === null || users.length === 0) return users;
  const chosen = await db
    .selectFrom('mail_preference')
    .select(['user_id', 'enabled'])
    .where('category', '=', category)
    .where(
      'user_id',
      '=',
      anyOf(
        users.map((u) => u.userId),
        'integer',
      ),
    )
    .execute();
  const enabled = new Map(chosen.map((c) => [c.user_id, c.enabled]));
  return users.filter((u) => enabled.get(u.userId) ?? fallback);
}

/** The organisation's mail switch: settings saved and enabled. */
export async function mailEnabled(db: Db, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mail_setting')
    .select('enabled')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.enabled === true;
}

/** Runs `work` under a savepoint: when it throws, only its own statements are undone, not the caller's. */
export async function underSavepoint<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  await sql`savepoint srm_mail_notify`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint srm_mail_notify`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint srm_mail_notify`.execute(trx);
    await sql`release savepoint srm_mail_notify`.execute(trx);
    throw error;
  }
}
