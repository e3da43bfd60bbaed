import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { dateInTimezone, type League, type LeagueStatus } from '@matchday/domain';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLabels } from '../../../../lib/use-labels';
import { LeagueStatusChip } from '../shared/LeagueStatusChip';
import { refusalMessageKey, statusOptions } from './transition-options';

interface LeagueStatusMenuProps {
  league: League;
  timezone: string;
  pending: boolean;
  onChange: (status: LeagueStatus) => void;
}

/** Change status: the moves the lifecycle allows, those refused for what is known here disabled with the reason. */
export function LeagueStatusMenu({ league, timezone, pending, onChange }: LeagueStatusMenuProps) {
  const label = useLabels();
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Checked when opened, so a menu opened after midnight knows it is a new day in the club.
  const options = anchor ? statusOptions(league, dateInTimezone(new Date(), timezone)) : [];
  const choose = (status: LeagueStatus) => {
    setAnchor(null);
    onChange(status);
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownRounded />}
        loading={pending}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
      >
        <FormattedMessage id="leagues.status.change" />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
        {options.map(({ status, refusal }) => (
          <MenuItem key={status} disabled={refusal !== null} onClick={() => choose(status)} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <LeagueStatusChip status={status} />
            <ListItemText
              primary={<FormattedMessage id="leagues.status.moveTo" values={{ status: label('league_status', status) }} />}
              secondary={refusal ? intl.formatMessage({ id: refusalMessageKey(refusal) }) : null}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
              sx={{ my: 0 }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
