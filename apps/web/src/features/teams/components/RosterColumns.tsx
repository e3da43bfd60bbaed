import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROSTER_CSV_COLUMNS } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

const COLUMN_HINTS: Record<(typeof ROSTER_CSV_COLUMNS)[number], MessageId> = {
  team: 'teams.import.column.team',
  captain: 'teams.import.column.captain',
  first_name: 'teams.import.column.first_name',
  last_name: 'teams.import.column.last_name',
  email: 'teams.import.column.email',
  phone: 'teams.import.column.phone',
  payment_status: 'teams.import.column.payment_status',
};

/** The columns a roster CSV has, in order, each with what it holds. */
export function RosterColumns() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {ROSTER_CSV_COLUMNS.map((column) => (
        <Box key={column} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {column}
          </Typography>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            <FormattedMessage id={COLUMN_HINTS[column]} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
