import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from '../../../lib/query-keys';
import { questionPath } from './use-save-question';

/** Deletes a question; refused (409 in_use) while leagues use it or answers exist. */
export function useDeleteQuestion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [questionKeys.lists(slug)] },
    mutationFn: (id: string) => api.delete<void>(questionPath(slug, id)),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: questionKeys.detail(slug, id) });
    },
  });
}
