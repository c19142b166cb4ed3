import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { AuditLogTable } from '../../platform/schema.ts';

/** All SQL of the audit log. */

export type AuditRow = Insertable<AuditLogTable>;

/** One audit entry, in the transaction of the change it records (`db` is that transaction). */
export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
