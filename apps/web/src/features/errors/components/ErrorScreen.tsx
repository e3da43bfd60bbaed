import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/Page';
import { useHomePath } from '../use-home-path';

interface ErrorScreenProps {
  status: number;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Extra actions shown after Back to Home. */
  actions?: ReactNode;
}

/** The frame of the 401, 404 and 500 pages: what happened, and a way home by the spec's role-count rule. */
export function ErrorScreen({ status, icon, title, description, actions }: ErrorScreenProps) {
  const homePath = useHomePath();
  return (
    <Box sx={{ minHeight: '80dvh', display: 'grid', placeItems: 'center', px: 2, py: 6, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
          <Box
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: 3,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
            })}
          >
            {icon}
          </Box>
          <Typography variant="overline" color="text.secondary" sx={{ fontSize: 14, letterSpacing: 2 }}>
            <FormattedMessage id="pages.error.status" values={{ status }} />
          </Typography>
        </Stack>
        <Page title={title} description={description}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to={homePath} variant="contained" size="large" startIcon={<HomeOutlined />}>
              <FormattedMessage id="pages.backToHome" />
            </Button>
            {actions}
          </Stack>
        </Page>
      </Paper>
    </Box>
  );
}
