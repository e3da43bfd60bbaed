import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { League, LeagueInputParsed } from '@matchday/domain';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { UnsavedChangesDialog } from '../../../../components/form/UnsavedChangesDialog';
import { StaleSaveDialog } from '../../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../../components/form/stale-save/use-stale-save';
import { useSubmitError } from '../../../../components/form/use-submit-error';
import { useUnsavedChangesGuard } from '../../../../components/form/use-unsaved-changes-guard';
import { useNotify } from '../../../../lib/notify';
import { readLeague, useSaveLeague } from '../../api/save-league';
import { leaguePaths } from '../shared/league-paths';
import { DATE_RULE_DEPENDENTS } from './date-range-labels';
import { GeneralSection } from './GeneralSection';
import { useLeagueErrorTranslator } from './league-error-messages';
import { LEAGUE_FORM_FIELDS, leagueFormValues, LeagueFormSchema, type LeagueFormValues } from './league-form-schema';
import { onLeagueFormFields } from './league-server-errors';
import { PaymentsSection } from './PaymentsSection';
import { PlayoffsSection } from './PlayoffsSection';
import { RegistrationSection } from './RegistrationSection';
import { ScheduleSection } from './ScheduleSection';
import { withTranslatedErrors } from './translated-resolver';
import { useDependentValidation, type FieldDependents } from './use-dependent-validation';
import { useLeagueStaleFields } from './use-league-stale-fields';
import { GRID_SPACING } from '@matchday/domain';

// Which fields' errors depend on another field's value (see the shared schema's cross-field rules).
const DEPENDENTS: FieldDependents<LeagueFormValues> = { ...DATE_RULE_DEPENDENTS, roster_min: ['roster_max'] };

interface LeagueFormProps {
  slug: string;
  initialValues: LeagueFormValues;
  /** The league being edited; none for a new league. */
  league?: League;
  /** Where Cancel leads. */
  cancelPath: string;
}

/** The league's settings, shared by the create and edit pages: validated as the API validates, saved, then the league's page. */
export function LeagueForm({ slug, initialValues, league, cancelPath }: LeagueFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useLeagueErrorTranslator();
  const save = useSaveLeague(slug, league?.id);
  const resolver = useMemo(() => withTranslatedErrors(zodResolver(LeagueFormSchema), translate), [translate]);
  const form = useForm<LeagueFormValues, unknown, LeagueInputParsed>({ resolver, defaultValues: initialValues, mode: 'onTouched' });
  const { handleSubmit, setError, setValue, formState } = form;
  const { control } = form;
  const submitError = useSubmitError(setError, LEAGUE_FORM_FIELDS);
  // A saved form is not at risk: it is on its way to the league's page.
  const guard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: save.isPending || save.isSuccess });
  useDependentValidation(form, DEPENDENTS);
  const stale = useStaleSave({
    record: league,
    form,
    toValues: leagueFormValues,
    reload: () => readLeague(slug, league?.id ?? ''),
    resubmit: () => void onSubmit(),
  });
  const staleFields = useLeagueStaleFields([league, stale.conflict?.record]);

  // Leave once a render has told the guard the form is saved: navigating from the save callback itself
  // can run before that render (a fast answer skips the pending one) and be blocked as unsaved.
  const saved = save.data;
  useEffect(() => {
    if (saved) void navigate(leaguePaths.league(slug, saved.id));
  }, [saved, navigate, slug]);

  const onSubmit = handleSubmit((input) => {
    submitError.clear();
    save.mutate(league ? stale.versioned(input) : input, {
      onSuccess: (result) => notify.success(intl.formatMessage({ id: league ? 'leagues.form.saved' : 'leagues.form.created' }, { name: result.name })),
      onError: stale.orElse((error) => submitError.fail(onLeagueFormFields(error, translate))),
    });
  });

  return (
    <Stack component="form" noValidate spacing={GRID_SPACING} onSubmit={onSubmit}>
      <UnsavedChangesDialog guard={guard} />
      <StaleSaveDialog stale={stale} fields={staleFields} pending={save.isPending} />
      <FormErrorAlert error={submitError.error} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <GeneralSection control={control} />
          <ScheduleSection control={control} slug={slug} currentLocations={league?.locations ?? []} />
          <RegistrationSection control={control} slug={slug} currentQuestions={league?.questions ?? []} />
          <PaymentsSection control={control} setValue={setValue} />
          <PlayoffsSection control={control} />
        </CardContent>
        <Divider />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          alignItems={{ sm: 'center' }}
          justifyContent="flex-end"
          sx={{ px: { xs: 2.5, sm: 3 }, py: 2 }}
        >
          {formState.isDirty && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
              <FormattedMessage id="leagues.form.unsaved" />
            </Typography>
          )}
          <Button component={RouterLink} to={cancelPath} disabled={save.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            <FormattedMessage id={league ? 'common.save' : 'leagues.form.create'} />
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
