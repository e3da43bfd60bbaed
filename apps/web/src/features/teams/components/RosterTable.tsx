import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import type { Registration, Team } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../../lib/player-name';
import { recordPaths } from '../../../lib/record-paths';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { PaymentStatusChip } from './PaymentStatusChip';

interface RosterTableProps {
  slug: string;
  team: Team;
  editable: boolean;
  /** Makes the player captain, or (for the captain) leaves the team without one. */
  onToggleCaptain: (registration: Registration) => void;
  captainPending: boolean;
  onRemove: (registration: Registration) => void;
}

/** A team's players: name (to the player page), contact, captaincy, payment status, and removal. */
export function RosterTable({ slug, team, editable, onToggleCaptain, captainPending, onRemove }: RosterTableProps) {
  const intl = useIntl();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'teams.roster.tableLabel' }, { team: team.name })} sx={minWidthFrom(720)}>
        <TableHead>
          <TableRow>
            {/* On a phone: name, payment status and removal; the captain is set in the team's dialog, contact on the player's page. */}
            <TableCell padding="checkbox" sx={columnFrom('sm')}>
              <VisuallyHidden>{intl.formatMessage({ id: 'teams.column.captain' })}</VisuallyHidden>
            </TableCell>
            <TableCell>{intl.formatMessage({ id: 'teams.column.player' })}</TableCell>
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.email' })}</TableCell>
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.phone' })}</TableCell>
            <TableCell>{intl.formatMessage({ id: 'teams.column.payment' })}</TableCell>
            <TableCell align="right">{intl.formatMessage({ id: 'teams.column.actions' })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {team.roster.map((registration) => {
            const name = fullName(registration.player);
            const captainLabel = intl.formatMessage({ id: registration.is_captain ? 'teams.roster.unsetCaptain' : 'teams.roster.makeCaptain' }, { name });
            const removeLabel = intl.formatMessage({ id: 'teams.roster.remove' }, { name });
            return (
              <TableRow key={registration.id} hover>
                <TableCell padding="checkbox" sx={columnFrom('sm')}>
                  <Tooltip title={captainLabel}>
                    <span>
                      <IconButton
                        aria-label={captainLabel}
                        aria-pressed={registration.is_captain}
                        size="small"
                        disabled={!editable || captainPending}
                        onClick={() => onToggleCaptain(registration)}
                        sx={{ color: registration.is_captain ? 'warning.main' : 'action.active' }}
                      >
                        {registration.is_captain ? <StarRounded fontSize="small" /> : <StarOutlineRounded fontSize="small" />}
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                  <Link component={RouterLink} to={recordPaths.player(slug, registration.player.id)} underline="hover" fontWeight={500}>
                    {name}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{registration.player.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{registration.player.phone ?? '—'}</TableCell>
                <TableCell>
                  <PaymentStatusChip registration={registration} />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={removeLabel}>
                    <span>
                      <IconButton aria-label={removeLabel} size="small" disabled={!editable} onClick={() => onRemove(registration)}>
                        <PersonRemoveOutlined fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
