import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export type FieldDependents<T extends FieldValues> = Partial<Record<FieldPath<T>, readonly FieldPath<T>[]>>;

/**
 * A rule across fields (season end after start…) puts its error on one field, but the form only
 * re-checks the field being edited: editing the other one re-checks the dependents the user already
 * saw, so an error appears or clears as soon as it is true.
 */
export function useDependentValidation<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, dependents: FieldDependents<T>) {
  const { watch, trigger, getFieldState } = form;
  const submitted = form.formState.submitCount > 0;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || name === undefined) return;
      const targets = (dependents[name] ?? []).filter((target) => submitted || getFieldState(target).isTouched);
      if (targets.length > 0) void trigger([...targets]);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, submitted, dependents]);
}
