import { leagueApiPaths } from '../../../lib/api/league-api-paths';

const payments = leagueApiPaths.payments;

/** API paths of a league's Payments tab, under /api/{slug}/leagues/{leagueId}/payments. */
export const paymentsApiPaths = {
  payments,
  offline: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/offline`,
  adjustments: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/adjustments`,
  refund: (slug: string, leagueId: string, entryId: string) => `${payments(slug, leagueId)}/${encodeURIComponent(entryId)}/refund`,
  settings: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/settings`,
  chargeRemainder: (slug: string, leagueId: string, teamId: string) => `${payments(slug, leagueId)}/teams/${encodeURIComponent(teamId)}/charge-remainder`,
};
