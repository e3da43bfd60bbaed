import { STORAGE_KEYS } from '@matchday/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendRegisteredUser, readStoredUser, writeStoredUser } from './session-storage';

const user = { id: '01JD3Q7M8X4Y5Z6A7B8C9D0E1F', email: 'a@example.com', name: 'A B', first_name: 'A', last_name: 'B', roles: [] };

beforeEach(() => localStorage.clear());

describe('session storage (spec §3, §7)', () => {
  it("keeps the signed-in user under 'user'", async () => {
    writeStoredUser({ ...user, accessToken: 't' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: 'a@example.com', accessToken: 't' });
    expect((await readStoredUser())?.accessToken).toBe('t');
    writeStoredUser(null);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ignores a stored user that is not valid, or none', async () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"email":"x"}');
    expect(await readStoredUser()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(await readStoredUser()).toBeNull();
    localStorage.removeItem(STORAGE_KEYS.user);
    expect(await readStoredUser()).toBeNull();
  });

  it("appends registered accounts to 'users' without any password", async () => {
    await appendRegisteredUser(user);
    await appendRegisteredUser({ ...user, email: 'c@example.com' });
    const stored = JSON.parse(localStorage.getItem('users')!) as Record<string, unknown>[];
    expect(stored.map((entry) => entry.email)).toEqual(['a@example.com', 'c@example.com']);
    expect(JSON.stringify(stored)).not.toMatch(/password/i);
  });
});
