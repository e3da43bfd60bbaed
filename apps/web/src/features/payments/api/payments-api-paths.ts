import { leagueApiPaths } from '../../../lib/api/league-api-paths';

const payments = leagueApiPaths.payments;

/** API paths of a league's Payments tab, under /api/{slug}/leagues/{leagueId}/payments. */
export const paymentsApiPaths = {
  payments,
  offline: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/offline`,
  adjustments: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/adjustments`,
  charges: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/charges`,
  refund: (slug: string, leagueId: string, entryId: string) => `${payments(slug, leagueId)}/${encodeURIComponent(entryId)}/refund`,
  settings: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/settings`,
  prices: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/prices`,
  addOns: (slug: string, leagueId: string) => `${payments(slug, leagueId)}/add-ons`,
  addOn: (slug: string, leagueId: string, productId: string) => `${payments(slug, leagueId)}/add-ons/${encodeURIComponent(productId)}`,
  chargeRemainder: (slug: string, leagueId: string, teamId: string) => `${payments(slug, leagueId)}/teams/${encodeURIComponent(teamId)}/charge-remainder`,
};
