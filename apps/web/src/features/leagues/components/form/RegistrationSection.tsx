import Grid from '@mui/material/Grid';
import type { LeagueQuestion, RegistrationType } from '@matchday/domain';
import { REGISTRATION_TYPE_LABELS } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../../../components/form/FormSelect';
import type { MessageId } from '../../../../i18n/messages';
import { useLabels } from '../../../../lib/use-labels';
import { CountField } from './CountField';
import { DateRangeFields } from './DateRangeFields';
import { REGISTRATION_CLOSES, REGISTRATION_OPENS } from './date-range-labels';
import { FormSection } from './FormSection';
import type { LeagueFormControl } from './league-form-schema';
import { QuestionsField } from './QuestionsField';

const REGISTRATION_TYPES = Object.keys(REGISTRATION_TYPE_LABELS) as RegistrationType[];

/** Who may register and when, how many teams and players, and what registrants are asked. */
export function RegistrationSection({
  control,
  slug,
  currentQuestions,
}: {
  control: LeagueFormControl;
  slug: string;
  currentQuestions: readonly LeagueQuestion[];
}) {
  const intl = useIntl();
  const label = useLabels();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <FormSection titleId="leagues.form.registrationSection" descriptionId="leagues.form.registrationSectionHint">
      <FormSelect
        control={control}
        name="registration_type"
        label={text('leagues.form.registrationType')}
        helperText={text('leagues.form.registrationTypeHint')}
        options={REGISTRATION_TYPES.map((type) => ({ value: type, label: label('registration_type', type) }))}
        required
      />
      <DateRangeFields control={control} from={REGISTRATION_OPENS} to={REGISTRATION_CLOSES} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountField
            control={control}
            name="team_capacity"
            label={text('leagues.form.teamCapacity')}
            helperText={text('leagues.form.teamCapacityHint')}
            required
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <CountField control={control} name="roster_min" label={text('leagues.form.rosterMin')} required />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <CountField control={control} name="roster_max" label={text('leagues.form.rosterMax')} required />
        </Grid>
      </Grid>
      <QuestionsField control={control} slug={slug} current={currentQuestions} />
    </FormSection>
  );
}
