import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The first thing to do, usually a primary button. */
  action?: ReactNode;
  /** The title's element: a heading where the empty state stands in for a page's content, a paragraph inside a card. */
  titleComponent?: ElementType;
}

/** What a list shows when it has nothing (yet, or for its search): an icon, a sentence and the action that fills it. */
export function EmptyState({ icon, title, description, action, titleComponent = 'p' }: EmptyStateProps) {
  return (
    <Stack spacing={1.5} alignItems="center" textAlign="center" sx={{ py: { xs: 5, sm: 7 }, px: 2 }}>
      <Box
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          borderRadius: '50%',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
        })}
      >
        {icon}
      </Box>
      <Typography variant="h6" component={titleComponent}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
    </Stack>
  );
}
