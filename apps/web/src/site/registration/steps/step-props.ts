import type { RegistrationOptions } from '@matchday/domain';
import type { Draft, FieldErrors } from '../draft';

/** What every step of the wizard gets: the league's options, the draft so far, its errors, and a way to change it. */
export interface StepProps {
  options: RegistrationOptions;
  draft: Draft;
  errors: FieldErrors;
  change: (patch: Partial<Draft>) => void;
}
