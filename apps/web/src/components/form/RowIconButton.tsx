import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

interface RowIconButtonProps {
  /** Names the button for screen readers and shows as its tooltip. */
  title: string;
  disabled?: boolean;
  color?: 'error';
  onClick: () => void;
  children: ReactElement;
}

/** A small icon action on a list row (move up, remove…), named and with a tooltip. */
export function RowIconButton({ title, disabled = false, color, onClick, children }: RowIconButtonProps) {
  const button = (
    <IconButton aria-label={title} disabled={disabled} onClick={onClick} color={color ?? 'default'}>
      {children}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip needs a wrapper to hover.
  return (
    <Tooltip title={title} describeChild>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}
