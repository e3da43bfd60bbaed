import { useIntl } from 'react-intl';
import { FormTextField } from '../../../../components/form/FormTextField';
import { DateRangeFields } from './DateRangeFields';
import { SEASON_END, SEASON_START } from './date-range-labels';
import { FormSection } from './FormSection';
import type { LeagueFormControl } from './league-form-schema';
import { SportSelect } from './SportSelect';

/** Name, sport, description and the season. */
export function GeneralSection({ control }: { control: LeagueFormControl }) {
  const intl = useIntl();
  return (
    <FormSection first titleId="leagues.form.generalSection" descriptionId="leagues.form.generalSectionHint">
      <FormTextField control={control} name="name" label={intl.formatMessage({ id: 'leagues.form.name' })} required />
      <SportSelect control={control} />
      <FormTextField control={control} name="description" label={intl.formatMessage({ id: 'leagues.form.description' })} multiline minRows={3} />
      <FormTextField
        control={control}
        name="season"
        label={intl.formatMessage({ id: 'leagues.form.season' })}
        helperText={intl.formatMessage({ id: 'leagues.form.seasonHint' })}
        required
      />
      <DateRangeFields control={control} from={SEASON_START} to={SEASON_END} />
    </FormSection>
  );
}
