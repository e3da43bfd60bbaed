import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Answer } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { AnswersList } from '../../../components/AnswersList';

/** "2 of 3" answers in a table cell; hovering or focusing it shows them. */
export function AnswersSummary({ answers, asked }: { answers: readonly Answer[]; asked: number }) {
  const intl = useIntl();
  if (asked === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  }
  const text = intl.formatMessage({ id: 'teams.answers.count' }, { count: answers.length, asked });
  if (answers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    );
  }
  return (
    <Tooltip title={<AnswersList answers={answers} dense />}>
      <Box component="span" tabIndex={0} sx={{ whiteSpace: 'nowrap', textDecoration: 'underline dotted', cursor: 'help' }}>
        <Typography variant="body2" component="span">
          {text}
        </Typography>
      </Box>
    </Tooltip>
  );
}
