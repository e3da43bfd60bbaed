import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import type { PlayerSummary } from '@matchday/domain';
import { useState, type HTMLAttributes, type Key, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlayers } from '../../lib/api/use-players';
import { quickPlayerFromSearch } from '../../lib/player-form';
import { fullName } from '../../lib/player-name';
import { QuickPlayerForm } from './QuickPlayerForm';
import { useDebouncedValue } from '../list/use-debounced-value';

export type PlayerOption = Pick<PlayerSummary, 'id' | 'first_name' | 'last_name' | 'email'>;

const PICKER_PAGE_SIZE = 20;

interface PlayerPickerProps {
  slug: string;
  /** The chosen players; at most one unless `multiple`. */
  value: PlayerOption[];
  onChange: (players: PlayerOption[]) => void;
  multiple?: boolean;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Why a player cannot be chosen here (e.g. "Already on Net Results"), or null: such players are listed, disabled, with the reason. */
  unavailableReason?: (player: PlayerOption) => string | null;
}

const uniqueById = (players: readonly PlayerOption[]) => [...new Map(players.map((player) => [player.id, player])).values()];

/**
 * Chooses club players by searching the directory as one types (GET /players?q=), or adds a new
 * player on the spot (first and last name, email, phone) who is then chosen.
 */
export function PlayerPicker({
  slug,
  value,
  onChange,
  multiple = false,
  label,
  required,
  error,
  helperText,
  inputRef,
  onBlur,
  unavailableReason,
}: PlayerPickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [adding, setAdding] = useState(false);
  const q = useDebouncedValue(typed.trim());
  const results = usePlayers(slug, { q: q || undefined, page_size: PICKER_PAGE_SIZE, sort: 'last_name' }, { enabled: open });
  const options = uniqueById([...value, ...(results.data?.items ?? [])]);

  const shared = {
    options,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onBlur,
    // The server already filtered by the search text.
    filterOptions: (found: PlayerOption[]) => found,
    isOptionEqualToValue: (option: PlayerOption, chosen: PlayerOption) => option.id === chosen.id,
    getOptionLabel: (option: PlayerOption) => fullName(option),
    getOptionDisabled: (option: PlayerOption) => Boolean(unavailableReason?.(option)),
    loading: results.isFetching,
    loadingText: intl.formatMessage({ id: 'common.loading' }),
    noOptionsText: intl.formatMessage({ id: q ? 'players.picker.noMatch' : 'players.picker.typeToSearch' }),
    onInputChange: (_event: unknown, text: string, reason: string) => {
      // Choosing an option fills the box with its label; only what the user types is a search.
      if (reason === 'input' || reason === 'clear') setTyped(text);
    },
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: PlayerOption) => {
      const reason = unavailableReason?.(option) ?? null;
      return (
        <Box component="li" key={key} {...props}>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2">{fullName(option)}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {option.email}
            </Typography>
            {reason ? (
              <Typography variant="caption" color="text.primary" sx={{ fontWeight: 500 }}>
                {reason}
              </Typography>
            ) : null}
          </Stack>
        </Box>
      );
    },
    renderInput: (params: object) => <TextField {...params} label={label} required={required} error={error} helperText={helperText} inputRef={inputRef} />,
    fullWidth: true,
  };

  const addChosen = (player: PlayerOption) => {
    onChange(multiple ? uniqueById([...value, player]) : [player]);
    setAdding(false);
    setTyped('');
  };

  return (
    <Stack spacing={1}>
      {multiple ? (
        <Autocomplete {...shared} multiple filterSelectedOptions value={value} onChange={(_event, players) => onChange(players)} />
      ) : (
        <Autocomplete {...shared} value={value[0] ?? null} onChange={(_event, player) => onChange(player ? [player] : [])} />
      )}
      {adding ? (
        <QuickPlayerForm slug={slug} initial={quickPlayerFromSearch(typed)} onCreated={addChosen} onCancel={() => setAdding(false)} />
      ) : (
        <Box>
          <Button size="small" startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>
            <FormattedMessage id="players.picker.addNew" />
          </Button>
        </Box>
      )}
    </Stack>
  );
}
