import { PublicSiteSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/query-keys';
import { siteApiPath } from './site-api-paths';

/** The public site as the saved draft would make it (GET /api/{slug}/settings/site/preview), read afresh each time the preview opens. */
export const useSitePreview = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: siteKeys.preview(slug),
    queryFn: () => api.get(siteApiPath(slug, '/preview'), PublicSiteSchema),
    enabled: enabled && slug !== '',
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
