import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useLeague } from '../../../lib/api/use-league';
import { LeagueForm } from '../components/form/LeagueForm';
import { leagueFormValues } from '../components/form/league-form-schema';
import { ArchivedNotice } from '../components/league/ArchivedNotice';
import { LeagueLoadError } from '../components/league/LeagueLoadError';
import { leaguePaths } from '../components/shared/league-paths';

export default function LeagueEditPage() {
  const intl = useIntl();
  const { slug } = useCurrentClub();
  const leagueId = useParams().leagueId ?? '';
  const { data: league, error, refetch } = useLeague(slug, leagueId);
  const title = league ? intl.formatMessage({ id: 'leagues.edit.title' }, { name: league.name }) : intl.formatMessage({ id: 'leagues.edit.loadingTitle' });

  const content = () => {
    if (!league) return error ? <LeagueLoadError slug={slug} error={error} onRetry={() => void refetch()} /> : <Skeleton variant="rounded" height={640} />;
    if (league.status === 'archived') return <ArchivedNotice />;
    // The form takes its starting values once (a background refetch must not reset what is being typed); a key per league starts it afresh.
    return <LeagueForm key={league.id} slug={slug} league={league} initialValues={leagueFormValues(league)} cancelPath={leaguePaths.league(slug, league.id)} />;
  };

  return <Page title={title}>{content()}</Page>;
}
