import { QuestionSchema, type Question, type QuestionInputParsed, type QuestionUpdateParsed } from '@matchday/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionKeys } from '../../../lib/query-keys';

export const questionPath = (slug: string, id: string) => `/${encodeURIComponent(slug)}/questions/${encodeURIComponent(id)}`;

/** The question as saved now (a stale save's conflict compares it with the form). */
export const readQuestion = (slug: string, id: string): Promise<Question> => api.get(questionPath(slug, id), QuestionSchema);

/** Creates a question (no id) or replaces one; once answered, its type and used options are kept by the server (409 in_use). */
export function useSaveQuestion(slug: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [questionKeys.lists(slug)] },
    mutationFn: (input: QuestionInputParsed | QuestionUpdateParsed): Promise<Question> =>
      id ? api.put(questionPath(slug, id), input, QuestionSchema) : api.post(`/${encodeURIComponent(slug)}/questions`, input, QuestionSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(questionKeys.detail(slug, saved.id), saved);
    },
  });
}
