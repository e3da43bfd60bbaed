import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { AuditActionSchema, AuditEntitySchema, DateOnlySchema } from '@matchday/domain';
import { useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { schemaParam, withListChanges } from '../../../lib/list-params';
import type { AuditFilters } from '../../../lib/api/use-audit-log';
import { AuditLog } from '../../../components/history/AuditLog';
import { HistoryFilters, type HistoryFilterChanges, type HistoryFilterValues } from '../components/HistoryFilters';

export default function ClubHistoryPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const values: HistoryFilterValues = {
    q: params.get('q') ?? '',
    entityType: schemaParam(params, 'entity_type', AuditEntitySchema),
    action: schemaParam(params, 'action', AuditActionSchema),
    from: schemaParam(params, 'from', DateOnlySchema) ?? '',
    to: schemaParam(params, 'to', DateOnlySchema) ?? '',
  };
  // A range that ends before it starts would match nothing: the end is left out until it is fixed.
  const toApplies = values.to !== '' && (values.from === '' || values.to >= values.from);
  const filters: AuditFilters = {
    ...(values.q && { q: values.q }),
    ...(values.entityType && { entity_type: values.entityType }),
    ...(values.action && { action: values.action }),
    ...(values.from && { from: values.from }),
    ...(toApplies && { to: values.to }),
  };
  const change = (changes: HistoryFilterChanges) => setParams((current) => withListChanges(current, changes), { replace: true });
  const filtered = Object.keys(filters).length > 0;

  return (
    <Page title={intl.formatMessage({ id: 'layout.segment_history' })} description={intl.formatMessage({ id: 'audit.page.description' })}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <HistoryFilters values={values} onChange={change} />
          <AuditLog filters={filters} showEntity emptyText={intl.formatMessage({ id: filtered ? 'audit.log.noMatch' : 'audit.log.empty' })} />
        </CardContent>
      </Card>
    </Page>
  );
}
