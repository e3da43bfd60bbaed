import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type AddOn } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { RowIconButton } from '../../../components/form/RowIconButton';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';
import type { MessageId } from '../../../i18n/messages';
import { AMOUNT_CELL, PHONE_CELL_PADDING } from './money-cells';
import { ScrollableTable } from './ScrollableTable';

const COUNT_CELL = { ...AMOUNT_CELL, whiteSpace: 'normal' } as const;

interface Props {
  addOns: readonly AddOn[];
  /** An archived league's add-ons can no longer change. */
  editable: boolean;
  /** The add-on whose selling is being switched: its button waits. */
  switching: string | null;
  onEdit: (addOn: AddOn) => void;
  onSwitchSelling: (addOn: AddOn) => void;
}

/**
 * The league's add-ons: what each is, its price, how many one registration may buy, how many were sold, and whether
 * it is on sale. A phone keeps the name, the price, the status and the actions.
 */
export function AddOnsTable({ addOns, editable, switching, onEdit, onSwitchSelling }: Props) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ScrollableTable label={say('payments.addOns.tableLabel')}>
      <Table size="small" aria-label={say('payments.addOns.tableLabel')} sx={{ ...minWidthFrom(720, 'md'), ...PHONE_CELL_PADDING }}>
        <TableHead>
          <TableRow>
            <TableCell>{say('payments.column.name')}</TableCell>
            <TableCell sx={columnFrom('md')}>{say('payments.column.description')}</TableCell>
            <TableCell sx={AMOUNT_CELL}>{say('payments.column.price')}</TableCell>
            <TableCell sx={{ ...COUNT_CELL, ...columnFrom('sm') }}>{say('payments.column.maxQuantity')}</TableCell>
            <TableCell sx={{ ...COUNT_CELL, ...columnFrom('sm') }}>{say('payments.column.sold')}</TableCell>
            <TableCell>{say('payments.column.status')}</TableCell>
            <TableCell align="right">{say('payments.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {addOns.map((addOn) => (
            <TableRow key={addOn.id} hover>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{addOn.name}</TableCell>
              <TableCell sx={{ ...columnFrom('md'), overflowWrap: 'anywhere', ...(addOn.description ? {} : { color: 'text.secondary' }) }}>
                {addOn.description ?? '—'}
              </TableCell>
              <TableCell sx={AMOUNT_CELL}>{formatMoney(addOn.price_cents)}</TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('sm') }}>{addOn.max_quantity}</TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('sm') }}>{addOn.sold}</TableCell>
              <TableCell>
                <Chip
                  component="span"
                  size="small"
                  label={say(addOn.active ? 'payments.addOns.onSale' : 'payments.addOns.notSold')}
                  color={addOn.active ? 'success' : 'default'}
                  variant={addOn.active ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell align="right">
                <Stack
                  direction="row"
                  spacing={0.5}
                  useFlexGap
                  sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' } }}
                >
                  <RowIconButton
                    title={intl.formatMessage({ id: 'payments.addOns.editLabel' }, { name: addOn.name })}
                    disabled={!editable}
                    onClick={() => onEdit(addOn)}
                  >
                    <EditOutlined fontSize="small" />
                  </RowIconButton>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!editable}
                    loading={switching === addOn.id}
                    aria-label={intl.formatMessage({ id: addOn.active ? 'payments.addOns.stopLabel' : 'payments.addOns.resumeLabel' }, { name: addOn.name })}
                    onClick={() => onSwitchSelling(addOn)}
                    sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' } }}
                  >
                    {say(addOn.active ? 'payments.addOns.stop' : 'payments.addOns.resume')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
