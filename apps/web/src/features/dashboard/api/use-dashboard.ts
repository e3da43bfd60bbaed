import { DashboardSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** The club's figures (GET /api/{slug}/dashboard), fetched afresh each time the dashboard opens. */
export const useDashboard = (slug: string) =>
  useQuery({
    queryKey: dashboardKeys.figures(slug),
    queryFn: () => api.get(`/${encodeURIComponent(slug)}/dashboard`, DashboardSchema),
    enabled: slug !== '',
    staleTime: 0,
  });
