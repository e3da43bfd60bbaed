import { Navigate, useParams } from 'react-router';
import { paths } from '../lib/paths';

/** Path segments of a league's breadcrumb trail that name one of its tabs. */
export const LEAGUE_TABS_IN_PATH = ['teams', 'players', 'free-agents'] as const;
export type LeagueTabInPath = (typeof LEAGUE_TABS_IN_PATH)[number];

/** /leagues/{id}/teams and the like are breadcrumb links: open the league on that tab. */
export function LeagueTabRedirect({ tab }: { tab: LeagueTabInPath }) {
  const { slug = '', leagueId = '' } = useParams();
  return <Navigate to={`${paths.club(slug, `leagues/${encodeURIComponent(leagueId)}`)}?tab=${tab}`} replace />;
}
