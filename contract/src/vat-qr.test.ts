import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVatQr } from './vat-qr.ts';

/**
 * The VAT invoice QR code (增值税发票二维码). The samples are made up in the documented layout
 * (`01,type,code,number,amount,YYYYMMDD,check code,crc`): no real invoice's numbers.
 */
describe('parseVatQr: the classic invoices (a 10- or 12-digit code, an 8-digit number)', () => {
  it('a special VAT invoice (专票, 01): 10-digit code, no check code', () => {
    expect(parseVatQr('01,01,3200191130,04561234,12345.67,20191115,,A1B2')).toEqual({
      ok: true,
      typeCode: '01',
      code: '3200191130',
      number: '04561234',
      amount: '12345.67',
      date: '2019-11-15',
      checkCode: null,
    });
  });

  it('an ordinary paper invoice (普票, 04) ending with a comma', () => {
    expect(parseVatQr('01,04,3300182130,12345678,329.25,20180512,12345678901234567890,8E15,')).toEqual({
      ok: true,
      typeCode: '04',
      code: '3300182130',
      number: '12345678',
      amount: '329.25',
      date: '2018-05-12',
      checkCode: '12345678901234567890',
    });
  });

  it('an electronic ordinary invoice (电子普票, 10): 12-digit code, a leap day', () => {
    expect(parseVatQr('01,10,033001900211,87654321,1280.00,20200229,01234567890123456789,C3D4')).toEqual({
      ok: true,
      typeCode: '10',
      code: '033001900211',
      number: '87654321',
      amount: '1280.00',
      date: '2020-02-29',
      checkCode: '01234567890123456789',
    });
  });

  it('without the crc field, and an amount with one decimal as printed', () => {
    expect(parseVatQr('01,10,044031900111,00012345,64.9,20161018,98765432109876543210')).toEqual({
      ok: true,
      typeCode: '10',
      code: '044031900111',
      number: '00012345',
      amount: '64.9',
      date: '2016-10-18',
      checkCode: '98765432109876543210',
    });
  });
});

describe('parseVatQr: fully digital invoices (数电票: no code, a 20-digit number)', () => {
  it('a 数电普票 (32)', () => {
    expect(parseVatQr('01,32,,24442000000012345678,100.76,20240330,,5F98')).toEqual({
      ok: true,
      typeCode: '32',
      code: null,
      number: '24442000000012345678',
      amount: '100.76',
      date: '2024-03-30',
      checkCode: null,
    });
  });

  it('a 数电专票 (31) with a lower-case crc, and whitespace around the text and fields', () => {
    expect(parseVatQr('  01, 31,,25312000000087654321 ,88000.00,20250101,,b017\r\n')).toEqual({
      ok: true,
      typeCode: '31',
      code: null,
      number: '25312000000087654321',
      amount: '88000.00',
      date: '2025-01-01',
      checkCode: null,
    });
  });

  it('a red-letter (红字) invoice: a negative amount', () => {
    const qr = parseVatQr('01,32,,24442000000012345679,-100.76,20240401,,1A2B');
    expect(qr).toMatchObject({ ok: true, amount: '-100.76', date: '2024-04-01' });
  });
});

