import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { AuditAction, AuditEntry } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { ChangeWords } from './audit-changes';
import { ChangeList } from './ChangeList';
import { entityPath } from './entity-path';
import { describeEntry } from './entry-story';
import { formatDateTime } from '../../lib/date-time-format';
import { actorName } from '../../lib/ledger-words';

const ACTION_LOOK: Record<AuditAction, { icon: typeof EditOutlined; color: 'success' | 'info' | 'error' }> = {
  create: { icon: AddCircleOutlineRounded, color: 'success' },
  update: { icon: EditOutlined, color: 'info' },
  delete: { icon: RemoveCircleOutlineRounded, color: 'error' },
};

interface AuditEntryItemProps {
  entry: AuditEntry;
  slug: string;
  timezone: string;
  words: ChangeWords;
  /** Name and link the record: the log shows several records, a record's own History does not need to. */
  showEntity: boolean;
}

/** One change: a sentence saying what was done to which record, by whom and when, and the fields the sentence does not say. */
export function AuditEntryItem({ entry, slug, timezone, words, showEntity }: AuditEntryItemProps) {
  const intl = useIntl();
  const look = ACTION_LOOK[entry.action];
  const Icon = look.icon;
  const page = showEntity ? entityPath(slug, entry) : null;
  const story = describeEntry(entry, words);
  const { name, ...values } = story.sentence.values;
  // The record's name, a link on the club's log (a record's own History is on its page already).
  const named = page ? (
    <Link component={RouterLink} to={page} fontWeight={600} underline="hover">
      {name}
    </Link>
  ) : (
    <Typography component="span" variant="body2" fontWeight={600}>
      {name}
    </Typography>
  );
  return (
    <Stack direction="row" spacing={1.5} component="li" sx={{ py: 1.75 }}>
      <Avatar
        sx={(theme) => ({
          width: 32,
          height: 32,
          color: `${look.color}.main`,
          bgcolor: alpha(theme.palette[look.color].main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
        })}
      >
        <Icon fontSize="small" />
      </Avatar>
      <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 1 }} justifyContent="space-between" alignItems={{ sm: 'baseline' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id={story.sentence.id} values={{ ...values, name: named }} />
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.created_at}>{formatDateTime(intl, entry.created_at, timezone)}</time>
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage({ id: 'audit.entry.by' }, { name: actorName(words.say, entry.actor.name) })}
        </Typography>
        <ChangeList lines={story.lines} />
      </Stack>
    </Stack>
  );
}
