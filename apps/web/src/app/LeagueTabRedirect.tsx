import { Navigate, useParams } from 'react-router';
import { recordPaths, type LeagueTabInPath } from '../lib/record-paths';

/** /leagues/{id}/teams and the like are breadcrumb links: open the league on that tab. */
export function LeagueTabRedirect({ tab }: { tab: LeagueTabInPath }) {
  const { slug = '', leagueId = '' } = useParams();
  return <Navigate to={recordPaths.league(slug, leagueId, tab)} replace />;
}
