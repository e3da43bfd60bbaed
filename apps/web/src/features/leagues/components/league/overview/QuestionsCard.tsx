import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '../../../../../components/DashboardCard';
import { useLabels } from '../../../../../lib/use-labels';

/** The Players tab listing the registrations without a required answer. */
const MISSING_ANSWERS_SEARCH = '?tab=players&answers=missing';

/** The questions registrants answer, in the order they see them, required ones marked, and how many registrations lack a required answer. */
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
                {question.required && (
                  <Chip component="span" size="small" variant="outlined" color="primary" label={intl.formatMessage({ id: 'leagues.overview.required' })} />
                )}
              </Stack>
            </Typography>
          ))}
        </Stack>
      )}
      <MissingAnswers league={league} />
    </DashboardCard>
  );
}

function MissingAnswers({ league }: { league: League }) {
  const registrations = league.players_count + league.free_agents_count;
  if (!league.questions.some((question) => question.required) || registrations === 0) return null;
  if (league.missing_answers_count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <FormattedMessage id="leagues.overview.allAnswered" />
      </Typography>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
      <FormattedMessage id="leagues.overview.missingAnswers" values={{ count: league.missing_answers_count }} />{' '}
      <Link component={RouterLink} to={MISSING_ANSWERS_SEARCH}>
        <FormattedMessage id="leagues.overview.showMissingAnswers" />
      </Link>
    </Alert>
  );
}
