import { SiteSettingsSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/query-keys';
import { siteApiPath } from './site-api-paths';

/** The club's site: its draft, the live document and where publishing stands (GET /api/{slug}/settings/site). */
export const useSiteSettings = (slug: string) =>
  useQuery({ queryKey: siteKeys.settings(slug), queryFn: () => api.get(siteApiPath(slug), SiteSettingsSchema), enabled: slug !== '' });
