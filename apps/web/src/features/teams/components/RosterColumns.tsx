import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROSTER_CSV_COLUMNS, type LeagueQuestion } from '@matchday/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

function Column({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
        {name}
      </Typography>
      <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The columns a roster CSV has, in order, each with what it holds: the fixed ones, then one per question of the league, headed by its label. */
export function RosterColumns({ questions }: { questions: readonly LeagueQuestion[] }) {
  const intl = useIntl();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {ROSTER_CSV_COLUMNS.map((column) => (
        <Column key={column} name={column}>
          <FormattedMessage id={COLUMN_HINTS[column]} />
        </Column>
      ))}
      {questions.map((question) => (
        <Column key={question.question_id} name={question.label}>
          <FormattedMessage id="teams.import.column.question" values={{ required: String(question.required) }} />
          {question.type === 'mcq'
            ? ` ${intl.formatMessage({ id: 'teams.import.column.options' }, { options: intl.formatList(question.options, { type: 'disjunction' }) })}`
            : null}
        </Column>
      ))}
    </Box>
  );
}
