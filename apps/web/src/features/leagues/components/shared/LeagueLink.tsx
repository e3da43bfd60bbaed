import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { leaguePaths } from './league-paths';

/** A link to a league's page. */
export function LeagueLink({ slug, leagueId, children }: { slug: string; leagueId: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={leaguePaths.league(slug, leagueId)} underline="hover" fontWeight={600}>
      {children}
    </Link>
  );
}
