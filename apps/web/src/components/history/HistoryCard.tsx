import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntity } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { HistoryPanel } from './HistoryPanel';

/** A record page's History section: every change made to it, newest first. */
export function HistoryCard({ entityType, entityId }: { entityType: AuditEntity; entityId: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="history-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="center">
            <HistoryRounded fontSize="small" color="action" />
            <Typography id="history-title" variant="subtitle1" component="h2" fontWeight={600}>
              <FormattedMessage id="audit.history.title" />
            </Typography>
          </Stack>
          <HistoryPanel entityType={entityType} entityId={entityId} />
        </Stack>
      </CardContent>
    </Card>
  );
}
