import Chip from '@mui/material/Chip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { useIntl } from 'react-intl';

/** Payments or payouts, on or off: said in words, not only by colour. */
export function CapabilityChip({ capability, on }: { capability: string; on: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant={on ? 'filled' : 'outlined'}
      color={on ? 'success' : 'default'}
      icon={on ? <CheckCircleOutline /> : <HighlightOff />}
      label={intl.formatMessage({ id: on ? 'connect.chip.on' : 'connect.chip.off' }, { capability })}
    />
  );
}
