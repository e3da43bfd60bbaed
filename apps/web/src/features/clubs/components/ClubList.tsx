import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useMyClubs } from '../api/get-my-clubs';
import { ClubCard } from './ClubCard';

const cell = { xs: 12, sm: 6 } as const;

/** The signed-in user's clubs as cards, with loading, failure and empty states. */
export function ClubList() {
  const { data: clubs, error, isPending, refetch } = useMyClubs();
  if (isPending) {
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={cell}>
            <Skeleton variant="rounded" height={92} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (error) {
    return (
      <>
        <FormErrorAlert error={error} />
        <Button onClick={() => void refetch()} sx={{ mt: 2 }}>
          <FormattedMessage id="common.retry" />
        </Button>
      </>
    );
  }
  if (clubs.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        <FormattedMessage id="clubs.choose.empty" />
      </Alert>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {clubs.map((club) => (
        <Grid key={club.slug} size={cell} component="li">
          <ClubCard club={club} />
        </Grid>
      ))}
    </Grid>
  );
}
