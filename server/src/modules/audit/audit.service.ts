import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { insertAuditEntry } from './audit.repository.ts';

export type AuditEntry = {
  /** What was done: `create`, `update`, `delete`, `lock`, `resetPassword`, … */
  action: string;
  /** The kind of record: `user`, `role`, `menu`, … */
  entity: string;
  entityId: string | number | null;
  before?: object | null;
  after?: object | null;
};

/** Keys never written to the log, at any depth: a password or its hash must not leave the account table. */
const secretKey = /password|hash|secret|token/i;

function scrub(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !secretKey.test(key))
        .map(([key, v]) => [key, scrub(v)]),
    );
  }
  return value;
}

const json = (value: object | null | undefined) =>
  value === null || value === undefined ? null : JSON.stringify(scrub(value));

/** Who changed something: a signed-in user, or an integration (ERP/WMS) with no user id. */
export type AuditActor = Pick<AuthContext, 'orgId' | 'userName'> & { userId: number | null };

/**
 * Writes one audit entry (who, when, organisation, what, before/after). Call it with the transaction of the
 * change, so the entry exists exactly when the change does.
 */
export async function writeAudit(trx: Db, auth: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(trx, {
    org_id: auth.orgId,
    user_id: auth.userId,
    user_name: auth.userName,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: json(entry.before),
    after: json(entry.after),
  });
}
