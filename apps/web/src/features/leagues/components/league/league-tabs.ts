import type { League } from '@matchday/domain';
import type { ReactNode } from 'react';
import { LEAGUE_TABS_IN_PATH } from '../../../../lib/record-paths';

/** The league page's tabs, as the ?tab= value; the breadcrumb's teams, players and free-agents segments open theirs. */
export const LEAGUE_TABS = ['overview', ...LEAGUE_TABS_IN_PATH, 'schedule', 'standings', 'playoffs', 'payments', 'history'] as const;
export type LeagueTab = (typeof LEAGUE_TABS)[number];

/** The tab a ?tab= value names; overview when it names none. */
export const leagueTabOf = (value: string | null): LeagueTab => LEAGUE_TABS.find((tab) => tab === value) ?? 'overview';

/** The tabs whose content other features own (teams, schedule, standings, playoffs, payments): app/ composes them into the page. */
export type FeatureLeagueTab = Exclude<LeagueTab, 'overview' | 'history'>;
export type RenderLeagueTab = (tab: FeatureLeagueTab, league: League) => ReactNode;
