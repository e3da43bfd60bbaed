import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardCard } from '../../../../../components/DashboardCard';
import { useLabels } from '../../../../../lib/use-labels';

/** The questions registrants answer, in the order they see them, required ones marked. */
export function QuestionsCard({ league }: { league: League }) {
  const intl = useIntl();
  const label = useLabels();
  const questions = [...league.questions].sort((a, b) => a.position - b.position);
  return (
    <DashboardCard icon={<QuizOutlined fontSize="small" />} title={intl.formatMessage({ id: 'leagues.overview.questions' })}>
      {questions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="leagues.overview.noQuestions" />
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.25} sx={{ m: 0, pl: 2.5 }}>
          {questions.map((question) => (
            <Typography component="li" variant="body2" key={question.question_id}>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <span>{question.label}</span>
                <Typography component="span" variant="caption" color="text.secondary">
                  {label('question_type', question.type)}
                </Typography>
                {question.required && <Chip component="span" size="small" variant="outlined" color="primary" label={intl.formatMessage({ id: 'leagues.overview.required' })} />}
              </Stack>
            </Typography>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
