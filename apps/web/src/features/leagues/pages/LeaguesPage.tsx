import AddRounded from '@mui/icons-material/AddRounded';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/Page';
import { clubPagePath } from '../../../lib/routes';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { ExportLeaguesButton } from '../components/list/ExportLeaguesButton';
import { LeaguesList } from '../components/list/LeaguesList';
import { useLeagueListQuery } from '../components/list/use-league-list-query';
import { leaguePaths } from '../components/shared/league-paths';

export default function LeaguesPage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const [query, setQuery] = useLeagueListQuery();
  const timezone = club?.timezone ?? 'UTC';
  return (
    <Page
      title={intl.formatMessage({ id: 'menu.leagues' })}
      description={intl.formatMessage({ id: 'leagues.list.description' })}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<PeopleAltOutlined />} component={RouterLink} to={clubPagePath(slug, 'players')}>
            <FormattedMessage id="leagues.list.players" />
          </Button>
          <ExportLeaguesButton slug={slug} timezone={timezone} query={query} />
          <Button variant="contained" startIcon={<AddRounded />} component={RouterLink} to={leaguePaths.create(slug)}>
            <FormattedMessage id="leagues.list.newLeague" />
          </Button>
        </Box>
      }
    >
      <LeaguesList slug={slug} timezone={timezone} query={query} onChange={setQuery} />
    </Page>
  );
}
