import { describe, expect, it } from 'vitest';
import { changeOf, isShort, units, unitsText } from './forecastFigures.ts';

describe('forecast grid figures', () => {
  it('reads and writes exact quantities', () => {
    expect(units('12.5')).toBe(125_000n);
    expect(unitsText(units('0.0001') + units('2'))).toBe('2.0001');
    expect(unitsText(units('3') - units('10.25'))).toBe('-7.25');
  });
  it('says the change against the previous version, none when equal or new', () => {
    expect(changeOf('150', '103')).toBe(units('47'));
    expect(changeOf('100.0', '100')).toBeNull();
    expect(changeOf('5', null)).toBeNull();
  });
  it('counts a commitment below demand as short only in the firm and trade-off zones', () => {
    expect(isShort('41', '30.5', 'firm')).toBe(true);
    expect(isShort('41', '41', 'tradeoff')).toBe(false);
    expect(isShort('41', '1', 'forecast')).toBe(false);
  });
});
