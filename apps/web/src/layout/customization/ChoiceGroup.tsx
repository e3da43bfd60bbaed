import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
}

/** A segmented control for one preference; a second click on the chosen value keeps it chosen. */
export function ChoiceGroup<V extends string>({
  value,
  choices,
  onChange,
  labelledBy,
}: {
  value: V;
  choices: Choice<V>[];
  onChange(value: V): void;
  labelledBy: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-labelledby={labelledBy}
      onChange={(_, next: V | null) => {
        if (next !== null) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value} sx={{ gap: 0.75, textTransform: 'none', fontWeight: 500 }}>
          {choice.icon}
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
