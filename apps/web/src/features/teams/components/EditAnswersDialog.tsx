import { zodResolver } from '@hookform/resolvers/zod';
import type { League, RegistrationWithTeam } from '@matchday/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { unansweredQuestionsOf } from '../../../lib/required-answers';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useUpdateRegistration } from '../api/use-registration-mutations';
import { answerDefaults, answerFields, answersFormSchema, type AnswersFormInput } from './answers-form';
import { AnswersFields } from './AnswersFields';
import { RequiredAnswersAlert } from './RequiredAnswersAlert';

interface EditAnswersDialogProps {
  slug: string;
  league: League;
  registration: RegistrationWithTeam;
  open: boolean;
  onClose: () => void;
}

/** Changes a registration's answers to the league's questions, checked as the API checks them. */
export function EditAnswersDialog({ slug, league, registration, open, onClose }: EditAnswersDialogProps) {
  const update = useUpdateRegistration(slug, league.id);
  return (
    <FormDialog open={open} onClose={onClose} pending={update.isPending}>
      <EditAnswersForm league={league} registration={registration} update={update} onClose={onClose} />
    </FormDialog>
  );
}

interface EditAnswersFormProps {
  league: League;
  registration: RegistrationWithTeam;
  update: ReturnType<typeof useUpdateRegistration>;
  onClose: () => void;
}

function EditAnswersForm({ league, registration, update, onClose }: EditAnswersFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const schema = useMemo(() => answersFormSchema(league.questions), [league.questions]);
  const { control, handleSubmit, setError, formState } = useForm<AnswersFormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { answers: answerDefaults(league.questions, registration.answers) },
  });
  const submitError = useSubmitError(setError, answerFields(league.questions));
  const unanswered = unansweredQuestionsOf(update.error);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(
      { registrationId: registration.id, input: { answers: values.answers } },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'teams.answers.saved' }));
          onClose();
        },
        onError: submitError.fail,
      },
    );
  });

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'teams.answers.editTitle' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      pending={update.isPending}
      submitDisabled={!formState.isDirty}
      dirty={formState.isDirty}
    >
      {unanswered ? <RequiredAnswersAlert unanswered={unanswered} questions={league.questions} /> : <FormErrorAlert error={submitError.error} />}
      <AnswersFields control={control} questions={league.questions} />
    </DialogForm>
  );
}
