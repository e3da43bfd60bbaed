import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { League, LeagueStatus } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useLabels } from '../../../lib/use-labels';
import { useNotify } from '../../../lib/notify';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useChangeLeagueStatus } from '../api/change-league-status';
import { useLeague } from '../../../lib/api/use-league';
import { ArchivedNotice } from '../components/league/ArchivedNotice';
import { LeagueActions } from '../components/league/LeagueActions';
import { LeagueLoadError } from '../components/league/LeagueLoadError';
import { LeagueSubtitle } from '../components/league/LeagueSubtitle';
import { LeagueTabPanel } from '../components/league/LeagueTabPanel';
import { LeagueTabs } from '../components/league/LeagueTabs';
import { leagueTabOf, type LeagueTab, type RenderLeagueTab } from '../components/league/league-tabs';
import { StatusChangeError } from '../components/league/StatusChangeError';
import { GRID_SPACING } from '@matchday/domain';

/** A league on one of its tabs; `renderTab` draws the tabs other features own (app/ composes them). */
export default function LeaguePage({ renderTab }: { renderTab: RenderLeagueTab }) {
  const intl = useIntl();
  const { slug } = useCurrentClub();
  const leagueId = useParams().leagueId ?? '';
  const { data: league, error, refetch } = useLeague(slug, leagueId);
  if (!league) {
    return (
      <Page title={intl.formatMessage({ id: 'leagues.page.loadingTitle' })}>
        {error ? <LeagueLoadError slug={slug} error={error} onRetry={() => void refetch()} /> : <Skeleton variant="rounded" height={420} />}
      </Page>
    );
  }
  // Keyed by league: a duplicate opens a new league, which must not inherit the last one's status error.
  return <LoadedLeaguePage key={league.id} slug={slug} league={league} renderTab={renderTab} />;
}

function LoadedLeaguePage({ slug, league, renderTab }: { slug: string; league: League; renderTab: RenderLeagueTab }) {
  const intl = useIntl();
  const label = useLabels();
  const notify = useNotify();
  const { club } = useCurrentClub();
  const timezone = club?.timezone ?? 'UTC';
  const [search, setSearch] = useSearchParams();
  const tab = leagueTabOf(search.get('tab'));
  const status = useChangeLeagueStatus(slug, league.id);

  // Another tab starts with its own list state: one tab's page, search and filters mean nothing to the next.
  const openTab = (next: LeagueTab) => {
    setSearch(next === 'overview' ? {} : { tab: next });
  };
  const changeStatus = (next: LeagueStatus) =>
    status.mutate(next, {
      onSuccess: (saved) => notify.success(intl.formatMessage({ id: 'leagues.status.changed' }, { status: label('league_status', saved.status) })),
    });

  return (
    <Page
      title={league.name}
      description={<LeagueSubtitle league={league} />}
      actions={<LeagueActions slug={slug} timezone={timezone} league={league} statusPending={status.isPending} onStatusChange={changeStatus} />}
    >
      <Stack spacing={GRID_SPACING}>
        <StatusChangeError error={status.error} onClose={status.reset} />
        {league.status === 'archived' && <ArchivedNotice />}
        <LeagueTabs league={league} tab={tab} onChange={openTab} />
        <LeagueTabPanel slug={slug} timezone={timezone} league={league} tab={tab} renderTab={renderTab} />
      </Stack>
    </Page>
  );
}
