import AddRounded from '@mui/icons-material/AddRounded';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/list/EmptyState';

type LeaguesEmptyStateProps = { filtered: true; onClearFilters: () => void } | { filtered: false; createPath: string };

/** No league to show: invite the first one, or, when filters hide them all, offer to clear the filters. */
export function LeaguesEmptyState(props: LeaguesEmptyStateProps) {
  return (
    <EmptyState
      icon={props.filtered ? <SearchOffRounded /> : <EmojiEventsOutlined />}
      // The empty state stands in for the whole list, so its title is the section's heading.
      titleComponent="h2"
      title={<FormattedMessage id={props.filtered ? 'leagues.empty.filteredTitle' : 'leagues.empty.title'} />}
      description={<FormattedMessage id={props.filtered ? 'leagues.empty.filteredDescription' : 'leagues.empty.description'} />}
      action={
        props.filtered ? (
          <Button variant="outlined" startIcon={<FilterAltOffOutlined />} onClick={props.onClearFilters}>
            <FormattedMessage id="leagues.list.clearFilters" />
          </Button>
        ) : (
          <Button variant="contained" startIcon={<AddRounded />} component={RouterLink} to={props.createPath}>
            <FormattedMessage id="leagues.empty.create" />
          </Button>
        )
      }
    />
  );
}
