import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isLeagueEditable, type League, type LeagueStatus } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { leaguePaths } from '../shared/league-paths';
import { DeleteLeagueDialog } from './DeleteLeagueDialog';
import { DuplicateLeagueDialog } from './DuplicateLeagueDialog';
import { LeagueMoreMenu } from './LeagueMoreMenu';
import { LeagueStatusMenu } from './LeagueStatusMenu';

interface LeagueActionsProps {
  slug: string;
  timezone: string;
  league: League;
  statusPending: boolean;
  onStatusChange: (status: LeagueStatus) => void;
}

type OpenDialog = 'duplicate' | 'delete' | null;

/** The league page's actions: Edit (not once archived), Change status, and Duplicate / Delete (drafts only). */
export function LeagueActions({ slug, timezone, league, statusPending, onStatusChange }: LeagueActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      {isLeagueEditable(league.status) && (
        <Button variant="contained" startIcon={<EditOutlined />} component={RouterLink} to={leaguePaths.edit(slug, league.id)}>
          <FormattedMessage id="leagues.page.edit" />
        </Button>
      )}
      <LeagueStatusMenu league={league} timezone={timezone} pending={statusPending} onChange={onStatusChange} />
      <LeagueMoreMenu canDelete={league.status === 'draft'} onDuplicate={() => setDialog('duplicate')} onDelete={() => setDialog('delete')} />
      <DuplicateLeagueDialog slug={slug} league={league} open={dialog === 'duplicate'} onClose={close} />
      {league.status === 'draft' && <DeleteLeagueDialog slug={slug} league={league} open={dialog === 'delete'} onClose={close} />}
    </Stack>
  );
}
