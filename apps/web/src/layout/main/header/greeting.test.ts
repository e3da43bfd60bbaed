import { describe, expect, it } from 'vitest';
import { greetingId } from './greeting';

describe('greeting', () => {
  it('follows the hour of the day', () => {
    expect([0, 11, 12, 17, 18, 23].map(greetingId)).toEqual([
      'layout.greeting_morning',
      'layout.greeting_morning',
      'layout.greeting_afternoon',
      'layout.greeting_afternoon',
      'layout.greeting_evening',
      'layout.greeting_evening',
    ]);
  });
});
