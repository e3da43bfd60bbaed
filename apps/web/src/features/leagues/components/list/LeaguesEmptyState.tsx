import AddRounded from '@mui/icons-material/AddRounded';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

type LeaguesEmptyStateProps = { filtered: true; onClearFilters: () => void } | { filtered: false; createPath: string };

/** No league to show: invite the first one, or, when filters hide them all, offer to clear the filters. */
export function LeaguesEmptyState(props: LeaguesEmptyStateProps) {
  const Icon = props.filtered ? SearchOffRounded : EmojiEventsOutlined;
  return (
    <Stack spacing={1.5} alignItems="center" textAlign="center" sx={{ px: 3, py: 8 }}>
      <Box sx={(theme) => ({ display: 'grid', placeItems: 'center', width: 56, height: 56, borderRadius: '50%', color: 'primary.main', bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1) })}>
        <Icon />
      </Box>
      <Typography variant="h6" component="h2">
        <FormattedMessage id={props.filtered ? 'leagues.empty.filteredTitle' : 'leagues.empty.title'} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
        <FormattedMessage id={props.filtered ? 'leagues.empty.filteredDescription' : 'leagues.empty.description'} />
      </Typography>
      {props.filtered ? (
        <Button variant="outlined" startIcon={<FilterAltOffOutlined />} onClick={props.onClearFilters}>
          <FormattedMessage id="leagues.list.clearFilters" />
        </Button>
      ) : (
        <Button variant="contained" startIcon={<AddRounded />} component={RouterLink} to={props.createPath}>
          <FormattedMessage id="leagues.empty.create" />
        </Button>
      )}
    </Stack>
  );
}
