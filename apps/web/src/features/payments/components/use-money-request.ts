import { newId } from '@matchday/domain';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';

/**
 * A money dialog's request (issue 19 §2): its action key, made once when the dialog opens, so that a retry after a
 * failure sends the same key and the server does the action once; and `send`, which ignores a second submit while the
 * request runs (a double click lands before the disabled button is drawn).
 */
export function useMoneyRequest<TData, TInput>(mutation: UseMutationResult<TData, unknown, TInput>) {
  const [actionKey] = useState(newId);
  const running = useRef(false);
  const send = (input: TInput, options: MutateOptions<TData, unknown, TInput>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(input, {
      ...options,
      onSettled: () => {
        running.current = false;
      },
    });
  };
  return { actionKey, send, pending: mutation.isPending };
}
