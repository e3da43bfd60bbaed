import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { League, RegistrationWithTeam } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AnswersList } from '../../../components/AnswersList';
import { isLeagueEditable } from './capacity';
import { EditAnswersDialog } from './EditAnswersDialog';

/** The registration's answers to the league's questions, which can be corrected. */
export function FreeAgentAnswers({ slug, league, registration }: { slug: string; league: League; registration: RegistrationWithTeam }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="free-agent-answers-title" sx={{ height: '100%' }}>
      <EditAnswersDialog slug={slug} league={league} registration={registration} open={editing} onClose={() => setEditing(false)} />
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1.5 }}>
          <Typography id="free-agent-answers-title" variant="h6" component="h2">
            <FormattedMessage id="teams.answers.title" />
          </Typography>
          {league.questions.length > 0 ? (
            <Button
              size="small"
              startIcon={<EditOutlined />}
              disabled={!isLeagueEditable(league)}
              onClick={() => setEditing(true)}
              aria-label={intl.formatMessage({ id: 'teams.answers.edit' })}
            >
              <FormattedMessage id="teams.answers.edit" />
            </Button>
          ) : null}
        </Stack>
        {league.questions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="teams.answers.noQuestions" />
          </Typography>
        ) : (
          <AnswersList answers={registration.answers} />
        )}
      </CardContent>
    </Card>
  );
}
