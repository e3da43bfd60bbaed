import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './use-auth';

describe('useAuth', () => {
  it('throws the spec §8 text outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(new Error('context must be use inside provider'));
  });
});
