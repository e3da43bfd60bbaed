import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { locationAreaName, type Location, GRID_SPACING } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormActions } from '../../../components/form/FormActions';
import { FormTextField } from '../../../components/form/FormTextField';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog';
import { labelledFields } from '../../../components/form/stale-save/labelled-fields';
import { StaleSaveDialog } from '../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../components/form/stale-save/use-stale-save';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { useNotify } from '../../../lib/notify';
import { useAreaWords, type AreaWords } from '../../../lib/use-area-words';
import { clubPagePath } from '../../../lib/routes';
import { SettingsSection } from '../../../components/form/SettingsSection';
import { TimezoneField } from '../../../components/form/TimezoneField';
import { readLocation, useSaveLocation } from '../api/use-save-location';
import { chosenSport, LocationFormSchema, locationErrorFields, locationFormValues, locationRequest, type LocationFormValues } from './location-form';
import { LocationSportField } from './LocationSportField';
import { PlayingAreasEditor } from './PlayingAreasEditor';
import { RefusalAlert } from '../../../components/RefusalAlert';

interface LocationFormProps {
  slug: string;
  /** The location being edited; none to create one. */
  location?: Location;
  defaultValues: LocationFormValues;
  /** The club's default sport: it names the areas of a location that has no sport of its own. */
  clubSport: string;
  /** Set while another action of the page (a delete) is leaving it, so the guard lets it go. */
  leaving?: boolean;
}

/** A location's details and its ordered playing areas, created with POST or saved whole with PUT. */
export function LocationForm({ slug, location, defaultValues, clubSport, leaving = false }: LocationFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveLocation(slug, location?.id);
  const form = useForm<LocationFormValues>({
    resolver: zodResolver(LocationFormSchema),
    defaultValues,
  });
  const { control, handleSubmit, setError, reset, formState, watch } = form;
  const stale = useStaleSave({
    record: location,
    form,
    toValues: locationFormValues,
    reload: () => readLocation(slug, location?.id ?? ''),
    resubmit: () => void onSubmit(),
  });
  const submitError = useSubmitError(setError, locationErrorFields(watch('playing_areas').length));
  // The areas are named as the chosen sport names them, while it is being chosen.
  const words = useAreaWords(locationAreaName(clubSport, chosenSport(watch('sport'))));
  const guard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: save.isPending || leaving });
  const listPath = clubPagePath(slug, 'locations');

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = locationRequest(values);
    save.mutate(location ? stale.versioned(input) : input, {
      onSuccess: (saved) => {
        if (location) {
          stale.saved(saved);
          reset(locationFormValues(saved));
          notify.success(intl.formatMessage({ id: 'locations.form.saved' }, { name: saved.name }));
        } else {
          notify.success(intl.formatMessage({ id: 'locations.form.created' }, { name: saved.name }));
          navigate(listPath);
        }
      },
      onError: stale.orElse(submitError.fail),
    });
  });

  return (
    <Stack component="form" noValidate spacing={GRID_SPACING} onSubmit={onSubmit}>
      <UnsavedChangesDialog guard={guard} />
      <StaleSaveDialog
        stale={stale}
        pending={save.isPending}
        fields={labelledFields<LocationFormValues>(
          intl,
          {
            name: 'locations.form.name',
            address: 'locations.form.address',
            timezone: 'locations.list.timezone',
            notes: 'locations.form.notes',
            sport: 'locations.form.sport',
          },
          {},
        ).concat({
          name: 'playing_areas',
          label: words.plural,
          format: (areas) =>
            (areas as LocationFormValues['playing_areas'])
              .map((area) => (area.archived ? `${area.name} (${intl.formatMessage({ id: 'locations.areas.archived' })})` : area.name))
              .join(', '),
        })}
      />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <SettingsSection titleId="locations.form.detailsSection" descriptionId="locations.form.detailsSectionHint">
            <FormTextField
              control={control}
              name="name"
              label={intl.formatMessage({ id: 'locations.form.name' })}
              required
              autoFocus={!location}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <FormTextField
              control={control}
              name="address"
              label={intl.formatMessage({ id: 'locations.form.address' })}
              multiline
              minRows={2}
              autoComplete="street-address"
            />
            <TimezoneField control={control} name="timezone" />
            <FormTextField
              control={control}
              name="notes"
              label={intl.formatMessage({ id: 'locations.form.notes' })}
              helperText={intl.formatMessage({ id: 'locations.form.notesHint' })}
              multiline
              minRows={3}
            />
          </SettingsSection>
          <Divider sx={{ my: 3 }} />
          <AreasSection words={words}>
            <LocationSportField control={control} clubSport={clubSport} />
            <PlayingAreasEditor control={control} words={words} />
          </AreasSection>
        </CardContent>
        <Divider />
        <Stack spacing={2} sx={{ px: { xs: 2.5, sm: 3 }, py: 2 }}>
          <RefusalAlert error={submitError.error} />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="flex-end">
            {location && formState.isDirty && (
              <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
                <FormattedMessage id="locations.form.unsaved" />
              </Typography>
            )}
            {location ? (
              <FormActions isDirty={formState.isDirty} isPending={save.isPending} onCancel={() => reset()} />
            ) : (
              <>
                <Button component={RouterLink} to={listPath}>
                  <FormattedMessage id="common.cancel" />
                </Button>
                <Button type="submit" variant="contained" loading={save.isPending}>
                  <FormattedMessage id="locations.form.create" />
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}

/** The playing areas block: the sport that names them, then the areas; its heading is that sport's word ('Fields'), so it cannot use a fixed message. */
function AreasSection({ words, children }: { words: AreaWords; children: ReactNode }) {
  return (
    <Grid container spacing={{ xs: 2, md: 4 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {words.plural}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="locations.form.areasHint" />
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2.5}>{children}</Stack>
      </Grid>
    </Grid>
  );
}
