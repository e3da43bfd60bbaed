import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '../../../components/Logo';
import { Page } from '../../../components/Page';
import { BrandPanel } from './BrandPanel';

interface AuthScreenProps {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-out screen: the brand panel beside one focused card. */
export function AuthScreen({ title, subtitle, footer, children }: AuthScreenProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(380px, 5fr) 7fr' }, bgcolor: 'background.default' }}>
      <BrandPanel />
      <Stack alignItems="center" justifyContent="center" sx={{ px: { xs: 2, sm: 4 }, py: { xs: 4, sm: 6 } }}>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, mb: 3 }}>
          <Logo />
        </Box>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Page title={title} description={subtitle}>
            {children}
          </Page>
        </Paper>
        {footer && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {footer}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
