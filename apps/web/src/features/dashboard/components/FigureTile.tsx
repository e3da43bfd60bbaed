import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface FigureTileProps {
  icon: ReactNode;
  label: string;
  value: number;
  /** The page the figure opens, when there is one. */
  to?: string;
}

/** One figure of the club: how many teams, players… */
export function FigureTile({ icon, label, value, to }: FigureTileProps) {
  const content = (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: 2,
          flexShrink: 0,
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
        })}
      >
        {icon}
      </Box>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {label}
        </Typography>
      </Stack>
    </Stack>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', ...(to && { '&:hover': { borderColor: 'primary.main' } }) }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
