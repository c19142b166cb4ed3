import { actionType, dataType } from '@srm/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ListColumn } from './list-definition.ts';
import { condition } from './list-engine.ts';

/** Compiles without a database. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const columns = new Map<string, ListColumn>([
  ['PO_NO', { field: 'PO_NO', sql: 'l.po_no', kind: 'text', caption: { 'zh-chs': '订单号', en: 'PO no.' } }],
  ['PO_ITEM', { field: 'PO_ITEM', sql: 'l.po_item', kind: 'int', caption: { 'zh-chs': '行号', en: 'Item' } }],
  [
    'DUE_DATE',
    { field: 'DUE_DATE', sql: 'l.due_date', kind: 'date', caption: { 'zh-chs': '交期', en: 'Due' } },
  ],
] as [string, ListColumn][]);

const compiled = (field: string, value: string) => {
  const built = condition(columns, {
    FIELD_NAME: field,
    ACTION_TYPE: actionType.equals,
    PARAM_VALUE: value,
    DATA_TYPE: dataType.multiLine,
  });
  return built!.compile(compiler);
};

describe('multi-line filters (DATA_TYPE 6)', () => {
  it('bind any number of values as one array: the statement text does not change with the count', () => {
    for (const [field, few, many] of [
      ['PO_NO', 'A\nB', 'A\nB\nC\nD\nE'],
      ['PO_ITEM', '10,20', '10,20,30,40,50,60'],
      ['DUE_DATE', '2026-01-01', '2026-01-01\n2026-01-02\n2026-01-03'],
    ] as const) {
      const a = compiled(field, few);
      const b = compiled(field, many);
      expect(a.sql).toBe(b.sql);
      expect(a.parameters).toHaveLength(1);
      expect(b.parameters[0]).toHaveLength(many.split(/[,\n]/).length);
    }
  });
});
