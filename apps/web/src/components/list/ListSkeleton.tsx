import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';

/** Placeholder rows while a list's first page loads; announced as loading rather than read as empty boxes. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <Stack spacing={1} sx={{ p: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}
