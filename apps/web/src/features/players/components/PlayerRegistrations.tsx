import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { formatDate, formatMoney, type PlayerRegistration } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLabels } from '../../../lib/use-labels';
import { AnswersList } from '../../../components/AnswersList';
import { EmptyState } from '../../../components/list/EmptyState';
import { recordPaths } from '../../../lib/record-paths';

interface PlayerRegistrationsProps {
  slug: string;
  timezone: string;
  registrations: readonly PlayerRegistration[];
}

/** Every league the player is registered in: the team (or free agent), captaincy, payment status and what is owed (and the league's Payments tab), answers. */
export function PlayerRegistrations({ slug, timezone, registrations }: PlayerRegistrationsProps) {
  const intl = useIntl();
  return (
    <Card variant="outlined" component="section" aria-labelledby="player-registrations-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="player-registrations-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="players.registrations.title" />
        </Typography>
        {registrations.length === 0 ? (
          <EmptyState
            icon={<EmojiEventsOutlined />}
            title={intl.formatMessage({ id: 'players.registrations.empty' })}
            description={intl.formatMessage({ id: 'players.registrations.emptyHint' })}
          />
        ) : (
          <Stack divider={<Divider flexItem />} spacing={2}>
            {registrations.map((registration) => (
              <RegistrationEntry key={registration.id} slug={slug} timezone={timezone} registration={registration} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function RegistrationEntry({ slug, timezone, registration }: { slug: string; timezone: string; registration: PlayerRegistration }) {
  const intl = useIntl();
  const label = useLabels();
  const { league, team } = registration;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={recordPaths.league(slug, league.id)} underline="hover" variant="subtitle1" fontWeight={600}>
            {league.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {league.season} · {label('league_status', league.status)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
          {registration.is_captain ? (
            <Chip size="small" color="primary" variant="outlined" icon={<StarRounded />} label={<FormattedMessage id="players.registrations.captain" />} />
          ) : null}
          <Chip size="small" variant="outlined" label={label('payment_status', registration.payment_status)} />
          {registration.balance_cents > 0 ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={<FormattedMessage id="players.registrations.owes" values={{ amount: formatMoney(registration.balance_cents) }} />}
            />
          ) : null}
          <Link
            component={RouterLink}
            to={recordPaths.leaguePayments(slug, league.id)}
            variant="body2"
            aria-label={intl.formatMessage({ id: 'players.registrations.paymentsLinkLabel' }, { league: league.name })}
          >
            <FormattedMessage id="players.registrations.paymentsLink" />
          </Link>
        </Stack>
      </Stack>
      <Typography variant="body2">
        {team ? (
          <FormattedMessage
            id="players.registrations.onTeam"
            values={{
              team: (
                <Link key="team" component={RouterLink} to={recordPaths.team(slug, league.id, team.id)}>
                  {team.name}
                </Link>
              ),
            }}
          />
        ) : (
          <Link component={RouterLink} to={recordPaths.freeAgent(slug, league.id, registration.id)}>
            <FormattedMessage id="players.registrations.freeAgent" />
          </Link>
        )}
        {' · '}
        <FormattedMessage id="players.registrations.registeredOn" values={{ date: formatDate(registration.created_at, timezone) }} />
      </Typography>
      <AnswersList answers={registration.answers} dense />
    </Stack>
  );
}
