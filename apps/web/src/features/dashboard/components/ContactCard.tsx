import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Club } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { linkChunk } from '../../../components/form/link-chunk';
import { clubPagePath } from '../../../lib/routes';

/** How players reach the club; points to Settings when the details are missing. */
export function ContactCard({ club }: { club: Club }) {
  if (!club.contact_email && !club.address) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage
          id="dashboard.contact.missing"
          values={{
            link: linkChunk(clubPagePath(club.slug, 'settings')),
          }}
        />
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.25}>
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="dashboard.contact.email" />
        </Typography>
        {club.contact_email ? (
          <Link href={`mailto:${club.contact_email}`} variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {club.contact_email}
          </Link>
        ) : (
          <Typography variant="body2" color="text.disabled">
            <FormattedMessage id="dashboard.contact.notSet" />
          </Typography>
        )}
      </Stack>
      <Stack spacing={0.25}>
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="dashboard.contact.address" />
        </Typography>
        <Typography
          variant="body2"
          fontWeight={club.address ? 600 : 400}
          color={club.address ? 'text.primary' : 'text.disabled'}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {club.address ?? <FormattedMessage id="dashboard.contact.notSet" />}
        </Typography>
      </Stack>
    </Stack>
  );
}
