import { QuestionSchema, type Question } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from '../../../lib/query-keys';
import { questionPath } from './use-save-question';

/** Archives (no longer offered to new leagues) or restores a question. */
export function useArchiveQuestion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [questionKeys.lists(slug)] },
    mutationFn: ({ id, archived }: { id: string; archived: boolean }): Promise<Question> =>
      api.patch(`${questionPath(slug, id)}/archive`, { archived }, QuestionSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(questionKeys.detail(slug, saved.id), saved);
    },
  });
}
