import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LEAGUE_STATUSES, type Dashboard, type LeagueStatus } from '@matchday/domain';
import { Link as RouterLink } from 'react-router';
import { useLabels } from '../../../lib/use-labels';

interface LeaguesByStatusProps {
  counts: Dashboard['leagues_by_status'];
  /** The leagues list filtered on a status, or null while the leagues pages are closed. */
  statusPath: ((status: LeagueStatus) => string) | null;
}

/** How many leagues the club has at each step of the lifecycle; each opens the list filtered on it. */
export function LeaguesByStatus({ counts, statusPath }: LeaguesByStatusProps) {
  const label = useLabels();
  return (
    <List dense disablePadding>
      {LEAGUE_STATUSES.map((status) => {
        const count = counts[status] ?? 0;
        const text = (
          <>
            <ListItemText primary={label('league_status', status)} slotProps={{ primary: { color: count > 0 ? 'text.primary' : 'text.secondary' } }} />
            <Typography variant="body2" fontWeight={700} color={count > 0 ? 'text.primary' : 'text.disabled'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {count}
            </Typography>
          </>
        );
        return statusPath ? (
          <ListItem key={status} disablePadding>
            <ListItemButton component={RouterLink} to={statusPath(status)} sx={{ borderRadius: 1.5 }}>
              {text}
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={status}>{text}</ListItem>
        );
      })}
    </List>
  );
}
