import { templateKinds } from '@srm/contract';
import { defaultTemplateNames, defaultTemplates } from '../modules/print-template/index.ts';
import type { Db } from '../platform/db.ts';

/**
 * Demo print templates: each organisation gets the built-in template of every kind saved as its version 1 and
 * default, so the template screen has rows to open, copy and preview. (An organisation without saved templates
 * prints with the built-in ones all the same.)
 */
export async function seedPrintTemplates(db: Db, orgIds: number[]): Promise<void> {
  await db
    .insertInto('print_template')
    .values(
      orgIds.flatMap((orgId) =>
        templateKinds.map((kind) => ({
          org_id: orgId,
          kind,
          name: defaultTemplateNames[kind],
          version: 1,
          is_current: true,
          is_default: true,
          template: JSON.stringify(defaultTemplates[kind]),
          updated_by: 'admin',
        })),
      ),
    )
    .execute();
}
