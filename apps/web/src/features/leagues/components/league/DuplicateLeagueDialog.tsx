import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { LeagueDuplicateInputSchema, type League, type LeagueDuplicateInput } from '@matchday/domain';
import { useId, useMemo } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { DialogLeaveGuard } from '../../../../components/dialogs/DialogLeaveGuard';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useSubmitError } from '../../../../components/form/use-submit-error';
import type { MessageId } from '../../../../i18n/messages';
import { useNotify } from '../../../../lib/notify';
import { unansweredQuestionsOf } from '../../../../lib/required-answers';
import { useQuotedList } from '../../../../lib/use-quoted-list';
import { useDuplicateLeague } from '../../api/duplicate-league';
import { DateRangeFields } from '../form/DateRangeFields';
import { DATE_RULE_DEPENDENTS, REGISTRATION_CLOSES, REGISTRATION_OPENS, SEASON_END, SEASON_START } from '../form/date-range-labels';
import { useLeagueErrorTranslator } from '../form/league-error-messages';
import { withTranslatedErrors } from '../form/translated-resolver';
import { useDependentValidation, type FieldDependents } from '../form/use-dependent-validation';
import { leaguePaths } from '../shared/league-paths';
import { duplicateDefaults } from './duplicate-defaults';

const DEPENDENTS: FieldDependents<LeagueDuplicateInput> = DATE_RULE_DEPENDENTS;
const FIELDS = ['name', 'season', 'season_start', 'season_end', 'registration_opens_on', 'registration_closes_on', 'include_teams'] as const;

interface DuplicateLeagueDialogProps {
  slug: string;
  league: League;
  open: boolean;
  onClose: () => void;
}

/** Copies the league into a new draft for another season: its settings and questions, and its teams if asked. */
export function DuplicateLeagueDialog({ slug, league, open, onClose }: DuplicateLeagueDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="leagues.duplicate.title" values={{ name: league.name }} />
      </DialogTitle>
      {/* Mounted only while open, so each opening starts from fresh suggestions. */}
      {open && <DuplicateForm slug={slug} league={league} onClose={onClose} />}
    </Dialog>
  );
}

function DuplicateForm({ slug, league, onClose }: Omit<DuplicateLeagueDialogProps, 'open'>) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useLeagueErrorTranslator();
  const duplicate = useDuplicateLeague(slug, league.id);
  const resolver = useMemo(() => withTranslatedErrors(zodResolver(LeagueDuplicateInputSchema), translate), [translate]);
  const form = useForm<LeagueDuplicateInput, unknown, z.output<typeof LeagueDuplicateInputSchema>>({
    resolver,
    defaultValues: duplicateDefaults(league),
    mode: 'onTouched',
  });
  const { control } = form;
  const submitError = useSubmitError(form.setError, FIELDS);
  useDependentValidation(form, DEPENDENTS);
  const text = (id: MessageId) => intl.formatMessage({ id });
  const quoted = useQuotedList();
  // Copying the teams is refused while a player has not answered a question this league requires.
  const unanswered = unansweredQuestionsOf(duplicate.error);
  const unansweredLabels = league.questions
    .filter((question) => unanswered?.some((missing) => missing.questionId === question.question_id))
    .map((question) => question.label);

  const onSubmit = form.handleSubmit((input) => {
    submitError.clear();
    duplicate.mutate(input, {
      onSuccess: (copy) => {
        notify.success(intl.formatMessage({ id: 'leagues.duplicate.done' }, { name: copy.name }));
        onClose();
        void navigate(leaguePaths.league(slug, copy.id));
      },
      onError: submitError.fail,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      {form.formState.isDirty && <DialogLeaveGuard saving={duplicate.isPending} />}
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          <DialogContentText>
            <FormattedMessage id="leagues.duplicate.description" />
          </DialogContentText>
          {unanswered ? (
            <Alert severity="error" variant="outlined" role="alert">
              {intl.formatMessage({ id: 'leagues.duplicate.answersMissing' }, { questions: quoted(unansweredLabels) })}
            </Alert>
          ) : (
            <FormErrorAlert error={submitError.error} />
          )}
          <FormTextField control={control} name="name" label={text('leagues.duplicate.name')} required autoFocus />
          <FormTextField control={control} name="season" label={text('leagues.duplicate.season')} required />
          <DateRangeFields control={control} from={SEASON_START} to={SEASON_END} />
          <DateRangeFields control={control} from={REGISTRATION_OPENS} to={REGISTRATION_CLOSES} />
          <IncludeTeamsField control={control} teams={league.teams_count} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={duplicate.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" loading={duplicate.isPending}>
          <FormattedMessage id="leagues.duplicate.submit" />
        </Button>
      </DialogActions>
    </form>
  );
}

function IncludeTeamsField({
  control,
  teams,
}: {
  control: Control<LeagueDuplicateInput, unknown, z.output<typeof LeagueDuplicateInputSchema>>;
  teams: number;
}) {
  const { field } = useController({ control, name: 'include_teams' });
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={teams === 0}
          />
        }
        label={<FormattedMessage id="leagues.duplicate.includeTeams" values={{ count: teams }} />}
      />
      <FormHelperText sx={{ mt: 0 }}>
        <FormattedMessage id="leagues.duplicate.includeTeamsHint" />
      </FormHelperText>
    </div>
  );
}
