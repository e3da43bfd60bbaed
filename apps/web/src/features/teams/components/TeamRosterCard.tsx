import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { League, Registration, Team } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '../../../lib/notify';
import { EmptyState } from '../../../components/list/EmptyState';
import { fullName } from '../../../lib/player-name';
import { useUpdateTeam } from '../api/use-team-mutations';
import { hasRoom, isLeagueEditable } from './capacity';
import { RegistrationDialog } from './RegistrationDialog';
import { RemoveRegistrationDialog } from './RemoveRegistrationDialog';
import { RosterCount } from './RosterCount';
import { RosterTable } from './RosterTable';

/** The team's roster with its actions: add a player, make captain, payment status, remove. */
export function TeamRosterCard({ slug, league, team }: { slug: string; league: League; team: Team }) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateTeam(slug, league.id, team.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Registration | null>(null);
  const editable = isLeagueEditable(league);
  const room = hasRoom({ roster_count: team.roster.length }, league);
  const blockedReason = !editable
    ? intl.formatMessage({ id: 'teams.archivedLeague' })
    : room
      ? null
      : intl.formatMessage({ id: 'teams.roster.fullExplanation' }, { max: league.roster_max });

  const toggleCaptain = (registration: Registration) => {
    const captain = registration.is_captain ? null : registration.player.id;
    update.mutate(
      // From the team as shown: a change since is refused (stale_version) and its notice says so; the page then shows the new team.
      { name: team.name, captain_player_id: captain, row_version: team.row_version },
      {
        onSuccess: () =>
          notify.success(
            captain
              ? intl.formatMessage({ id: 'teams.captain.set' }, { name: fullName(registration.player) })
              : intl.formatMessage({ id: 'teams.captain.cleared' }, { team: team.name }),
          ),
        onError: (failure) => notify.error(failure),
      },
    );
  };

  const addButton = (
    <Tooltip title={blockedReason ?? ''}>
      <span>
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} disabled={blockedReason !== null} onClick={() => setAdding(true)}>
          <FormattedMessage id="teams.roster.add" />
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="team-roster-title">
      <RegistrationDialog slug={slug} league={league} team={team} open={adding} onClose={() => setAdding(false)} />
      <RemoveRegistrationDialog slug={slug} league={league} registration={removing} team={team} onClose={() => setRemoving(null)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <div>
          <Typography id="team-roster-title" variant="h6" component="h2">
            <FormattedMessage id="teams.roster.title" />
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <RosterCount count={team.roster.length} league={league} />
            <Typography variant="body2" color={blockedReason ? 'warning.main' : 'text.secondary'}>
              · {blockedReason ?? intl.formatMessage({ id: 'teams.roster.limits' }, { min: league.roster_min, max: league.roster_max })}
            </Typography>
          </Stack>
        </div>
        {team.roster.length > 0 ? addButton : null}
      </Stack>
      <Divider />
      {team.roster.length === 0 ? (
        <EmptyState
          icon={<PeopleAltOutlined />}
          title={intl.formatMessage({ id: 'teams.roster.empty' })}
          description={intl.formatMessage({ id: 'teams.roster.emptyHint' })}
          action={addButton}
        />
      ) : (
        <RosterTable slug={slug} team={team} editable={editable} onToggleCaptain={toggleCaptain} captainPending={update.isPending} onRemove={setRemoving} />
      )}
    </Card>
  );
}