describe('parseVatQr: anything else is not read', () => {
  const good = [
    '01',
    '10',
    '033001900211',
    '87654321',
    '1280.00',
    '20200229',
    '01234567890123456789',
    'C3D4',
  ];
  const withField = (index: number, value: string) => good.map((f, i) => (i === index ? value : f)).join(',');

  it('reads the base sample these refusals edit', () => {
    expect(parseVatQr(good.join(',')).ok).toBe(true);
  });

  it.each([
    ['an unknown version', 0, ['02', '1', '001', '']],
    ['a type that is not two digits', 1, ['1', '001', 'AB', '']],
    ['a code that is not 10 or 12 digits', 2, ['03300190021', '0330019002111', '03300190021X', '']],
    [
      'a number that is not 8 digits with a code',
      3,
      ['1234567', '123456789', '1234567A', '24442000000012345678'],
    ],
    [
      'an amount not a plain decimal with at most 2 decimals',
      4,
      ['12.345', '¥100', '1e3', '', '00.5', '.5', '5.', '-0.00', '+5', '１００', 'NaN'],
    ],
    [
      'a date that is not a day in YYYYMMDD',
      5,
      ['20230229', '20231301', '20230431', '2023-01-01', '230101', ''],
    ],
    [
      'a check code that is not 20 digits',
      6,
      ['1234567890123456789', '123456789012345678901', 'ABCDEFGHIJ0123456789'],
    ],
    ['a crc with other characters', 7, ['A-B2', '中文', 'C3 D4x!']],
  ])('%s', (_, index, values) => {
    for (const value of values)
      expect(parseVatQr(withField(index as number, value)), value).toEqual({ ok: false });
  });

  it('a 20-digit number with a code, an 8-digit number without one', () => {
    expect(parseVatQr('01,32,3200191130,24442000000012345678,100.76,20240330,,5F98')).toEqual({ ok: false });
    expect(parseVatQr('01,04,,12345678,329.25,20180512,12345678901234567890,8E15')).toEqual({ ok: false });
  });

  it('too few or too many fields, or text that is no such code', () => {
    for (const text of [
      '',
      '   ',
      '01,32,,24442000000012345678,100.76,20240330',
      '01,32,,24442000000012345678,100.76,20240330,,5F98,X',
      '01,32,,24442000000012345678,100.76,20240330,,5F98,,',
      '01,32,,24442000000012345678,1,000.76,20240330,,5F98',
      'https://inv-veri.chinatax.gov.cn/',
      '０１,32,,24442000000012345678,100.76,20240330,,5F98',
      '01，32，，24442000000012345678，100.76，20240330，，5F98',
    ])
      expect(parseVatQr(text), text).toEqual({ ok: false });
  });
});

describe('parseVatQr: properties', () => {
  const digits = (n: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const dateArb = fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => ({
      printed: `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`,
      iso: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`,
    }));
  const amountArb = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.constantFrom(0, 1, 2))
    .filter(([negative, n]) => !(negative && n === 0n))
    .map(([negative, n, scale]) => {
      const text = n.toString().padStart(scale + 1, '0');
      const whole = text.slice(0, text.length - scale);
      return `${negative ? '-' : ''}${whole}${scale ? `.${text.slice(text.length - scale)}` : ''}`;
    });
  const codeAndNumber = fc.oneof(
    fc.record({ code: fc.oneof(digits(10), digits(12)), number: digits(8) }),
    fc.record({ code: fc.constant(''), number: digits(20) }),
  );
  const qrArb = fc.record({
    typeCode: digits(2),
    codeAndNumber,
    amount: amountArb,
    date: dateArb,
    checkCode: fc.oneof(fc.constant(''), digits(20)),
    crc: fc.stringMatching(/^[0-9A-Fa-f]{0,4}$/),
    ending: fc.constantFrom('crc', 'crc,', 'none'),
    space: fc.constantFrom('', ' ', '\n', '\r\n'),
  });

  it('round trip: the fields written are the fields read', () => {
    fc.assert(
      fc.property(qrArb, (q) => {
        const head = [
          '01',
          q.typeCode,
          q.codeAndNumber.code,
          q.codeAndNumber.number,
          q.amount,
          q.date.printed,
        ];
        const fields =
          q.ending === 'none'
            ? [...head, q.checkCode]
            : [...head, q.checkCode, q.crc, ...(q.ending === 'crc,' ? [''] : [])];
        expect(parseVatQr(`${q.space}${fields.join(',')}${q.space}`)).toEqual({
          ok: true,
          typeCode: q.typeCode,
          code: q.codeAndNumber.code || null,
          number: q.codeAndNumber.number,
          amount: q.amount,
          date: q.date.iso,
          checkCode: q.checkCode || null,
        });
      }),
      { seed: 20261130, numRuns: 500 },
    );
  });

  it('never throws, and what it reads from any text keeps the documented shapes', () => {
    const textArb = fc.oneof(
      fc.string(),
      fc
        .array(fc.string({ unit: fc.constantFrom(...'0123456789.,-AF '), maxLength: 22 }), { maxLength: 10 })
        .map((a) => a.join(',')),
    );
    fc.assert(
      fc.property(textArb, (text) => {
        const qr = parseVatQr(text);
        if (!qr.ok) return;
        expect(qr.typeCode).toMatch(/^\d{2}$/);
        expect(qr.code === null ? qr.number : `${qr.code}/${qr.number}`).toMatch(
          /^(?:\d{20}|(?:\d{10}|\d{12})\/\d{8})$/,
        );
        expect(qr.amount).toMatch(/^-?(?:0|[1-9]\d*)(?:\.\d{1,2})?$/);
        expect(qr.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(qr.checkCode ?? '0'.repeat(20)).toMatch(/^\d{20}$/);
      }),
      { seed: 20261201, numRuns: 2000 },
    );
  });
});
