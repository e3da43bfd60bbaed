import { describe, expect, it } from 'vitest';
import { applicationFeeCents, feeBpsFor } from './application-fee.js';

describe('applicationFeeCents', () => {
  it('takes basis points of the amount', () => {
    expect(applicationFeeCents(9_500, 0)).toBe(0);
    expect(applicationFeeCents(9_500, 210)).toBe(200); // 2.1% of $95.00 = $1.995 → $2.00
    expect(applicationFeeCents(10_000, 250)).toBe(250);
    expect(applicationFeeCents(9_500, 10_000)).toBe(9_500);
  });

  it('rounds half up to the cent', () => {
    expect(applicationFeeCents(50, 100)).toBe(1); // 0.5 → 1
    expect(applicationFeeCents(149, 100)).toBe(1); // 1.49 → 1
    expect(applicationFeeCents(150, 100)).toBe(2); // 1.5 → 2
    expect(applicationFeeCents(1, 4_999)).toBe(0); // 0.4999 → 0
    expect(applicationFeeCents(1, 5_000)).toBe(1); // 0.5 → 1
  });

  it('is exact on large amounts where floats would drift', () => {
    expect(applicationFeeCents(123_456_789, 290)).toBe(3_580_247); // 3,580,246.881 → 3,580,247
  });

  it('refuses fractional cents and rates out of range', () => {
    expect(() => applicationFeeCents(10.5, 100)).toThrow(RangeError);
    expect(() => applicationFeeCents(-1, 100)).toThrow(RangeError);
    expect(() => applicationFeeCents(100, 10_001)).toThrow(RangeError);
    expect(() => applicationFeeCents(100, 1.5)).toThrow(RangeError);
  });
});

describe('feeBpsFor', () => {
  it("takes the club's own rate, else the platform's", () => {
    expect(feeBpsFor(null, 150)).toBe(150);
    expect(feeBpsFor(undefined, 150)).toBe(150);
    expect(feeBpsFor(0, 150)).toBe(0);
    expect(feeBpsFor(300, 150)).toBe(300);
  });
});
