import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInClub } from '../../../testing/render-in-club';
import { ProfileSection } from './ProfileSection';

vi.mock('../../../lib/auth/use-auth', () => ({
  useAuth: () => ({ user: { id: 'u1', name: 'Ana Admin', email: 'ana@example.com', roles: [] }, logout: vi.fn() }),
}));

describe('ProfileSection: the profile chip', () => {
  afterEach(cleanup);

  it('has an accessible name that starts with the initials it shows (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
    renderInClub(<ProfileSection />);
    const chip = screen.getByRole('button', { name: 'AA: account menu of Ana Admin' });
    expect(chip.textContent).toBe('AA');
  });
});
