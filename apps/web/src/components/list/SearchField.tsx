import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from './use-debounced-value';

interface SearchFieldProps {
  /** The search the list shows now (from the address or the list's state). */
  value: string;
  /** Called with the trimmed text once typing pauses, and at once when cleared. */
  onChange: (search: string) => void;
  /** Already translated, e.g. 'Search locations'; the field's accessible name. */
  label: string;
  /** When given, shown inside the empty field instead of a floating label (which then only names the field). */
  placeholder?: string;
  sx?: SxProps<Theme>;
}

// Long enough for a search term, which the server caps (the list query's q).
const MAX_LENGTH = 200;

/** A list's search box: reports the trimmed text once typing pauses, and follows a value changed elsewhere (Back button). */
export function SearchField({ value, onChange, label, placeholder, sx }: SearchFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text);
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const search = debounced.trim();
    if (search === reported.current) return;
    reported.current = search;
    onChangeRef.current(search);
  }, [debounced]);

  const clear = () => {
    setText('');
    reported.current = '';
    onChangeRef.current('');
  };

  return (
    <TextField
      type="search"
      size="small"
      label={placeholder === undefined ? label : undefined}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      // The field has its own clear button; the browser's would make two. On a phone it takes a line of its own
      // (a zero basis let a wrapping filter row squeeze it to a sliver).
      sx={[
        { minWidth: { sm: 280 }, flex: { xs: '1 1 100%', sm: '0 1 auto' }, '& input::-webkit-search-cancel-button': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
      slotProps={{
        htmlInput: { 'aria-label': placeholder === undefined ? undefined : label, maxLength: MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={clear} aria-label={intl.formatMessage({ id: 'common.list.clearSearch' })}>
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
