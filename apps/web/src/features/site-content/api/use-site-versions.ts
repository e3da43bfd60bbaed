import { SiteVersionSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/query-keys';
import { siteApiPath } from './site-api-paths';

const SiteVersionsSchema = z.array(SiteVersionSchema);

/** The site's published versions, newest first (GET /api/{slug}/settings/site/versions). */
export const useSiteVersions = (slug: string) =>
  useQuery({ queryKey: siteKeys.versions(slug), queryFn: () => api.get(siteApiPath(slug, '/versions'), SiteVersionsSchema), enabled: slug !== '' });
