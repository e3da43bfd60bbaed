import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

interface SearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** Already translated; also the field's accessible name. */
  label: string;
}

/** The search box above a list; the list debounces what is typed before asking the server. */
export function SearchField({ value, onChange, label }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
