import type { LeagueStatus } from '../league-status.js';
import type { PublicRegistrationState } from '../schemas/site-public.js';

/** The statuses a visitor may see: a draft is not ready, an archived league is gone (both the same 404 as an unknown league). */
export const PUBLIC_LEAGUE_STATUSES = ['registration_open', 'registration_closed', 'in_season', 'completed'] as const satisfies readonly LeagueStatus[];

export const isPublicLeagueStatus = (status: LeagueStatus): boolean => (PUBLIC_LEAGUE_STATUSES as readonly LeagueStatus[]).includes(status);

/** What decides whether a league takes registrations: its status and its window (club dates, YYYY-MM-DD, both days included). */
export interface RegistrationWindow {
  status: LeagueStatus;
  opens_on: string;
  closes_on: string;
}

/**
 * Where registration stands on `today` (the club's date): open while the league is in registration_open and today is
 * inside the window; upcoming before the window; closed otherwise (another status, or the window is over). The public
 * pages show it and the registration flow refuses on it, so they never disagree.
 */
export function registrationState(window: RegistrationWindow, today: string): PublicRegistrationState {
  if (window.status !== 'registration_open' || today > window.closes_on) return 'closed';
  return today < window.opens_on ? 'upcoming' : 'open';
}

export const isRegistrationOpen = (window: RegistrationWindow, today: string): boolean => registrationState(window, today) === 'open';
