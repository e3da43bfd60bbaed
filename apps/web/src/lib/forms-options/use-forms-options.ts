import type { FormsOptions } from '@matchday/domain';
import { useContext } from 'react';
import { FormsOptionsContext } from './forms-options-context';

/** The forms options loaded at start (spec §3, §4). */
export function useFormsOptions(): FormsOptions {
  const options = useContext(FormsOptionsContext);
  if (!options) throw new Error('context must be use inside provider');
  return options;
}
