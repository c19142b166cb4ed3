import { readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';

/*
 * The built-in print templates' layouts of issue #36 (no text on another with the longest values, the note's
 * barcode inside the page's padding, captions unbroken) for the templates organisations hold untouched. The demo
 * data saves each kind's built-in template as an organisation's version 1 (seed/print-templates.ts), so a database
 * seeded before holds the old layouts and prints with them. A current version whose template is still exactly a
 * built-in one as seeded (compared by the md5 of its jsonb text, which PostgreSQL writes in one canonical form) gets
 * the built-in layout of the code that runs this migration; a template an administrator changed is left as it is,
 * and so are earlier versions (history). An empty database has no rows yet: the seed writes the new layouts.
 *
 * `down` leaves the layouts: the old ones are what this corrects.
 *
 * The layouts are this migration's own copy (0022_print_template_layouts.json, the built-in templates as issue #36
 * left them), not the live defaults: a migration never imports module code (issue #46), so a later change of the
 * defaults does not change what this migration wrote.
 */
const defaultTemplates = JSON.parse(
  readFileSync(new URL('./0022_print_template_layouts.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const seeded = {
  delivery_note: 'acc59958f3264b425b0f667bcdd29089',
  inner_label: 'da441d1e6b37ebe7e25fbd6c15b96155',
  outer_label: '8c9bcf19b15846bc1e3de82d479d4c2e',
  statement: '0ffc46523a589d6a52c1e5c840da385a',
  list: '383f3ac68a65bf676732bc1c242aed7d',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, hash] of Object.entries(seeded) as [keyof typeof seeded, string][]) {
    await sql`
      update print_template set template = ${JSON.stringify(defaultTemplates[kind])}::jsonb
       where kind = ${kind} and is_current and md5(template::text) = ${hash}
    `.execute(db);
  }
}

export async function down(_db: Kysely<unknown>): Promise<void> {}
