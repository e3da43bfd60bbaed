import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the Payments tab: a heading (with its actions beside it), an optional line under it, and its table or what to say when it is empty. */
export function PaymentsSection({
  title,
  description,
  actions,
  empty,
  children,
}: {
  title: string;
  description?: string;
  /** Buttons beside the heading (below it on a phone). */
  actions?: ReactNode;
  /** Said instead of the content when there is nothing to list. */
  empty: string | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </div>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      <Card variant="outlined">
        {empty === null ? (
          children
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {empty}
          </Typography>
        )}
      </Card>
    </Stack>
  );
}
