import { ArchivedFilterSchema } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { MessageId } from '../../i18n/messages';
import { FilterSelect } from './FilterSelect';

export type ArchivedFilterValue = z.output<typeof ArchivedFilterSchema>;

const LABELS: Record<ArchivedFilterValue, MessageId> = {
  active: 'locations.ui.archivedActive',
  archived: 'locations.ui.archivedOnly',
  all: 'locations.ui.archivedAll',
};

/** Active, archived or all records (the lists' `archived` query). */
export function ArchivedFilter({ value, onChange }: { value: ArchivedFilterValue; onChange: (value: ArchivedFilterValue) => void }) {
  const intl = useIntl();
  const options = ArchivedFilterSchema.unwrap().options.map((option) => ({ value: option, label: intl.formatMessage({ id: LABELS[option] }) }));
  return (
    <FilterSelect
      label={intl.formatMessage({ id: 'locations.ui.show' })}
      value={value}
      options={options}
      onChange={(next) => onChange(ArchivedFilterSchema.parse(next))}
    />
  );
}
