import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Question } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { useLabels } from '../../../lib/use-labels';
import { QuestionRowMenu, type QuestionAction } from './QuestionRowMenu';

/** The question bank as cards (phones). */
export function QuestionCards({ questions, onAction }: { questions: readonly Question[]; onAction: (question: Question, action: QuestionAction) => void }) {
  const label = useLabels();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {questions.map((question) => (
        <Card key={question.id} variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <CardActionArea onClick={() => onAction(question, 'edit')} sx={{ p: 2, flex: 1, minWidth: 0 }}>
            <Stack spacing={1}>
              <Typography variant="subtitle1" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {question.label}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <Chip size="small" variant="outlined" label={label('question_type', question.type)} />
                {question.required && <Chip size="small" color="primary" label={<FormattedMessage id="questions.list.requiredChip" />} />}
                {question.archived && <Chip size="small" label={<FormattedMessage id="questions.list.archived" />} />}
                <Chip size="small" variant="outlined" label={<FormattedMessage id="questions.list.usedIn" values={{ count: question.leagues_count }} />} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={<FormattedMessage id="questions.list.answersCount" values={{ count: question.answers_count }} />}
                />
              </Stack>
            </Stack>
          </CardActionArea>
          <Stack sx={{ p: 1 }}>
            <QuestionRowMenu question={question} onAction={(action) => onAction(question, action)} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
