import { BRACKET_TYPE_LABELS, type BracketType } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../../../components/form/FormSelect';
import { useLabels } from '../../../../lib/use-labels';
import { FormSection } from './FormSection';
import type { LeagueFormControl } from './league-form-schema';

const BRACKET_TYPES = Object.keys(BRACKET_TYPE_LABELS) as BracketType[];

/** The playoff bracket that follows the season. */
export function PlayoffsSection({ control }: { control: LeagueFormControl }) {
  const intl = useIntl();
  const label = useLabels();
  return (
    <FormSection titleId="leagues.form.playoffsSection" descriptionId="leagues.form.playoffsSectionHint">
      <FormSelect
        control={control}
        name="bracket_type"
        label={intl.formatMessage({ id: 'leagues.form.bracketType' })}
        options={BRACKET_TYPES.map((type) => ({ value: type, label: label('bracket_type', type) }))}
        required
      />
    </FormSection>
  );
}
