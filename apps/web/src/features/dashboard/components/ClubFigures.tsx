import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Club, Dashboard } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { clubPagePath, routes } from '../../../lib/routes';
import { useDashboard } from '../api/use-dashboard';
import { ClosingSoon } from './ClosingSoon';
import { DashboardCard } from '../../../components/DashboardCard';
import { FigureTile } from './FigureTile';
import { LeaguesByStatus } from './LeaguesByStatus';
import { isPageOpen } from './page-open';
import { GRID_SPACING } from '@matchday/domain';

/** The club's figures: teams, players, free agents, locations, leagues by status and registrations closing soon. */
export function ClubFigures({ club }: { club: Club }) {
  const dashboard = useDashboard(club.slug);
  return (
    <QueryBoundary query={dashboard} loading={<FiguresSkeleton />}>
      {(data) => <Figures club={club} data={data} />}
    </QueryBoundary>
  );
}

function Figures({ club, data }: { club: Club; data: Dashboard }) {
  const intl = useIntl();
  const leaguesOpen = isPageOpen(club, 'leagues');
  const page = (name: 'players' | 'locations' | 'leagues') => clubPagePath(club.slug, name);
  const tiles = [
    { key: 'teams', icon: <Groups2Outlined />, label: intl.formatMessage({ id: 'dashboard.figures.teams' }), value: data.teams },
    {
      key: 'players',
      icon: <PeopleOutlineRounded />,
      label: intl.formatMessage({ id: 'dashboard.figures.players' }),
      value: data.players,
      to: page('players'),
    },
    { key: 'free-agents', icon: <PersonAddAltOutlined />, label: intl.formatMessage({ id: 'dashboard.figures.freeAgents' }), value: data.free_agents_waiting },
    {
      key: 'locations',
      icon: <PlaceOutlined />,
      label: intl.formatMessage({ id: 'dashboard.figures.locations' }),
      value: data.locations,
      to: page('locations'),
    },
  ];

  return (
    <Grid container spacing={GRID_SPACING}>
      {tiles.map(({ key, ...tile }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <FigureTile {...tile} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 5 }}>
        <DashboardCard
          icon={<EmojiEventsOutlined fontSize="small" />}
          title={intl.formatMessage({ id: 'dashboard.figures.leagues' })}
          action={
            <Typography
              variant="h6"
              component="p"
              fontWeight={700}
              aria-label={intl.formatMessage({ id: 'dashboard.figures.leaguesTotal' }, { count: data.leagues_total })}
            >
              {data.leagues_total}
            </Typography>
          }
        >
          <LeaguesByStatus counts={data.leagues_by_status} statusPath={leaguesOpen ? (status) => `${page('leagues')}?status=${status}` : null} />
        </DashboardCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <DashboardCard icon={<EventBusyOutlined fontSize="small" />} title={intl.formatMessage({ id: 'dashboard.closing.title' })}>
          <ClosingSoon leagues={data.closing_soon} leaguePath={leaguesOpen ? (id) => routes.league(club.slug, id) : null} />
        </DashboardCard>
      </Grid>
    </Grid>
  );
}

function FiguresSkeleton() {
  return (
    <Grid container spacing={GRID_SPACING} aria-hidden>
      {[0, 1, 2, 3].map((tile) => (
        <Grid key={tile} size={{ xs: 6, md: 3 }}>
          <Skeleton variant="rounded" height={84} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={300} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={300} />
      </Grid>
    </Grid>
  );
}
