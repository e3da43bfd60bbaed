import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useLabels } from '../../../lib/use-labels';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { SearchField } from '../../../components/list/SearchField';

export interface HistoryFilterValues {
  q: string;
  entityType: AuditEntity | undefined;
  action: AuditAction | undefined;
  /** YYYY-MM-DD, a day in the club's timezone, or '' for none. */
  from: string;
  to: string;
}

export type HistoryFilterChanges = Partial<Record<'q' | 'entity_type' | 'action' | 'from' | 'to', string | null>>;

const ALL = 'all';

/** The club log's filters: a search, the kind of record, the action and a date range. */
export function HistoryFilters({ values, onChange }: { values: HistoryFilterValues; onChange: (changes: HistoryFilterChanges) => void }) {
  const intl = useIntl();
  const label = useLabels();
  const rangeWrong = values.from !== '' && values.to !== '' && values.to < values.from;
  const choice = (value: string) => (value === ALL ? null : value);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
      <SearchField label={intl.formatMessage({ id: 'audit.filters.search' })} value={values.q} onChange={(q) => onChange({ q })} />
      <FilterSelect
        label={intl.formatMessage({ id: 'audit.filters.entity' })}
        value={values.entityType ?? ALL}
        options={[
          { value: ALL, label: intl.formatMessage({ id: 'audit.filters.allEntities' }) },
          ...AUDIT_ENTITIES.map((value) => ({ value, label: label('audit_entity', value) })),
        ]}
        onChange={(value) => onChange({ entity_type: choice(value) })}
      />
      <FilterSelect
        label={intl.formatMessage({ id: 'audit.filters.action' })}
        value={values.action ?? ALL}
        options={[
          { value: ALL, label: intl.formatMessage({ id: 'audit.filters.allActions' }) },
          ...AUDIT_ACTIONS.map((value) => ({ value, label: label('audit_action', value) })),
        ]}
        onChange={(value) => onChange({ action: choice(value) })}
      />
      <TextField
        type="date"
        size="small"
        label={intl.formatMessage({ id: 'audit.filters.from' })}
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.to || undefined } }}
        sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: 160 }}
      />
      <TextField
        type="date"
        size="small"
        label={intl.formatMessage({ id: 'audit.filters.to' })}
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={rangeWrong}
        helperText={rangeWrong ? intl.formatMessage({ id: 'audit.filters.toBeforeFrom' }) : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from || undefined } }}
        sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: 160 }}
      />
    </Stack>
  );
}
