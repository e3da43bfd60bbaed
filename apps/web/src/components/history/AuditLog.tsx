import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { useCurrentClub } from '../../lib/club/use-current-club';
import { useAuditLog, type AuditFilters } from '../../lib/api/use-audit-log';
import { AuditEntryItem } from './AuditEntryItem';
import { useChangeWords } from './use-change-words';

interface AuditLogProps {
  filters: AuditFilters;
  /** Name and link each entry's record (the club log); a record's own History leaves it out. */
  showEntity: boolean;
  /** What an empty log says. */
  emptyText: string;
}

/** Entries of the club's change log for the filters, newest first, with "Load more". */
export function AuditLog({ filters, showEntity, emptyText }: AuditLogProps) {
  const { slug, club } = useCurrentClub();
  const words = useChangeWords();
  const log = useAuditLog(slug, filters);

  // A failed "Load more" keeps the entries already shown; only a failed first page replaces them.
  if (log.error && !log.data) return <FormErrorAlert error={log.error} />;
  if (!log.data || !club) {
    return (
      <Stack spacing={1.5} aria-hidden>
        {[0, 1, 2].map((row) => (
          <Stack key={row} direction="row" spacing={1.5}>
            <Skeleton variant="circular" width={32} height={32} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }

  const entries = log.data.pages.flatMap((page) => page.items);
  const total = log.data.pages[0]?.total ?? 0;
  if (entries.length === 0) {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 2, color: 'text.secondary' }}>
        <HistoryRounded />
        <Typography variant="body2">{emptyText}</Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry, index) => (
          <Fragment key={entry.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <AuditEntryItem entry={entry} slug={slug} timezone={club.timezone} words={words} showEntity={showEntity} />
          </Fragment>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="audit.log.shown" values={{ shown: entries.length, total }} />
        </Typography>
        {log.hasNextPage && (
          <Button variant="outlined" onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage}>
            <FormattedMessage id="audit.log.loadMore" />
          </Button>
        )}
      </Stack>
      {log.isFetchNextPageError && <FormErrorAlert error={log.error} />}
    </Stack>
  );
}
