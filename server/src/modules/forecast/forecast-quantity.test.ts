import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalText } from '../../platform/money.ts';
import { quantityText } from './push-refusals.ts';

describe('a pushed quantity as stored and shown (issue #48)', () => {
  it('reads as the exact decimal says it, however it is written (leading and trailing zeros)', () => {
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
    fc.assert(
      fc.property(digits(1, 14), fc.option(digits(1, 4), { nil: undefined }), (whole, fraction) => {
        const text = fraction === undefined ? whole : `${whole}.${fraction}`;
        expect(quantityText(text)).toBe(decimalText(text));
      }),
      { numRuns: 3000 },
    );
    expect(['0100.50', '0', '000', '7.0000', '12.3400'].map(quantityText)).toEqual([
      '100.5',
      '0',
      '0',
      '7',
      '12.34',
    ]);
  });
});
