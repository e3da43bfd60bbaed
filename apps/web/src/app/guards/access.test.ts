import type { LoggedInUser } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../menu/menu-items';
import { resolveMenu } from '../../menu/resolve-menu';
import { guestRedirect, loginStateFor, returnPathIn, signedInDestination } from '../../lib/auth/access';
import { mainLayoutRedirect, menuRedirect } from './club-access';

const user = (...slugs: string[]): LoggedInUser => ({
  id: '01JD3Q7M8X4Y5Z6A7B8C9D0E1F',
  email: 'a@example.com',
  name: 'A B',
  first_name: 'A',
  last_name: 'B',
  roles: slugs.map((club_slug) => ({ role: 'league_admin' as const, club_slug })),
  accessToken: 'token',
});
const signedIn = (...slugs: string[]) => ({ isLoggedIn: true, user: user(...slugs) });
const signedOut = { isLoggedIn: false, user: null };

describe('guards (spec §4, §6)', () => {
  it('sends visitors of the main layout to /login', () => {
    expect(mainLayoutRedirect(signedOut, 'club2')).toBe('/login');
    expect(mainLayoutRedirect(signedOut, undefined)).toBe('/login');
  });

  it('shows the 401 page on a club the user does not administer', () => {
    expect(mainLayoutRedirect(signedIn('club2'), 'club1')).toBe('/401');
    expect(mainLayoutRedirect(signedIn(), 'club2')).toBe('/401');
    expect(mainLayoutRedirect(signedIn('club2'), 'club2')).toBeNull();
    expect(mainLayoutRedirect(signedIn('club1', 'club2', 'club3'), 'club3')).toBeNull();
    expect(mainLayoutRedirect(signedIn('club2'), undefined)).toBeNull();
  });

  it('sends a signed-in user away from guest pages by role count', () => {
    expect(guestRedirect(signedOut)).toBeNull();
    expect(guestRedirect(signedIn())).toBeNull();
    expect(guestRedirect(signedIn('club2'))).toBe('/club/club2/leagues');
    expect(guestRedirect(signedIn('club1', 'club2'))).toBe('/choose-club');
  });

  it('brings a user who signs in back to the club page they were sent away from, when they administer that club', () => {
    const page = '/club/club2/locations/01JD3Q7M8X4Y5Z6A7B8C9D0E1F?tab=areas';
    expect(signedInDestination(user('club1', 'club2').roles, page)).toBe(page);
    expect(signedInDestination(user('club2').roles, '/club/club2')).toBe('/club/club2');
    expect(guestRedirect(signedIn('club1', 'club2'), page)).toBe(page);
    // Another club's page, a look-alike slug or a page outside the clubs: the landing by role count.
    expect(signedInDestination(user('club1', 'club2').roles, '/club/club4/dashboard')).toBe('/choose-club');
    expect(signedInDestination(user('club2').roles, '/club/club22/dashboard')).toBe('/club/club2/leagues');
    expect(signedInDestination(user('club2').roles, '//evil.example/club/club2')).toBe('/club/club2/leagues');
    expect(signedInDestination(user('club2').roles, undefined)).toBe('/club/club2/leagues');
    expect(signedInDestination(user().roles, '/club/club2/dashboard')).toBe('/login');
    expect(returnPathIn(loginStateFor(false, { pathname: '/club/club2/history', search: '?type=game' }))).toBe('/club/club2/history?type=game');
    // Signing out yourself forgets the page: the next sign-in lands by role count.
    expect(returnPathIn(loginStateFor(true, { pathname: '/club/club2/profile', search: '' }))).toBeUndefined();
    expect(returnPathIn({ from: 42 })).toBeUndefined();
    expect(returnPathIn(null)).toBeUndefined();
  });

  it('treats a page whose menu item is hidden for the club as missing', () => {
    const plain = resolveMenu(menuItems, 'club2', { connect: false, stripe_connect: { onboarding_done: false } });
    const connect = resolveMenu(menuItems, 'club3', { connect: true, stripe_connect: { onboarding_done: false } });
    expect(menuRedirect(plain, '/club/club2/connect-integration', 'club2')).toBe('/404');
    expect(menuRedirect(connect, '/club/club3/connect-integration', 'club3')).toBeNull();
    expect(menuRedirect(plain, '/club/club2/settings', 'club2')).toBeNull();
  });

  it('closes a page whose menu item is disabled and opens the dashboard instead (spec §4 connect flag)', () => {
    const pending = resolveMenu(menuItems, 'club3', { connect: true, stripe_connect: { onboarding_done: false } });
    const onboarded = resolveMenu(menuItems, 'club1', { connect: true, stripe_connect: { onboarding_done: true } });
    expect(menuRedirect(pending, '/club/club3/leagues', 'club3')).toBe('/club/club3/dashboard');
    expect(menuRedirect(onboarded, '/club/club1/leagues', 'club1')).toBeNull();
  });

  it('closes the pages below a disabled item too (a league, its team)', () => {
    const pending = resolveMenu(menuItems, 'club3', { connect: true, stripe_connect: { onboarding_done: false } });
    const league = '/club/club3/leagues/01JD3Q7M8X4Y5Z6A7B8C9D0E1F';
    expect(menuRedirect(pending, league, 'club3')).toBe('/club/club3/dashboard');
    expect(menuRedirect(pending, `${league}/teams/01JD3Q7M8X4Y5Z6A7B8C9D0E1G`, 'club3')).toBe('/club/club3/dashboard');
    expect(menuRedirect(pending, '/club/club3/leagues-archive', 'club3')).toBeNull();
  });
});
