import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../../test/helper.ts';
import { up } from './0022_print_template_layouts.ts';

/** The built-in list template as the demo data saved it before issue #36 (a hand-kept copy of that layout). */
const seededList = JSON.parse(
  '{"basePdf":{"width":297,"height":210,"padding":[10,10,12,10],"staticSchema":[{"name":"cap_page","type":"text","content":"{currentPage} / {totalPages}","readOnly":true,"position":{"x":257,"y":200},"width":30,"height":5,"fontSize":8,"verticalAlignment":"middle","fontColor":"#333333"}]},"schemas":[[{"name":"TITLE","type":"text","content":"","position":{"x":10,"y":10},"width":200,"height":8,"fontSize":14,"verticalAlignment":"middle","fontColor":"#000000"},{"name":"cap_PRINTED_AT","type":"text","content":"打印时间 Printed at","readOnly":true,"position":{"x":215,"y":11},"width":26,"height":6,"fontSize":8,"verticalAlignment":"middle","fontColor":"#333333"},{"name":"PRINTED_AT","type":"text","content":"","position":{"x":241,"y":11},"width":46,"height":6,"fontSize":8,"verticalAlignment":"middle","fontColor":"#000000"},{"name":"ROWS","type":"table","content":"[[\\"\\",\\"\\",\\"\\"]]","position":{"x":10,"y":22},"width":277,"height":12,"showHead":true,"repeatHead":true,"head":["列 1 Column 1","列 2 Column 2","列 3 Column 3"],"headWidthPercentages":[34,33,33],"tableStyles":{"borderColor":"#000000","borderWidth":0.2},"headStyles":{"fontSize":7.5,"lineHeight":1.1,"characterSpacing":0,"alignment":"left","verticalAlignment":"middle","fontColor":"#000000","backgroundColor":"#e8e8e8","borderColor":"#555555","borderWidth":{"top":0.1,"right":0.1,"bottom":0.1,"left":0.1},"padding":{"top":1,"right":1,"bottom":1,"left":1}},"bodyStyles":{"fontSize":7.5,"lineHeight":1.1,"characterSpacing":0,"alignment":"left","verticalAlignment":"middle","fontColor":"#000000","backgroundColor":"","borderColor":"#555555","borderWidth":{"top":0.1,"right":0.1,"bottom":0.1,"left":0.1},"padding":{"top":1,"right":1,"bottom":1,"left":1},"alternateBackgroundColor":""},"columnStyles":{}}]]}',
) as Record<string, unknown>;

/** The layouts the migration writes: its own copy of the built-in templates as issue #36 left them. */
const layouts = JSON.parse(
  readFileSync(new URL('./0022_print_template_layouts.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe.each(testDatabases('each'))('0022 print template layouts [%s]', (kind) => {
  it('gives a current version that is the seeded built-in the new layout; changed ones and history stay', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      const seeded = await db
        .selectFrom('print_template')
        .select(['id', 'org_id'])
        .where('kind', '=', 'list')
        .where('is_current', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('print_template')
        .set({ template: JSON.stringify(seededList) })
        .where('id', '=', seeded.id)
        .execute();
      const changed = { ...seededList, note: 'an administrator’s' };
      const row = (name: string, version: number, current: boolean, template: unknown) => ({
        org_id: seeded.org_id,
        kind: 'list' as const,
        name,
        version,
        is_current: current,
        is_default: false,
        template: JSON.stringify(template),
        updated_by: 'admin',
      });
      const others = await db
        .insertInto('print_template')
        .values([
          row('changed', 1, true, changed),
          row('history', 1, false, seededList),
          row('history', 2, true, changed),
        ])
        .returning('id')
        .execute();

      await up(db as unknown as Kysely<unknown>);
      const templates = await db
        .selectFrom('print_template')
        .select(['id', 'template'])
        .where('id', 'in', [seeded.id, ...others.map((o) => o.id)])
        .orderBy('id')
        .execute();
      expect(templates.map((t) => t.template)).toEqual([layouts.list, changed, seededList, changed]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
