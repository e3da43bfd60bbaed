import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('shows a calendar day MM-DD-YYYY without moving it to another timezone', () => {
    expect(formatDay('2026-03-01')).toBe('03-01-2026');
    expect(formatDay('2026-12-31')).toBe('12-31-2026');
  });
});
