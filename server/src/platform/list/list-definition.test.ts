import { contextFieldCaptions, fieldCaptions } from '@srm/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type DeclaredColumn, defineList, drivingFields, qualifiersOf } from './list-definition.ts';

/** A text column of a catalogued field (its caption is the catalogue's). */
const column = (field: string, expression: string): DeclaredColumn => ({
  field,
  sql: expression,
  kind: 'text',
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
        column('VENDOR', 'coalesce(v.vendor_name, ol.vendor_code)'),
        column('REMARK', "'x'"),
        column('DUE_DATE', 'ol.due_date'),
      ],
      defaultSort: { field: 'ID' },
      key: 'ID',
    });
    expect([...drivingFields(list)].sort()).toEqual(['DUE_DATE', 'ID']);
  });

  it('refuses a driving table that does not hold the key', () => {
    expect(() =>
      defineList({
        route: '/Test/Wrong',
        table: 'order_line',
        from: sql`order_line ol left join vendor v on v.vendor_code = ol.vendor_code`,
        driving: { from: sql`order_line ol`, alias: 'ol' },
        scope: () => sql`true`,
        columns: [column('ID', 'v.id'), column('DUE_DATE', 'ol.due_date')],
        defaultSort: { field: 'DUE_DATE' },
        key: 'ID',
      }),
    ).toThrow('key ID is not a column of the driving table');
  });
});

describe('List column captions come only from the catalogue', () => {
  const list = (columns: DeclaredColumn[], captions?: keyof typeof contextFieldCaptions) =>
    defineList({
      route: '/Test/Captions',
      ...(captions ? { captions } : {}),
      table: 'order_line',
      from: sql`order_line ol`,
      scope: () => sql`true`,
      columns,
      defaultSort: { field: 'ID' },
      key: 'ID',
    });

  it("takes a column's caption from the catalogue by its field name, in the list's context where it words it", () => {
    const plain = list([column('ID', 'ol.id'), column('ATTRIBUTE1', 'ol.buyer')]);
    expect(plain.columns.map((c) => c.caption)).toEqual([fieldCaptions.ID, fieldCaptions.ATTRIBUTE1]);
    const picker = list(
      [column('ID', 'ol.id'), column('ATTRIBUTE1', 'ol.buyer'), column('PO_NO', 'ol.po_no')],
      'noteOrderLines',
    );
    expect(picker.columns.map((c) => c.caption)).toEqual([
      contextFieldCaptions.noteOrderLines.ID,
      contextFieldCaptions.noteOrderLines.ATTRIBUTE1,
      fieldCaptions.PO_NO,
    ]);
  });

  it('refuses a column that states its own caption, even past the type', () => {
    const own = { ...column('ID', 'ol.id'), caption: { 'zh-chs': '键', en: 'Key' } } as DeclaredColumn;
    expect(() => list([own])).toThrow('column ID states its own caption');
  });

  it('refuses a field the catalogue has no caption for, and a context wording a field the list lacks', () => {
    expect(() => list([column('ID', 'ol.id'), column('NOT_CATALOGUED', 'ol.x')])).toThrow(
      'column NOT_CATALOGUED has no caption',
    );
    expect(() => list([column('ID', 'ol.id')], 'noteOrderLines')).toThrow(
      'captions noteOrderLines word ATTRIBUTE1, which is not a declared column',
    );
  });
});
