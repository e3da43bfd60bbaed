import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { RowIconButton } from '../../../components/form/RowIconButton';

interface MoveButtonsProps {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (delta: -1 | 1) => void;
}

/** A row's Move up and Move down buttons; the first row cannot go up, the last cannot go down. */
export function MoveButtons({ index, count, upLabel, downLabel, onMove }: MoveButtonsProps) {
  return (
    <>
      <RowIconButton title={upLabel} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpwardRounded fontSize="small" />
      </RowIconButton>
      <RowIconButton title={downLabel} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDownwardRounded fontSize="small" />
      </RowIconButton>
    </>
  );
}
