import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

interface DashboardCardProps {
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One tile of the club dashboard: an icon, a title, an optional action and the content. */
export function DashboardCard({ icon, title, action, children }: DashboardCardProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ height: '100%', p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Box
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            borderRadius: 2,
            flexShrink: 0,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
          })}
        >
          {icon}
        </Box>
        <Typography variant="subtitle1" component="h2" fontWeight={600} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
