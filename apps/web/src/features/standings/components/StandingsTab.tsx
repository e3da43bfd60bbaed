import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { League, Standings } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/list/EmptyState';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useStandings } from '../../../lib/api/use-standings';
import { RulesDialog } from './RulesDialog';
import { StandingsTable } from './StandingsTable';
import { useTieSentence } from '../../../lib/use-tie-sentence';

/** The league's Standings tab: the table, how each tie was broken, and the rules that make it. */
export function StandingsTab({ league }: { league: League }) {
  const { slug } = useCurrentClub();
  const standings = useStandings(slug, league.id);
  return <QueryBoundary query={standings}>{(loaded) => <LoadedStandings slug={slug} league={league} standings={loaded} />}</QueryBoundary>;
}

function LoadedStandings({ slug, league, standings: { rows, ties, rules } }: { slug: string; league: League; standings: Standings }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const sentence = useTieSentence(rows);
  const played = rows.some((row) => row.played > 0);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(
            { id: 'standings.summary' },
            { win: rules.points_for_win, draw: rules.points_for_draw, loss: rules.points_for_loss, games: rules.games_per_match },
          )}
        </Typography>
        <Button startIcon={<TuneRounded />} onClick={() => setEditing(true)} sx={{ displayPrint: 'none', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {intl.formatMessage({ id: 'standings.rules.open' })}
        </Button>
      </Stack>
      <Card variant="outlined">
        {played ? (
          <StandingsTable rows={rows} />
        ) : (
          <EmptyState
            icon={<LeaderboardOutlined />}
            title={intl.formatMessage({ id: 'standings.empty.title' })}
            description={intl.formatMessage({ id: 'standings.empty.description' })}
          />
        )}
      </Card>
      {played && ties.length > 0 ? (
        <Alert severity="info" variant="outlined" icon={false}>
          <Typography variant="subtitle2" gutterBottom>
            {intl.formatMessage({ id: 'standings.tie.heading' })}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {ties.map((note) => (
              <Typography component="li" variant="body2" key={note.team_ids.join('|')}>
                {sentence(note)}
              </Typography>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {editing ? <RulesDialog slug={slug} leagueId={league.id} rules={rules} open onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
