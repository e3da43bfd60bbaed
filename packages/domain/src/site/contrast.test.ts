import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance, TEXT_ON_COLOR } from './contrast.js';

describe('contrastRatio (WCAG 2.2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
  });

  it('matches published ratios, in either order', () => {
    // WebAIM's contrast checker: #777777 on white is 4.47:1 (fails AA), #767676 is 4.54:1 (the lightest grey that passes).
    expect(contrastRatio('#777777', TEXT_ON_COLOR)).toBe(4.47);
    expect(contrastRatio(TEXT_ON_COLOR, '#767676')).toBe(4.54);
    expect(contrastRatio('#ffff00', TEXT_ON_COLOR)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#1d4ed8', TEXT_ON_COLOR)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
