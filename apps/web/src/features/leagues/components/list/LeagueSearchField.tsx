import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

// Long enough to wait for a word, short enough to feel live.
const SEARCH_DELAY_MS = 300;

interface LeagueSearchFieldProps {
  /** The search the list shows (from the address). */
  value: string;
  onSearch: (q: string) => void;
}

/** The search box: asks the list once typing pauses, and follows the address when back/forward changes it. Its own clear button replaces the browser's search field one. */
export function LeagueSearchField({ value, onSearch }: LeagueSearchFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={intl.formatMessage({ id: 'leagues.list.searchPlaceholder' })}
      slotProps={{
        htmlInput: { 'aria-label': intl.formatMessage({ id: 'leagues.list.search' }) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={() => setText('')} aria-label={intl.formatMessage({ id: 'leagues.list.clearSearch' })}>
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
      sx={{ flex: { xs: '1 1 100%', md: '1 1 260px' }, minWidth: 0 }}
    />
  );
}
