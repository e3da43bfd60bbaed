import type { Club, MyClub } from '@matchday/domain';
import type { ClubRow } from './club-row.js';
import { logoUrl } from './logo.js';

export const toClub = (row: ClubRow): Club => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  timezone: row.timezone,
  connect: row.connect,
  stripe_connect: { onboarding_done: row.stripeOnboardingDone },
  contact_email: row.contactEmail,
  address: row.address,
  default_sport: row.defaultSport,
  logo_url: logoUrl(row.slug, row.logoEtag),
  updated_at: row.updatedAt.toISOString(),
  row_version: row.rowVersion,
});

export const toMyClub = (row: ClubRow): MyClub => ({
  slug: row.slug,
  name: row.name,
  timezone: row.timezone,
  logo_url: logoUrl(row.slug, row.logoEtag),
});
