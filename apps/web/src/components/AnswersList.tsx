import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Answer } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';

/** A registration's answers, each question followed by what was answered. */
export function AnswersList({ answers, dense = false }: { answers: readonly Answer[]; dense?: boolean }) {
  if (answers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="players.answers.none" />
      </Typography>
    );
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: dense ? 0.5 : 1 }}>
      {answers.map((answer) => (
        <Box key={answer.question_id}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {answer.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {answer.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
