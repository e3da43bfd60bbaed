import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';

/** Placeholder rows while the first page loads. */
export function LeaguesSkeleton() {
  const intl = useIntl();
  return (
    <Stack spacing={1} sx={{ p: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}
