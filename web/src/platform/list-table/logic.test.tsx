import { describe, expect, it } from 'vitest';
import {
  addFields,
  applyCaptions,
  applyPrefix,
  checkQueryRows,
  chooseAction,
  chooseField,
  defaultSaveMode,
  emptyQueryRow,
  emptySettingRow,
  flipSaveMode,
  formatDateRange,
  hasPendingChanges,
  headerParam,
  isUsableQueryRow,
  joinLines,
  parseDateRange,
  pendingChanges,
  removeQueryRow,
  renumber,
  saveModeLabel,
  splitLines,
  syncCaptions,
  toSentParams,
  validateColumnRows,
  validateSettingRows,
} from './logic.ts';
import { cellText, formatTimestamp } from './print.ts';
import type { QueryRow, SettingRow } from './types.ts';
import { columnWidth } from './useTableColumns.tsx';

const q = (over: Partial<QueryRow>): QueryRow => ({ ...emptyQueryRow(1), ...over });
const s = (over: Partial<SettingRow>): SettingRow => ({
  ...emptySettingRow([]),
  PARAM_NAME: 'PO_NO',
  PARAM_CAPTION: 'PO',
  FIELD_NAME: 'PO_NO',
  ...over,
});

describe('advanced query save mode (spec §4)', () => {
  it('is on by default, labelled "cancel save", and flips to "save now"', () => {
    expect(defaultSaveMode).toBe(true);
    expect(saveModeLabel(defaultSaveMode)).toBe('query.cancelSave');
    const off = flipSaveMode(defaultSaveMode);
    expect(off).toBe(false);
    expect(saveModeLabel(off)).toBe('query.saveNow');
    expect(flipSaveMode(off)).toBe(true);
  });
});

