import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuItem } from '../../../menu/types';
import { isActive } from './is-active';
import { useNavDisplay } from './nav-context';

export function NavItem({ item, depth }: { item: MenuItem; depth: number }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { compact, onNavigate } = useNavDisplay();
  const Icon = item.icon;
  const title = intl.formatMessage({ id: item.title });
  const selected = isActive(item, pathname);

  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.url}
      {...(item.target ? { target: '_blank', rel: 'noopener' } : {})}
      disabled={item.disabled}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        mb: 0.25,
        py: (item.caption || item.chip) && !compact ? 0.75 : 1,
        minHeight: 42,
        pl: compact ? 1.5 : 1.5 + depth * 1.5,
        justifyContent: compact ? 'center' : 'flex-start',
      }}
    >
      {Icon ? (
        <ListItemIcon sx={{ minWidth: compact ? 0 : 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
      ) : null}
      {compact ? null : (
        <ListItemText
          primary={title}
          secondary={
            item.chip ? (
              <Chip
                component="span"
                size="small"
                color={item.chip.color}
                label={intl.formatMessage({ id: item.chip.label })}
                sx={{ mt: 0.5, height: 20, fontSize: '0.6875rem' }}
              />
            ) : item.caption ? (
              intl.formatMessage({ id: item.caption })
            ) : undefined
          }
          slotProps={{
            primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 500 } },
            secondary: { variant: 'caption', sx: { display: 'block', lineHeight: 1.3 } },
          }}
          sx={{ my: 0 }}
        />
      )}
    </ListItemButton>
  );

  return compact ? (
    <Tooltip title={title} placement="right">
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
