import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

/** A tab's content in one card under its heading and what it is for. */
export function TabCard({ titleId, hintId, children }: { titleId: MessageId; hintId: MessageId; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          <FormattedMessage id={titleId} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          <FormattedMessage id={hintId} />
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
