import { DEFAULT_SPORT } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { LeagueForm } from '../components/form/LeagueForm';
import { newLeagueFormValues } from '../components/form/league-form-schema';
import { leaguePaths } from '../components/shared/league-paths';

export default function LeagueCreatePage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const initialValues = useMemo(() => newLeagueFormValues(club?.default_sport ?? DEFAULT_SPORT), [club?.default_sport]);
  return (
    <Page title={intl.formatMessage({ id: 'leagues.create.title' })} description={intl.formatMessage({ id: 'leagues.create.description' })}>
      <LeagueForm slug={slug} initialValues={initialValues} cancelPath={leaguePaths.list(slug)} />
    </Page>
  );
}
