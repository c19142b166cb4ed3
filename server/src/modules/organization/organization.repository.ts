import type { Language } from '@srm/contract';
import type { Db } from '../../platform/db.ts';

export type OrganizationRow = { id: number; code: string; name: string; name_en: string };

/** Enabled organisations, in code order. */
export function findEnabledOrganizations(db: Db): Promise<OrganizationRow[]> {
  return db
    .selectFrom('organization')
    .select(['id', 'code', 'name', 'name_en'])
    .where('enabled', '=', true)
    .orderBy('code')
    .execute();
}

/** Enabled organisations the (case-insensitive) user name belongs to; empty when there is no such user. */
export function findOrganizationsOfUser(db: Db, userName: string): Promise<OrganizationRow[]> {
  return db
    .selectFrom('organization as o')
    .innerJoin('user_organization as uo', 'uo.org_id', 'o.id')
    .innerJoin('app_user as u', 'u.id', 'uo.user_id')
    .select(['o.id', 'o.code', 'o.name', 'o.name_en'])
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.toLowerCase()))
    .where('o.enabled', '=', true)
    .orderBy('o.code')
    .execute();
}

export type OrganizationSettingsRow = {
  require_confirmation: boolean;
  confirmation_reminder_hours: number;
  event_retention_months: number;
};

/** An organisation's own settings (PRODUCT §10); undefined for an unknown id. `forUpdate` locks the row. */
export function findOrganizationSettings(
  db: Db,
  orgId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OrganizationSettingsRow | undefined> {
  const query = db
    .selectFrom('organization')
    .select(['require_confirmation', 'confirmation_reminder_hours', 'event_retention_months'])
    .where('id', '=', orgId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Writes an organisation's own settings; the number of rows changed (0: no such organisation). */
export async function saveOrganizationSettings(
  db: Db,
  orgId: number,
  settings: Partial<OrganizationSettingsRow>,
): Promise<number> {
  const result = await db
    .updateTable('organization')
    .set(settings)
    .where('id', '=', orgId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The settings other modules keep on their organisation's row (the label numbering's GS1 prefix, how rejected goods
 * are billed, whether missing documents block notes): each module saves its own through this, the owner's face.
 */
export type ModuleSettings = {
  gs1_company_prefix: string | null;
  reject_billing: 'accepted' | 'deduct';
  block_on_expired_documents: boolean;
};

export async function saveModuleSettings(
  db: Db,
  orgId: number,
  values: Partial<ModuleSettings>,
): Promise<void> {
  await db.updateTable('organization').set(values).where('id', '=', orgId).execute();
}

/** The organisation's names in both languages (a mail's signature). */
export async function organizationNames(db: Db, orgId: number): Promise<Record<Language, string>> {
  const row = await db
    .selectFrom('organization')
    .select(['name', 'name_en'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  return { 'zh-chs': row.name, en: row.name_en || row.name };
}

/** The organisation's code and names: the buyer an EDIFACT interchange names (DELFOR). */
export async function organizationParty(
  db: Db,
  orgId: number,
): Promise<{ code: string; name: string; nameEn: string }> {
  const row = await db
    .selectFrom('organization')
    .select(['code', 'name', 'name_en'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  return { code: row.code, name: row.name, nameEn: row.name_en || row.name };
}

/** The organisation's GS1 company prefix (outer box SSCCs). */
export async function findCompanyPrefix(db: Db, orgId: number): Promise<string | null> {
  const row = await db
    .selectFrom('organization')
    .select('gs1_company_prefix')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.gs1_company_prefix ?? null;
}

/** The organisation's tax id (the buyer an invoice must name), null until it is set. */
export async function findOrganizationTaxId(db: Db, orgId: number): Promise<string | null> {
  const row = await db.selectFrom('organization').select('tax_id').where('id', '=', orgId).executeTakeFirst();
  return row?.tax_id ?? null;
}

/** How long each organisation keeps its events (the event months' retention, event-months.ts). */
export async function eventRetentions(db: Db): Promise<{ orgId: number; months: number }[]> {
  const rows = await db.selectFrom('organization').select(['id', 'event_retention_months']).execute();
  return rows.map((r) => ({ orgId: r.id, months: r.event_retention_months }));
}