describe('advanced query rows (spec §5)', () => {
  it('counts a row only with a value, or with operation 8 or 9', () => {
    expect(isUsableQueryRow(q({ PARAM_NAME: 'A', PARAM_VALUE: 'x' }))).toBe(true);
    expect(isUsableQueryRow(q({ PARAM_NAME: 'A', PARAM_VALUE: '  ' }))).toBe(false);
    expect(isUsableQueryRow(q({ PARAM_NAME: 'A', PARAM_VALUE: '', ACTION_TYPE: 8 }))).toBe(true);
    expect(isUsableQueryRow(q({ PARAM_NAME: 'A', PARAM_VALUE: '', ACTION_TYPE: 9 }))).toBe(true);
    expect(isUsableQueryRow(q({ PARAM_NAME: 'A', PARAM_VALUE: '', ACTION_TYPE: 1 }))).toBe(false);
  });

  it('requires a field on every row, then warns when no row is usable', () => {
    expect(checkQueryRows([q({ PARAM_NAME: 'A', PARAM_VALUE: '1' }), q({})])).toEqual({
      ok: false,
      message: 'query.fieldRequired',
      index: 1,
    });
    expect(checkQueryRows([])).toEqual({ ok: false, message: 'query.noParams' });
    expect(checkQueryRows([q({ PARAM_NAME: 'A' })])).toEqual({ ok: false, message: 'query.noParams' });
    const ok = checkQueryRows([q({ PARAM_NAME: 'A', PARAM_VALUE: '1' }), q({ PARAM_NAME: 'B' })]);
    expect(ok.ok && ok.rows.map((r) => r.PARAM_NAME)).toEqual(['A']);
  });

  it('sends usable rows as Params with the field and parameter name, null checks without a value', () => {
    expect(
      toSentParams([
        q({ PARAM_NAME: 'P', FIELD_NAME: 'a.P', PARAM_VALUE: 'x', ACTION_TYPE: 1, DATA_TYPE: 1 }),
        q({ PARAM_NAME: 'Q', FIELD_NAME: 'Q', PARAM_VALUE: 'stale', ACTION_TYPE: 8, DATA_TYPE: 3 }),
        q({ PARAM_NAME: 'R', FIELD_NAME: 'R', PARAM_VALUE: '' }),
      ]),
    ).toEqual([
      { FIELD_NAME: 'a.P', PARAM_NAME: 'P', ACTION_TYPE: 1, PARAM_VALUE: 'x', DATA_TYPE: 1 },
      { FIELD_NAME: 'Q', PARAM_NAME: 'Q', ACTION_TYPE: 8, PARAM_VALUE: '', DATA_TYPE: 3 },
    ]);
  });

  it("copies the chosen field's type, operation, paging flag and default value", () => {
    const row = chooseField(q({ PARAM_VALUE: 'old' }), {
      PARAM_NAME: 'VENDOR',
      FIELD_NAME: 'VENDOR_CODE',
      ACTION_TYPE: 1,
      DATA_TYPE: 2,
      IS_PAGING: 'Y',
      DEFAULT_VALUE: 'V001',
    });
    expect(row).toMatchObject({
      PARAM_NAME: 'VENDOR',
      FIELD_NAME: 'VENDOR_CODE',
      ACTION_TYPE: 1,
      DATA_TYPE: 2,
      IS_PAGING: 'Y',
      PARAM_VALUE: 'V001',
    });
  });

  it('clears the value when a null check is chosen and keeps it otherwise', () => {
    expect(chooseAction(q({ PARAM_VALUE: 'x' }), 8).PARAM_VALUE).toBe('');
    expect(chooseAction(q({ PARAM_VALUE: 'x' }), 9).PARAM_VALUE).toBe('');
    expect(chooseAction(q({ PARAM_VALUE: 'x' }), 2).PARAM_VALUE).toBe('x');
  });

  it('renumbers query rows from 1 after a delete', () => {
    const rows = [q({ _key: 'a', ORD_ID: 1 }), q({ _key: 'b', ORD_ID: 2 }), q({ _key: 'c', ORD_ID: 3 })];
    expect(removeQueryRow(rows, 'a').map((r) => [r._key, r.ORD_ID])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });
});

describe('advanced setting rows (spec §4, §5)', () => {
  it('adds only fields not yet defined, with operation 6, type 1, paging N, numbering on from the maximum', () => {
    const rows = [s({ PARAM_NAME: 'PO_NO', ORD_IDX: 3 }), s({ PARAM_NAME: 'PART_NO', ORD_IDX: 7 })];
    const next = addFields(rows, [
      { FIELD_NAME: 'PO_NO', FIELD_CAPTION: 'PO' },
      { FIELD_NAME: 'part_no', FIELD_CAPTION: 'Part' },
      { FIELD_NAME: 'DUE_DATE', FIELD_CAPTION: '交期' },
      { FIELD_NAME: 'QTY', FIELD_CAPTION: '' },
      { FIELD_NAME: 'DUE_DATE', FIELD_CAPTION: 'again' },
    ]);
    const added = next.slice(2);
    expect(added.map((r) => [r.ORD_IDX, r.PARAM_NAME, r.PARAM_CAPTION, r.FIELD_NAME])).toEqual([
      [8, 'DUE_DATE', '交期', 'DUE_DATE'],
      [9, 'QTY', 'QTY', 'QTY'],
    ]);
    for (const r of added) expect(r).toMatchObject({ ACTION_TYPE: 6, DATA_TYPE: 1, IS_PAGING: 'N' });
    expect(added.every((r) => r.LIST_ROUTE === undefined)).toBe(true);
  });

  it('add-prefix sets FIELD_NAME to prefix + PARAM_NAME on every row', () => {
    const rows = applyPrefix([s({ PARAM_NAME: 'PO_NO', FIELD_NAME: 'x' }), s({ PARAM_NAME: 'QTY' })], 'a.');
    expect(rows.map((r) => r.FIELD_NAME)).toEqual(['a.PO_NO', 'a.QTY']);
  });

  it('sync info takes captions from the column configuration', () => {
    const rows = syncCaptions(
      [
        s({ PARAM_NAME: 'PO_NO', PARAM_CAPTION: 'old' }),
        s({ PARAM_NAME: 'X', FIELD_NAME: 'X', PARAM_CAPTION: 'keep' }),
      ],
      [{ FIELD_NAME: 'PO_NO', FIELD_CAPTION: '采购单号' }],
    );
    expect(rows.map((r) => r.PARAM_CAPTION)).toEqual(['采购单号', 'keep']);
  });

  it('renumbers from 1 in grid order', () => {
    const rows = renumber([
      s({ ORD_IDX: 2, _key: 'a' }),
      s({ ORD_IDX: 5, _key: 'b' }),
      s({ ORD_IDX: 9, _key: 'c' }),
    ]);
    expect(rows.map((r) => [r._key, r.ORD_IDX])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('detects unsaved inserts, updates and removals', () => {
    const loaded = [
      s({ _key: 'a', LIST_ROUTE: '/X', PARAM_NAME: 'A' }),
      s({ _key: 'b', LIST_ROUTE: '/X', PARAM_NAME: 'B' }),
    ];
    expect(hasPendingChanges(pendingChanges(loaded, loaded))).toBe(false);
    // The same values in a fresh object are no change.
    expect(
      hasPendingChanges(
        pendingChanges(
          loaded,
          loaded.map((r) => ({ ...r })),
        ),
      ),
    ).toBe(false);

    const inserted = pendingChanges(loaded, [...loaded, s({ _key: 'new', PARAM_NAME: 'C' })]);
    expect(inserted.inserted.map((r) => r._key)).toEqual(['new']);
    expect(hasPendingChanges(inserted)).toBe(true);

    const updated = pendingChanges(loaded, [loaded[0]!, { ...loaded[1]!, PARAM_CAPTION: 'changed' }]);
    expect(updated.updated.map((r) => r._key)).toEqual(['b']);

    const removed = pendingChanges(loaded, [loaded[0]!]);
    expect(removed.removed.map((r) => r._key)).toEqual(['b']);
  });

  it('validates name, caption, field and order number with the spec messages', () => {
    expect(validateSettingRows([s({})])).toBeNull();
    expect(validateSettingRows([s({}), s({ PARAM_NAME: ' ' })])).toEqual({
      index: 1,
      field: 'PARAM_NAME',
      message: 'setting.paramNameRequired',
    });
    expect(validateSettingRows([s({ PARAM_CAPTION: '' })])?.message).toBe('setting.captionRequired');
    expect(validateSettingRows([s({ FIELD_NAME: '' })])?.message).toBe('setting.fieldRequired');
    expect(validateSettingRows([s({ ORD_IDX: -1 })])?.message).toBe('setting.ordMin');
    expect(validateSettingRows([s({ ORD_IDX: 0 })])).toBeNull();
    expect(validateSettingRows([s({ ORD_IDX: null as unknown as number })])?.message).toBe(
      'setting.ordRequired',
    );
  });

  it('refuses what the contract refuses, naming the field and the bound', () => {
    expect(validateSettingRows([s({}), s({ PARAM_NAME: 'P'.repeat(65) })])).toEqual({
      index: 1,
      field: 'PARAM_NAME',
      message: 'validation.tooLong',
      values: { max: 64 },
    });
    expect(validateSettingRows([s({ SUB_SQL: 'x'.repeat(8001) })])?.field).toBe('SUB_SQL');
    expect(validateSettingRows([s({ ORD_IDX: 100_001 })])).toMatchObject({
      field: 'ORD_IDX',
      message: 'validation.tooBig',
    });
  });
});

describe('column configuration rows (spec §5)', () => {
  const c = {
    ORD_IDX: 1,
    FIELD_NAME: 'PO_NO',
    FIELD_CAPTION: 'PO',
    FIELD_WIDTH: 140,
    IS_VISIBLE: 'Y' as const,
  };
  it('requires an order ≥ 1, a field and a caption, and a width ≥ 0', () => {
    expect(validateColumnRows([c])).toBeNull();
    expect(validateColumnRows([{ ...c, ORD_IDX: null as unknown as number }])?.message).toBe(
      'columns.ordRequired',
    );
    expect(validateColumnRows([{ ...c, ORD_IDX: 0 }])?.message).toBe('columns.ordMin');
    expect(validateColumnRows([{ ...c, FIELD_NAME: '' }])?.message).toBe('columns.fieldRequired');
    expect(validateColumnRows([{ ...c, FIELD_CAPTION: '' }])?.message).toBe('columns.captionRequired');
    expect(validateColumnRows([{ ...c, FIELD_WIDTH: -1 }])?.message).toBe('columns.widthMin');
    expect(validateColumnRows([{ ...c, FIELD_WIDTH: null as unknown as number }])).toBeNull();
    expect(validateColumnRows([{ ...c, FIELD_WIDTH: 2001 }])).toEqual({
      index: 0,
      field: 'FIELD_WIDTH',
      message: 'validation.tooBig',
      values: { max: 2000 },
    });
  });

  it('caption lookup supplements empty captions or overwrites them', () => {
    const rows = [
      { ...c, FIELD_NAME: 'PO_NO', FIELD_CAPTION: '' },
      { ...c, FIELD_NAME: 'QTY', FIELD_CAPTION: 'Mine' },
    ];
    const found = [
      { COLUMN_NAME: 'po_no', COLUMN_CAPTION: '采购单号' },
      { COLUMN_NAME: 'QTY', COLUMN_CAPTION: '数量' },
    ];
    expect(applyCaptions(rows, found, 'supplement').map((r) => r.FIELD_CAPTION)).toEqual([
      '采购单号',
      'Mine',
    ]);
    expect(applyCaptions(rows, found, 'overwrite').map((r) => r.FIELD_CAPTION)).toEqual(['采购单号', '数量']);
  });
});

describe('header search values (spec §5)', () => {
  it('formats a date range as yyyy/MM/dd HH:mm:ss-yyyy/MM/dd HH:mm:ss over whole days', () => {
    const value = formatDateRange(new Date(2026, 0, 5, 13, 7), new Date(2026, 1, 28, 9));
    expect(value).toBe('2026/01/05 00:00:00-2026/02/28 23:59:59');
    expect(parseDateRange(value)?.map((d) => d.getDate())).toEqual([5, 28]);
    expect(parseDateRange('nonsense')).toBeNull();
    expect(parseDateRange('2026/13/05 00:00:00-2026/02/28 23:59:59')).toBeNull();
    expect(parseDateRange('2026/01/05 08:09:10-2026/02/28 23:59:59')?.[0]).toEqual(
      new Date(2026, 0, 5, 8, 9, 10),
    );
    expect(formatDateRange(new Date(2026, 0, 5, 13, 7, 1), new Date(2026, 1, 28, 9), false)).toBe(
      '2026/01/05 13:07:01-2026/02/28 09:00:00',
    );
  });

  it('shows timestamps in local time as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatTimestamp(new Date(2026, 2, 4, 5, 6, 7))).toBe('2026-03-04 05:06:07');
    const iso = new Date(2026, 11, 31, 23, 59, 58).toISOString();
    expect(cellText(iso)).toBe('2026-12-31 23:59:58');
  });

  it('stores multi-line values as comma-separated lines without blanks', () => {
    expect(joinLines(' PO-1 \n\nPO-2\r\nPO-3 ')).toBe('PO-1,PO-2,PO-3');
    expect(splitLines('PO-1,PO-2')).toBe('PO-1\nPO-2');
  });

  it('sends text searches as "like" and the other types as "equals", empty as nothing', () => {
    expect(headerParam('PO_NO', 1, ' 42 ')).toEqual({
      FIELD_NAME: 'PO_NO',
      ACTION_TYPE: 6,
      PARAM_VALUE: '42',
      DATA_TYPE: 1,
    });
    expect(headerParam('DUE', 5, '2026/01/01 00:00:00-2026/01/02 23:59:59')).toMatchObject({
      ACTION_TYPE: 1,
      DATA_TYPE: 5,
    });
    expect(headerParam('PO_NO', 6, 'A,B')).toMatchObject({
      ACTION_TYPE: 1,
      DATA_TYPE: 6,
      PARAM_VALUE: 'A,B',
    });
    expect(headerParam('X', 1, '  ')).toBeNull();
  });
});

describe('column widths (issue #36: headers cut to "Vendo…", "Cu…")', () => {
  it('widens a column until its caption reads whole, within a limit', () => {
    expect(columnWidth(100, 'Vendor code', false)).toBeGreaterThan(100);
    expect(columnWidth(60, 'Currency', false)).toBeGreaterThanOrEqual(8 * 8 + 44);
    // A configured width wider than the caption stays.
    expect(columnWidth(300, 'Qty', false)).toBe(300);
    // A caption longer than any column should be is cut at 200 px (its tooltip shows it whole).
    expect(columnWidth(100, 'A very long caption nobody would ever want to read in a header', false)).toBe(
      200,
    );
    // The date range editor keeps its 250 px.
    expect(columnWidth(100, 'Period', true)).toBe(250);
    expect(columnWidth(100, '供应商编码', false)).toBeGreaterThanOrEqual(5 * 14 + 44);
  });
});
