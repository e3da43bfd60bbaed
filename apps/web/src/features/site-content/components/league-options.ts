import type { LeagueSummary } from '@matchday/domain';

/** A league as the pickers list it: its name and season. */
export const leagueLabel = (league: Pick<LeagueSummary, 'name' | 'season'>): string => (league.season ? `${league.name} · ${league.season}` : league.name);
