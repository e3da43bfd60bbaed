import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Question } from '@matchday/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { useNotify } from '../../../lib/notify';
import { HistoryPanel } from '../../../components/history/HistoryPanel';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { readQuestion, useSaveQuestion } from '../api/use-save-question';
import { labelledFields } from '../../../components/form/stale-save/labelled-fields';
import { StaleSaveDialog } from '../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../components/form/stale-save/use-stale-save';
import { labelText } from '../../../lib/use-labels';
import {
  QuestionFormSchema,
  newQuestionValues,
  optionsForType,
  questionErrorFields,
  questionFormValues,
  questionRequest,
  type QuestionFormValues,
} from './question-form';
import { QuestionFormFields } from './QuestionFormFields';
import { QuestionPreview } from './QuestionPreview';
import { GRID_SPACING } from '@matchday/domain';

export type QuestionDialogTab = 'details' | 'history';

interface QuestionDialogProps {
  slug: string;
  /** The question to edit; none to create one. */
  question?: Question;
  initialTab?: QuestionDialogTab;
  onClose: () => void;
}

/** Create or edit a question beside a live preview; an existing question also shows its History. */
export function QuestionDialog({ slug, question, initialTab = 'details', onClose }: QuestionDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveQuestion(slug, question?.id);
  const [tab, setTab] = useState<QuestionDialogTab>(question ? initialTab : 'details');
  const [askingToClose, setAskingToClose] = useState(false);
  const created = useRef(0);
  const newKey = useCallback(() => `new-${(created.current += 1)}`, []);

  const form = useForm<QuestionFormValues>({
    resolver: zodResolver(QuestionFormSchema),
    defaultValues: question ? questionFormValues(question) : newQuestionValues(),
  });
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const stale = useStaleSave({
    record: question,
    form,
    toValues: questionFormValues,
    reload: () => readQuestion(slug, question?.id ?? ''),
    resubmit: () => void onSubmit(),
  });
  const values = watch();
  const submitError = useSubmitError(setError, questionErrorFields(values.options.length));
  const routeGuard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: save.isPending });
  const closeGuard: UnsavedChangesGuard = { isAsking: askingToClose, stay: () => setAskingToClose(false), discard: onClose };

  // Multiple choice starts with two option rows to fill in.
  useEffect(() => {
    if (values.type !== 'mcq') return;
    const options = getValues('options');
    if (options.length < 2) setValue('options', optionsForType('mcq', options, newKey), { shouldDirty: true });
  }, [values.type, getValues, setValue, newKey]);

  const close = () => {
    if (save.isPending) return;
    if (formState.isDirty) setAskingToClose(true);
    else onClose();
  };

  const onSubmit = handleSubmit((submitted) => {
    submitError.clear();
    const input = questionRequest(submitted);
    save.mutate(question ? stale.versioned(input) : input, {
      onSuccess: (saved) => {
        notify.success(intl.formatMessage({ id: question ? 'questions.form.saved' : 'questions.form.created' }, { label: saved.label }));
        onClose();
      },
      onError: stale.orElse(submitError.fail),
    });
  });

  const preview = { ...values, options: values.options.map((option) => option.value) };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <UnsavedChangesDialog guard={routeGuard.isAsking ? routeGuard : closeGuard} />
      <StaleSaveDialog
        stale={stale}
        pending={save.isPending}
        fields={labelledFields<QuestionFormValues>(
          intl,
          {
            label: 'questions.form.label',
            type: 'questions.form.type',
            options: 'questions.options.title',
            required: 'questions.form.required',
            help_text: 'questions.form.helpText',
          },
          {
            type: (value) => labelText(intl, 'question_type', String(value)),
            options: (value) => (value as QuestionFormValues['options']).map((option) => option.value).join(', '),
          },
        )}
      />
      <DialogTitle id={titleId}>
        <FormattedMessage id={question ? 'questions.form.editTitle' : 'questions.form.createTitle'} />
      </DialogTitle>
      {question && (
        <Tabs value={tab} onChange={(_event, next: QuestionDialogTab) => setTab(next)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="details" label={intl.formatMessage({ id: 'questions.form.detailsTab' })} />
          <Tab value="history" label={intl.formatMessage({ id: 'audit.history.title' })} />
        </Tabs>
      )}
      {tab === 'history' && question ? (
        <DialogContent sx={{ minHeight: 360 }}>
          <Box sx={{ pt: 2 }}>
            <HistoryPanel entityType="question" entityId={question.id} />
          </Box>
        </DialogContent>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
          <DialogContent dividers={!question}>
            <Grid container spacing={GRID_SPACING} sx={{ pt: question ? 2 : 0 }}>
              <Grid size={{ xs: 12, md: 7 }}>
                <QuestionFormFields control={control} isMcq={values.type === 'mcq'} answersCount={question?.answers_count ?? 0} newKey={newKey} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Stack spacing={1} sx={{ position: { md: 'sticky' }, top: 0 }}>
                  <Typography variant="overline" color="text.secondary">
                    <FormattedMessage id="questions.preview.title" />
                  </Typography>
                  <Paper variant="outlined" sx={{ p: 2.5, bgcolor: 'background.default' }} aria-label={intl.formatMessage({ id: 'questions.preview.title' })}>
                    <QuestionPreview question={preview} />
                  </Paper>
                  <Typography variant="caption" color="text.secondary">
                    <FormattedMessage id="questions.preview.hint" />
                  </Typography>
                </Stack>
              </Grid>
            </Grid>
            <Box sx={{ mt: 2 }}>
              <RefusalAlert error={submitError.error} />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={close} disabled={save.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending} disabled={Boolean(question) && !formState.isDirty}>
              <FormattedMessage id={question ? 'common.save' : 'questions.form.create'} />
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
