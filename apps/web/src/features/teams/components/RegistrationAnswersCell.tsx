import EditOutlined from '@mui/icons-material/EditOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { missingRequiredAnswers, type League, type RegistrationWithTeam } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fullName } from '../../../lib/player-name';
import { AnswersSummary } from './AnswersSummary';
import { isLeagueEditable } from './capacity';
import { EditAnswersDialog } from './EditAnswersDialog';

/** A registration's answers in the league's players table: how many, a warning when a required one is missing, and a button to change them. */
export function RegistrationAnswersCell({ slug, league, registration }: { slug: string; league: League; registration: RegistrationWithTeam }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  if (league.questions.length === 0) return <AnswersSummary answers={registration.answers} asked={0} />;
  const missing = missingRequiredAnswers(league.questions, registration.answers).length > 0;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <AnswersSummary answers={registration.answers} asked={league.questions.length} />
      {missing ? <WarningAmberOutlined fontSize="small" color="warning" titleAccess={intl.formatMessage({ id: 'teams.answers.missingRequired' })} /> : null}
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'teams.answers.editOf' }, { name: fullName(registration.player) })}
        disabled={!isLeagueEditable(league)}
        onClick={() => setEditing(true)}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <EditAnswersDialog slug={slug} league={league} registration={registration} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
