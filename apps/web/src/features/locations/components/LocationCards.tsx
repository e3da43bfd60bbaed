import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timezoneAbbreviation, type Location } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../lib/routes';
import { useNow } from '../../../lib/use-now';
import { activeAreaCount } from './playing-areas';
import { useAreaCount } from '../../../lib/use-area-words';

/** The locations of a page as cards (phones): the table's facts, stacked. */
export function LocationCards({ slug, locations }: { slug: string; locations: readonly Location[] }) {
  const now = useNow();
  const areaCount = useAreaCount();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {locations.map((location) => (
        <Card key={location.id} variant="outlined">
          <CardActionArea component={RouterLink} to={routes.location(slug, location.id)} sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                <Typography variant="subtitle1" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                  {location.name}
                </Typography>
                {location.archived && <Chip size="small" label={<FormattedMessage id="locations.list.archived" />} />}
              </Stack>
              {location.address && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {location.address}
                </Typography>
              )}
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <Chip size="small" variant="outlined" label={areaCount(location.playing_area, activeAreaCount(location.playing_areas))} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={<FormattedMessage id="locations.list.leaguesCount" values={{ count: location.leagues_count }} />}
                />
                <Chip size="small" variant="outlined" label={<FormattedMessage id="locations.list.gamesCount" values={{ count: location.games_count }} />} />
                <Chip size="small" variant="outlined" label={timezoneAbbreviation(location.timezone, now)} title={location.timezone} />
              </Stack>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
