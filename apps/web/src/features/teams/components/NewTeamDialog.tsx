import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import type { League } from '@matchday/domain';
import { useCallback, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { unansweredQuestionsOf } from '../../../lib/required-answers';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { PlayerPicker, type PlayerOption } from '../../../components/player-picker/PlayerPicker';
import { fullName } from '../../../lib/player-name';
import { useLeagueMembers } from '../api/use-league-members';
import { useCreateTeam } from '../api/use-team-mutations';
import { AnswersFields } from './AnswersFields';
import { leagueCapacity } from './capacity';
import { CaptainField } from './CaptainField';
import { nextCaptain } from './captain-choice';
import { RequiredAnswersAlert } from './RequiredAnswersAlert';
import { playerAnswerField, teamFormSchema, type TeamFormInput, type TeamFormValues } from './team-form';
import { useUnavailableReason } from './use-unavailable-reason';

const FIELDS = ['name', 'player_ids', 'captain_player_id'] as const;

/**
 * Creates a team in the league: its name, the club players on its roster, its captain among them, and
 * the answers to the league's questions of each player it registers (free agents keep theirs).
 */
export function NewTeamDialog({ slug, league, open, onClose }: { slug: string; league: League; open: boolean; onClose: () => void }) {
  const create = useCreateTeam(slug, league.id);
  return (
    <FormDialog open={open} onClose={onClose} pending={create.isPending}>
      <NewTeamForm slug={slug} league={league} create={create} onClose={onClose} />
    </FormDialog>
  );
}

function NewTeamForm({ slug, league, create, onClose }: { slug: string; league: League; create: ReturnType<typeof useCreateTeam>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const members = useLeagueMembers(slug, league.id).data;
  // A free agent of the league already answered; everyone else registers here, answering the questions.
  const answersHere = useCallback((playerId: string) => !members?.has(playerId), [members]);
  const schema = useMemo(() => teamFormSchema(league.questions, answersHere), [league.questions, answersHere]);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<TeamFormInput, unknown, TeamFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', player_ids: [], captain_player_id: null, answers: {} },
  });
  const { field: playersField, fieldState: playersState } = useController({ control, name: 'player_ids' });
  const playersError = useFieldErrorText(playersState.error);
  const [picked, setPicked] = useState<PlayerOption[]>([]);
  const newcomers = league.questions.length > 0 ? picked.filter((player) => answersHere(player.id)) : [];
  const answerFields = newcomers.flatMap((player) => league.questions.map((question) => playerAnswerField(player.id, question.question_id)));
  const submitError = useSubmitError(setError, [...FIELDS, ...answerFields]);
  const unanswered = unansweredQuestionsOf(create.error);
  const nameOf = (playerId: string) => {
    const player = picked.find((option) => option.id === playerId);
    return player && fullName(player);
  };
  const capacity = leagueCapacity(league);
  const unavailableReason = useUnavailableReason(slug, league.id, { freeAgentsMove: true });
  const overRoster = picked.length > league.roster_max;

  const choosePlayers = (players: PlayerOption[]) => {
    setPicked(players);
    playersField.onChange(players.map((player) => player.id));
    setValue('captain_player_id', nextCaptain(getValues('captain_player_id') ?? null, players), { shouldDirty: true });
  };

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    create.mutate(values, {
      onSuccess: (team) => {
        notify.success(intl.formatMessage({ id: 'teams.created' }, { name: team.name }));
        onClose();
      },
      onError: submitError.fail,
    });
  });

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'teams.new.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'teams.new.submit' })}
      pending={create.isPending}
      submitDisabled={capacity.full || overRoster}
      dirty={formState.isDirty}
    >
      <Alert severity={capacity.full ? 'warning' : 'info'} variant="outlined">
        {intl.formatMessage(
          { id: capacity.full ? 'teams.capacity.fullExplanation' : 'teams.capacity.summary' },
          { count: capacity.count, capacity: capacity.capacity },
        )}
      </Alert>
      {unanswered ? (
        <RequiredAnswersAlert unanswered={unanswered} questions={league.questions} nameOf={nameOf} />
      ) : (
        <FormErrorAlert error={submitError.error} />
      )}
      <FormTextField control={control} name="name" label={intl.formatMessage({ id: 'teams.field.name' })} required autoFocus />
      <PlayerPicker
        slug={slug}
        multiple
        label={intl.formatMessage({ id: 'teams.field.players' })}
        value={picked}
        onChange={choosePlayers}
        unavailableReason={unavailableReason}
        onBlur={playersField.onBlur}
        inputRef={playersField.ref}
        error={Boolean(playersState.error) || overRoster}
        helperText={
          playersError ??
          intl.formatMessage(
            { id: overRoster ? 'teams.field.playersOverMax' : 'teams.field.playersHint' },
            { count: picked.length, min: league.roster_min, max: league.roster_max },
          )
        }
      />
      <CaptainField control={control} name="captain_player_id" players={picked} />
      {league.questions.length > 0 && newcomers.length < picked.length ? (
        <Alert severity="info" variant="outlined">
          {intl.formatMessage({ id: 'teams.new.freeAgentsKeepAnswers' })}
        </Alert>
      ) : null}
      {newcomers.map((player) => (
        <AnswersFields
          key={player.id}
          control={control}
          questions={league.questions}
          fieldOf={(questionId) => playerAnswerField(player.id, questionId)}
          legend={intl.formatMessage({ id: 'teams.new.answersOf' }, { name: fullName(player) })}
        />
      ))}
    </DialogForm>
  );
}
