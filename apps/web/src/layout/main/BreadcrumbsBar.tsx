import { BREADCRUMBS_MAX_ITEMS } from '@matchday/domain';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentClub } from '../../lib/club/use-current-club';
import { buildBreadcrumbs, type CrumbLabel } from '../../menu/build-breadcrumbs';
import { useClubMenu } from '../../menu/use-club-menu';

const labelText = (intl: IntlShape, label: CrumbLabel) => ('id' in label ? intl.formatMessage({ id: label.id }) : label.text);

/** Spec §2 breadcrumb bar: root = the club dashboard, collapsing beyond 8 items. */
export function BreadcrumbsBar() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { slug } = useCurrentClub();
  const menu = useClubMenu();
  const entries = useMemo(() => buildBreadcrumbs(menu, slug, pathname), [menu, slug, pathname]);
  if (entries.length === 0) return null;

  return (
    <Breadcrumbs
      aria-label={intl.formatMessage({ id: 'layout.breadcrumbs' })}
      maxItems={BREADCRUMBS_MAX_ITEMS}
      separator={<NavigateNextRounded fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
      sx={{ '& .MuiBreadcrumbs-li': { display: 'flex', alignItems: 'center' } }}
    >
      {entries.map((entry, index) => {
        const icon = index === 0 ? <HomeOutlined sx={{ fontSize: 18, mr: 0.75 }} /> : null;
        const text = labelText(intl, entry.label);
        const common = { variant: 'body2' as const, sx: { display: 'flex', alignItems: 'center' } };
        if (entry.to) {
          return (
            <Link key={entry.key} component={RouterLink} to={entry.to} underline="hover" color="text.secondary" {...common}>
              {icon}
              {text}
            </Link>
          );
        }
        const current = index === entries.length - 1;
        return (
          <Typography
            key={entry.key}
            color={current ? 'text.primary' : 'text.secondary'}
            aria-current={current ? 'page' : undefined}
            {...common}
            sx={{ ...common.sx, fontWeight: current ? 500 : 400 }}
          >
            {icon}
            {text}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
