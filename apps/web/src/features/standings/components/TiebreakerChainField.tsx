import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { TIEBREAKERS, type Tiebreaker } from '@matchday/domain';
import { useIntl } from 'react-intl';

/** Moves one entry of the chain up (-1) or down (+1). */
export function moveTiebreaker(chain: readonly Tiebreaker[], rule: Tiebreaker, step: -1 | 1): Tiebreaker[] {
  const from = chain.indexOf(rule);
  const to = from + step;
  if (from < 0 || to < 0 || to >= chain.length) return [...chain];
  const next = [...chain];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The ordered tiebreaker chain: the rules in use first, in order, each movable; the others below, off. */
export function TiebreakerChainField({ value, onChange }: { value: readonly Tiebreaker[]; onChange: (chain: Tiebreaker[]) => void }) {
  const intl = useIntl();
  const rows = [...value, ...TIEBREAKERS.filter((rule) => !value.includes(rule))];
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{intl.formatMessage({ id: 'standings.rules.chain' })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'standings.rules.chainHelp' })}
      </Typography>
      <List dense disablePadding>
        {rows.map((rule) => {
          const position = value.indexOf(rule);
          const on = position >= 0;
          const name = intl.formatMessage({ id: `standings.rule.${rule}` });
          return (
            <ListItem
              key={rule}
              disableGutters
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    size="small"
                    disabled={!on || position === 0}
                    onClick={() => onChange(moveTiebreaker(value, rule, -1))}
                    aria-label={intl.formatMessage({ id: 'standings.rules.moveUp' }, { rule: name })}
                  >
                    <ArrowUpwardRounded fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={!on || position === value.length - 1}
                    onClick={() => onChange(moveTiebreaker(value, rule, 1))}
                    aria-label={intl.formatMessage({ id: 'standings.rules.moveDown' }, { rule: name })}
                  >
                    <ArrowDownwardRounded fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <Switch
                size="small"
                checked={on}
                onChange={(event) => onChange(event.target.checked ? [...value, rule] : value.filter((other) => other !== rule))}
                slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'standings.rules.use' }, { rule: name }) } }}
              />
              <ListItemText primary={on ? `${position + 1}. ${name}` : name} slotProps={{ primary: { color: on ? 'text.primary' : 'text.disabled' } }} />
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
