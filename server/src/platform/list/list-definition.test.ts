import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineList, drivingFields, type ListColumn, qualifiersOf } from './list-definition.ts';

const column = (field: string, expression: string): ListColumn => ({
  field,
  sql: expression,
  kind: 'text',
  caption: { 'zh-chs': field, en: field },
});

describe('List definitions with a driving table', () => {
  it('reads the table aliases a column expression uses, leaving string literals out', () => {
    expect([...qualifiersOf('ol.due_date')]).toEqual(['ol']);
    expect([...qualifiersOf('(ol.ordered_qty - ol.qty_delivered)')]).toEqual(['ol']);
    expect([...qualifiersOf("coalesce(v.vendor_name, 'a.b') || ol.x")].sort()).toEqual(['ol', 'v']);
    expect([...qualifiersOf("case when ol.qty > 1.5 then 'Y.N' else 'N' end")]).toEqual(['ol']);
    expect([...qualifiersOf('P.Part_Name::text')]).toEqual(['p']);
    expect([...qualifiersOf("'only.a.literal'")]).toEqual([]);
  });

  it('counts as driving only the columns that read the driving table alone', () => {
    const list = defineList({
      route: '/Test/Driving',
      table: 'order_line',
      from: sql`order_line ol left join vendor v on v.vendor_code = ol.vendor_code`,
      driving: { from: sql`order_line ol`, alias: 'ol' },
      scope: () => sql`true`,
      columns: [
        column('ID', 'ol.id'),
        column('VENDOR_NAME', 'v.vendor_name'),
        column('BOTH', 'coalesce(v.vendor_name, ol.vendor_code)'),
        column('CONSTANT', "'x'"),
        column('DUE', 'ol.due_date'),
      ],
      defaultSort: { field: 'ID' },
      key: 'ID',
    });
    expect([...drivingFields(list)].sort()).toEqual(['DUE', 'ID']);
  });

  it('refuses a driving table that does not hold the key', () => {
    expect(() =>
      defineList({
        route: '/Test/Wrong',
        table: 'order_line',
        from: sql`order_line ol left join vendor v on v.vendor_code = ol.vendor_code`,
        driving: { from: sql`order_line ol`, alias: 'ol' },
        scope: () => sql`true`,
        columns: [column('VID', 'v.id'), column('DUE', 'ol.due_date')],
        defaultSort: { field: 'DUE' },
        key: 'VID',
      }),
    ).toThrow('key VID is not a column of the driving table');
  });
});
