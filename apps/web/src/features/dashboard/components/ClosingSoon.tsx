import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLOSING_SOON_DAYS, formatDay, type Dashboard } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

interface ClosingSoonProps {
  leagues: Dashboard['closing_soon'];
  /** A league's page, or null while the leagues pages are closed. */
  leaguePath: ((id: string) => string) | null;
}

/** Leagues whose registration closes within the week, soonest first, with how full they are. */
export function ClosingSoon({ leagues, leaguePath }: ClosingSoonProps) {
  if (leagues.length === 0) {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ color: 'text.secondary', py: 1 }}>
        <EventAvailableOutlined />
        <Typography variant="body2">
          <FormattedMessage id="dashboard.closing.empty" values={{ days: CLOSING_SOON_DAYS }} />
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {leagues.map((league) => {
        const full = league.team_capacity > 0 ? Math.min(100, (league.teams_count / league.team_capacity) * 100) : 0;
        return (
          <Stack component="li" key={league.id} spacing={0.75}>
            <Stack direction="row" spacing={2} justifyContent="space-between" alignItems="baseline">
              {leaguePath ? (
                <Link component={RouterLink} to={leaguePath(league.id)} fontWeight={600} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                  {league.name}
                </Link>
              ) : (
                <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                  {league.name}
                </Typography>
              )}
              <Typography variant="body2" fontWeight={600} color={league.days_left <= 1 ? 'warning.main' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
                <FormattedMessage id="dashboard.closing.daysLeft" values={{ days: league.days_left }} />
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage
                id="dashboard.closing.details"
                values={{ date: formatDay(league.registration_closes_on), teams: league.teams_count, capacity: league.team_capacity }}
              />
            </Typography>
            <LinearProgress
              variant="determinate"
              value={full}
              color={full >= 100 ? 'success' : 'primary'}
              aria-label={league.name}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
