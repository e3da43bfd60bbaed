import { FormSection } from './FormSection';
import type { LeagueFormControl } from './league-form-schema';
import { LocationsField, type NamedRecord } from './LocationsField';
import { PlayTimesField } from './PlayTimesField';

/** When and where the league plays each week. */
export function ScheduleSection({ control, slug, currentLocations }: { control: LeagueFormControl; slug: string; currentLocations: readonly NamedRecord[] }) {
  return (
    <FormSection titleId="leagues.form.scheduleSection" descriptionId="leagues.form.scheduleSectionHint">
      <PlayTimesField control={control} />
      <LocationsField control={control} slug={slug} current={currentLocations} />
    </FormSection>
  );
}
