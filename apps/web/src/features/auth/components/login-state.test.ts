import { describe, expect, it } from 'vitest';
import { readLoginState } from './login-state';

describe('readLoginState', () => {
  it('reads what other screens pass to the login screen', () => {
    expect(readLoginState({ email: 'admin@example.com', registered: true })).toEqual({ email: 'admin@example.com', registered: true });
    expect(readLoginState({ noClub: true })).toEqual({ noClub: true });
  });

  it('ignores anything else in the history state', () => {
    expect(readLoginState(null)).toEqual({});
    expect(readLoginState({ email: 42 })).toEqual({});
  });
});
