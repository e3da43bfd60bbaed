import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardCard } from '../../../../../components/DashboardCard';
import { DetailRow } from '../../../../../components/DetailRow';
import { LeagueLink } from '../../shared/LeagueLink';

/** The description, where the league was copied from, and when it was created and last changed. */
export function AboutCard({ slug, timezone, league }: { slug: string; timezone: string; league: League }) {
  const intl = useIntl();
  return (
    <DashboardCard icon={<InfoOutlined fontSize="small" />} title={intl.formatMessage({ id: 'leagues.overview.about' })}>
      <Stack spacing={1.25}>
        <Typography variant="body2" color={league.description ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {league.description ?? <FormattedMessage id="leagues.overview.noDescription" />}
        </Typography>
        {league.duplicated_from && (
          <DetailRow
            label={<FormattedMessage id="leagues.overview.duplicatedFrom" />}
            value={
              <LeagueLink slug={slug} leagueId={league.duplicated_from.id}>
                {league.duplicated_from.name}
              </LeagueLink>
            }
          />
        )}
        <DetailRow label={<FormattedMessage id="leagues.overview.created" />} value={formatDate(league.created_at, timezone)} />
        <DetailRow label={<FormattedMessage id="leagues.overview.updated" />} value={formatDate(league.updated_at, timezone)} />
      </Stack>
    </DashboardCard>
  );
}
