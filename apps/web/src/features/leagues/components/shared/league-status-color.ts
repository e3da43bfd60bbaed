import type { LeagueStatus } from '@matchday/domain';

export type StatusChipColor = 'default' | 'primary' | 'info' | 'success' | 'warning';

/** Each lifecycle stage its own theme colour, so a list reads at a glance (and follows dark mode). */
export const LEAGUE_STATUS_COLORS: Record<LeagueStatus, StatusChipColor> = {
  draft: 'default',
  registration_open: 'success',
  registration_closed: 'warning',
  in_season: 'primary',
  completed: 'info',
  archived: 'default',
};
