import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, darken } from '@mui/material/styles';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import { PRODUCT_NAME } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { LogoMark } from '../../../components/Logo';

const HIGHLIGHTS = [
  { icon: CalendarMonth, id: 'auth.brand.schedules' },
  { icon: Groups, id: 'auth.brand.teams' },
  { icon: Payments, id: 'auth.brand.payments' },
] as const;

/** The product side of the sign-in screens: what Matchday is for, on the brand colour. */
export function BrandPanel() {
  return (
    <Box
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        // Deepened from the preset colours so white text reads well in light and dark mode alike.
        color: theme.palette.common.white,
        background: `linear-gradient(150deg, ${darken(theme.palette.primary.main, 0.55)} 0%, ${darken(theme.palette.primary.main, 0.25)} 60%, ${darken(theme.palette.secondary.main, 0.2)} 140%)`,
      })}
    >
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Box sx={{ display: 'flex', p: 0.5, borderRadius: 3, bgcolor: 'common.white' }}>
          <LogoMark size={36} />
        </Box>
        <Typography variant="h5" component="span" fontWeight={700}>
          {PRODUCT_NAME}
        </Typography>
      </Stack>
      <Stack spacing={4} sx={{ maxWidth: 440 }}>
        <Typography variant="h3" component="p" fontWeight={700} lineHeight={1.15}>
          <FormattedMessage id="auth.brand.headline" />
        </Typography>
        <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {HIGHLIGHTS.map(({ icon: Icon, id }) => (
            <Stack key={id} component="li" direction="row" spacing={2} alignItems="center">
              <Box
                sx={(theme) => ({
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: 2,
                  flexShrink: 0,
                  bgcolor: alpha(theme.palette.common.white, 0.16),
                })}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography variant="body1" sx={{ opacity: 0.92 }}>
                <FormattedMessage id={id} />
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        <FormattedMessage id="auth.brand.footer" values={{ product: PRODUCT_NAME }} />
      </Typography>
    </Box>
  );
}
