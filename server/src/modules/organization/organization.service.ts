import type { Language, OrgOption, OrgSettings, orgSettingsSave } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventRowsDeleter, maintainEventMonths } from '../../platform/events/event-months.ts';
import { type SweepTimes, startHourlySweep } from '../../platform/jobs/hourly-sweep.ts';
import { writeAudit } from '../audit/index.ts';
import {
  eventRetentions,
  findEnabledOrganizations,
  findOrganizationSettings,
  findOrganizationsOfUser,
  type OrganizationRow,
  type OrganizationSettingsRow,
  saveOrganizationSettings,
} from './organization.repository.ts';

const toOption =
  (lang: Language) =>
  (row: OrganizationRow): OrgOption => ({
    Id: row.id,
    OrganizeCode: row.code,
    OrganizeName: lang === 'en' ? row.name_en : row.name,
  });

/**
 * The login page's organisation choices for a typed user name. A known user gets the organisations it belongs
 * to; an empty or unknown name gets every enabled organisation, so the answer does not reveal which user names
 * exist.
 */
export async function listOrgOptions(
  db: Db,
  userName: string | undefined,
  lang: Language,
): Promise<OrgOption[]> {
  const own = userName ? await findOrganizationsOfUser(db, userName) : [];
  const rows = own.length > 0 ? own : await findEnabledOrganizations(db);
  return rows.map(toOption(lang));
}

const toSettings = (row: OrganizationSettingsRow | undefined): OrgSettings => {
  // The session's organisation always exists (a foreign key of the session); fail closed all the same.
  if (!row) throw new AppError(404, 'common.notFound');
  return {
    REQUIRE_CONFIRMATION: row.require_confirmation,
    CONFIRMATION_REMINDER_HOURS: row.confirmation_reminder_hours,
    EVENT_RETENTION_MONTHS: row.event_retention_months,
  };
};

/** The caller's organisation's own settings (System/OrgSettings). */
export async function getOrgSettings(db: Db, auth: AuthContext): Promise<OrgSettings> {
  return toSettings(await findOrganizationSettings(db, auth.orgId));
}

/** Saves the caller's organisation's own settings, audited with what they were and what they are. */
export async function saveOrgSettings(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof orgSettingsSave>,
): Promise<OrgSettings> {
  return inTransaction(db, async (trx) => {
    const before = toSettings(await findOrganizationSettings(trx, auth.orgId, { forUpdate: true }));
    await saveOrganizationSettings(trx, auth.orgId, {
      require_confirmation: input.REQUIRE_CONFIRMATION,
      confirmation_reminder_hours: input.CONFIRMATION_REMINDER_HOURS,
      ...(input.EVENT_RETENTION_MONTHS === undefined
        ? {}
        : { event_retention_months: input.EVENT_RETENTION_MONTHS }),
    });
    const after = toSettings(await findOrganizationSettings(trx, auth.orgId));
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'organizationSetting',
      entityId: auth.orgId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Every hour: the coming months' event partitions, and each organisation's event retention (PRODUCT §17): months
 * every organisation's retention has passed are dropped whole, the older events of one that keeps less deleted
 * with what the `dependents` (other modules' rows of events) delete.
 */
export function startEventRetention(
  app: FastifyInstance,
  dependents: EventRowsDeleter[],
  options: SweepTimes = {},
): void {
  startHourlySweep(
    app,
    'event retention',
    async () => {
      const done = await maintainEventMonths(app.db, new Date(), await eventRetentions(app.db), dependents);
      return done.createdPartitions + done.droppedMonths.length + done.deletedEvents;
    },
    options,
  );
}
