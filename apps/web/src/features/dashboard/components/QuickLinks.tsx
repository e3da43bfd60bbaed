import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Club } from '@matchday/domain';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { MessageId } from '../../../i18n/messages';
import { menuItems } from '../../../menu/menu-items';
import { resolveMenu } from '../../../menu/resolve-menu';
import type { MenuItem } from '../../../menu/types';
import { quickLinkItems } from './quick-links';

const DESCRIPTIONS: Partial<Record<string, MessageId>> = {
  leagues: 'dashboard.links.leagues',
  players: 'dashboard.links.players',
  history: 'dashboard.links.history',
  locations: 'dashboard.links.locations',
  'site-content': 'dashboard.links.siteContent',
  questions: 'dashboard.links.questions',
  'messaging-templates': 'dashboard.links.messagingTemplates',
  settings: 'dashboard.links.settings',
  reports: 'dashboard.links.reports',
  'connect-integration': 'dashboard.links.connect',
  profile: 'dashboard.links.profile',
};

/** A tile per area of the club, taken from the menu tree so both always agree (disabled and revealed items included). */
export function QuickLinks({ club }: { club: Club }) {
  const items = useMemo(() => quickLinkItems(resolveMenu(menuItems, club.slug, club), club.slug), [club]);
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 6, lg: 4 }}>
          <QuickLink item={item} />
        </Grid>
      ))}
    </Grid>
  );
}

function QuickLink({ item }: { item: MenuItem }) {
  const Icon = item.icon;
  const description = item.disabled && item.caption ? item.caption : DESCRIPTIONS[item.id];
  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: item.disabled ? 0.6 : 1, '&:hover': item.disabled ? {} : { borderColor: 'primary.main' } }}>
      <CardActionArea component={RouterLink} to={item.url} disabled={item.disabled} sx={{ height: '100%', p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.75} alignItems="flex-start">
          {Icon && (
            <Box
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                width: 36,
                height: 36,
                borderRadius: 2,
                flexShrink: 0,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.08),
              })}
            >
              <Icon fontSize="small" />
            </Box>
          )}
          <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography variant="subtitle2" fontWeight={600}>
                <FormattedMessage id={item.title} />
              </Typography>
              {item.chip && <Chip size="small" color={item.chip.color} label={<FormattedMessage id={item.chip.label} />} />}
            </Stack>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: item.disabled ? 'block' : 'none', sm: 'block' } }}>
                <FormattedMessage id={description} />
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
