import { QuestionPageSchema, type QuestionListQuery } from '@matchday/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { toSearchParams } from '../search-params';
import { questionKeys } from '../query-keys';

/** A page of the club's question bank (GET /api/{slug}/questions). */
export function useQuestions(slug: string, query: Partial<QuestionListQuery> = {}) {
  return useQuery({
    queryKey: questionKeys.list(slug, query),
    queryFn: () => api.get(`/${encodeURIComponent(slug)}/questions${toSearchParams(query)}`, QuestionPageSchema),
    placeholderData: keepPreviousData,
  });
}
