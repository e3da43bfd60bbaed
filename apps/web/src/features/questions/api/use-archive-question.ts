import { QuestionSchema, type Question } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterChange } from '../../../lib/api/invalidate-after-change';
import { questionKeys } from '../../../lib/api/question-keys';
import { questionPath } from './use-save-question';

/** Archives (no longer offered to new leagues) or restores a question. */
export function useArchiveQuestion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }): Promise<Question> =>
      api.patch(`${questionPath(slug, id)}/archive`, { archived }, QuestionSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(questionKeys.detail(slug, saved.id), saved);
      return invalidateAfterChange(queryClient, slug, [questionKeys.lists(slug)]);
    },
  });
}
