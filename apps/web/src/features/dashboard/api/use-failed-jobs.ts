import { FailedJobListSchema } from '@matchday/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const failedJobsPath = (slug: string) => `/${encodeURIComponent(slug)}/jobs/failed`;
/** Under the club's scope, so a change that refreshes the club refreshes this too. */
const failedJobsKey = (slug: string) => ['club', slug, 'jobs', 'failed'] as const;

/** GET /api/{slug}/jobs/failed: the club's background tasks that failed every attempt, fetched afresh when the dashboard opens. */
export const useFailedJobs = (slug: string) =>
  useQuery({ queryKey: failedJobsKey(slug), queryFn: () => api.get(failedJobsPath(slug), FailedJobListSchema), enabled: slug !== '', staleTime: 0 });

/** POST /api/{slug}/jobs/{id}/retry: the task runs again at once; the list is read again. */
export const useRetryJob = (slug: string) =>
  useMutation({
    meta: { invalidates: [failedJobsKey(slug)] },
    mutationFn: (jobId: string) => api.post(`/${encodeURIComponent(slug)}/jobs/${encodeURIComponent(jobId)}/retry`),
  });
