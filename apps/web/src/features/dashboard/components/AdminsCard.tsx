import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage } from 'react-intl';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { initials } from '../../../lib/initials';
import { useClubAdmins } from '../api/get-club-admins';

/** Who runs the club in Matchday. */
export function AdminsCard({ slug }: { slug: string }) {
  const admins = useClubAdmins(slug);
  return (
    <QueryBoundary
      query={admins}
      loading={<Skeleton variant="rounded" height={96} />}
      isEmpty={(list) => list.length === 0}
      empty={<FormattedMessage id="dashboard.admins.none" />}
    >
      {(list) => (
        <List disablePadding dense>
          {list.map((admin) => (
            <ListItem key={admin.id} disableGutters>
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>{initials(admin.name)}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={admin.name}
                secondary={admin.email}
                slotProps={{ primary: { fontWeight: 600, noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryBoundary>
  );
}
