import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars.js';

describe('dollars', () => {
  it('reads typed dollars as integer cents, without float error', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('$1,200.5')).toBe(120050);
    expect(dollarsToCents(' 450 ')).toBe(45000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.999', '-5', '1,20']) expect(dollarsToCents(text)).toBeNull();
  });

  it('writes cents as the text a field starts with', () => {
    expect(centsToDollars(45000)).toBe('450.00');
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(5)).toBe('0.05');
  });
});
