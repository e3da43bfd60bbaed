import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LeagueSummary } from '@matchday/domain';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { leagueLabel } from './league-options';
import type { SiteFormValues } from './site-form';

interface LeaguesSelectProps {
  control: Control<SiteFormValues>;
  name: `sections.${number}.league_ids`;
  label: string;
  leagues: LeagueSummary[] | undefined;
}

/** The leagues a section shows, chosen from the club's; none chosen shows them all. */
export function LeaguesSelect({ control, name, label, leagues }: LeaguesSelectProps) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const chosen = field.value;
  const known = leagues ?? [];
  const nameOf = (id: string) => {
    const league = known.find((candidate) => candidate.id === id);
    return league ? league.name : intl.formatMessage({ id: 'siteContent.leagues.unknown' });
  };
  // Chosen leagues the list does not have (yet) stay choosable, so the select can show them.
  const missing = chosen.filter((id) => !known.some((league) => league.id === id));

  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      name={field.name}
      value={chosen}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as string[];
            return ids.length === 0 ? intl.formatMessage({ id: 'siteContent.leagues.all' }) : intl.formatList(ids.map(nameOf), { type: 'conjunction' });
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {known.map((league) => (
        <MenuItem key={league.id} value={league.id}>
          <Checkbox checked={chosen.includes(league.id)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={leagueLabel(league)} />
        </MenuItem>
      ))}
      {known.length === 0 && missing.length === 0 && (
        <MenuItem disabled value="">
          {intl.formatMessage({ id: 'siteContent.leagues.none' })}
        </MenuItem>
      )}
      {missing.map((id) => (
        <MenuItem key={id} value={id}>
          <Checkbox checked size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={nameOf(id)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
