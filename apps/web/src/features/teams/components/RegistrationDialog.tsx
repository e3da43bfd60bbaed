import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import type { League } from '@matchday/domain';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { unansweredQuestionsOf } from '../../../lib/required-answers';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { PlayerPicker, type PlayerOption } from '../../../components/player-picker/PlayerPicker';
import { fullName } from '../../../lib/player-name';
import { useCreateRegistration } from '../api/use-registration-mutations';
import { answerDefaults, answerFields, registrationFormSchema, type RegistrationFormInput, type RegistrationFormValues } from './answers-form';
import { AnswersFields } from './AnswersFields';
import { RequiredAnswersAlert } from './RequiredAnswersAlert';
import { useUnavailableReason } from './use-unavailable-reason';

interface RegistrationDialogProps {
  slug: string;
  league: League;
  /** The team the player joins; null registers a free agent. */
  team: { id: string; name: string } | null;
  open: boolean;
  onClose: () => void;
}

/** Registers a club player (or one added on the spot) in the league, answering its questions. */
export function RegistrationDialog({ slug, league, team, open, onClose }: RegistrationDialogProps) {
  const create = useCreateRegistration(slug, league.id);
  return (
    <FormDialog open={open} onClose={onClose} pending={create.isPending}>
      <RegistrationForm slug={slug} league={league} team={team} create={create} onClose={onClose} />
    </FormDialog>
  );
}

interface RegistrationFormProps extends Omit<RegistrationDialogProps, 'open'> {
  create: ReturnType<typeof useCreateRegistration>;
}

function RegistrationForm({ slug, league, team, create, onClose }: RegistrationFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const schema = useMemo(() => registrationFormSchema(league.questions), [league.questions]);
  const { control, handleSubmit, setError, formState } = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { player_id: '', answers: answerDefaults(league.questions) },
  });
  const submitError = useSubmitError(setError, ['player_id', ...answerFields(league.questions)]);
  const unanswered = unansweredQuestionsOf(create.error);
  const { field: playerField, fieldState: playerState } = useController({ control, name: 'player_id' });
  const playerError = useFieldErrorText(playerState.error);
  const [picked, setPicked] = useState<PlayerOption[]>([]);
  const unavailableReason = useUnavailableReason(slug, league.id, { freeAgentsMove: false });

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    create.mutate(
      { player_id: values.player_id, team_id: team?.id ?? null, answers: values.answers },
      {
        onSuccess: (registration) => {
          const name = fullName(registration.player);
          notify.success(
            team
              ? intl.formatMessage({ id: 'teams.register.addedToTeam' }, { name, team: team.name })
              : intl.formatMessage({ id: 'teams.register.addedAsFreeAgent' }, { name }),
          );
          onClose();
        },
        onError: submitError.fail,
      },
    );
  });

  return (
    <DialogForm
      title={team ? intl.formatMessage({ id: 'teams.register.teamTitle' }, { team: team.name }) : intl.formatMessage({ id: 'teams.register.freeAgentTitle' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: team ? 'teams.register.addSubmit' : 'teams.register.freeAgentSubmit' })}
      pending={create.isPending}
      dirty={formState.isDirty}
    >
      {team && league.registration_type === 'teams_and_individuals' ? (
        <Alert severity="info" variant="outlined">
          {intl.formatMessage({ id: 'teams.register.freeAgentHint' })}
        </Alert>
      ) : null}
      {unanswered ? <RequiredAnswersAlert unanswered={unanswered} questions={league.questions} /> : <FormErrorAlert error={submitError.error} />}
      <PlayerPicker
        slug={slug}
        label={intl.formatMessage({ id: 'teams.register.player' })}
        required
        value={picked}
        unavailableReason={unavailableReason}
        onChange={(players) => {
          setPicked(players);
          playerField.onChange(players[0]?.id ?? '');
        }}
        onBlur={playerField.onBlur}
        inputRef={playerField.ref}
        error={Boolean(playerState.error)}
        helperText={playerError}
      />
      <AnswersFields control={control} questions={league.questions} />
    </DialogForm>
  );
}
