import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Riverside Athletic League')).toBe('RL');
    expect(initials('  thames   valley ')).toBe('TV');
  });

  it('takes one letter of a single word and nothing of an empty name', () => {
    expect(initials('Lakeside')).toBe('L');
    expect(initials('')).toBe('');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(initials('𝔸lpha Club')).toBe('𝔸C');
  });
});
