import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors } from './apply-server-errors';

type Values = { email: string; password: string };

describe('applyServerFieldErrors', () => {
  it('sets the first message of each known field and focuses only the first', () => {
    const setError = vi.fn();
    const applied = applyServerFieldErrors<Values>({ email: ['Already registered', 'second'], password: ['Too common'] }, setError, ['email', 'password']);
    expect(applied).toBe(true);
    expect(setError).toHaveBeenNthCalledWith(1, 'email', { type: 'server', message: 'Already registered' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'password', { type: 'server', message: 'Too common' }, { shouldFocus: false });
  });

  it('ignores fields the form does not show and reports that nothing was applied', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Values>({ id: ['Taken'] }, setError, ['email', 'password'])).toBe(false);
    expect(applyServerFieldErrors<Values>(undefined, setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts an API field’s error on the form field that shows it under another name', () => {
    const setError = vi.fn();
    type Amounts = { amount: string; note: string };
    const errors = { amount_cents: ['At most $100.00'], note: ['Too long'] };
    expect(applyServerFieldErrors<Amounts>(errors, setError, ['amount', 'note'], { amount_cents: 'amount' })).toBe(true);
    expect(setError).toHaveBeenNthCalledWith(1, 'amount', { type: 'server', message: 'At most $100.00' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'note', { type: 'server', message: 'Too long' }, { shouldFocus: false });
  });
});
